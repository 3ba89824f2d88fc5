/**
 * The demo site's search index (issue 15 item 5): pages, products and events in SQLite FTS5.
 * Queries are built from words only (letters and digits, quoted), so no text a visitor types
 * is ever read as FTS syntax or SQL: a query of 10,000 characters, `NEAR(`, `"`, `*`, `OR`,
 * `DROP TABLE` all come back as results or an empty list, never an error.
 */
import type { Db } from './db';
import { migrate } from './db';

export const SEARCH_MIGRATIONS: readonly string[] = [
  `CREATE TABLE search_docs (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     url TEXT NOT NULL UNIQUE,
     title TEXT NOT NULL,
     body TEXT NOT NULL
   );
   CREATE VIRTUAL TABLE search_fts USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');`,
];

export type DocKind = 'page' | 'product' | 'event';
export interface SearchDoc {
  kind: DocKind;
  url: string;
  title: string;
  body: string;
}

/** At most this many words of a query count (the rest of a 10,000-character paste is dropped). */
export const MAX_QUERY_WORDS = 12;
/** At most this many characters of a query are read at all. */
export const MAX_QUERY_CHARS = 500;
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const SUGGESTION_LIMIT = 6;

/**
 * A visitor's text → an FTS5 MATCH expression, or null when it has no word. Each word is a
 * quoted string (FTS5 syntax inside quotes is plain text; a quote is doubled), all must match;
 * `prefix` makes the last word a prefix (`"harb"*`), for suggestions as the visitor types.
 */
export function buildMatch(text: unknown, prefix = false): string | null {
  if (typeof text !== 'string') return null;
  const words = text.slice(0, MAX_QUERY_CHARS).normalize('NFKC').match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_QUERY_WORDS) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word.replace(/"/g, '""')}"${prefix && i === words.length - 1 ? '*' : ''}`).join(' ');
}

export function openSearchIndex(db: Db): void {
  migrate(db, 'search', SEARCH_MIGRATIONS);
}

/** Replaces the index with `docs` (one transaction). */
export function indexDocs(db: Db, docs: readonly SearchDoc[]): void {
  const insertDoc = db.prepare('INSERT INTO search_docs (kind, url, title, body) VALUES (?, ?, ?, ?)');
  const insertFts = db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM search_docs; DELETE FROM search_fts;');
    for (const doc of docs) {
      // The snippet markers never come from the text itself.
      const title = withoutMarkers(doc.title);
      const body = withoutMarkers(doc.body);
      const { lastInsertRowid } = insertDoc.run(doc.kind, doc.url, title, body);
      insertFts.run(lastInsertRowid, title, body);
    }
  })();
}

const withoutMarkers = (text: string) => text.split(OPEN).join(' ').split(CLOSE).join(' ');

/** Highlight markers inside snippets: control characters no indexed text holds (stripped on index). */
const OPEN = '\u0002';
const CLOSE = '\u0003';

/** A snippet as text runs, `match` for the words found: the client and the page mark them safely. */
export type Excerpt = Array<{ text: string; match: boolean }>;

export function excerptOf(snippet: string): Excerpt {
  const runs: Excerpt = [];
  for (const part of snippet.split(OPEN)) {
    const [matched, rest] = part.includes(CLOSE) ? part.split(CLOSE, 2) : [null, part];
    if (matched) runs.push({ text: matched, match: true });
    if (rest) runs.push({ text: rest, match: false });
  }
  return runs;
}

export interface SearchResult {
  kind: DocKind;
  url: string;
  title: string;
  excerpt: Excerpt;
}

export interface SearchPage {
  query: string;
  total: number;
  page: number;
  pageSize: number;
  results: SearchResult[];
}

const clampInt = (value: unknown, min: number, max: number, fallback: number): number => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

export function search(db: Db, query: unknown, page?: unknown, pageSize?: unknown): SearchPage {
  const text = typeof query === 'string' ? query.slice(0, MAX_QUERY_CHARS) : '';
  const size = clampInt(pageSize, 1, MAX_PAGE_SIZE, PAGE_SIZE);
  const current = clampInt(page, 1, 100000, 1);
  const match = buildMatch(text);
  if (!match) return { query: text, total: 0, page: current, pageSize: size, results: [] };
  const total = (db.prepare('SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ?').get(match) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT d.kind, d.url, d.title, snippet(search_fts, 1, '${OPEN}', '${CLOSE}', '…', 16) AS snippet
       FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
       WHERE search_fts MATCH ? ORDER BY bm25(search_fts, 5.0, 1.0) LIMIT ? OFFSET ?`,
    )
    .all(match, size, (current - 1) * size) as Array<{ kind: DocKind; url: string; title: string; snippet: string }>;
  return {
    query: text,
    total,
    page: current,
    pageSize: size,
    results: rows.map((row) => ({ kind: row.kind, url: row.url, title: row.title, excerpt: excerptOf(row.snippet) })),
  };
}

/**
 * Suggestions as the visitor types: titles that match first (best first), then, to fill the
 * list, other documents whose text matches, unordered (a LIMIT without ORDER BY stops early:
 * a two-letter prefix over 10,000 pages stays fast, issue 15's 100 ms budget).
 */
export function suggest(db: Db, query: unknown, limit?: unknown): Array<{ kind: DocKind; url: string; title: string }> {
  const match = buildMatch(query, true);
  if (!match) return [];
  const max = clampInt(limit, 1, 20, SUGGESTION_LIMIT);
  type Row = { kind: DocKind; url: string; title: string };
  const inTitles = db
    .prepare(
      `SELECT d.kind, d.url, d.title FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
       WHERE search_fts MATCH ? ORDER BY rank LIMIT ?`,
    )
    .all(`{title} : (${match})`, max) as Row[];
  if (inTitles.length >= max) return inTitles;
  const seen = new Set(inTitles.map((row) => row.url));
  const more = db
    .prepare(
      `SELECT d.kind, d.url, d.title FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
       WHERE search_fts MATCH ? LIMIT ?`,
    )
    .all(match, max * 2) as Row[];
  return [...inTitles, ...more.filter((row) => !seen.has(row.url))].slice(0, max);
}

/** Text of an HTML page for the index: its <title> and the text of its <main>, scripts and tags out. */
export function pageDoc(url: string, html: string): SearchDoc | null {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/\s+—.*$/, '').trim() ?? '';
  const main = /<main[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  const body = decodeEntities(
    main
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return title ? { kind: 'page', url, title, body } : null;
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? ' ');
