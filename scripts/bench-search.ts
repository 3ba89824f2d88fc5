/**
 * Issue 15 item 5's budget: search suggestions answer in under 100 ms for a 10,000-page index
 * (SQLite FTS5, packages/server/src/search-index.ts), median and p95 of prefix queries as a
 * visitor types them.
 */
import Database from 'better-sqlite3';
import { indexDocs, openSearchIndex, suggest } from '../packages/server/src/search-index';

export const SEARCH_SUGGEST_BUDGET_MS = 100;

export function benchSearch(): Array<{ entry: string; measured: string; value: number; budget: number; unit: 'ms' }> {
  const db = new Database(':memory:');
  openSearchIndex(db);
  const words = ['coffee', 'harbour', 'espresso', 'latte', 'cake', 'terrace', 'jazz', 'market', 'winter', 'brunch', 'mug', 'beans', 'roast', 'tea', 'bread', 'pastry', 'breakfast', 'garden', 'music', 'gift'];
  indexDocs(
    db,
    Array.from({ length: 10000 }, (_, i) => ({
      kind: 'page' as const,
      url: `/page-${i}`,
      title: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
      body: Array.from({ length: 80 }, (_, j) => words[(i * 31 + j * 17) % words.length]).join(' '),
    })),
  );
  const typed = ['co', 'cof', 'coff', 'coffee', 'coffee h', 'coffee harb', 'ja', 'jazz m', 'win', 'bre', 'gift', 'ro'];
  for (const q of typed) suggest(db, q); // warm
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    for (const q of typed) {
      const start = performance.now();
      suggest(db, q);
      times.push(performance.now() - start);
    }
  }
  db.close();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  const measured = `10,000 pages, ${times.length} prefix queries`;
  return [
    { entry: 'search suggestions (median)', measured, value: at(0.5), budget: SEARCH_SUGGEST_BUDGET_MS, unit: 'ms' },
    { entry: 'search suggestions (p95)', measured, value: at(0.95), budget: SEARCH_SUGGEST_BUDGET_MS, unit: 'ms' },
  ];
}
