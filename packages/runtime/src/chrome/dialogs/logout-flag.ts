/**
 * Removing the logout flag from the address (SPEC.md §2 "Logout success": the dialog shows
 * once, so a reload must not find the flag again). Pure; apart from contracts/logout-return.ts
 * so that only the logout notice's chunk carries it, not the start module every page loads.
 */
import { LOGOUT_FLAG } from '../../contracts/logout-return';

/**
 * `search` without any `logout` pair, every other pair kept byte for byte (no re-encoding,
 * unlike URLSearchParams#toString), with its `?`, or '' when nothing is left.
 */
export function searchWithoutLogoutFlag(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && decodeKey(pair.split('=', 1)[0] ?? '') !== LOGOUT_FLAG)
    .join('&');
  return kept ? `?${kept}` : '';
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The current address without the flag, for history.replaceState. */
export function addressWithoutLogoutFlag(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${searchWithoutLogoutFlag(location.search)}${location.hash}`;
}
