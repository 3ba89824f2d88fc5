/**
 * The crumb (CONTRACT.md §6): a cookie the server sets, echoed as `?crumb=` on every
 * call. Cookie access goes through the contracts module, which never throws.
 */
import { readCookie } from '../contracts/cookies';

export const CRUMB_COOKIE = 'crumb';

export function readCrumb(doc: Document = document): string {
  return readCookie(doc, CRUMB_COOKIE);
}

// Resetting it (on crumbFail) is the data layer's alone: data/api-client.ts, which only loads with
// the first request, not in every page's chunk.
