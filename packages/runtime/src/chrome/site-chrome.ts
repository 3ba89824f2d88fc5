/**
 * The site-wide chrome (issue 6): shown by the runtime from the page context, with no
 * markup (CONTRACT.md §4). Each feature is its own chunk whose start module only decides
 * whether the page needs it and imports its UI then, so a page pays for what it shows
 * (ARCHITECTURE.md: runtime + banner + cart link + popup shell at most 20 KB gzip).
 */
import { lazyInitialiser, type Lifecycle } from '../lifecycle';
import type { ChromeEnv } from './chrome-env';

type Start = (env: ChromeEnv) => () => void;

export function registerSiteChrome(lifecycle: Lifecycle, env: () => ChromeEnv): void {
  const feature = (name: string, load: () => Promise<Start>) =>
    lifecycle.register(name, lazyInitialiser(name, () => load().then((start) => () => start(env()))));

  feature('consent', () => import('./consent/start-consent').then((m) => m.startConsent));
  feature('dialogs', () => import('./dialogs/start-dialogs').then((m) => m.startDialogs));
  feature('cart-link', () => import('./cart/start-cart-link').then((m) => m.startCartLink));
  feature('popup', () => import('./popup/start-popup').then((m) => m.startPopup));
  feature('bars', () => import('./bars/start-bars').then((m) => m.startBars));
}
