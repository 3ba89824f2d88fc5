/**
 * The runtime's cookie banner (issue 6 item 1; SPEC.md §4 "Cookie banner"), loaded only on
 * pages that show it (start-consent.ts): an `<sqs-cookie-banner>` (cookie-banner.element.ts,
 * where its behaviour and accessibility choices are) made from this page's settings and put
 * first in <body>.
 *
 * The element's registration is here too, and its `define` entry calls it: so the runtime and
 * `dist/elements/sqs-cookie-banner.js` share one chunk (the element, its settings and this),
 * rather than a page with the banner fetching the element and its show function apart.
 */
import { on } from '../../events';
import type { PageContext } from '../../page/page-context';
import { SERVER_BANNER, type Consent } from '../../consent/consent-policy';
import { defineElement } from '../define-element';
import { bannerDefaults, bannerSettings, type BannerSettings } from './banner-settings';
import { SqsCookieBanner } from './cookie-banner.element';
import { adoptServerBanner } from './server-banner';

export const BANNER_TAG = 'sqs-cookie-banner';

/** Registers `<sqs-cookie-banner>` (harmless twice). */
export function defineCookieBanner(): void {
  defineElement(BANNER_TAG, SqsCookieBanner);
}

export interface BannerOptions {
  /** Called after the decision is stored and announced. */
  onDecision?: (consent: Consent) => void;
  /** Where the host goes, as its first child: document.body by default (stories use a stage). */
  container?: Element;
}

/**
 * The banner for this page's settings (SPEC.md §5 normalisation, translated default texts), or
 * the one the server wrote in the page, adopted.
 */
export function showConsentBanner(win: Window, context: Pick<PageContext, 'websiteSettings'>, options?: BannerOptions): () => void {
  const settings = bannerSettings(context, bannerDefaults());
  // The site's server wrote one: it is the banner (server-banner.ts); the runtime draws none.
  const server = win.document.querySelector<HTMLDialogElement>(SERVER_BANNER);
  return server ? adoptServerBanner(win, server, settings.restrictive) : mountConsentBanner(win, settings, options);
}

/**
 * Shows the banner for normalised settings; returns its removal (safe to call twice).
 * Accept stores true, decline false (SPEC.md §4), through consent-store's setConsent.
 */
export function mountConsentBanner(win: Window, settings: BannerSettings, options: BannerOptions = {}): () => void {
  defineCookieBanner();
  const host = win.document.createElement(BANNER_TAG) as SqsCookieBanner;
  // The element's attributes are the settings' own names (variant, position, …, restrictive).
  for (const name of Object.keys(SqsCookieBanner.properties)) {
    (host as unknown as Record<string, unknown>)[name] = settings[name as keyof BannerSettings];
  }
  const { onDecision } = options;
  if (onDecision) on(host, 'sqs-cookie-banner-decision', (event) => onDecision(event.detail.consent));
  (options.container ?? win.document.body).prepend(host);
  return () => host.remove();
}
