/**
 * The consent decisions (issue 6 item 1; SPEC.md §4 "Cookie banner", §9 "Cookies"). Pure and
 * tiny: the start module imports it on every page, so the banner's settings and texts live in
 * banner-settings.ts and are only loaded when the banner is shown.
 *
 * The restrictive policy and the consent cookie's meaning are contracts/cookie-consent.ts's,
 * which the analytics gate reads too: one reading for both, never two.
 */
import { trackingCookiesAllowed, type Consent } from '../../contracts/cookie-consent';

export type { Consent } from '../../contracts/cookie-consent';
export { consentFromCookieValue, cookiePolicy } from '../../contracts/cookie-consent';

/** The event the consent decision is announced with, on window (services/analytics-page.ts listens; the one definition). */
export const CONSENT_CHANGE_EVENT = 'sqs-consent-change';

export interface ConsentChangeDetail {
  consent: 'granted' | 'declined';
}

/**
 * Screenshot mode (SPEC.md §4: the banner and the popup overlay are hidden "for a screenshot
 * query"). The spec does not name the parameter: ours is `screenshot`, present with any value
 * except `false` or `0` (`?screenshot`, `?screenshot=1`, `?screenshot=true`); the popup overlay
 * uses this same function.
 */
export function isScreenshotQuery(search: string): boolean {
  const value = new URLSearchParams(search).get('screenshot');
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * Global Privacy Control (navigator.globalPrivacyControl, not in the DOM typings yet): only an
 * explicit true counts. Never read as consent anywhere.
 */
export function gpcSignal(win: { readonly navigator?: unknown }): boolean {
  try {
    return (win.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
  } catch {
    return false;
  }
}

export interface ConsentPlanInput {
  /** cookieSettings.isCookieBannerEnabled is true. */
  enabled: boolean;
  /** A restrictive cookie policy is in force (analytics-gate cookiePolicy). */
  restrictive: boolean;
  /** The stored decision. */
  consent: Consent;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
  /** The page was asked for in screenshot mode. */
  screenshot: boolean;
}

export interface ConsentPlan {
  /** Show the banner. */
  show: boolean;
  /** Clear the restricted cookies now (SPEC.md §9). */
  clear: boolean;
}

/**
 * What a page does at start.
 * - The banner: enabled, not in screenshot mode, and no stored decision (SPEC.md §4). Under a
 *   restrictive policy a GPC signal is the visitor's decline already (issue 6): the banner is
 *   not shown then, since accepting could not turn tracking on (the analytics gate refuses
 *   under GPC whatever the cookie says) and asking again would be noise. Outside a restrictive
 *   policy GPC changes nothing here: the spec gives it meaning only under that policy.
 * - Clearing: a restrictive policy without consent, where a GPC signal is never consent.
 */
export function consentPlan(input: ConsentPlanInput): ConsentPlan {
  const gpcDecline = input.restrictive && input.gpc;
  return {
    show: input.enabled && !input.screenshot && input.consent === 'unknown' && !gpcDecline,
    clear: input.restrictive && (input.consent !== 'granted' || gpcDecline),
  };
}

/**
 * May an embed that sets third-party cookies (video, map, booking) load without a click?
 * - Under a restrictive policy: only with consent and no GPC signal (the analytics gate's
 *   trackingCookiesAllowed, so embeds and analytics agree).
 * - Otherwise: yes, unless the visitor declined. The analytics gate ignores a decline outside a
 *   restrictive policy (the site's own analytics is then not consent-based); third parties are
 *   held to the stricter reading, so the decline button always means something.
 */
export function thirdPartyAllowedFor(input: { restrictive: boolean; consent: Consent; gpc: boolean }): boolean {
  return input.consent !== 'declined' && trackingCookiesAllowed(input);
}
