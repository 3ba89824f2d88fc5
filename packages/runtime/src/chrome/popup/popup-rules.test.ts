import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType } from '../../contracts/enums';
import type { PopupRecord } from './popup-record';
import {
  DAY_MS,
  MOBILE_QUERY,
  pageSuppression,
  popupSuppression,
  recordSuppression,
  reopensAt,
  scrolledPercent,
  type PopupPage,
} from './popup-rules';
import { isScreenshotQuery } from '../../consent/consent-policy';
import { readPopupSettings } from './popup-settings';

const settings = (over: Record<string, unknown> = {}) => readPopupSettings({ style: 1, version: 2, displayFrequency: 1, ...over });
const page = (over: Partial<PopupPage> = {}): PopupPage => ({ pageType: PageType.PAGE, collectionId: 'home', mobile: false, screenshot: false, ...over });
const record = (over: Partial<PopupRecord> = {}): PopupRecord => ({ version: 2, submitted: false, dateClosed: null, ...over });
const NOW = Date.UTC(2024, 5, 15, 12);

describe('popup page rules (SPEC.md §4)', () => {
  it.each([
    ['shown on an ordinary page', {}, {}, null],
    ['never with style none', { style: 'none' }, {}, 'style-none'],
    ['never without a style', { style: undefined }, {}, 'style-none'],
    ['never on a splash page', {}, { pageType: PageType.SPLASH_PAGE }, 'page-type'],
    ['never on a 404', {}, { pageType: PageType.NOT_FOUND }, 'page-type'],
    ['never on a lock screen', {}, { pageType: PageType.LOCK_SCREEN }, 'page-type'],
    ['shown on other page types', {}, { pageType: PageType.CONTENT_ITEM }, null],
    ['never for a screenshot query', {}, { screenshot: true }, 'screenshot'],
    ['never on mobile when mobile is disabled', { enableMobile: false }, { mobile: true }, 'mobile-disabled'],
    ['on desktop when mobile is disabled', { enableMobile: false }, { mobile: false }, null],
    ['on mobile when mobile is enabled', { enableMobile: true }, { mobile: true }, null],
    ['not on a page outside enabledPages', { showOnAllPages: false, enabledPages: ['about'] }, {}, 'page-not-enabled'],
    ['on a page in enabledPages', { showOnAllPages: false, enabledPages: ['home'] }, {}, null],
    ['not on a page without a collection when limited', { showOnAllPages: false, enabledPages: ['home'] }, { collectionId: null }, 'page-not-enabled'],
  ] as const)('%s', (_name, over, pageOver, expected) => {
    expect(pageSuppression(settings(over), page(pageOver))).toBe(expected);
  });

  it('checks style first, so a page without a popup never looks further', () => {
    expect(pageSuppression(settings({ style: 0 }), page({ pageType: PageType.NOT_FOUND, screenshot: true }))).toBe('style-none');
  });

  it('reads the screenshot query (any value but false or 0)', () => {
    expect(isScreenshotQuery('')).toBe(false);
    expect(isScreenshotQuery('?a=1')).toBe(false);
    expect(isScreenshotQuery('?screenshot')).toBe(true);
    expect(isScreenshotQuery('?screenshot=true')).toBe(true);
    expect(isScreenshotQuery('?x=1&screenshot=1')).toBe(true);
    expect(isScreenshotQuery('?screenshot=false')).toBe(false);
    expect(isScreenshotQuery('?screenshot=0')).toBe(false);
    expect(MOBILE_QUERY).toBe('(max-width: 432px)');
  });
});

