/**
 * sqs-calendar's rules (block type CALENDAR 26): civil dates, the month grid, moves of the APG
 * grid keyboard pattern, and instants seen in the site's time zone (`website.timeZone`, through
 * Intl). Pure: no DOM, no React. Civil dates are counted in UTC arithmetic (no zone, no DST);
 * only `dayKeyOf` and `zonedMidnight` meet a real time zone.
 */

/** A day on the wall calendar: month 1-12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export const civil = (year: number, month: number, day: number): CivilDate => {
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year, month - 1, day); // years 0-99 too
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

const utcOf = (date: CivilDate) => {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d.getTime();
};

/** 'YYYY-MM-DD', the key events are grouped by. */
export const keyOf = (date: CivilDate): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

export const sameDay = (a: CivilDate, b: CivilDate) => a.year === b.year && a.month === b.month && a.day === b.day;

export const addDays = (date: CivilDate, days: number): CivilDate => civil(date.year, date.month, date.day + days);

export const daysInMonth = (year: number, month: number): number => civil(year, month + 1, 0).day;

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const first = civil(date.year, date.month + months, 1);
  return { ...first, day: Math.min(date.day, daysInMonth(first.year, first.month)) };
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: CivilDate): number => new Date(utcOf(date)).getUTCDay();

export interface GridCell extends CivilDate {
  /** In the month shown (else a day of the month before or after, shown greyed). */
  inMonth: boolean;
}

/**
 * The month as whole weeks (4 to 6 rows of 7), starting on `weekStart` (0 Sunday, 1 Monday):
 * every day of the month exactly once, padded with the neighbours' days.
 */
export function monthGrid(year: number, month: number, weekStart = 0): GridCell[][] {
  const first = civil(year, month, 1);
  const lead = (weekdayOf(first) - weekStart + 7) % 7;
  const count = Math.ceil((lead + daysInMonth(first.year, first.month)) / 7) * 7;
  const weeks: GridCell[][] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(first, i - lead);
    if (i % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push({ ...date, inMonth: date.month === first.month && date.year === first.year });
  }
  return weeks;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * WAI-ARIA APG grid (date grid) keys: arrows a day or a week, Home/End the week's first/last
 * day, PageUp/PageDown a month (with Shift a year). Null for any other key.
 */
export function moveFocus(date: CivilDate, key: string, shift = false, weekStart = 0): CivilDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((weekdayOf(date) - weekStart + 7) % 7));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}

/** True when Intl knows the zone ('Europe/London', 'UTC'); '' is not a zone. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in `timeZone` (a valid zone). */
export function zonedParts(instant: number, timeZone: string): CivilDate & { hour: number; minute: number; second: number } {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    partsFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year) * (parts.era === 'BC' ? -1 : 1) + (parts.era === 'BC' ? 1 : 0);
  return { year, month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** The calendar day an instant falls on in `timeZone`. */
export const dayOf = (instant: number, timeZone: string): CivilDate => {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
};

/** The zone's offset from UTC at `instant`, in milliseconds (ignoring seconds below a minute). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const d = new Date(0);
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, 0);
  return d.getTime() - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of `date` in `timeZone`. A day whose midnight does not exist (a DST jump at
 * 00:00, as in Santiago or Beirut) starts at the first instant after the gap.
 */
export function zonedMidnight(date: CivilDate, timeZone: string): number {
  const wall = utcOf(date);
  // Two passes settle the offset on either side of a change; the candidates are checked.
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const candidates = [first, second].filter((t) => sameDay(dayOf(t, timeZone), date));
  if (candidates.length) return Math.min(...candidates);
  // No midnight: the day begins when the clocks jump, after the gap.
  const after = Math.max(first, second);
  let t = after;
  while (!sameDay(dayOf(t, timeZone), date) && t < after + 3 * 3600_000) t += 15 * 60_000;
  return t;
}

/** Console-level text (SPEC.md §8) for an event whose date cannot be read. */
export const INVALID_DATE = 'Invalid date';

/** An ISO-8601 instant (or anything Date.parse reads) → epoch ms, or null ('Invalid date'). */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const t = Date.parse(value.trim());
  return Number.isFinite(t) ? t : null;
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: number;
  end: number | null;
  url: string;
  location: string;
}

/** Events grouped by their starting day in the zone ('YYYY-MM-DD' → events by start time). */
export function eventsByDay(events: readonly CalendarEvent[], timeZone: string): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of [...events].sort((a, b) => a.start - b.start || a.title.localeCompare(b.title))) {
    const key = keyOf(dayOf(event.start, timeZone));
    const list = days.get(key);
    if (list) list.push(event);
    else days.set(key, [event]);
  }
  return days;
}

/** Events of both lists, one per id (the later list wins: the server's fresh answer over the page's). */
export function mergeEvents(a: readonly CalendarEvent[], b: readonly CalendarEvent[]): CalendarEvent[] {
  // The same event by its id or by its start and title: the server list's item ids
  // (`event-jazz-night`) need not be the API's (`jazz-night`), and one event listed twice
  // would show twice on its day.
  const merged: CalendarEvent[] = [];
  const indexOf = new Map<string, number>();
  for (const event of [...a, ...b]) {
    const keys = [`at:${event.start}:${event.title}`, ...(event.id ? [`id:${event.id}`] : [])];
    const index = keys.map((key) => indexOf.get(key)).find((i) => i !== undefined) ?? merged.length;
    merged[index] = event;
    for (const key of keys) indexOf.set(key, index);
  }
  return merged;
}

/**
 * The instants to ask the server for to cover a month in any zone: from the 1st minus a day to
 * the next month's 1st plus a day (UTC offsets are within ±14 h); events are then placed by zone.
 */
export function monthQueryRange(year: number, month: number): { from: string; to: string } {
  const first = civil(year, month, 1);
  return {
    from: new Date(utcOf(addDays(first, -1))).toISOString(),
    to: new Date(utcOf(addDays(civil(first.year, first.month + 1, 1), 1))).toISOString(),
  };
}

/** A link an event may carry: http(s) or relative; other schemes are dropped. */
export function safeLink(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme && !/^https?$/i.test(scheme[1]!) ? '' : url;
}

/** The API's events (`{events: [{id, title, start, end, url, location}]}`); broken entries are skipped. */
export function readApiEvents(data: unknown): { events: CalendarEvent[]; invalid: number } | null {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { events?: unknown }).events)) return null;
  let invalid = 0;
  const events: CalendarEvent[] = [];
  for (const raw of (data as { events: unknown[] }).events) {
    if (typeof raw !== 'object' || raw === null) continue;
    const r = raw as Record<string, unknown>;
    const start = parseInstant(r.start);
    if (start === null) {
      invalid += 1;
      continue;
    }
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    events.push({ id: str(r.id), title: str(r.title).trim(), start, end: parseInstant(r.end), url: safeLink(r.url), location: str(r.location) });
  }
  return { events, invalid };
}
