/**
 * sqs-tour-dates's rules (block type TOURDATES 59): a tour date, the feed's answer read
 * forgivingly, links kept to http(s) or relative, and upcoming dates only (past ones hidden),
 * soonest first. Pure: no DOM, no React.
 */

export interface TourDate {
  id: string;
  /** Epoch ms of the show's start. */
  start: number;
  venue: string;
  city: string;
  country: string;
  ticketUrl: string;
  rsvpUrl: string;
}

/** A link from outside: http(s) or relative; `javascript:`, `data:` and other schemes give ''. */
export function safeLink(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme && !/^https?$/i.test(scheme[1]!) ? '' : url;
}

/** The feed address a site configures: http(s) or a path; anything else is refused (null). */
export function feedAddress(feedUrl: string, artist: string): string | null {
  const url = safeLink(feedUrl);
  if (url) return url;
  if (feedUrl.trim()) return null;
  return /^[A-Za-z0-9_-]{1,64}$/.test(artist) ? `/api/tour-dates/feed?artist=${artist}` : null;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The feed's `{dates: [{id, start, venue, city, country, ticketUrl, rsvpUrl}]}`; null when it is not that shape. */
export function readFeed(data: unknown): TourDate[] | null {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { dates?: unknown }).dates)) return null;
  return (data as { dates: unknown[] }).dates.flatMap((raw): TourDate[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    const start = typeof r.start === 'string' ? Date.parse(r.start) : Number.NaN;
    if (!Number.isFinite(start) || !str(r.venue)) return [];
    return [{ id: str(r.id) || `${start}:${str(r.venue)}`, start, venue: str(r.venue), city: str(r.city), country: str(r.country), ticketUrl: safeLink(r.ticketUrl), rsvpUrl: safeLink(r.rsvpUrl) }];
  });
}

/** Dates not yet started at `now`, soonest first (a date that has started is past: hidden). */
export function upcoming(dates: readonly TourDate[], now: number): TourDate[] {
  return dates.filter((d) => d.start >= now).sort((a, b) => a.start - b.start || a.venue.localeCompare(b.venue));
}

/** 'Glasgow, UK'; either part alone when the other is missing. */
export const placeOf = (date: TourDate) => [date.city, date.country].filter(Boolean).join(', ');
