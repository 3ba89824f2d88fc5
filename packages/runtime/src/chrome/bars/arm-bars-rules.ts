/**
 * When the bars show, the part decided once their code has loaded (arm-bars.ts, on a page whose
 * context has a bar; bars-rules.ts has what start-bars.ts asks on every page). Pure: no DOM.
 *
 * - Mobile information bar: a window up to 1024 px wide (SPEC.md §9 "mobile bar up to 1024").
 * - Announcement bar: shown for a logged-in site user (§6) even when `showAnnouncementBar` is
 *   not set. A logged-in site user: the page context has an `authenticatedAccount` (the
 *   runtime's "authenticated account" state, §6), or this tab holds a site-user session, i.e.
 *   the `X-SiteUser-XSRF-Token` that services/site-user-session.ts keeps after signing in.
 */
import { mobileBarWanted } from './bars-rules';

export const MOBILE_BAR_MAX_WIDTH = 1024;
export const MOBILE_BAR_QUERY = `(max-width: ${MOBILE_BAR_MAX_WIDTH}px)`;

/** Whether the mobile bar shows in a window `width` px wide (MOBILE_BAR_QUERY says the same). */
export function mobileBarVisible(style: unknown, width: number): boolean {
  return mobileBarWanted(style) && width <= MOBILE_BAR_MAX_WIDTH;
}

export function isLoggedIn(authenticatedAccount: unknown, siteUserToken: string | null): boolean {
  return (authenticatedAccount !== null && authenticatedAccount !== undefined) || Boolean(siteUserToken);
}

export function announcementBarVisible(showAnnouncementBar: boolean, loggedIn: boolean, hasText: boolean): boolean {
  return (showAnnouncementBar || loggedIn) && hasText;
}
