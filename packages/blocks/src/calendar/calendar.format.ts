/**
 * sqs-calendar's texts through Intl: civil dates are formatted in UTC (they are UTC arithmetic,
 * calendar.logic.ts), event times in the site's zone. The locale is the page's `lang`.
 */
import { civil, type CivilDate } from './calendar.logic';

const utc = (date: CivilDate) => {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d;
};

export const localeOf = (host: Element): string | undefined => host.closest('[lang]')?.getAttribute('lang') || undefined;

const safe = (locale: string | undefined, options: Intl.DateTimeFormatOptions) => {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat('en', options); // a lang Intl does not know
  }
};

export const monthTitle = (year: number, month: number, locale?: string) =>
  safe(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utc(civil(year, month, 1)));

export const longDate = (date: CivilDate, locale?: string) =>
  safe(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(date));

/** The week's day names from `weekStart`, short and long (4 January 1970 was a Sunday). */
export function weekdays(weekStart: number, locale?: string): Array<{ short: string; long: string }> {
  const short = safe(locale, { timeZone: 'UTC', weekday: 'short' });
  const long = safe(locale, { timeZone: 'UTC', weekday: 'long' });
  return Array.from({ length: 7 }, (_, i) => {
    const d = utc(civil(1970, 1, 4 + ((weekStart + i) % 7)));
    return { short: short.format(d), long: long.format(d) };
  });
}

export const timeOf = (instant: number, timeZone: string, locale?: string) =>
  safe(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
