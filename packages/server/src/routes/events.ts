/**
 * Events of the demo site (issue 15 items 3 and 4), stored in SQLite and seeded at start from
 * demo/data/events.json (collection `events`) and demo/data/tour-dates.json:
 *
 *   GET /api/calendar/events?collectionId=&from=&to=   {collectionId, from, to, events: [{id, title, start, end, url, location}]}
 *   GET /api/tour-dates/feed?artist=                   {artist, dates: [{id, start, venue, city, country, ticketUrl, rsvpUrl}]}
 *
 * The tour-dates feed is the stand-in for the data source a site configures (a ticketing
 * service's feed): upcoming dates only, soonest first. Bad input is a 400 with `{error}`,
 * never a 500; an unknown collection or artist has no events.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrate, type Db } from '../db';

export const EVENTS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE calendar_events (
     collection_id TEXT NOT NULL,
     id TEXT NOT NULL,
     title TEXT NOT NULL,
     start_ms INTEGER NOT NULL,
     end_ms INTEGER,
     url TEXT NOT NULL DEFAULT '',
     location TEXT NOT NULL DEFAULT '',
     PRIMARY KEY (collection_id, id)
   );
   CREATE INDEX calendar_events_start ON calendar_events (collection_id, start_ms);
   CREATE TABLE tour_dates (
     artist TEXT NOT NULL,
     id TEXT NOT NULL,
     start_ms INTEGER NOT NULL,
     venue TEXT NOT NULL,
     city TEXT NOT NULL,
     country TEXT NOT NULL DEFAULT '',
     ticket_url TEXT NOT NULL DEFAULT '',
     rsvp_url TEXT NOT NULL DEFAULT '',
     PRIMARY KEY (artist, id)
   );
   CREATE INDEX tour_dates_start ON tour_dates (artist, start_ms);`,
];

/** The longest range one calendar request may ask for: a month with room for zones. */
export const MAX_RANGE_DAYS = 62;
/** A feed never answers more than this many dates. */
export const MAX_TOUR_DATES = 100;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const text = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');
const instant = (value: unknown): number | null => {
  const t = typeof value === 'string' && value.trim() ? Date.parse(value) : Number.NaN;
  return Number.isFinite(t) ? t : null;
};
const readJsonList = (file: string): Array<Record<string, unknown>> => {
  if (!existsSync(file)) return [];
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(value) ? (value as Array<Record<string, unknown>>).filter((v) => typeof v === 'object' && v !== null) : [];
};

export interface CalendarEventRecord {
  id: string;
  title: string;
  start: string;
  end?: string;
  url?: string;
  location?: string;
}

/** Stores (or replaces) events of a collection; entries without an id, a title or a valid start are skipped. */
export function seedCalendarEvents(db: Db, collectionId: string, events: ReadonlyArray<Record<string, unknown>>): number {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO calendar_events (collection_id, id, title, start_ms, end_ms, url, location) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let count = 0;
  db.transaction(() => {
    for (const e of events) {
      const start = instant(e.start);
      if (!text(e.id) || !text(e.title) || start === null) continue;
      insert.run(collectionId, text(e.id), text(e.title), start, instant(e.end), text(e.url), text(e.location));
      count += 1;
    }
  })();
  return count;
}

export function seedTourDates(db: Db, dates: ReadonlyArray<Record<string, unknown>>): number {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO tour_dates (artist, id, start_ms, venue, city, country, ticket_url, rsvp_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let count = 0;
  db.transaction(() => {
    for (const d of dates) {
      const start = instant(d.start);
      if (!ID.test(text(d.artist)) || !text(d.id) || start === null) continue;
      insert.run(text(d.artist), text(d.id), start, text(d.venue), text(d.city), text(d.country), text(d.ticketUrl), text(d.rsvpUrl));
      count += 1;
    }
  })();
  return count;
}

/**
 * Where a demo event lives: its own `url`, else its item on the /events page (the calendar's
 * fallback list gives each `id="event-<id>"`). The search index links there too.
 */
export const demoEventUrl = (event: Record<string, unknown>): string =>
  typeof event.url === 'string' && event.url !== '' ? event.url : `/events#event-${encodeURIComponent(text(event.id))}`;

export interface EventRouteOptions {
  demoDir: string;
  now?: () => number;
}

export function registerEventRoutes(app: FastifyInstance, db: Db, options: EventRouteOptions): void {
  migrate(db, 'events', EVENTS_MIGRATIONS);
  const demoEvents = readJsonList(path.join(options.demoDir, 'data/events.json')).map((e) => ({ ...e, url: demoEventUrl(e) }));
  seedCalendarEvents(db, 'events', demoEvents);
  seedTourDates(db, readJsonList(path.join(options.demoDir, 'data/tour-dates.json')));
  const now = options.now ?? Date.now;

  const inRange = db.prepare(
    'SELECT id, title, start_ms, end_ms, url, location FROM calendar_events WHERE collection_id = ? AND start_ms < ? AND COALESCE(end_ms, start_ms) >= ? ORDER BY start_ms, title LIMIT 500',
  );
  app.get('/api/calendar/events', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const collectionId = text(q.collectionId);
    const from = instant(text(q.from));
    const to = instant(text(q.to));
    if (!ID.test(collectionId)) return reply.code(400).send({ error: 'collectionId: 1 to 64 letters, digits, _ or -' });
    if (from === null || to === null) return reply.code(400).send({ error: 'from and to: ISO-8601 instants' });
    if (to <= from || to - from > MAX_RANGE_DAYS * 86_400_000) return reply.code(400).send({ error: `to must be after from, at most ${MAX_RANGE_DAYS} days later` });
    const rows = inRange.all(collectionId, to, from) as Array<{ id: string; title: string; start_ms: number; end_ms: number | null; url: string; location: string }>;
    return {
      collectionId,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      events: rows.map((r) => ({
        id: r.id,
        title: r.title,
        start: new Date(r.start_ms).toISOString(),
        ...(r.end_ms !== null && { end: new Date(r.end_ms).toISOString() }),
        url: r.url,
        location: r.location,
      })),
    };
  });

  const upcoming = db.prepare(
    'SELECT id, start_ms, venue, city, country, ticket_url, rsvp_url FROM tour_dates WHERE artist = ? AND start_ms >= ? ORDER BY start_ms LIMIT ?',
  );
  app.get('/api/tour-dates/feed', async (request, reply) => {
    const artist = text((request.query as Record<string, unknown>).artist);
    if (!ID.test(artist)) return reply.code(400).send({ error: 'artist: 1 to 64 letters, digits, _ or -' });
    const rows = upcoming.all(artist, now(), MAX_TOUR_DATES) as Array<Record<string, string | number>>;
    return {
      artist,
      dates: rows.map((r) => ({
        id: r.id,
        start: new Date(r.start_ms as number).toISOString(),
        venue: r.venue,
        city: r.city,
        country: r.country,
        ticketUrl: r.ticket_url,
        rsvpUrl: r.rsvp_url,
      })),
    };
  });
}
