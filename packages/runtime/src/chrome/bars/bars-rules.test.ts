import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TemplateVersion } from '../../contracts/enums';
import { BADGELESS_TEMPLATE, badgeVisible, hasAnnouncementText, isBadgeTypeNone, mobileBarWanted } from './bars-rules';
// What arm-bars.ts decides once loaded (moved with it out of every page's chunk).
import { announcementBarVisible, isLoggedIn, MOBILE_BAR_QUERY, mobileBarVisible } from './arm-bars-rules';

describe('mobile information bar (SPEC.md §4, §9)', () => {
  it.each([
    ['on a phone', 1, 390, true],
    ['at 800 px', 1, 800, true],
    ['at exactly 1024 px', 1, 1024, true],
    ['not at 1025 px', 1, 1025, false],
    ['not at 1200 px', 1, 1200, false],
    ['with a named style', 'light', 800, true],
    ['not with style none', 'none', 800, false],
    ['not with style NONE', 'NONE', 800, false],
    ['not with style 0', 0, 800, false],
    ['not with an empty style', '', 800, false],
    ['not without a style', undefined, 800, false],
    ['not with a null style', null, 800, false],
  ] as const)('%s', (_name, style, width, expected) => {
    expect(mobileBarVisible(style, width)).toBe(expected);
  });

  it('matches its media query and is wanted whenever it could show', () => {
    expect(MOBILE_BAR_QUERY).toBe('(max-width: 1024px)');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.oneof(fc.jsonValue(), fc.constant(undefined)), (width, style) => {
        expect(mobileBarVisible(style, width)).toBe(mobileBarWanted(style) && width <= 1024);
      }),
    );
  });
});

describe('badge (SPEC.md §4)', () => {
  it.each([
    ['7', 2, true],
    ['8', 2, true],
    ['8', 'light', true],
    ['7.1', 2, false],
    [' 7.1 ', 2, false],
    ['7', 1, false],
    ['7', '1', false],
    ['8', 'none', false],
    ['8', 0, false],
    ['7', undefined, false],
    ['7', null, false],
  ] as const)('template %s, type %s → %s', (version, type, expected) => {
    expect(badgeVisible(version, type)).toBe(expected);
  });

  it('property: never on 7.1, and elsewhere exactly when the type is not none', () => {
    fc.assert(
      fc.property(fc.constantFrom('7', '7.1', '8', ''), fc.oneof(fc.jsonValue(), fc.constant(undefined)), (version, type) => {
        expect(badgeVisible(version, type)).toBe(version !== '7.1' && !isBadgeTypeNone(type));
      }),
    );
  });
});

describe('announcement bar (SPEC.md §6)', () => {
  it.each([
    ['shown when the page says so', true, false, true, true],
    ['always for a logged-in site user', false, true, true, true],
    ['not for a visitor when the page does not say so', false, false, true, false],
    ['never without text', true, true, false, false],
  ] as const)('%s', (_name, show, loggedIn, hasText, expected) => {
    expect(announcementBarVisible(show, loggedIn, hasText)).toBe(expected);
  });

  it('knows markup without text is no text', () => {
    for (const html of [undefined, null, 3, '', '   ', '<p></p>', '<p class="x" style="white-space:pre-wrap;"> </p>', '<p>&nbsp;</p>', '<br>']) {
      expect(hasAnnouncementText(html), String(html)).toBe(false);
    }
    expect(hasAnnouncementText('<p>Free delivery</p>')).toBe(true);
    expect(hasAnnouncementText('plain')).toBe(true);
  });

  it('knows a logged-in site user by an authenticated account or a site-user session', () => {
    expect(isLoggedIn(null, null)).toBe(false);
    expect(isLoggedIn(undefined, '')).toBe(false);
    expect(isLoggedIn({ id: 'a' }, null)).toBe(true);
    expect(isLoggedIn(null, 'xsrf-token')).toBe(true);
  });
});

describe('BADGELESS_TEMPLATE', () => {
  it('is the coded list’s template 7.1', () => {
    expect(BADGELESS_TEMPLATE).toBe(TemplateVersion.V7_1);
  });
});
