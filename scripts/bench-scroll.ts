/**
 * Issue 14's smoothness budget: the text-effects demo page (20 marquees and 20 highlights in a
 * long section, packages/server/demo/text-effects.html) scrolled top to bottom with the mouse
 * wheel in Chromium, counting long tasks (over 50 ms) from the first block on. Printed, never
 * asserted (goal 0). `node --import tsx scripts/bench-scroll.ts` runs it alone on dist/.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_ARGS, findChrome } from './with-chrome.mjs';

const DEMO = path.join(path.dirname(new URL(import.meta.url).pathname), '../packages/server/demo');

export function writeScrollPage(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  copyFileSync(path.join(DEMO, 'text-effects.html'), path.join(dir, 'text-effects.html'));
  for (const file of ['site.css', 'text-effects.css']) copyFileSync(path.join(DEMO, 'assets', file), path.join(dir, 'assets', file));
}

export interface ScrollResult {
  longTasks: number;
  longestMs: number;
  scrolledPx: number;
  marquees: number;
  allMarquees: number;
  highlights: number;
  allHighlights: number;
  broken: number;
}

export async function benchScroll(browser: Browser, origin: string): Promise<ScrollResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.goto(`${origin}/text-effects`);
  await page.locator('#marquee-default[data-sqs-state="ready"]').waitFor();
  await page.waitForLoadState('networkidle');
  // Count only what scrolling costs: the page's own start is measured elsewhere.
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
  // Down to the real bottom: the page grows as the blocks below upgrade (a wavy marquee is taller
  // than its one-line fallback), so a height read once at the top stopped short of the last ones.
  const bottom = () => page.evaluate(() => scrollY >= document.documentElement.scrollHeight - innerHeight - 1);
  for (let step = 0; step < 400 && !(await bottom()); step += 1) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    return {
      tasks: (window as unknown as { longTasks: number[] }).longTasks,
      scrolledPx: scrollY,
      marquees: count('sqs-marquee[data-sqs-state="ready"]'),
      allMarquees: count('sqs-marquee'),
      highlights: count('sqs-text-highlight[data-sqs-state="ready"]'),
      allHighlights: count('sqs-text-highlight'),
      // The demo page breaks one of each on purpose (malformed JSON keeps the fallback).
      broken: count('[data-sqs-state="error"]'),
    };
  });
  await page.close();
  return { ...result, longTasks: result.tasks.length, longestMs: Math.max(0, ...result.tasks) };
}

export const scrollRow = (r: ScrollResult) =>
  `| text-effects page (${r.marquees} of ${r.allMarquees} marquees and ${r.highlights} of ${r.allHighlights} highlights ready, ${r.broken} broken on purpose), wheel-scrolled ${r.scrolledPx} px | ${r.longTasks} long tasks over 50 ms (longest ${r.longestMs.toFixed(0)} ms) | goal 0 |`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { buildApp } = await import('../packages/server/src/app');
  const dir = mkdtempSync(path.join(tmpdir(), 'sqs-scroll-'));
  writeScrollPage(dir);
  const { app } = await buildApp({ demoDir: dir, dbFile: ':memory:', logLevel: 'warn' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS.filter((a) => !a.startsWith('--headless')) });
  try {
    console.log(scrollRow(await benchScroll(browser, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)));
  } finally {
    await browser.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
