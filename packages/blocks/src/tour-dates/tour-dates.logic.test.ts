import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedAddress, placeOf, readFeed, safeLink, upcoming, type TourDate } from './tour-dates.logic';

const date = (id: string, start: string): TourDate => ({ id, start: Date.parse(start), venue: id, city: '', country: '', ticketUrl: '', rsvpUrl: '' });

describe('tour dates', () => {
  it('hides past dates and sorts the rest, soonest first', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const list = [date('c', '2027-03-01T20:00:00Z'), date('past', '2026-11-27T11:59:59Z'), date('a', '2026-11-27T12:00:00Z'), date('b', '2027-01-01T20:00:00Z')];
    expect(upcoming(list, now).map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(upcoming([], now)).toEqual([]);
  });

  it('never shows a past date, never loses an upcoming one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2e12 })), fc.integer({ min: 0, max: 2e12 }), (starts, now) => {
        const list = starts.map((s, i) => ({ ...date(String(i), '2026-01-01T00:00:00Z'), start: s }));
        const shown = upcoming(list, now);
        expect(shown.every((d) => d.start >= now)).toBe(true);
        expect(shown.length).toBe(starts.filter((s) => s >= now).length);
        shown.slice(1).forEach((d, i) => expect(d.start).toBeGreaterThanOrEqual(shown[i]!.start));
      }),
    );
  });

  it('reads the feed, skipping entries without a date or venue, dropping unsafe links', () => {
    const read = readFeed({
      dates: [
        { id: 'g', start: '2027-02-06T20:00:00Z', venue: 'Barrowland', city: 'Glasgow', country: 'UK', ticketUrl: 'https://t.example/g', rsvpUrl: 'javascript:alert(1)' },
        { id: 'x', start: 'soon', venue: 'Nowhere' },
        { id: 'y', start: '2027-02-07T20:00:00Z' },
        'nope',
      ],
    });
    expect(read).toEqual([{ id: 'g', start: Date.parse('2027-02-06T20:00:00Z'), venue: 'Barrowland', city: 'Glasgow', country: 'UK', ticketUrl: 'https://t.example/g', rsvpUrl: '' }]);
    expect(readFeed({ dates: {} })).toBe(null);
    expect(readFeed('x')).toBe(null);
  });

  it('uses the configured feed, else the reference feed for the artist; unsafe addresses are refused', () => {
    expect(feedAddress('https://feeds.example/band.json', '')).toBe('https://feeds.example/band.json');
    expect(feedAddress('', 'the-harbour-lights')).toBe('/api/tour-dates/feed?artist=the-harbour-lights');
    expect(feedAddress('javascript:alert(1)', 'the-harbour-lights')).toBe(null);
    expect(feedAddress('', 'a b&c')).toBe(null);
    expect(feedAddress('', '')).toBe(null);
    expect(safeLink('/t')).toBe('/t');
  });

  it('names the place', () => {
    expect(placeOf({ ...date('a', '2027-01-01T00:00:00Z'), city: 'Glasgow', country: 'UK' })).toBe('Glasgow, UK');
    expect(placeOf({ ...date('a', '2027-01-01T00:00:00Z'), city: 'Glasgow' })).toBe('Glasgow');
  });
});
