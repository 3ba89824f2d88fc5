import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { buildMatch, excerptOf, indexDocs, openSearchIndex, search, suggest, type SearchDoc } from '../search-index';
import { testApp } from '../testing';

describe('search query building', () => {
  it('quotes each word, drops FTS syntax, prefixes the last word for suggestions', () => {
    expect(buildMatch('harbour coffee')).toBe('"harbour" "coffee"');
    expect(buildMatch('harb', true)).toBe('"harb"*');
    expect(buildMatch('NEAR(a b) OR "x" * -y ^z')).toBe('"NEAR" "a" "b" "OR" "x" "y" "z"');
    expect(buildMatch("' OR 1=1; DROP TABLE search_docs; --")).toBe('"OR" "1" "1" "DROP" "TABLE" "search" "docs"');
    expect(buildMatch('   ')).toBe(null);
    expect(buildMatch('*"():^')).toBe(null);
    expect(buildMatch(42)).toBe(null);
    expect(buildMatch('Café Ångström')).toBe('"Café" "Ångström"');
  });

  it('reads at most 12 words of a 10,000-character query', () => {
    const match = buildMatch('word '.repeat(2000))!;
    expect(match.split(' ')).toHaveLength(12);
  });

  it('turns snippet markers into text runs, never HTML', () => {
    expect(excerptOf('a \u0002cat\u0003 <b>x</b>')).toEqual([
      { text: 'a ', match: false },
      { text: 'cat', match: true },
      { text: ' <b>x</b>', match: false },
    ]);
  });
});

describe('search index (SQLite FTS5)', () => {
  const db = new Database(':memory:');
  const docs: SearchDoc[] = [
    { kind: 'page', url: '/menu', title: 'Menu', body: 'Espresso, flat white and cake by the harbour.' },
    { kind: 'product', url: '/shop/mug', title: 'Harbour mug', body: 'Stoneware mug <script>alert(1)</script>' },
    { kind: 'event', url: '/e/1', title: 'Jazz night', body: 'Live jazz on the terrace.' },
  ];
  beforeAll(() => {
    openSearchIndex(db);
    indexDocs(db, docs);
  });

  it('finds words in titles and bodies, titles first, with highlighted excerpts', () => {
    const result = search(db, 'harbour');
    expect(result.total).toBe(2);
    expect(result.results[0]!.title).toBe('Harbour mug');
    expect(result.results.map((r) => r.url).sort()).toEqual(['/menu', '/shop/mug']);
    const menu = result.results.find((r) => r.url === '/menu')!;
    expect(menu.excerpt.filter((run) => run.match).map((run) => run.text)).toEqual(['harbour']);
  });

  it('paginates', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ kind: 'page' as const, url: `/p${i}`, title: `Page ${i}`, body: 'latte' }));
    const local = new Database(':memory:');
    openSearchIndex(local);
    indexDocs(local, many);
    const first = search(local, 'latte', '1', '10');
    const third = search(local, 'latte', '3', '10');
    expect([first.total, first.results.length, third.results.length, third.page]).toEqual([23, 10, 3, 3]);
    expect(search(local, 'latte', '-4', '1000').pageSize).toBe(50);
    expect(search(local, 'latte', 'x').page).toBe(1);
  });

  it('suggests by prefix as the visitor types', () => {
    expect(suggest(db, 'jaz').map((s) => s.title)).toEqual(['Jazz night']);
    expect(suggest(db, 'harbour m').map((s) => s.title)[0]).toBe('Harbour mug');
    expect(suggest(db, '')).toEqual([]);
  });

  it('answers FTS syntax, SQL and huge queries with results or nothing, never an error', () => {
    for (const q of ['"', 'NEAR(', 'a OR', '*', "'; DROP TABLE search_docs; --", 'x'.repeat(10000), '\u0000\ud800', 'mug'.repeat(3000)]) {
      expect(() => search(db, q)).not.toThrow();
      expect(() => suggest(db, q)).not.toThrow();
    }
    expect(search(db, 'x'.repeat(10000)).total).toBe(0);
    expect(search(db, 'NEAR(harbour').total).toBe(0);
    expect(search(db, 'mug OR').total).toBe(0);
  });

  it('answers suggestions in under 100 ms for a 10,000-page index (median and p95)', () => {
    const big = new Database(':memory:');
    openSearchIndex(big);
    const words = ['coffee', 'harbour', 'espresso', 'latte', 'cake', 'terrace', 'jazz', 'market', 'winter', 'brunch', 'mug', 'beans', 'roast', 'tea', 'bread'];
    indexDocs(
      big,
      Array.from({ length: 10000 }, (_, i) => ({
        kind: 'page' as const,
        url: `/page-${i}`,
        title: `${words[i % 15]} ${words[(i * 7) % 15]} ${i}`,
        body: Array.from({ length: 60 }, (_, j) => words[(i * 31 + j * 17) % 15]).join(' '),
      })),
    );
    const times: number[] = [];
    for (const q of ['c', 'co', 'cof', 'coffee', 'coffee h', 'coffee har', 'ja', 'jazz m', 'win', 'b'].flatMap((q) => [q, q, q, q, q])) {
      const start = performance.now();
      suggest(big, q);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.log(`search suggestions over 10,000 pages: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
    expect(p95).toBeLessThan(100);
  });
});

describe('search routes', () => {
  type App = Awaited<ReturnType<typeof testApp>>;
  let t: App & { get(url: string): ReturnType<App['app']['inject']> };
  const CRUMB = 'search-test-crumb';
  beforeAll(async () => {
    const app = await testApp();
    t = { ...app, get: (url: string) => app.app.inject({ method: 'GET', url: `${url}&crumb=${CRUMB}`, cookies: { crumb: CRUMB } }) as ReturnType<App['app']['inject']> };
  });
  afterAll(async () => t.close());

  it('indexes the demo site: pages, products and events', async () => {
    const res = await t.get('/api/search?q=harbour');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; results: Array<{ kind: string }> };
    expect(body.total).toBeGreaterThan(2);
    expect(new Set(body.results.map((r) => r.kind))).toEqual(new Set(['page', 'product', 'event']));
    const suggest = (await t.get('/api/search/suggest?q=latt')).json() as { suggestions: Array<{ title: string }> };
    expect(suggest.suggestions.map((s) => s.title)).toContain('Latte art workshop');
  });

  it('links each demo event to its item on the /events page', async () => {
    const events = (await t.get('/api/search?q=jazz')).json() as { results: Array<{ kind: string; url: string }> };
    const urls = events.results.filter((r) => r.kind === 'event').map((r) => r.url);
    expect(urls).toContain('/events#event-jazz-night');
    // The anchor exists: the page the server sends has that item.
    const page = await t.app.inject({ method: 'GET', url: '/events' });
    for (const url of urls) expect(page.body).toContain(`id="${url.split('#')[1]}"`);
  });

  it('asks for the crumb on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=coffee' });
    expect(res.statusCode).toBe(401);
  });

  it('serves /search with results, escaped and highlighted, and paging links: no JavaScript needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search?q=coffee' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(res.body).toContain('<form action="/search" method="get" role="search">');
    expect(res.body).toContain('value="coffee"');
    expect(res.body).toMatch(/<mark>coffee<\/mark>/i);
    expect(res.body).toMatch(/Results 1–\d+ of \d+/);
    const hostile = await t.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent('"><script>alert(1)</script>')}` });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    expect(hostile.body).toContain('&quot;&gt;&lt;script&gt;');
    const empty = await t.app.inject({ method: 'GET', url: `/search?q=${'zz'.repeat(5000)}` });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No results for');
  });
});
