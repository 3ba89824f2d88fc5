import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  civil,
  dayOf,
  daysInMonth,
  eventsByDay,
  isValidTimeZone,
  keyOf,
  mergeEvents,
  monthGrid,
  monthQueryRange,
  moveFocus,
  parseInstant,
  readApiEvents,
  safeLink,
  weekdayOf,
  zonedMidnight,
  type CalendarEvent,
} from './calendar.logic';

const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Santiago', 'Pacific/Kiritimati'];

describe('civil dates', () => {
  it('counts days in months, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('clamps a month move to the last day', () => {
    expect(addMonths(civil(2026, 1, 31), 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths(civil(2026, 12, 15), 1)).toEqual({ year: 2027, month: 1, day: 15 });
    expect(addMonths(civil(2024, 2, 29), -12)).toEqual({ year: 2023, month: 2, day: 28 });
  });

  it('knows weekdays', () => {
    expect(weekdayOf(civil(2026, 11, 27))).toBe(5); // a Friday
    expect(keyOf(civil(2026, 3, 9))).toBe('2026-03-09');
  });
});

describe('month grid', () => {
  it('lays out November 2026 from Sunday: 5 weeks, padded with October and December', () => {
    const grid = monthGrid(2026, 11);
    expect(grid).toHaveLength(5);
    expect(grid[0]![0]).toEqual({ year: 2026, month: 11, day: 1, inMonth: true });
    expect(grid[4]![6]).toEqual({ year: 2026, month: 12, day: 5, inMonth: false });
  });

  it('February 2026 (1st a Sunday) is exactly 4 weeks from Sunday, 5 from Monday', () => {
    expect(monthGrid(2026, 2, 0)).toHaveLength(4);
    expect(monthGrid(2026, 2, 0)[0]![0]).toEqual({ year: 2026, month: 2, day: 1, inMonth: true });
    expect(monthGrid(2026, 2, 1)).toHaveLength(5);
    expect(monthGrid(2026, 2, 1)[0]![0]).toEqual({ year: 2026, month: 1, day: 26, inMonth: false });
  });

  it('holds every day of the month once, in whole weeks starting on the week start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }), (year, month, start) => {
        const grid = monthGrid(year, month, start);
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
        const cells = grid.flat();
        for (const week of grid) expect(week).toHaveLength(7);
        for (const week of grid) expect(weekdayOf(week[0]!)).toBe(start);
        const inMonth = cells.filter((c) => c.inMonth).map((c) => c.day);
        expect(inMonth).toEqual(Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1));
        // Consecutive days, no gap.
        cells.slice(1).forEach((c, i) => expect(keyOf(c) > keyOf(cells[i]!)).toBe(true));
      }),
    );
  });
});

describe('grid keys (WAI-ARIA APG)', () => {
  const d = civil(2026, 11, 27); // Friday
  it('arrows a day or a week, Home/End the week, PageUp/PageDown a month, with Shift a year', () => {
    expect(moveFocus(d, 'ArrowLeft')).toEqual(civil(2026, 11, 26));
    expect(moveFocus(d, 'ArrowRight')).toEqual(civil(2026, 11, 28));
    expect(moveFocus(d, 'ArrowUp')).toEqual(civil(2026, 11, 20));
    expect(moveFocus(d, 'ArrowDown')).toEqual(civil(2026, 12, 4));
    expect(moveFocus(d, 'Home')).toEqual(civil(2026, 11, 22));
    expect(moveFocus(d, 'End')).toEqual(civil(2026, 11, 28));
    expect(moveFocus(d, 'Home', false, 1)).toEqual(civil(2026, 11, 23));
    expect(moveFocus(d, 'End', false, 1)).toEqual(civil(2026, 11, 29));
    expect(moveFocus(d, 'PageUp')).toEqual(civil(2026, 10, 27));
    expect(moveFocus(d, 'PageDown')).toEqual(civil(2026, 12, 27));
    expect(moveFocus(d, 'PageDown', true)).toEqual(civil(2027, 11, 27));
    expect(moveFocus(d, 'a')).toBe(null);
  });

  it('Home and End stay in the week and land on its ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 6 }), (n, start) => {
        const date = civil(1970, 1, 1 + n);
        expect(weekdayOf(moveFocus(date, 'Home', false, start)!)).toBe(start);
        expect(weekdayOf(moveFocus(date, 'End', false, start)!)).toBe((start + 6) % 7);
      }),
    );
  });
});

