import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNoneStyle } from './none-style';
import { DEFAULT_DISPLAY_FREQUENCY_DAYS, readPopupSettings } from './popup-settings';

describe('readPopupSettings', () => {
  it('reads a platform page context as given', () => {
    const s = readPopupSettings({
      style: 1,
      showOnScroll: false,
      scrollPercentage: 25,
      showOnTimer: true,
      timerDelay: 0,
      showUntilSignup: false,
      displayFrequency: 1,
      enableMobile: true,
      enabledPages: ['home', 'about'],
      showOnAllPages: true,
      version: 2,
    });
    expect(s).toMatchObject({
      style: '1',
      enabled: true,
      version: 2,
      displayFrequency: 1,
      showUntilSignup: false,
      enableMobile: true,
      showOnTimer: true,
      timerDelayMs: 0,
      showOnScroll: false,
      scrollPercentage: 25,
      showOnAllPages: true,
      enabledPages: ['home', 'about'],
      title: '',
      body: '',
      form: null,
    });
  });

  it('gives defaults for a missing object, and a popup with no style is none', () => {
    for (const raw of [undefined, null, 'x', 3, [], {}]) {
      const s = readPopupSettings(raw);
      expect(s.enabled).toBe(false);
      expect(s.style).toBe('none');
      expect(s.displayFrequency).toBe(DEFAULT_DISPLAY_FREQUENCY_DAYS);
      expect(s.enableMobile).toBe(true);
      expect(s.showOnAllPages).toBe(true);
      expect(s.version).toBe(0);
    }
  });

  it('accepts numeric and boolean strings and aliases, and drops wrong types', () => {
    const s = readPopupSettings({
      style: 'dark',
      version: '3',
      displayFrequency: '-1',
      showUntilSignup: 'true',
      mobileEnabled: false,
      timerDelay: -50,
      scrollPercentage: 250,
      enabledPages: ['a', 1, null, 'b'],
      title: '  Hello  ',
      text: 'Body text',
      newsletterForm: '{"formId":"n1","fields":[]}',
    });
    expect(s).toMatchObject({
      style: 'dark',
      enabled: true,
      version: 3,
      displayFrequency: -1,
      showUntilSignup: true,
      enableMobile: false,
      timerDelayMs: 0,
      scrollPercentage: 100,
      enabledPages: ['a', 'b'],
      title: 'Hello',
      body: 'Body text',
      form: { formId: 'n1', fields: [] },
    });
    expect(readPopupSettings({ style: 1, version: 'x', displayFrequency: NaN, form: '{nope' })).toMatchObject({
      version: 0,
      displayFrequency: DEFAULT_DISPLAY_FREQUENCY_DAYS,
      form: null,
    });
    expect(readPopupSettings({ style: 1, form: { formId: 'f' } }).form).toEqual({ formId: 'f' });
  });

  it('treats absent, empty, 0 and "none" in any case as no style', () => {
    for (const none of [undefined, null, '', '  ', 0, 'none', 'NONE', ' None ', NaN, Infinity, {}, [], true]) {
      expect(isNoneStyle(none), String(none)).toBe(true);
    }
    for (const style of [1, 2, 7, '1', 'light', 'banner']) expect(isNoneStyle(style), String(style)).toBe(false);
  });

  it('never throws, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const s = readPopupSettings(raw);
        expect(Number.isFinite(s.version) && Number.isFinite(s.displayFrequency)).toBe(true);
        expect(s.timerDelayMs).toBeGreaterThanOrEqual(0);
        expect(s.scrollPercentage).toBeGreaterThanOrEqual(0);
        expect(s.scrollPercentage).toBeLessThanOrEqual(100);
      }),
    );
  });
});
