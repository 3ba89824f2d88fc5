/**
 * Whether the site's own analytics may run on this page (SPEC.md §6 "Analytics runs only for
 * anonymous visitors or accounts whose only role is viewer (outside /config); not on not-found,
 * lock-screen, member-access-denied pages or when disabled"; §9 "Cookies" for consent).
 *
 * Pure: every input is a plain value, so the rule is one table of cases in the tests. The DOM
 * side (reading the location, GPC, the consent cookie) lives in analytics.ts.
 */
import { PAGE_LOCK_SCREEN, PAGE_MEMBER_AREA_ACCESS_DENIED, PAGE_NOT_FOUND, PAGE_SEARCH, ROLE_VIEWER } from './service-codes';
import { cookiePolicy, type Consent } from '../consent/consent-policy';
import type { PageContext } from '../page/page-context';

// The consent reading is shared with the cookie banner; re-exported for analytics' callers.

export interface AnalyticsGateInput {
  /** An authenticated account is present in the page context. */
  authenticated: boolean;
  /** Its role codes on this site (SPEC.md §3 contributor roles). */
  roles: readonly number[];
  /** This document's path. */
  pathname: string;
  /** The top window's path when this page runs in a same-origin frame (the editor's preview). */
  topPathname?: string | null;
  pageType: number;
  /** The site turned analytics off (see `analyticsDisabled`). */
  disabled: boolean;
  /** The visitor's cookie-banner decision. */
  consent: Consent;
  /** A restrictive cookie policy is in force: nothing is tracked before consent. */
  restrictive: boolean;
  /** The browser sends Global Privacy Control; under a restrictive policy it counts as a decline. */
  gpc?: boolean;
}

export type GateReason =
  | 'ok'
  | 'account'
  | 'editor'
  | 'page-type'
  | 'disabled'
  | 'consent-unknown'
  | 'consent-declined'
  | 'gpc';

export interface GateDecision {
  run: boolean;
  reason: GateReason;
}

/** SPEC.md §6: analytics never runs on these page types. */
export const NO_ANALYTICS_PAGE_TYPES: readonly number[] = [
  PAGE_NOT_FOUND,
  PAGE_LOCK_SCREEN,
  PAGE_MEMBER_AREA_ACCESS_DENIED,
];

/** SPEC.md §2 "Paths under /config are treated as the site editor". */
export function isEditorPath(pathname: string | null | undefined): boolean {
  return typeof pathname === 'string' && (pathname === '/config' || pathname.startsWith('/config/'));
}

/** SPEC.md §2 "/search: search page; page views are not recorded". */
export function isSearchPage(pageType: number, pathname: string): boolean {
  return pageType === PAGE_SEARCH || /^\/search\/?$/.test(pathname);
}

/**
 * SPEC.md §6: anonymous, or every role is VIEWER. An account with no role on this site is not
 * "an account whose only role is viewer", so it is not tracked (the spec allows only the two).
 */
export function isTrackableAudience(authenticated: boolean, roles: readonly number[]): boolean {
  if (!authenticated) return true;
  return roles.length > 0 && roles.every((role) => role === ROLE_VIEWER);
}

/**
 * The decision and the first rule that refused it, in this order: audience, editor, page type,
 * disabled, then consent (so a refusal for consent means everything else allowed it, and the
 * caller knows waiting for consent is worthwhile).
 */
export function analyticsGate(input: AnalyticsGateInput): GateDecision {
  if (!isTrackableAudience(input.authenticated, input.roles)) return { run: false, reason: 'account' };
  if (isEditorPath(input.pathname) || isEditorPath(input.topPathname)) return { run: false, reason: 'editor' };
  if (NO_ANALYTICS_PAGE_TYPES.includes(input.pageType)) return { run: false, reason: 'page-type' };
  if (input.disabled) return { run: false, reason: 'disabled' };
  if (input.restrictive) {
    if (input.gpc) return { run: false, reason: 'gpc' };
    if (input.consent === 'declined') return { run: false, reason: 'consent-declined' };
    if (input.consent !== 'granted') return { run: false, reason: 'consent-unknown' };
  }
  return { run: true, reason: 'ok' };
}

export function shouldRunAnalytics(input: AnalyticsGateInput): boolean {
  return analyticsGate(input).run;
}

/** The gate, and not the search page (SPEC.md §2). */
export function shouldRecordPageView(input: AnalyticsGateInput): boolean {
  return shouldRunAnalytics(input) && !isSearchPage(input.pageType, input.pathname);
}

/** Refused only for want of consent: worth waiting for the banner's answer. */
export function isConsentReason(reason: GateReason): boolean {
  return reason === 'consent-unknown' || reason === 'consent-declined' || reason === 'gpc';
}

/**
 * SPEC.md names no "analytics disabled" field (its isAnalyticsCookiesDisabled only stops the
 * cookies, see trackingCookiesAllowed), so the switch is our `websiteSettings.disableAnalytics`.
 */
export function analyticsDisabled(context: Pick<PageContext, 'websiteSettings'>): boolean {
  return context.websiteSettings.disableAnalytics === true;
}

/** The gate input from the page context plus what only the browser knows. */
export function gateInputFromContext(
  context: Pick<PageContext, 'websiteSettings' | 'authenticatedAccount' | 'websiteRoles' | 'pageType'>,
  page: { pathname: string; topPathname?: string | null; consent: Consent; gpc?: boolean },
): AnalyticsGateInput {
  return {
    authenticated: context.authenticatedAccount !== null,
    roles: context.websiteRoles,
    pathname: page.pathname,
    topPathname: page.topPathname ?? null,
    pageType: context.pageType,
    disabled: analyticsDisabled(context),
    consent: page.consent,
    restrictive: cookiePolicy(context).restrictive,
    gpc: page.gpc === true,
  };
}
