/**
 * The crumb (CONTRACT.md §6): a cookie the server sets, echoed as `?crumb=` on every
 * call. Cookie access goes through the contracts module, which never throws.
 */
import { deleteCookie, readCookie } from '../contracts/cookies';

export const CRUMB_COOKIE = 'crumb';

export function readCrumb(doc: Document = document): string {
  return readCookie(doc, CRUMB_COOKIE);
}

/** Drops the stale crumb so the server's fresh Set-Cookie is the one read next. */
export function resetCrumb(doc: Document = document): void {
  deleteCookie(doc, CRUMB_COOKIE, { path: '/' });
}
