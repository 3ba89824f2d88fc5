/**
 * End-to-end harness: the real reference backend (fresh SQLite file) on a free port,
 * and Debian's Chromium driven by playwright-core. Nothing is mocked.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp, REPO_ROOT, type AppOptions, type RouteSummary } from '../../packages/server/src/app';
import { CHROME_ARGS, findChrome } from '../../scripts/with-chrome.mjs';

/** The elements the runtime loads and upgrades (dist/manifest.json; the site chrome's, on Lit, have no closure and no state). */
export function blockTags(): string[] {
  return Object.keys((JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist/manifest.json'), 'utf8')) as { closures: Record<string, string[]> }).closures);
}

/**
 * For page.evaluate with blockTags(): the blocks not ready nor in error that should be, those a
 * visitor would see or that load eagerly or at idle (one that loads on interaction keeps its
 * server HTML until used; a hidden one is never in view). No named functions inside: tsx would
 * name them with a helper the page does not have.
 */
export const unsettledBlocks = (tags: string[]): string[] =>
  [...document.querySelectorAll(tags.join(','))]
    .filter((e) => e.getAttribute('data-load-on') !== 'interaction' && (['eager', 'idle'].includes(e.getAttribute('data-load-on') ?? '') || e.checkVisibility()))
    .filter((e) => !['ready', 'error'].includes(e.getAttribute('data-sqs-state') ?? ''))
    .map((e) => e.localName + (e.id ? `#${e.id}` : ''));

/**
 * Fails unless every block in `tags` a visitor would see (or that loads eagerly or at idle) becomes
 * ready or in error within 30 s. Each still pending is brought into view until it settles, up to
 * 5 s each: a walk that scrolled past it before its visibility was watched left it on its server
 * HTML, and a block whose server HTML looks final upgrades at an idle moment that may come after
 * the network is quiet.
 */
export async function expectBlocksSettled(page: Page, tags: string[], where: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let left = await page.evaluate(unsettledBlocks, tags);
  while (left.length > 0 && Date.now() < deadline) {
    await page.evaluate(async (names) => {
      for (const element of document.querySelectorAll(names.join(','))) {
        if (['ready', 'error'].includes(element.getAttribute('data-sqs-state') ?? '') || element.getAttribute('data-load-on') === 'interaction' || !element.checkVisibility()) continue;
        element.scrollIntoView();
        for (let waited = 0; waited < 5000 && !['ready', 'error'].includes(element.getAttribute('data-sqs-state') ?? ''); waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }, tags);
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await page.evaluate(unsettledBlocks, tags);
  }
  assert.deepEqual(left, [], `blocks that never upgraded on ${where}`);
}

export interface Harness {
  origin: string;
  browser: Browser;
  /** Every route the server registered (app.ts `routes`), so a test can walk them all. */
  routes: readonly RouteSummary[];
  /** The server's SQLite file, for a test that checks what was stored. */
  dbFile: string;
  page(): Promise<Page & { errors: string[] }>;
  close(): Promise<void>;
}

export async function startHarness(options: Omit<AppOptions, 'dbFile'> = {}): Promise<Harness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqs-e2e-'));
  const dbFile = path.join(dir, 'e2e.db');
  const { app, routes } = await buildApp({ logLevel: 'warn', ...options, dbFile });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS.filter((a) => !a.startsWith('--headless')) });
  return {
    origin: `http://127.0.0.1:${port}`,
    browser,
    routes,
    dbFile,
    async page() {
      const page = (await browser.newPage()) as Page & { errors: string[] };
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') page.errors.push(message.text());
      });
      return page;
    },
    async close() {
      await browser.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The editor kit's demo page (/editor) in `page`, once each control `selectors` names has upgraded. */
export async function openEditor(h: Harness, page: Page, ...selectors: string[]): Promise<void> {
  await page.goto(`${h.origin}/editor`);
  for (const selector of selectors) await page.waitForSelector(`${selector}[data-sqs-state="ready"]`);
}
