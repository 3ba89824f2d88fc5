/**
 * What analytics decides and clears before any of its tracking code is needed (SPEC.md §6
 * who is tracked, §9 "Cookies"): the gate's input read from this page, and the forgetting of
 * tracking cookies and stored ids that a missing or refused consent requires. Shared by the
 * small start (analytics-start.ts), which runs on every page, and by analytics.ts, which
 * loads only once the gate lets analytics run.
 */
import { hasCookie, type CookieDocument } from '../contracts/cookies';
import {
  ANALYTICS_ID_COOKIE,
  RESTRICTED_COOKIES,
  SS_ANALYTICS_EXPIRATION,
  SS_ANALYTICS_ID,
  SS_HAS_LANDED,
  SS_IS_FIRST_SESSION,
  SS_SESSION_ID,
} from '../contracts/storage-keys';
import { gpcSignal } from '../consent/consent-policy';
import type { PageContext } from '../page/page-context';
import type { Consent } from '../consent/consent-policy';
import { gateInputFromContext, type AnalyticsGateInput, type GateReason } from './analytics-gate';

/** The ids analytics keeps in local storage (or, where storage fails, in cookies of these names). */
export const TRACKING_STORAGE_KEYS = [SS_ANALYTICS_ID, SS_ANALYTICS_EXPIRATION, SS_SESSION_ID, SS_IS_FIRST_SESSION, SS_HAS_LANDED];

/** The top window's path, when this page is framed by a same-origin page (the editor). */
function topPathname(win: Window): string | null {
  try {
    return win.top && win.top !== win ? win.top.location.pathname : null;
  } catch {
    return null; // a cross-origin parent
  }
}

/** The gate's input for this page: the context plus what only the browser knows. */
export function pageGateInput(context: PageContext, win: Window, consent: Consent): AnalyticsGateInput {
  return gateInputFromContext(context, { pathname: win.location.pathname, topPathname: topPathname(win), consent, gpc: gpcSignal(win) });
}

/**
 * Every tracking cookie, under every path and domain it could have been set with (SPEC.md §9
 * list, the analytics id, and the storage keys in case storage fell back to cookies). Usually
 * none is there (cleared on an earlier page): then nothing more loads and the promise is already
 * settled. The code that tries every path and domain comes only when one is (issue 13 item 6:
 * it was 0.6 KB on every page's idle-time services); it resolves once they are gone, and never
 * rejects (a chunk that cannot load leaves them for the next page). `stillWanted` is asked when
 * the code has come: a consent given meanwhile has started tracking again, whose cookies stay.
 */
export function clearTrackingCookies(doc: CookieDocument, stillWanted: () => boolean = () => true): Promise<void> {
  const names = [ANALYTICS_ID_COOKIE.name, ...RESTRICTED_COOKIES, ...TRACKING_STORAGE_KEYS];
  if (!names.some((name) => hasCookie(doc, name))) return Promise.resolve();
  return import('../contracts/cookie-variants').then(
    ({ deleteCookieEverywhere }) => {
      if (stillWanted()) deleteCookieEverywhere(doc, names);
    },
    () => undefined,
  );
}

/** The host's local storage, or null where reading it throws (sandboxed frames, blocked storage). */
export function localStorageOf(host: { readonly localStorage?: Storage | null }): Storage | null {
  try {
    return host.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Removes the stored ids. */
export function clearTrackingStorage(host: { readonly localStorage?: Storage | null }): void {
  const storage = localStorageOf(host);
  for (const key of TRACKING_STORAGE_KEYS) {
    try {
      storage?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  }
}

/**
 * SPEC.md §9: tracking cookies are cleared under a restrictive policy without consent; after
 * an explicit refusal (a decline, or GPC) the ids kept in storage go too. Running analytics
 * passes its own `clearIds`, which also forgets the id this page resolved. The cookies may go a
 * moment later (clearTrackingCookies), unless `stillWanted` says tracking has started again.
 */
export function forgetTracking(
  win: Window,
  doc: CookieDocument,
  reason: GateReason,
  clearIds: (host: Window) => void = clearTrackingStorage,
  stillWanted?: () => boolean,
): Promise<void> {
  if (reason !== 'consent-unknown') clearIds(win);
  return clearTrackingCookies(doc, stillWanted);
}
