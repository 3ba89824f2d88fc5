import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';

const CRUMB = 'reviews-test-crumb';

describe('reviews request page and endpoint (SQLite)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());

  const postForm = (fields: Record<string, string>) =>
    h.app.inject({ method: 'POST', url: '/reviews/request', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const postJson = (json: unknown) =>
    h.app.inject({ method: 'POST', url: `/api/commerce/reviews?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(json) });

  it('renders the form for an open request: five native radios named by their stars, a strict CSP', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/reviews/request?token=demo-bread' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('nonce-');
    expect(page.body).toContain('"pageType":209');
    expect(page.body).toContain('Sourdough loaf');
    expect(page.body.match(/type="radio" name="rating"/g)).toHaveLength(5);
    expect(page.body).toContain('1 star</label>');
    expect(page.body).toContain('5 stars</label>');
  });

  it('answers each SPEC.md §8 case with its text', async () => {
    const cases: Array<[string, number, string]> = [
      ['demo-reviewed', 409, 'You have already reviewed this purchase'],
      ['demo-expired', 410, 'Your review request has expired'],
      ['demo-empty', 404, 'There are no products to review'],
      ['nope', 404, 'Something went wrong'],
      ['<script>', 404, 'Something went wrong'],
    ];
    for (const [token, status, text] of cases) {
      const page = await h.app.inject({ method: 'GET', url: `/reviews/request?token=${encodeURIComponent(token)}` });
      expect(page.statusCode, token).toBe(status);
      expect(page.body).toContain(text.replace(/'/g, '&#39;'));
      expect(page.body).not.toContain('<script>');
    }
    const json = await postJson({ token: 'demo-expired', rating: 5 });
    expect(json.statusCode).toBe(410);
    expect(json.json()).toEqual({ error: 'Your review request has expired', case: 'expired' });
  });

  it('types a review back into its form as text: a {{nonce}} in it is never filled with the page nonce', async () => {
    const page = await postForm({ token: 'demo-bread', text: 'nonce? {{nonce}} {{title}}' });
    expect(page.statusCode).toBe(400);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1]!;
    expect(page.body).toContain('>nonce? {{nonce}} {{title}}</textarea>');
    // The nonce is only in the server's own tags: the runtime's script and its preload hints.
    const nonced = page.body.match(/<[^<>]*\bnonce="[^"]*"[^<>]*>/g) ?? [];
    expect(nonced.length).toBeGreaterThan(0);
    expect(nonced.every((tag) => /^<script type="module" nonce="[^"]+" src="\/dist\/runtime\.js">$|^<link rel="modulepreload" href="\/dist\/[^"]+" nonce="[^"]+">$/.test(tag))).toBe(true);
    expect(page.body.split(nonce)).toHaveLength(nonced.length + 1);
    expect(page.body).toContain('<title>Review your purchase — demo site</title>');
  });

  it("without JavaScript: no rating says 'Please select a star rating' keeping the text; a rating stores once", async () => {
    const missing = await postForm({ token: 'demo-bread', text: 'Crusty <b>and</b> good' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Please select a star rating');
    expect(missing.body).toContain('Crusty &lt;b&gt;and&lt;/b&gt; good');
    const bad = await postJson({ token: 'demo-bread', rating: 'abc' });
    expect(bad.json()).toEqual({ errors: { rating: 'Please select a star rating' } });

    const stored = await postForm({ token: 'demo-bread', rating: '4', text: 'Crusty and good' });
    expect(stored.statusCode).toBe(201);
    expect(stored.body).toContain('Thank you for your review!');
    expect(h.db.prepare('SELECT rating, text FROM reviews WHERE token = ?').all('demo-bread')).toEqual([{ rating: 4, text: 'Crusty and good' }]);

    const again = await postJson({ token: 'demo-bread', rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already reviewed this purchase');
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM reviews').get()).toEqual({ n: 1 });
  });
});
