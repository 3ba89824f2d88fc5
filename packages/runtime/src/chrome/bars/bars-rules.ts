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
 * What only the bars' code decides once loaded (the mobile bar's width, who is logged in) is in
 * arm-bars-rules.ts, with that code: these run on every page (start-bars.ts), those only on a
 * page with a bar.
 */
import { isNoneStyle } from '../popup/none-style';

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