describe('time zones (through Intl)', () => {
  it('tells a zone Intl knows from one it does not', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('places an instant on the zone’s day', () => {
    const t = Date.parse('2026-11-27T23:30:00Z');
    expect(keyOf(dayOf(t, 'UTC'))).toBe('2026-11-27');
    expect(keyOf(dayOf(t, 'Europe/Paris'))).toBe('2026-11-28');
    expect(keyOf(dayOf(t, 'America/Los_Angeles'))).toBe('2026-11-27');
    expect(keyOf(dayOf(t, 'Pacific/Kiritimati'))).toBe('2026-11-28');
  });

  it('finds midnight on DST change days (London and New York, spring and autumn)', () => {
    expect(new Date(zonedMidnight(civil(2027, 3, 28), 'Europe/London')).toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(new Date(zonedMidnight(civil(2027, 3, 29), 'Europe/London')).toISOString()).toBe('2027-03-28T23:00:00.000Z');
    expect(new Date(zonedMidnight(civil(2026, 10, 25), 'Europe/London')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(new Date(zonedMidnight(civil(2026, 11, 2), 'America/New_York')).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(new Date(zonedMidnight(civil(2026, 11, 1), 'America/New_York')).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('a day with no midnight (Santiago jumps from 00:00 to 01:00) starts after the gap', () => {
    const t = zonedMidnight(civil(2026, 9, 6), 'America/Santiago');
    expect(keyOf(dayOf(t, 'America/Santiago'))).toBe('2026-09-06');
    expect(keyOf(dayOf(t - 1, 'America/Santiago'))).toBe('2026-09-05');
  });

  it('every instant lies between its day’s midnight and the next one, across DST changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') }),
        fc.constantFrom(...ZONES),
        (t, zone) => {
          const day = dayOf(t, zone);
          const start = zonedMidnight(day, zone);
          const next = zonedMidnight(civil(day.year, day.month, day.day + 1), zone);
          expect(start).toBeLessThanOrEqual(t);
          expect(next).toBeGreaterThan(t);
          // A day is 23 to 25 hours long (Lord Howe's half-hour change included).
          expect(next - start).toBeGreaterThanOrEqual(23 * 3600_000);
          expect(next - start).toBeLessThanOrEqual(25 * 3600_000);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('groups events by their zone day, in start order', () => {
    const ev = (id: string, start: string): CalendarEvent => ({ id, title: id, start: Date.parse(start), end: null, url: '', location: '' });
    const days = eventsByDay([ev('b', '2027-03-28T10:30:00Z'), ev('a', '2027-03-27T23:30:00Z'), ev('c', '2027-03-28T00:30:00Z')], 'Europe/London');
    // 23:30 UTC on the 27th is still the 27th in London (GMT); 00:30 UTC on the 28th is 00:30 GMT.
    expect([...days.entries()].map(([k, list]) => [k, list.map((e) => e.id)])).toEqual([
      ['2027-03-27', ['a']],
      ['2027-03-28', ['c', 'b']],
    ]);
    const sydney = eventsByDay([ev('a', '2027-03-27T23:30:00Z')], 'Australia/Sydney');
    expect([...sydney.keys()]).toEqual(['2027-03-28']);
  });
});

describe('reading events', () => {
  it('parses instants; a bad one is an Invalid date (null)', () => {
    expect(parseInstant('2026-11-27T19:00:00Z')).toBe(Date.parse('2026-11-27T19:00:00Z'));
    expect(parseInstant('not a date')).toBe(null);
    expect(parseInstant('')).toBe(null);
    expect(parseInstant(5)).toBe(null);
  });

  it('reads the API answer, skipping broken entries and counting bad dates', () => {
    const read = readApiEvents({
      events: [
        { id: '1', title: ' Jazz ', start: '2026-11-27T19:00:00Z', url: 'javascript:alert(1)' },
        { id: '2', title: 'Bad', start: 'yesterday-ish' },
        null,
        { id: '3', title: 'Market', start: '2026-12-12T09:00:00Z', end: '2026-12-12T17:00:00Z', url: '/events/market', location: 'Square' },
      ],
    });
    expect(read?.invalid).toBe(1);
    expect(read?.events.map((e) => [e.id, e.title, e.url])).toEqual([
      ['1', 'Jazz', ''],
      ['3', 'Market', '/events/market'],
    ]);
    expect(readApiEvents({ events: 'x' })).toBe(null);
    expect(readApiEvents(null)).toBe(null);
  });

  it('merges lists by id, the later winning', () => {
    const a: CalendarEvent = { id: '1', title: 'Old', start: 0, end: null, url: '', location: '' };
    expect(mergeEvents([a], [{ ...a, title: 'New' }]).map((e) => e.title)).toEqual(['New']);
  });

  it('merges the server list and the API when only their ids differ (same start and title): one event, the API one', () => {
    const listed: CalendarEvent = { id: 'event-jazz-night', title: 'Jazz night', start: 1000, end: null, url: '/events#event-jazz-night', location: '' };
    const fetched: CalendarEvent = { ...listed, id: 'jazz-night', location: 'Terrace' };
    expect(mergeEvents([listed], [fetched])).toEqual([fetched]);
    // Distinct events stay distinct.
    expect(mergeEvents([listed], [{ ...fetched, start: 2000 }])).toHaveLength(2);
  });

  it('keeps http(s) and relative links only', () => {
    expect(safeLink('https://x.example/a')).toBe('https://x.example/a');
    expect(safeLink('/events/a')).toBe('/events/a');
    expect(safeLink('data:text/html,x')).toBe('');
    expect(safeLink(null)).toBe('');
  });

  it('asks for a month padded by a day each side', () => {
    expect(monthQueryRange(2026, 12)).toEqual({ from: '2026-11-30T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z' });
  });
});
