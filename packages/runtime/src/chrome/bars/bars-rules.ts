/**
 * When each bar shows (SPEC.md §4, §6, §9). Pure: no DOM. These take the page context's raw
 * values so start-bars.ts can decide without loading any reader or UI.
 *
 * - Mobile information bar: mobile only, a window up to 1024 px wide (§9 "mobile bar up to
 *   1024"), its style set and not none (§4). A bar with nothing to show (no phone, email,
 *   location, hours, text or link) renders nothing (mobile-bar.ts).
 * - Badge: never on template 7.1, only when its type (`ssBadgeType`) is not none (§4). The
 *   platform's code for none is 1 (every published page context we have seen carries 1 for a
 *   site without a badge); absent, null, 0 and 'none' are none too.
 * - Announcement bar: when the page context's `showAnnouncementBar` is true, and always for a
 *   logged-in site user (§6), provided it has text to show.
 *
 * A logged-in site user (§6): the page context has an `authenticatedAccount` (the runtime's
 * "authenticated account" state, §6), or this tab holds a site-user session, i.e. the
 * `X-SiteUser-XSRF-Token` that services/site-user-session.ts keeps after signing in.
 */
import { isNoneStyle } from '../popup/none-style';

export const MOBILE_BAR_MAX_WIDTH = 1024;
export const MOBILE_BAR_QUERY = `(max-width: ${MOBILE_BAR_MAX_WIDTH}px)`;
export const BADGE_TYPE_NONE = 1;
/**
 * TemplateVersion.V7_1 (contracts/enums.ts), the template without a badge; written out so the
 * chrome's start chunk does not carry every coded list.
 */
export const BADGELESS_TEMPLATE = '7.1';

/** Whether the mobile bar can show on this site at some window width. */
export function mobileBarWanted(style: unknown): boolean {
  return !isNoneStyle(style);
}

/** Whether the mobile bar shows in a window `width` px wide (MOBILE_BAR_QUERY says the same). */
export function mobileBarVisible(style: unknown, width: number): boolean {
  return mobileBarWanted(style) && width <= MOBILE_BAR_MAX_WIDTH;
}

export function isBadgeTypeNone(type: unknown): boolean {
  return type === BADGE_TYPE_NONE || type === String(BADGE_TYPE_NONE) || isNoneStyle(type);
}

export function badgeVisible(templateVersion: string, badgeType: unknown): boolean {
  return templateVersion.trim() !== BADGELESS_TEMPLATE && !isBadgeTypeNone(badgeType);
}

/** Whether the editor's HTML has any text (tags and spaces alone, `<p>&nbsp;</p>`, have none). */
export function hasAnnouncementText(html: unknown): boolean {
  return typeof html === 'string' && /\S/.test(html.replace(/<[^>]*>|&nbsp;|&#160;/g, ''));
}

export function isLoggedIn(authenticatedAccount: unknown, siteUserToken: string | null): boolean {
  return (authenticatedAccount !== null && authenticatedAccount !== undefined) || Boolean(siteUserToken);
}

export function announcementBarVisible(showAnnouncementBar: boolean, loggedIn: boolean, hasText: boolean): boolean {
  return (showAnnouncementBar || loggedIn) && hasText;
}
