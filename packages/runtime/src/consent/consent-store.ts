/**
 * Where the visitor's cookie decision lives: the CONSENT_COOKIE of contracts/storage-keys.ts
 * ('true' accepted, 'false' declined; 30 days, path /: SPEC.md §4, §9). The analytics service
 * reads the same cookie through consent-policy.ts readConsent, and hears changes through the
 * `sqs-consent-change` event this module sends on window (consent.events.ts). Nothing here throws.
 */
import { deleteCookieEverywhere } from '../contracts/cookie-variants';
import { writeCookie, type CookieDocument } from '../contracts/cookies';
import { CONSENT_COOKIE, RESTRICTED_COOKIES } from '../contracts/storage-keys';
import { pageOf } from '../page/page';
import { emit } from '../events';
import { report } from '../report';
import { cookiePolicy, type Consent } from './consent-policy';

// The stored decision (consent-policy.ts, with the runtime on every page), for this module's users.
export { readConsent } from './consent-policy';

/** Whether the page's context asks for a restrictive policy (read once per document, page/page.ts). */
export function pageIsRestrictive(doc: Document): boolean {
  try {
    return cookiePolicy(pageOf(doc).context).restrictive;
  } catch {
    return false;
  }
}

/** SPEC.md §9: the restricted cookies, for every path and domain variant of this page. */
export function clearRestrictedCookies(doc: CookieDocument): void {
  try {
    deleteCookieEverywhere(doc, RESTRICTED_COOKIES);
  } catch (error) {
    report({ source: 'consent', message: 'could not clear the restricted cookies', error });
  }
}

export interface SetConsentOptions {
  /** The policy in force; read from the page context when not given. */
  restrictive?: boolean;
}

/**
 * Records the decision (SPEC.md §4: accept stores true, decline false) for 30 days at path /,
 * clears the restricted cookies after a decline under a restrictive policy (SPEC.md §9), and
 * announces it with `sqs-consent-change` `{consent}` on `win`. The event goes out
 * even when the browser refuses the cookie, so this page still honours the decision.
 */
export function setConsent(win: Window, granted: boolean, options: SetConsentOptions = {}): Exclude<Consent, 'unknown'> {
  const consent = granted ? 'granted' : 'declined';
  try {
    const doc = win.document;
    writeCookie(doc, CONSENT_COOKIE.name, String(granted), {
      maxAge: CONSENT_COOKIE.maxAgeS,
      path: CONSENT_COOKIE.path,
      sameSite: 'Lax',
      secure: win.location.protocol === 'https:',
    });
    if (!granted && (options.restrictive ?? pageIsRestrictive(doc))) clearRestrictedCookies(doc);
    emit(win, 'sqs-consent-change', { consent });
  } catch (error) {
    report({ source: 'consent', message: 'could not record the cookie decision', error });
  }
  return consent;
}
