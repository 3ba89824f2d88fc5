/**
 * `{{cookie-banner}}` in a demo page: the cookie banner written by the server (README, "Server
 * HTML for a cookie banner"), so a visitor's tap on it is answered before any script has come.
 * Written only when the page would show one: its page context enables the banner (normalised as
 * the runtime does it, SPEC.md §5) and the request carries no decision (`ss_cookie_consent`, the
 * cookie the preload hints read too). The runtime removes it where it knows more (GPC, the
 * screenshot query: SPEC.md §4) and stores the decision it closes with.
 */
import { normaliseBannerSettings } from '@sqs/runtime/chrome/consent/banner-settings';
import { escapeAttribute, escapeHtml } from './html';
import { hasConsentCookie } from './preload-hints';

const CONTEXT = /<script type="application\/json" id="sqs-page-context">([\s\S]*?)<\/script>/;

/** The page context's `websiteSettings.cookieSettings` as the template writes it; {} when unreadable. */
function cookieSettingsOf(template: string): Record<string, unknown> {
  try {
    const context = JSON.parse(CONTEXT.exec(template)?.[1] ?? '{}') as { websiteSettings?: { cookieSettings?: Record<string, unknown> } };
    return context.websiteSettings?.cookieSettings ?? {};
  } catch {
    return {};
  }
}

/** The banner's markup for this template and request, or '' when the page shows none. */
export function serverCookieBanner(template: string, cookieHeader: string | undefined): string {
  const s = normaliseBannerSettings(cookieSettingsOf(template));
  if (!s.enabled || hasConsentCookie(cookieHeader)) return '';
  const icon = s.ctaVariant === 'ICON';
  const accept = icon
    ? `<button value="accept" class="accept" aria-label="${escapeAttribute(s.acceptText)}"><span aria-hidden="true">×</span></button>`
    : `<button value="accept" class="accept">${escapeHtml(s.acceptText)}</button>`;
  const decline = s.showDecline ? `<button value="decline" class="decline">${escapeHtml(s.declineText)}</button>` : '';
  // The look's codes as attributes, for the site's CSS (the demo's site.css draws them).
  const look = `data-variant="${s.variant}" data-position="${s.position}" data-theme="${s.theme}" data-cta="${s.ctaVariant}"`;
  return `<dialog open data-sqs-cookie-banner ${look} aria-label="Cookie consent"><form method="dialog"><p>${escapeHtml(s.text)}</p><div class="actions">${accept}${decline}</div></form></dialog>`;
}
