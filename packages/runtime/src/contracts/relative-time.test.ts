import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { INVALID_DATE, REFRESH_MS, everyRefresh, relativeTime } from './relative-time';
import { setMessages } from './messages';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const ago = (ms: number): string => relativeTime(NOW, NOW - ms, 'en');

afterEach(() => {
  setMessages({});
  vi.useRealTimers();
});

describe('constants', () => {
  it('match SPEC.md §9 and §8', () => {
    expect(REFRESH_MS).toBe(5000);
    expect(INVALID_DATE).toBe('Invalid date');
  });
});

describe('relativeTime', () => {
  it("says 'just now' within one refresh period, either way", () => {
    expect(ago(0)).toBe('just now');
    expect(ago(4999)).toBe('just now');
    expect(ago(-4999)).toBe('just now');
  });

  it("says 'about {n} seconds ago' under 60 s, n in steps of 5", () => {
    expect(ago(5000)).toBe('about 5 seconds ago');
    expect(ago(9999)).toBe('about 5 seconds ago');
    expect(ago(10_000)).toBe('about 10 seconds ago');
    expect(ago(37_500)).toBe('about 35 seconds ago');
    expect(ago(59_999)).toBe('about 55 seconds ago');
  });

  it('uses minutes, hours, days, weeks, months and years after that', () => {
    expect(ago(MIN)).toBe('1 minute ago');
    expect(ago(2 * MIN - 1)).toBe('1 minute ago');
    expect(ago(2 * MIN)).toBe('2 minutes ago');
    expect(ago(H - 1)).toBe('59 minutes ago');
    expect(ago(H)).toBe('1 hour ago');
    expect(ago(D - 1)).toBe('23 hours ago');
    expect(ago(D)).toBe('1 day ago');
    expect(ago(7 * D - 1)).toBe('6 days ago');
    expect(ago(7 * D)).toBe('1 week ago');
    expect(ago(29 * D)).toBe('4 weeks ago');
    expect(ago(30 * D)).toBe('1 month ago');
    expect(ago(364 * D)).toBe('11 months ago');
    expect(ago(366 * D)).toBe('1 year ago');
    expect(ago(800 * D)).toBe('2 years ago');
  });

  it('formats the future through Intl as well', () => {
    expect(ago(-5 * S)).toBe('in 5 seconds');
    expect(ago(-30 * S)).toBe('in 30 seconds');
    expect(ago(-5 * MIN)).toBe('in 5 minutes');
    expect(ago(-3 * D)).toBe('in 3 days');
  });

  it("returns 'Invalid date' (not thrown) for invalid input", () => {
    expect(relativeTime(NOW, NaN)).toBe('Invalid date');
    expect(relativeTime(NaN, NOW)).toBe('Invalid date');
    expect(relativeTime(NOW, Infinity)).toBe('Invalid date');
    expect(relativeTime(NOW, -Infinity)).toBe('Invalid date');
    expect(relativeTime(NOW, 8.64e15 + 1)).toBe('Invalid date');
    expect(relativeTime(NOW, '2020-01-01' as unknown as number)).toBe('Invalid date');
    expect(relativeTime(NOW, new Date(NOW) as unknown as number)).toBe('Invalid date');
  });

  it('accepts the ends of the Date range', () => {
    expect(relativeTime(8.64e15, -8.64e15, 'en')).toMatch(/ years ago$/);
  });

  it('formats in the given locale', () => {
    expect(relativeTime(NOW, NOW - 3 * MIN, 'fr')).toBe('il y a 3 minutes');
    expect(relativeTime(NOW, NOW - 2 * H, 'de')).toBe('vor 2 Stunden');
  });

  it('defaults to the message-table locale', () => {
    setMessages({}, 'de');
    expect(relativeTime(NOW, NOW - 3 * MIN)).toBe('vor 3 Minuten');
  });

  it('falls back to English for a malformed locale instead of throwing', () => {
    expect(relativeTime(NOW, NOW - 3 * MIN, 'not a locale')).toBe('3 minutes ago');
  });

  it('takes its own texts from the message table', () => {
    setMessages({
      'time.justNow': "à l'instant",
      'time.secondsAgo': 'il y a environ {n} secondes',
      'time.invalid': 'Date invalide',
    });
    expect(ago(0)).toBe("à l'instant");
    expect(ago(20 * S)).toBe('il y a environ 20 secondes');
    expect(relativeTime(NaN, NOW)).toBe('Date invalide');
  });
});

describe('relativeTime: properties', () => {
  const time = fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true });

  it('never throws and never returns an empty label, for any pair of doubles', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (now, then) => {
        const label = relativeTime(now, then, 'en');
        expect(label.length).toBeGreaterThan(0);
      }),
    );
  });

  it('gives a multiple of 5 not above the elapsed seconds, under a minute', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: REFRESH_MS, max: MIN - 1 }), (then, diff) => {
        fc.pre(then + diff <= 8.64e15);
        const m = /^about (\d+) seconds ago$/.exec(relativeTime(then + diff, then, 'en'));
        expect(m).not.toBeNull();
        const n = Number(m?.[1]);
        expect(n % 5).toBe(0);
        expect(n).toBeGreaterThanOrEqual(5);
        expect(n * S).toBeLessThanOrEqual(diff);
        expect(diff).toBeLessThan((n + 5) * S);
      }),
    );
  });

  it("reads '… ago' for every past moment from a minute on, 'in …' for the future", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: 1e12 }), fc.boolean(), (diff, past) => {
        const label = relativeTime(NOW, past ? NOW - diff : NOW + diff, 'en');
        if (past) expect(label).toMatch(/^\d[\d,]* \w+ ago$/);
        else expect(label).toMatch(/^in \d[\d,]* \w+$/);
        expect(label).not.toMatch(/^(in )?0 /);
      }),
    );
  });
});

describe('everyRefresh', () => {
  it('calls back every REFRESH_MS until stopped', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    const stop = everyRefresh(update);
    vi.advanceTimersByTime(REFRESH_MS - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * REFRESH_MS);
    expect(update).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(10 * REFRESH_MS);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('moves a label on at each refresh', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const then = Date.now();
    const labels: string[] = [];
    const stop = everyRefresh(() => labels.push(relativeTime(Date.now(), then, 'en')));
    vi.advanceTimersByTime(3 * REFRESH_MS);
    stop();
    expect(labels).toEqual(['about 5 seconds ago', 'about 10 seconds ago', 'about 15 seconds ago']);
  });

  it('accepts another period', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    const stop = everyRefresh(update, 1000);
    vi.advanceTimersByTime(3000);
    stop();
    expect(update).toHaveBeenCalledTimes(3);
  });
});