describe('popup record rules (SPEC.md §4)', () => {
  it.each([
    ['no record: shown', {}, null, null],
    ['opened, never closed nor signed up: shown', {}, record(), null],
    ['signed up with showUntilSignup: suppressed', { showUntilSignup: true }, record({ submitted: true }), 'signed-up'],
    ['signed up without showUntilSignup: shown', { showUntilSignup: false }, record({ submitted: true }), null],
    ['signed up and closed just now without showUntilSignup: frequency applies', {}, record({ submitted: true, dateClosed: NOW - 1000 }), 'closed-recently'],
    ['closed an hour ago, once a day: suppressed', {}, record({ dateClosed: NOW - 3_600_000 }), 'closed-recently'],
    ['closed exactly a day ago, once a day: shown', {}, record({ dateClosed: NOW - DAY_MS }), null],
    ['closed 6 days ago, once a week: suppressed', { displayFrequency: 7 }, record({ dateClosed: NOW - 6 * DAY_MS }), 'closed-recently'],
    ['closed 8 days ago, once a week: shown', { displayFrequency: 7 }, record({ dateClosed: NOW - 8 * DAY_MS }), null],
    ['frequency 0: shown on the next page', { displayFrequency: 0 }, record({ dateClosed: NOW }), null],
    ['frequency -1: never again after closing', { displayFrequency: -1 }, record({ dateClosed: NOW - 1000 * DAY_MS }), 'closed-for-good'],
    ['frequency -1, never closed: shown', { displayFrequency: -1 }, record(), null],
    ['a record of an older version is ignored', { displayFrequency: -1, showUntilSignup: true }, record({ version: 1, submitted: true, dateClosed: NOW }), null],
    ['a record of the same version applies', { displayFrequency: -1 }, record({ version: 2, dateClosed: NOW }), 'closed-for-good'],
    ['a record of a newer version applies', { displayFrequency: -1 }, record({ version: 5, dateClosed: NOW }), 'closed-for-good'],
    ['fractional frequency: 12 hours', { displayFrequency: 0.5 }, record({ dateClosed: NOW - 11 * 3_600_000 }), 'closed-recently'],
    ['a close in the future (clock change) still suppresses', {}, record({ dateClosed: NOW + 3_600_000 }), 'closed-recently'],
  ] as const)('%s', (_name, over, rec, expected) => {
    expect(recordSuppression(settings(over), rec, NOW)).toBe(expected);
  });

  it('combines page and record rules, page first', () => {
    const rec = record({ dateClosed: NOW });
    expect(popupSuppression(settings(), page({ screenshot: true }), rec, NOW)).toBe('screenshot');
    expect(popupSuppression(settings(), page(), rec, NOW)).toBe('closed-recently');
    expect(popupSuppression(settings(), page(), null, NOW)).toBe(null);
  });

  it('property: with a record of this version, it is suppressed exactly while less than displayFrequency days have passed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: -10 * DAY_MS, max: 4000 * DAY_MS }),
        (closed, days, elapsed) => {
          const s = settings({ displayFrequency: days });
          const reason = recordSuppression(s, record({ dateClosed: closed }), closed + elapsed);
          expect(reason === 'closed-recently').toBe(elapsed < days * DAY_MS);
          expect(reopensAt(s, record({ dateClosed: closed }))).toBe(closed + days * DAY_MS);
        },
      ),
    );
  });

  it('property: negative frequencies never show again after a close, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: -1 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.nat(), (days, closed, later) => {
        expect(recordSuppression(settings({ displayFrequency: days }), record({ dateClosed: closed }), closed + later)).toBe('closed-for-good');
      }),
    );
  });

  it('property: an older record never suppresses, a missing one neither', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), fc.boolean(), fc.option(fc.nat()), (configured, submitted, untilSignup, closed) => {
        const s = settings({ version: configured, showUntilSignup: untilSignup, displayFrequency: -1 });
        expect(recordSuppression(s, record({ version: configured - 1, submitted, dateClosed: closed }), NOW)).toBe(null);
        expect(recordSuppression(s, null, NOW)).toBe(null);
      }),
    );
  });

  it('counts days as 24 hours of UTC time across daylight-saving changes', () => {
    // New York springs forward on 10 March 2024 at 02:00: noon on the 9th (EST, 17:00 UTC)
    // to noon on the 10th (EDT, 16:00 UTC) is 23 hours, less than a day.
    const closed = Date.parse('2024-03-09T12:00:00-05:00');
    const nextNoon = Date.parse('2024-03-10T12:00:00-04:00');
    expect(nextNoon - closed).toBe(23 * 3_600_000);
    const s = settings({ displayFrequency: 1 });
    expect(recordSuppression(s, record({ dateClosed: closed }), nextNoon)).toBe('closed-recently');
    expect(recordSuppression(s, record({ dateClosed: closed }), nextNoon + 3_600_000)).toBe(null);
    // Falling back on 3 November 2024: noon to noon is 25 hours, more than a day.
    const closedInFall = Date.parse('2024-11-02T12:00:00-04:00');
    const nextNoonInFall = Date.parse('2024-11-03T12:00:00-05:00');
    expect(recordSuppression(s, record({ dateClosed: closedInFall }), nextNoonInFall - 3_600_000)).toBe(null);
  });
});

describe('scrolledPercent', () => {
  it('measures the distance the page can scroll', () => {
    expect(scrolledPercent(0, 800, 2800)).toBe(0);
    expect(scrolledPercent(500, 800, 2800)).toBe(25);
    expect(scrolledPercent(2000, 800, 2800)).toBe(100);
    expect(scrolledPercent(5000, 800, 2800)).toBe(100);
    expect(scrolledPercent(-50, 800, 2800)).toBe(0);
    expect(scrolledPercent(0, 800, 800)).toBe(100);
    expect(scrolledPercent(0, 800, 600)).toBe(100);
  });

  it('an infinite offset over an infinite range is the top, not NaN (fast-check found it)', () => {
    expect(scrolledPercent(Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, 0)).toBe(0);
  });

  it('property: always within 0-100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), fc.double({ noNaN: true }), (top, view, height) => {
        const p = scrolledPercent(top, view, height);
        expect(p >= 0 && p <= 100).toBe(true);
      }),
    );
  });
});
