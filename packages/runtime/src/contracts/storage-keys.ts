/**
 * Names and lifetimes of the cookies and storage keys the runtime reads and writes
 * (SPEC.md §3 "Enumerations", §4 "Popup overlay", §9 "Cookies").
 */

const MINUTE_S = 60;
const DAY_S = 24 * 60 * MINUTE_S;

export interface CookieSpec {
  readonly name: string;
  /** Lifetime in seconds (for a cookie's Max-Age). */
  readonly maxAgeS: number;
  /** The same lifetime in milliseconds (for storage expiry and Date arithmetic). */
  readonly maxAgeMs: number;
  /** SPEC.md §9 gives path / for the consent cookie; the tracking cookies are site-wide too. */
  readonly path: '/';
}

function cookie(name: string, maxAgeS: number): CookieSpec {
  return { name, maxAgeS, maxAgeMs: maxAgeS * 1000, path: '/' };
}

/**
 * SPEC.md §9 "ss_cvr 2 years": 2 × 365 days. Browsers clamp any cookie lifetime to about 400
 * days, so in practice it lives that long unless refreshed.
 */
export const SS_CVR_COOKIE = /* @__PURE__ */ cookie('ss_cvr', 2 * 365 * DAY_S);
/** SPEC.md §9 "ss_cvt 30 minutes". */
export const SS_CVT_COOKIE = /* @__PURE__ */ cookie('ss_cvt', 30 * MINUTE_S);
/**
 * SPEC.md §9 "analytics id 390 days". The spec does not name this cookie; we use the name of its
 * storage key (SS_ANALYTICS_ID) so the id has one name in both places (§4: cookie, then storage).
 */
export const ANALYTICS_ID_COOKIE = /* @__PURE__ */ cookie('SS_ANALYTICS_ID', 390 * DAY_S);
/**
 * SPEC.md §9 "cookie consent 30 days, path /". The spec does not name it: `ss_cookie_consent`
 * is our choice. Its value is 'true' (accepted) or 'false' (declined) (§4 "Cookie banner").
 * It is deliberately not in RESTRICTED_COOKIES: the decision itself must survive.
 */
export const CONSENT_COOKIE = /* @__PURE__ */ cookie('ss_cookie_consent', 30 * DAY_S);

/**
 * Cookies cleared under a restrictive cookie policy without consent (SPEC.md §9). The spec also
 * gives a shorter list elsewhere (ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt); this longer
 * one is a superset of it, so clearing this one satisfies both.
 */
export const RESTRICTED_COOKIES: readonly string[] = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];

/** Storage keys, SPEC.md §3 "Enumerations". */
export const SS_ANALYTICS_ID = 'SS_ANALYTICS_ID';
export const SS_ANALYTICS_EXPIRATION = 'SS_ANALYTICS_EXPIRATION';
export const SS_SESSION_ID = 'SS_SESSION_ID';
export const SS_IS_FIRST_SESSION = 'SS_IS_FIRST_SESSION';
export const SS_HAS_LANDED = 'SS_HAS_LANDED';

/**
 * Field names of the popup overlay's local-storage record (SPEC.md §3): when it was last
 * closed, the overlay version seen, and whether it was submitted. The storage key under which
 * the record itself lives is not given by the spec and is left to the popup overlay.
 */
export const POPUP_DATE_CLOSED = 'date-closed';
export const POPUP_VERSION = 'version';
export const POPUP_SUBMITTED = 'submitted';

/** Session-storage key of a signed-in site user's XSRF token (SPEC.md §7); the spec gives no name. */
export const SITE_USER_XSRF_STORAGE_KEY = 'SS_SITE_USER_XSRF';

/**
 * Local-storage key mirroring the cart summary of the last `sqs-cart-change` for the other open
 * tabs (chrome/cart/cart-link.ts writes it; the cart page follows it). Here, not in the cart
 * link's module, so a commerce block reads the name without bringing the chrome's Lit chunk.
 */
export const CART_SUMMARY_STORAGE_KEY = 'sqs-cart-summary';
