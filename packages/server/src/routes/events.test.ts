import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';
import { seedCalendarEvents } from './events';

describe('events routes (SQLite)', () => {
  type App = Awaited<ReturnType<typeof testApp>>;
  let t: App & { get(url: string): ReturnType<App['app']['inject']> };
  const CRUMB = 'events-test-crumb';
  const NOW = Date.parse('2026-11-27T12:00:00Z');
  beforeAll(async () => {
    const app = await testApp({ now: () => NOW });
    t = { ...app, get: (url: string) => app.app.inject({ method: 'GET', url: `${url}&crumb=${CRUMB}`, cookies: { crumb: CRUMB } }) as ReturnType<App['app']['inject']> };
  });
  afterAll(async () => t.close());

  it("answers a month of the demo's events, seeded from demo/data/events.json, in start order", async () => {
    const res = await t.get('/api/calendar/events?collectionId=events&from=2026-11-30T00:00:00Z&to=2027-01-02T00:00:00Z');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.events.map((e: { id: string }) => e.id)).toEqual(['latte-art', 'winter-market', 'new-year-breakfast']);
    expect(body.events[0]).toEqual({
      id: 'latte-art',
      title: 'Latte art workshop',
      start: '2026-12-05T10:00:00.000Z',
      end: '2026-12-05T12:00:00.000Z',
      url: '/events#event-latte-art',
      location: 'Bar',
    });
  });

  it('includes an event that began before the range and ends in it', async () => {
    seedCalendarEvents(t.db, 'long', [{ id: 'fest', title: 'Festival', start: '2026-11-28T10:00:00Z', end: '2026-12-03T10:00:00Z' }]);
    const res = await t.get('/api/calendar/events?collectionId=long&from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z');
    expect(res.json().events.map((e: { id: string }) => e.id)).toEqual(['fest']);
  });

  it('an unknown collection has no events', async () => {
    const res = await t.get('/api/calendar/events?collectionId=nothing-here&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.json().events).toEqual([]);
  });

  it('skips seeds without an id, a title or a valid start', () => {
    expect(seedCalendarEvents(t.db, 'bad', [{ id: 'a', title: 'A', start: 'Invalid date' }, { title: 'B', start: '2026-01-01T00:00:00Z' }, { id: 'c', title: 'C', start: '2026-01-01T00:00:00Z' }])).toBe(1);
  });

  it('bad input is a 400 with a reason, never a 500', async () => {
    const bad = [
      '/api/calendar/events?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z',
      '/api/calendar/events?collectionId=../../etc&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z',
      `/api/calendar/events?collectionId=${'x'.repeat(10000)}&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z`,
      "/api/calendar/events?collectionId=events'%20OR%201=1--&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z",
      '/api/calendar/events?collectionId=events&from=yesterday&to=2026-12-01T00:00:00Z',
      '/api/calendar/events?collectionId=events&from=2026-12-01T00:00:00Z&to=2026-11-01T00:00:00Z',
      '/api/calendar/events?collectionId=events&from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z',
      '/api/calendar/events?collectionId=events&collectionId=x&from[a]=1&to=2',
      '/api/tour-dates/feed?artist=',
      '/api/tour-dates/feed?artist=%00%ff',
      `/api/tour-dates/feed?artist=${'a'.repeat(10000)}`,
    ];
    for (const url of bad) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().error, url).toBe('string');
    }
  });

  it('the tour-dates feed gives upcoming dates only, soonest first, with venue, city and links', async () => {
    const res = await t.get('/api/tour-dates/feed?artist=the-harbour-lights');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dates.map((d: { id: string }) => d.id)).toEqual(['tide-2027-glasgow', 'tide-2027-dublin', 'tide-2027-hamburg']);
    expect(body.dates[0]).toEqual({
      id: 'tide-2027-glasgow',
      start: '2027-02-06T20:00:00.000Z',
      venue: 'Barrowland Ballroom',
      city: 'Glasgow',
      country: 'UK',
      ticketUrl: 'https://tickets.example/tide-2027-glasgow',
      rsvpUrl: 'https://rsvp.example/tide-2027-glasgow',
    });
    const none = await t.get('/api/tour-dates/feed?artist=nobody');
    expect(none.json().dates).toEqual([]);
  });
});
