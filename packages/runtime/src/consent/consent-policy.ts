/**
 * What the cookie policy and the visitor's decision mean (issue 6 item 1; SPEC.md §3 "Cookie
 * banner settings", §4 "Cookie banner", §9 "Cookies"): the one reading shared by the cookie
 * banner (chrome/consent), the analytics gate (services/) and the embeds that wait for consent
 * (consent-gate.ts). Pure and tiny (but readConsent, which reads the cookie): the chrome's start
 * runs it on every page, so the banner's settings and texts live in chrome/consent/banner-settings.ts,
 * loaded only with the banner.
 */
import { readCookie, type CookieDocument } from '../contracts/cookies';
import { CONSENT_COOKIE } from '../contracts/storage-keys';
import type { PageContext } from '../page/page-context';

export type Consent = 'granted' | 'declined' | 'unknown';

/**
 * A cookie banner the site's server wrote (README "Server HTML for a cookie banner"): the chrome's
 * start removes it when the page shows none, the banner's code adopts it (chrome/consent/server-banner.ts).
 */
export const SERVER_BANNER = '[data-sqs-cookie-banner]';

/** The consent cookie's value ('true' accepted, 'false' declined, SPEC.md §4) as a Consent. */
export function consentFromCookieValue(value: string | null | undefined): Consent {
  return value === 'true' ? 'granted' : value === 'false' ? 'declined' : 'unknown';
}

/**
 * The stored decision: 'granted', 'declined', or 'unknown' (no cookie or another value). The one
 * reading of the consent cookie for the banner's start, the analytics gate and the consent store.
 */
export function readConsent(doc: Pick<CookieDocument, 'cookie'>): Consent {
  return consentFromCookieValue(readCookie(doc, CONSENT_COOKIE.name));
}

/** Cookie-banner settings read from the page context (SPEC.md §3 "Cookie banner settings"). */
export interface CookiePolicy {
  restrictive: boolean;
  analyticsCookiesDisabled: boolean;
}

/**
 * SPEC.md §3: the settings call it isRestrictiveCookiePolicyAbsolute, the wire
 * isRestrictiveCookiePolicyEnabled; either one true means restrictive.
 */
export function cookiePolicy(context: Pick<PageContext, 'websiteSettings'>): CookiePolicy {
  const settings = context.websiteSettings.cookieSettings ?? {};
  return {
    restrictive: settings.isRestrictiveCookiePolicyEnabled === true || settings.isRestrictiveCookiePolicyAbsolute === true,
    analyticsCookiesDisabled: settings.isAnalyticsCookiesDisabled === true,
  };
}

/**
 * May tracking cookies (analytics id, ss_cvr, ss_cvt) be written? Not under a restrictive
 * policy without consent (SPEC.md §9), and not when the site disabled analytics cookies
 * (SPEC.md §3 cookie banner `isAnalyticsCookiesDisabled`): analytics then keeps its ids in
 * local storage only. A GPC signal under a restrictive policy is a decline.
 */
export function trackingCookiesAllowed(input: {
  restrictive: boolean;
  consent: Consent;
  gpc?: boolean;
  analyticsCookiesDisabled?: boolean;
}): boolean {
  if (input.analyticsCookiesDisabled) return false;
  if (!input.restrictive) return true;
  return input.consent === 'granted' && !input.gpc;
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
