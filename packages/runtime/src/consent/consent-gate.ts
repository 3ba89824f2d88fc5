/**
 * The one way for embeds that would set third-party cookies (video, map, booking) to wait for
 * the visitor's consent (issue 6 item 1). Blocks import it as
 * `@sqs/runtime/consent/consent-gate`; it keeps no state of its own (the consent cookie,
 * the page context's policy and the consent event are the shared truth), so every bundle that
 * includes it agrees.
 *
 *   if (thirdPartyAllowed(window)) load();
 *   else stopPlaceholder = renderConsentPlaceholder(container, { label: 'YouTube', onAllow: load });
 *
 * The rule is thirdPartyAllowedFor below: under a restrictive policy only with consent
 * and no GPC signal; otherwise unless the visitor declined.
 *
 * Click-to-load: the placeholder's button loads THAT embed only. It records no consent and
 * changes nothing for the rest of the site (a click on one video is not an accept of every
 * cookie, and the banner stays the one place where consent is given). A later accept in the
 * banner loads every embed still waiting.
 */
import { message } from '../contracts/messages';
import { report } from '../report';
import css from './consent-placeholder.css?inline';
import { on } from '../events';
import { gpcSignal, trackingCookiesAllowed, type Consent } from './consent-policy';
import { pageIsRestrictive, readConsent } from './consent-store';

/**
 * May an embed that sets third-party cookies (video, map, booking) load without a click?
 * - Under a restrictive policy: only with consent and no GPC signal (consent-policy's
 *   trackingCookiesAllowed, the analytics gate's, so embeds and analytics agree).
 * - Otherwise: yes, unless the visitor declined. The analytics gate ignores a decline outside a
 *   restrictive policy (the site's own analytics is then not consent-based); third parties are
 *   held to the stricter reading, so the decline button always means something.
 */
export function thirdPartyAllowedFor(input: { restrictive: boolean; consent: Consent; gpc: boolean }): boolean {
  return input.consent !== 'declined' && trackingCookiesAllowed(input);
}

function allowedWith(win: Window, consent: Consent): boolean {
  try {
    return thirdPartyAllowedFor({ restrictive: pageIsRestrictive(win.document), consent, gpc: gpcSignal(win) });
  } catch {
    return false;
  }
}

/** May third-party content load now, without a click? */
export function thirdPartyAllowed(win: Window = window): boolean {
  return allowedWith(win, readConsent(win.document));
}

/**
 * Resolves true as soon as third-party content may load (at once if it may now, else when the
 * visitor accepts in the banner), or false when `signal` aborts. Never rejects. It follows the
 * consent event's own decision, so an accept counts on this page even where the browser
 * refuses to store the cookie.
 */
export function whenThirdPartyAllowed(win: Window = window, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    if (thirdPartyAllowed(win)) return resolve(true);
    const finish = (allowed: boolean) => {
      stopListening();
      signal?.removeEventListener('abort', onAbort);
      resolve(allowed);
    };
    // Sent by any script on the page: an odd detail is read as unknown, then the cookie decides.
    const stopListening = on(win, 'sqs-consent-change', (event: CustomEvent<{ consent?: unknown } | null>) => {
      const consent = event.detail?.consent;
      if (allowedWith(win, consent === 'granted' || consent === 'declined' ? consent : readConsent(win.document))) finish(true);
    });
    const onAbort = () => finish(false);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type AllowReason = 'click' | 'consent';

export interface PlaceholderOptions {
  /** Who sets the cookies, as a visitor knows them: 'YouTube', 'Google Maps', 'Calendly'. */
  label: string;
  /**
   * Load the embed now. Called once: after a click on the placeholder's button ('click'; the
   * button is gone, so move focus into what loaded) or when consent arrives ('consent').
   */
  onAllow: (reason: AllowReason) => void;
  /** Defaults to the container's window. */
  window?: Window;
}

export const PLACEHOLDER_TAG = 'sqs-consent-placeholder';

let sheet: CSSStyleSheet | undefined;

/**
 * Shows a click-to-load placeholder in `container` (appended) until the visitor clicks it or
 * accepts cookies; then removes it and calls onAllow. The texts are ours (the spec has none):
 * 'This content may set cookies from {label}.' and 'Load {label}', message ids
 * consent.placeholder.text and consent.placeholder.load. Returns the removal (safe twice;
 * onAllow is not called after it). Theme through ::part(placeholder | text | button) and the
 * --sqs-consent-placeholder-* custom properties.
 */
export function renderConsentPlaceholder(container: Element, options: PlaceholderOptions): () => void {
  const doc = container.ownerDocument;
  const win = options.window ?? doc.defaultView ?? window;
  const host = doc.createElement(PLACEHOLDER_TAG);
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  root.adoptedStyleSheets = [sheet];

  const box = doc.createElement('div');
  box.className = 'placeholder';
  box.setAttribute('part', 'placeholder');
  const text = doc.createElement('p');
  text.setAttribute('part', 'text');
  text.textContent = message('consent.placeholder.text', 'This content may set cookies from {label}.', { label: options.label });
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('part', 'button');
  button.textContent = message('consent.placeholder.load', 'Load {label}', { label: options.label });
  box.append(text, button);
  root.append(box);
  container.append(host);

  const abort = new AbortController();
  let done = false;
  const stop = () => {
    done = true;
    abort.abort();
    host.remove();
  };
  const allow = (reason: AllowReason) => {
    if (done) return;
    stop();
    try {
      options.onAllow(reason);
    } catch (error) {
      report({ source: 'consent', message: `the ${options.label} embed could not load`, error });
    }
  };
  button.addEventListener('click', () => allow('click'));
  void whenThirdPartyAllowed(win, abort.signal).then((allowed) => {
    if (allowed) allow('consent');
  });
  return stop;
}
