/**
 * When the popup overlay is shown (SPEC.md §4 "Popup overlay"). Pure: no DOM, no clock.
 *
 * The page rules: never with style none, never on a splash page, a 404 or a lock screen
 * (page types SPLASH_PAGE 3, NOT_FOUND 100, LOCK_SCREEN 103), never on a mobile viewport
 * (432 px or less, SPEC.md §9) when mobile is disabled, never for a screenshot query, and only
 * on the enabled pages unless it shows on all pages.
 *
 * The record rules, read as one coherent rule: SPEC.md §4 lists "the stored version is not
 * older than the configured version" beside the other two conditions, but taken alone that
 * condition would suppress the popup for good after any close (the record always carries the
 * version it was written for), leaving displayFrequency and showUntilSignup without effect.
 * So the version decides whether the stored record applies at all: a record of an older
 * version (the owner changed the popup and bumped its version) is ignored and the popup is
 * shown, as with no record. A record that is not older suppresses it when the visitor signed
 * up and showUntilSignup is set, or when they closed it less than displayFrequency days ago;
 * displayFrequency -1 (any negative) means never again after closing, 0 every page.
 *
 * Days are 24-hour periods of UTC time (86,400,000 ms): closing at 12:00 the day before a
 * daylight-saving change and coming back at 12:00 local time the next day is only 23 hours
 * later, so the popup is still suppressed for an hour. Counting elapsed time rather than
 * calendar dates keeps the rule the same in every time zone and immune to clock-zone changes.
 */
import type { PopupRecord } from './popup-record';
import type { PopupSettings } from './popup-settings';

export const DAY_MS = 86_400_000;
/** SPEC.md §9 "mobile 432 or less / desktop 433 or more". */
export const MOBILE_MAX_WIDTH = 432;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
/**
 * The screenshot query (SPEC.md §4 "for a screenshot query"): the spec does not name it; we
 * use `?screenshot` (any value but `false` or `0`), the query the platform's page-screenshot
 * service adds when it renders a page for a thumbnail.
 */

/**
 * PageType SPLASH_PAGE, NOT_FOUND and LOCK_SCREEN (contracts/enums.ts; the tests check them
 * through PageType). Written as codes so the chrome's chunks do not carry every coded list.
 */
const NEVER_ON: readonly number[] = [3, 100, 103];

export interface PopupPage {
  pageType: number;
  /** The page's collection id (matched against `enabledPages`). */
  collectionId: string | null;
  /** The viewport is mobile (MOBILE_QUERY matches). */
  mobile: boolean;
  /** The page was asked for with the screenshot query. */
  screenshot: boolean;
}

export type PopupSuppression =
  | 'style-none'
  | 'page-type'
  | 'screenshot'
  | 'mobile-disabled'
  | 'page-not-enabled'
  | 'signed-up'
  | 'closed-for-good'
  | 'closed-recently';

/** One rule for the banner and the popup (SPEC.md §4 "for a screenshot query"). */

/** Why the page itself rules the popup out, or null. */
export function pageSuppression(settings: PopupSettings, page: PopupPage): PopupSuppression | null {
  if (!settings.enabled) return 'style-none';
  if (NEVER_ON.includes(page.pageType)) return 'page-type';
  if (page.screenshot) return 'screenshot';
  if (page.mobile && !settings.enableMobile) return 'mobile-disabled';
  if (!settings.showOnAllPages && !(page.collectionId !== null && settings.enabledPages.includes(page.collectionId))) {
    return 'page-not-enabled';
  }
  return null;
}

/** True when the stored record is about this popup (its version is not older). */
export function recordApplies(settings: PopupSettings, record: PopupRecord | null): record is PopupRecord {
  return record !== null && !(record.version < settings.version);
}

/** When a closed popup may show again (epoch ms), Infinity for never, or null if not closed. */
export function reopensAt(settings: PopupSettings, record: PopupRecord | null): number | null {
  if (!recordApplies(settings, record) || record.dateClosed === null) return null;
  if (settings.displayFrequency < 0) return Infinity;
  return record.dateClosed + settings.displayFrequency * DAY_MS;
}

/** Why the visitor's own record rules the popup out now, or null. */
export function recordSuppression(settings: PopupSettings, record: PopupRecord | null, now: number): PopupSuppression | null {
  if (!recordApplies(settings, record)) return null;
  if (record.submitted && settings.showUntilSignup) return 'signed-up';
  const until = reopensAt(settings, record);
  if (until === Infinity) return 'closed-for-good';
  if (until !== null && now < until) return 'closed-recently';
  return null;
}

/** Every rule of SPEC.md §4: the first reason the popup is not shown, or null to show it. */
export function popupSuppression(
  settings: PopupSettings,
  page: PopupPage,
  record: PopupRecord | null,
  now: number,
): PopupSuppression | null {
  return pageSuppression(settings, page) ?? recordSuppression(settings, record, now);
}

/**
 * How far the visitor has scrolled, 0-100, of the distance the page can scroll. A page that
 * cannot scroll counts as fully scrolled: the visitor sees all of it.
 */
export function scrolledPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const range = documentHeight - viewportHeight;
  if (!(range > 0)) return 100;
  const percent = (scrollTop / range) * 100;
  // NaN (an infinite offset over an infinite range, fast-check's find) counts as the top.
  return percent > 0 ? Math.min(100, percent) : 0;
}
