import { getLocale, message } from './messages';

/**
 * "x minutes ago" labels. SPEC.md §9: "Relative time refresh 5000 ms ('just now', then
 * 'about {n} seconds ago' under 60 s)". Pure: the caller passes both clocks.
 */

/** SPEC.md §9 "Relative time refresh 5000 ms". */
export const REFRESH_MS = 5000;

/** SPEC.md §8 console-level text; returned (not thrown) as the label, like moment.js does. */
export const INVALID_DATE = 'Invalid date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The ECMAScript Date range: anything outside it is not a date. */
const MAX_TIME = 8.64e15;

let formats: Map<string, Intl.RelativeTimeFormat> | undefined;

function isTime(t: unknown): t is number {
  return typeof t === 'number' && Number.isFinite(t) && Math.abs(t) <= MAX_TIME;
}

function formatter(locale: string): Intl.RelativeTimeFormat {
  let rtf = formats?.get(locale);
  if (!rtf) {
    try {
      rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    } catch {
      rtf = new Intl.RelativeTimeFormat('en', { numeric: 'always' }); // a label must never throw
    }
    (formats ??= new Map()).set(locale, rtf);
  }
  return rtf;
}

/**
 * The label for a moment `then` seen at `now` (both ms since the epoch). Never throws.
 * - Either input not a valid time: 'Invalid date'.
 * - Less than REFRESH_MS apart, either way: 'just now' (so the first refresh moves it on; it
 *   also absorbs small clock skew between server and browser).
 * - Past, under 60 s: 'about {n} seconds ago', n rounded down to a multiple of 5 — one step per
 *   refresh, and never the ungrammatical "about 1 seconds ago".
 * - Otherwise Intl.RelativeTimeFormat in whole seconds (future only), minutes, hours, days
 *   (under 7), weeks (under 30 days), months (average length, under 12), then years.
 */
export function relativeTime(now: number, then: number, locale: string = getLocale()): string {
  if (!isTime(now) || !isTime(then)) return message('time.invalid', INVALID_DATE);
  const diff = now - then;
  const abs = Math.abs(diff);
  if (abs < REFRESH_MS) return message('time.justNow', 'just now');
  if (diff > 0 && abs < MINUTE) {
    const s = Math.floor(abs / SECOND);
    return message('time.secondsAgo', 'about {n} seconds ago', { n: s - (s % 5) });
  }
  const [value, unit] = pickUnit(abs);
  return formatter(locale).format(diff > 0 ? -value : value, unit);
}

function pickUnit(abs: number): [number, Intl.RelativeTimeFormatUnit] {
  if (abs < MINUTE) return [Math.floor(abs / SECOND), 'second'];
  if (abs < HOUR) return [Math.floor(abs / MINUTE), 'minute'];
  if (abs < DAY) return [Math.floor(abs / HOUR), 'hour'];
  const days = abs / DAY;
  if (days < 7) return [Math.floor(days), 'day'];
  if (days < 30) return [Math.floor(days / 7), 'week'];
  const months = Math.max(1, Math.floor(days / 30.4375)); // 365.25 / 12; 30 days is 1 month
  if (months < 12) return [months, 'month'];
  return [Math.floor(days / 365.25), 'year'];
}

/**
 * Calls `update` every REFRESH_MS until the returned stop function is called. Started by the
 * caller (no timer runs on import).
 */
export function everyRefresh(update: () => void, ms: number = REFRESH_MS): () => void {
  const id = setInterval(update, ms);
  return () => clearInterval(id);
}
