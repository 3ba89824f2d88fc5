/**
 * Every site-wide chrome feature's start, by the name the lifecycle registers it under
 * (site-chrome.ts). Each start only decides, from the page context and the page, whether its
 * feature is needed, and imports the feature's UI then. One module, in runtime-core, so every
 * page pays for one small part of that chunk rather than a chunk per feature. Their order here is
 * their start order.
 */
import { startBars } from './bars/start-bars';
import { startCartLink } from './cart/start-cart-link';
import type { ChromeEnv } from './chrome-env';
import { startConsent } from './consent/start-consent';
import { startDialogs } from './dialogs/start-dialogs';
import { startPopup } from './popup/start-popup';

export type ChromeStart = (env: ChromeEnv) => () => void;

export const CHROME_STARTS = {
  consent: startConsent,
  dialogs: startDialogs,
  'cart-link': startCartLink,
  popup: startPopup,
  bars: startBars,
} as const satisfies Record<string, ChromeStart>;
