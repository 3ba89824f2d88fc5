/**
 * The site-wide chrome (issue 6): shown by the runtime from the page context, with no
 * markup (CONTRACT.md §4). The features' start modules come in one module (chrome-start.ts),
 * in runtime-core with this one; each start only decides whether the page needs its feature
 * and imports the feature's UI then, so a page pays for what it shows (ARCHITECTURE.md:
 * runtime + banner + cart link + popup shell at most 22 KB gzip, Lit included; nothing shown,
 * 10 KB and no Lit). Each feature is registered on its own, so one that fails is reported and
 * the others still run.
 */
import { lazyInitialiser, type Lifecycle } from '../lifecycle';
import type { ChromeEnv } from './chrome-env';
import { CHROME_STARTS } from './chrome-start';

/** Registers every start of chrome-start.ts, in its order there. */
export function registerSiteChrome(lifecycle: Lifecycle, env: () => ChromeEnv): void {
  for (const [name, start] of Object.entries(CHROME_STARTS)) {
    // A lazy initialiser still (the starts run a microtask after the lifecycle's, as when
    // chrome-start.ts was a chunk of its own), so one that throws is reported as not started.
    lifecycle.register(name, lazyInitialiser(name, () => Promise.resolve(() => start(env()))));
  }
}
