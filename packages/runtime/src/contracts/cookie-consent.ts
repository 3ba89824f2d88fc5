/**
 * What the cookie policy and the visitor's decision mean (SPEC.md §3 "Cookie banner
 * settings", §4 "Cookie banner", §9 "Cookies"). One reading shared by the cookie banner
 * (chrome/consent) and the analytics gate (services/analytics-gate.ts): the banner's start
 * runs on every page, so this stays apart from the analytics rules it does not need.
 */
import type { PageContext } from '../page-context';

export type Consent = 'granted' | 'declined' | 'unknown';

/** The consent cookie's value ('true' accepted, 'false' declined, SPEC.md §4) as a Consent. */
export function consentFromCookieValue(value: string | null | undefined): Consent {
  return value === 'true' ? 'granted' : value === 'false' ? 'declined' : 'unknown';
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
