/**
 * The site-wide chrome (issue 6): shown by the runtime from the page context, with no
 * markup (CONTRACT.md §4). The features' start modules come in one chunk (chrome-start.ts);
 * each start only decides whether the page needs its feature and imports the feature's UI
 * then, so a page pays for what it shows (ARCHITECTURE.md: runtime + banner + cart link +
 * popup shell at most 22 KB gzip, Lit included; nothing shown, 10 KB and no Lit). Each
 * feature is registered on its own, so one that fails is reported and the others still run.
 */
import { lazyInitialiser, type Lifecycle } from '../lifecycle';
import type { ChromeEnv } from './chrome-env';
import type { CHROME_STARTS } from './chrome-start';

/** Every start of chrome-start.ts, in start order. */
const CHROME_FEATURES = ['consent', 'dialogs', 'cart-link', 'popup', 'bars'] as const satisfies ReadonlyArray<keyof typeof CHROME_STARTS>;
// A start missing from the list is a compile error here.
type Unlisted = Exclude<keyof typeof CHROME_STARTS, (typeof CHROME_FEATURES)[number]>;
const everyStartListed: [Unlisted] extends [never] ? true : never = true;
void everyStartListed;

export function registerSiteChrome(lifecycle: Lifecycle, env: () => ChromeEnv): void {
  for (const name of CHROME_FEATURES) {
    lifecycle.register(
      name,
      lazyInitialiser(name, () => import('./chrome-start').then((m) => () => m.CHROME_STARTS[name](env()))),
    );
  }
}
