/**
 * What a page's scripts cost the main thread, for `npm run bench`'s side-by-side timings of the
 * default build and the lite one (issue 13 item 5b). Printed, never asserted.
 */
import type { Page } from 'playwright-core';

export interface MainThread {
  /** Time spent running script (Chromium's ScriptDuration: parse, compile and run). */
  scriptMs: number;
  /** Total Blocking Time's sum: every task's time past 50 ms. */
  blockingMs: number;
  /** The longest task. */
  longestMs: number;
}

/**
 * Call before the page navigates: a long-task observer installed ahead of the page's scripts,
 * and Chromium's performance counters. The function it returns reads both so far.
 */
export async function watchMainThread(page: Page): Promise<() => Promise<MainThread>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    const long = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      scriptMs: (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000,
      blockingMs: long.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...long),
    };
  };
}
