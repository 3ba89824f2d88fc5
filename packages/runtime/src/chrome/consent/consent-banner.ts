/**
 * The cookie banner's UI (issue 6 item 1; SPEC.md §4 "Cookie banner"), loaded only on pages
 * that show it. Plain DOM in the shadow root of a <sqs-cookie-banner> host.
 *
 * Accessibility choices:
 * - Not modal: a region named 'Cookie consent' (our wording: the spec gives no label). Focus is
 *   not moved into it and never trapped; the page stays usable around it.
 * - The host is the FIRST child of <body>, so keyboard and screen-reader users meet the
 *   decision first, whichever edge or corner it is drawn at.
 * - Announced politely: its text is a polite live region filled just after the banner is in
 *   the page (a live region only speaks changes made after it exists).
 * - Escape does not dismiss it: dismissing would be neither an accept nor a decline, and the
 *   banner would come back on the next page. It pushes no layer on the dismiss stack, so
 *   Escape still reaches the popups and dialogs above it.
 * - After a decision the banner is removed; focus, if it was on a banner button, falls back to
 *   the start of the page, which is where the banner was.
 */
import { message } from '../../contracts/messages';
import type { PageContext } from '../../page/page-context';
import type { BannerSettings, BannerTexts } from './banner-settings';
import { bannerSettings, DEFAULT_ACCEPT_TEXT, DEFAULT_BANNER_TEXT, DEFAULT_DECLINE_TEXT } from './banner-settings';
import css from './consent-banner.css?inline';
import type { Consent } from '../../consent/consent-policy';
import { setConsent } from '../../consent/consent-store';

export const BANNER_TAG = 'sqs-cookie-banner';

/** Delay before the text is written into the live region (it must exist first to be heard). */
export const ANNOUNCE_DELAY_MS = 100;

/** The default texts (SPEC.md §9) through the message table, so a site can translate them. */
export function bannerDefaults(): BannerTexts {
  return {
    text: message('cookie-banner.text', DEFAULT_BANNER_TEXT),
    accept: message('cookie-banner.accept', DEFAULT_ACCEPT_TEXT),
    decline: message('cookie-banner.decline', DEFAULT_DECLINE_TEXT),
  };
}

export interface BannerOptions {
  /** Called after the decision is stored and announced. */
  onDecision?: (consent: Consent) => void;
  /** Where the host goes, as its first child: document.body by default (stories use a stage). */
  container?: Element;
}

/** The banner for this page's settings (SPEC.md §5 normalisation, translated default texts). */
export function showConsentBanner(win: Window, context: Pick<PageContext, 'websiteSettings'>, options?: BannerOptions): () => void {
  return mountConsentBanner(win, bannerSettings(context, bannerDefaults()), options);
}

let sheet: CSSStyleSheet | undefined;

const classes: Record<string, string> = {
  TOP: 'top',
  BOTTOM: 'bottom',
  TOP_LEFT: 'top-left',
  TOP_RIGHT: 'top-right',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_RIGHT: 'bottom-right',
  TEXT: 'text-cta',
  BUTTON: 'button',
  ICON: 'icon',
};

/**
 * Shows the banner for normalised settings; returns its removal (safe to call twice).
 * Accept stores true, decline false (SPEC.md §4), through consent-store's setConsent.
 */
export function mountConsentBanner(win: Window, settings: BannerSettings, options: BannerOptions = {}): () => void {
  const doc = win.document;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, part: string, className = part): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    node.className = className;
    node.setAttribute('part', part);
    return node;
  };

  const host = doc.createElement(BANNER_TAG);
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  root.adoptedStyleSheets = [sheet];

  const banner = make(
    'section',
    'banner',
    `banner ${settings.variant.toLowerCase()} ${classes[settings.position]} ${settings.theme.toLowerCase()} ${classes[settings.ctaVariant]}`,
  );
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', message('cookie-banner.label', 'Cookie consent'));
  banner.dataset.variant = settings.variant;
  banner.dataset.position = settings.position;

  const text = make('p', 'text');
  text.setAttribute('aria-live', 'polite');
  const actions = make('div', 'actions');

  let removed = false;
  const decide = (granted: boolean) => {
    if (removed) return;
    remove();
    const consent = setConsent(win, granted, { restrictive: settings.restrictive });
    options.onDecision?.(consent);
  };
  const button = (kind: 'accept' | 'decline', label: string, granted: boolean) => {
    const node = make('button', kind);
    node.type = 'button';
    node.textContent = label;
    node.addEventListener('click', () => decide(granted));
    actions.append(node);
    return node;
  };

  const accept = button('accept', settings.acceptText, true);
  if (settings.ctaVariant === 'ICON') {
    // A close-style button: its name says what it does.
    accept.setAttribute('aria-label', settings.acceptText);
    accept.title = settings.acceptText;
    const glyph = doc.createElement('span');
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = '×';
    accept.replaceChildren(glyph);
  }
  if (settings.showDecline) button('decline', settings.declineText, false);

  banner.append(text, actions);
  root.append(banner);
  (options.container ?? doc.body).prepend(host);

  const timer = win.setTimeout(() => {
    text.textContent = settings.text;
    banner.classList.add('in');
  }, ANNOUNCE_DELAY_MS);

  function remove(): void {
    if (removed) return;
    removed = true;
    win.clearTimeout(timer);
    host.remove();
  }
  return remove;
}
