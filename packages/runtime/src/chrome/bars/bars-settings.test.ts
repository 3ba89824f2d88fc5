import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mobileBarHasContent, readAnnouncementSettings, readBadgeSettings, readMobileBarSettings } from './bars-settings';

describe('readMobileBarSettings', () => {
  const site = {
    contactPhoneNumber: '+1 (555) 010-2030',
    contactEmail: 'hello@example.com',
    location: { addressTitle: 'Harbour Café', addressLine1: '1 Quay St', addressLine2: '', addressCountry: 'NZ' },
    businessHours: { monday: { text: '9:00 - 17:00' }, tuesday: { text: '' }, sunday: { text: 'Closed' } },
  };

  it('takes the site contact data behind the enabled flags', () => {
    const s = readMobileBarSettings(
      { style: 1, isContactEmailEnabled: true, isContactPhoneNumberEnabled: true, isLocationEnabled: true, isBusinessHoursEnabled: true },
      site,
    );
    expect(s).toEqual({
      style: '1',
      enabled: true,
      text: '',
      phone: '+1 (555) 010-2030',
      email: 'hello@example.com',
      location: 'Harbour Café, 1 Quay St, NZ',
      hours: [
        { day: 0, text: '9:00 - 17:00' },
        { day: 6, text: 'Closed' },
      ],
      link: null,
    });
  });

  it('leaves out what its flag turns off, and prefers the bar’s own data', () => {
    const s = readMobileBarSettings(
      { style: 'light', isContactEmailEnabled: false, isBusinessHoursEnabled: false, phone: '0800 1234', location: 'Pier 4', text: 'Open late', link: { url: '/book', text: 'Book' } },
      site,
    );
    expect(s).toMatchObject({ email: '', hours: [], phone: '0800 1234', location: 'Pier 4', text: 'Open late', link: { url: '/book', text: 'Book' } });
    expect(readMobileBarSettings({ style: 1, link: 'https://x.example', businessHours: 'Daily 8-6' }).link).toEqual({ url: 'https://x.example', text: '' });
    expect(readMobileBarSettings({ style: 1, businessHours: 'Daily 8-6' }).hours).toEqual([{ day: null, text: 'Daily 8-6' }]);
  });

  it('knows when it has nothing to show', () => {
    expect(mobileBarHasContent(readMobileBarSettings({ style: 1 }))).toBe(false);
    expect(mobileBarHasContent(readMobileBarSettings({ style: 1, isContactPhoneNumberEnabled: false }, site))).toBe(true);
    expect(
      mobileBarHasContent(
        readMobileBarSettings(
          { style: 1, isContactPhoneNumberEnabled: false, isContactEmailEnabled: false, isLocationEnabled: false, isBusinessHoursEnabled: false },
          site,
        ),
      ),
    ).toBe(false);
    for (const over of [{ text: 'Hi' }, { link: '/x' }, { phone: '1' }, { email: 'a@b.c' }, { location: 'X' }, { businessHours: 'Daily' }]) {
      expect(mobileBarHasContent(readMobileBarSettings({ style: 1, ...over }))).toBe(true);
    }
  });

  it('is off with no style, whatever else is set', () => {
    for (const style of [undefined, null, '', 0, 'none', 'NONE']) {
      expect(readMobileBarSettings({ style, phone: '123' }, site).enabled).toBe(false);
    }
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (raw, site) => {
        const s = readMobileBarSettings(raw, site);
        expect(Array.isArray(s.hours)).toBe(true);
      }),
    );
  });
});

describe('readBadgeSettings', () => {
  it.each([
    [undefined, false],
    [null, false],
    [0, false],
    [1, false],
    ['1', false],
    ['none', false],
    ['NONE', false],
    [2, true],
    [3, true],
    ['light', true],
    ['DARK', true],
  ] as const)('ssBadgeType %s → shown %s', (type, enabled) => {
    expect(readBadgeSettings({ ssBadgeType: type }).enabled).toBe(enabled);
  });

  it('reads position 1-4 and the dark look, defaulting to bottom right and light', () => {
    expect(readBadgeSettings({ ssBadgeType: 3, ssBadgePosition: 1 })).toEqual({ type: '3', enabled: true, theme: 'dark', position: 'top-left' });
    expect(readBadgeSettings({ ssBadgeType: 2, ssBadgePosition: 2 }).position).toBe('top-right');
    expect(readBadgeSettings({ ssBadgeType: 2, ssBadgePosition: 3 }).position).toBe('bottom-left');
    expect(readBadgeSettings({ ssBadgeType: 2, ssBadgePosition: '4' }).position).toBe('bottom-right');
    for (const position of [undefined, 0, 5, 2.5, 'x']) {
      expect(readBadgeSettings({ ssBadgeType: 2, ssBadgePosition: position })).toMatchObject({ position: 'bottom-right', theme: 'light' });
    }
    expect(readBadgeSettings({ ssBadgeType: 'dark' }).theme).toBe('dark');
  });
});

describe('readAnnouncementSettings', () => {
  it('reads text and the click-through', () => {
    expect(
      readAnnouncementSettings({
        announcementBarSettings: { style: 1, text: '<p>Free delivery</p>', clickthroughUrl: { url: '/shop', newWindow: true } },
      }),
    ).toEqual({ html: '<p>Free delivery</p>', hasText: true, url: '/shop', newWindow: true });
  });

  it('knows markup without text is no text', () => {
    for (const text of ['', '   ', '<p></p>', '<p class="x" style="white-space:pre-wrap;"> </p>', '<p>&nbsp;</p>', '<br>']) {
      expect(readAnnouncementSettings({ announcementBarSettings: { text } }).hasText, text).toBe(false);
    }
    expect(readAnnouncementSettings({}).hasText).toBe(false);
    expect(readAnnouncementSettings({ announcementBarSettings: 'x' }).hasText).toBe(false);
    expect(readAnnouncementSettings({ announcementBarSettings: { text: 'plain' } })).toMatchObject({ hasText: true, url: '', newWindow: false });
  });
});
