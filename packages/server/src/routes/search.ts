/**
 * Site search (issue 15 item 5; SPEC.md §2 "/search … page views are not recorded"):
 *
 *   GET /api/search?q=&page=&pageSize=   {query, total, page, pageSize, results: [{kind, url, title, excerpt}]}
 *   GET /api/search/suggest?q=&limit=    {query, suggestions: [{kind, url, title}]}
 *   GET /search?q=&page=                 the results page, server-rendered: works with no JavaScript
 *
 * The index (../search-index.ts, SQLite FTS5) holds the demo site's pages, its products and
 * its events, built at start. `excerpt` is text runs with `match` flags, never HTML.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { escapeHtml } from '../html';
import { sendPage } from '../page';
import { demoEventUrl } from './events';
import { indexDocs, openSearchIndex, pageDoc, search, suggest, type SearchDoc, type SearchPage } from '../search-index';

export interface SearchRouteOptions {
  demoDir: string;
}

/** Pages that are not content: not indexed. */
const NOT_INDEXED = new Set(['not-found', 'search']);

const readJsonList = (file: string): Array<Record<string, unknown>> => {
  if (!existsSync(file)) return [];
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
};

export function demoSiteDocs(demoDir: string): SearchDoc[] {
  const pages = readdirSync(demoDir)
    .filter((file) => file.endsWith('.html') && !NOT_INDEXED.has(file.slice(0, -5)))
    .map((file) => pageDoc(file === 'index.html' ? '/' : `/${file.slice(0, -5)}`, readFileSync(path.join(demoDir, file), 'utf8')))
    .filter((doc): doc is SearchDoc => doc !== null);
  const products = readJsonList(path.join(demoDir, 'data/products.json')).map((p) => ({ kind: 'product' as const, url: String(p.url), title: String(p.title), body: String(p.body ?? '') }));
  const events = readJsonList(path.join(demoDir, 'data/events.json')).map((e) => ({
    kind: 'event' as const,
    url: demoEventUrl(e),
    title: String(e.title),
    body: `${String(e.body ?? '')} ${String(e.location ?? '')}`,
  }));
  return [...pages, ...products, ...events];
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');

/** The results as HTML (escaped; matches in <mark>), with pages links that keep the query. */
export function resultsHtml(result: SearchPage): string {
  if (!result.query.trim()) return '<p class="search-hint">Type a word to search the site.</p>';
  if (result.total === 0) return `<p class="search-empty" role="status">No results for “${escapeHtml(result.query.slice(0, 100))}”.</p>`;
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.results.length - 1;
  const items = result.results
    .map(
      (r) =>
        `<li class="search-result"><a href="${escapeHtml(r.url)}">${escapeHtml(r.title)}</a> <span class="search-kind">${r.kind}</span><p>${r.excerpt
          .map((run) => (run.match ? `<mark>${escapeHtml(run.text)}</mark>` : escapeHtml(run.text)))
          .join('')}</p></li>`,
    )
    .join('');
  const pages = Math.ceil(result.total / result.pageSize);
  const link = (page: number, label: string, rel: string) =>
    `<a rel="${rel}" href="/search?q=${encodeURIComponent(result.query)}&amp;page=${page}">${label}</a>`;
  const nav =
    pages > 1
      ? `<nav class="search-pages" aria-label="Result pages">${result.page > 1 ? link(result.page - 1, 'Previous', 'prev') : ''} <span>Page ${result.page} of ${pages}</span> ${
          result.page < pages ? link(result.page + 1, 'Next', 'next') : ''
        }</nav>`
      : '';
  return `<p class="search-count" role="status">Results ${from}–${to} of ${result.total}</p><ol class="search-results" start="${from}">${items}</ol>${nav}`;
}

export function registerSearchRoutes(app: FastifyInstance, db: Db, options: SearchRouteOptions): void {
  openSearchIndex(db);
  indexDocs(db, demoSiteDocs(options.demoDir));

  app.get('/api/search', async (request) => {
    const q = request.query as Record<string, unknown>;
    return search(db, queryText(q.q), queryText(q.page), queryText(q.pageSize));
  });

  app.get('/api/search/suggest', async (request) => {
    const q = request.query as Record<string, unknown>;
    const query = queryText(q.q);
    return { query: query.slice(0, 500), suggestions: suggest(db, query, queryText(q.limit)) };
  });

  app.get('/search', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const result = search(db, queryText(q.q), queryText(q.page));
    const template = searchTemplate(options.demoDir);
    // A demo folder without a search page (a test's, say) has no /search: not found, never a 500.
    if (template === null) return reply.callNotFound();
    return sendPage(reply, template, { query: escapeHtml(result.query), results: resultsHtml(result) });
  });
}

/** The demo's search page template, or null when the folder has none. */
function searchTemplate(demoDir: string): string | null {
  try {
    return readFileSync(path.join(demoDir, 'search.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
