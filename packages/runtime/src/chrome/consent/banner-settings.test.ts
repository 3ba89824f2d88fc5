import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPageContext, normalisePageContext } from '../../page/page-context';
import { cookiePolicy } from '../../consent/consent-policy';
import {
  ACCEPT_TYPES,
  BANNER_THEMES,
  BANNER_VARIANTS,
  BAR_POSITIONS,
  bannerSettings,
  CTA_VARIANTS,
  declineAllowed,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  normaliseBannerSettings,
  normalisePosition,
  POPUP_POSITIONS,
  textOr,
} from './banner-settings';

const ALL_POSITIONS = [...BAR_POSITIONS, ...POPUP_POSITIONS];
/** Anything a page context might carry instead of a valid code. */
const junk = fc.oneof(
  fc.string(),
  fc.constantFrom('bar', 'popup', 'light', 'dark', 'button', 'icon', 'opt_in', 'top', ' TOP', 'TOP ', 'MIDDLE', ''),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const anyValue = fc.oneof(junk, fc.constantFrom<unknown>(...BANNER_VARIANTS, ...ALL_POSITIONS, ...BANNER_THEMES, ...CTA_VARIANTS, ...ACCEPT_TYPES));

describe('SPEC.md §9 default banner texts', () => {
  it('are the spec texts, verbatim', () => {
    expect(DEFAULT_ACCEPT_TEXT).toBe('Accept');
    expect(DEFAULT_DECLINE_TEXT).toBe('Decline');
    expect(DEFAULT_BANNER_TEXT).toBe(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
  });
});

describe('normaliseBannerSettings: SPEC.md §5 "Cookie banner defaults"', () => {
  it('fills every field of empty settings with the defaults', () => {
    expect(normaliseBannerSettings({})).toEqual({
      enabled: false,
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
      text: DEFAULT_BANNER_TEXT,
      acceptText: 'Accept',
      declineText: 'Decline',
      showDecline: false,
      restrictive: false,
      analyticsCookiesDisabled: false,
    });
  });

  it('keeps valid settings as given', () => {
    expect(
      normaliseBannerSettings({
        isCookieBannerEnabled: true,
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerText: 'We bake cookies.',
        cookieBannerCtaText: 'Fine',
        cookieBannerOptOutCtaText: 'No thanks',
        isRestrictiveCookiePolicyEnabled: true,
        isAnalyticsCookiesDisabled: true,
      }),
    ).toEqual({
      enabled: true,
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      theme: 'LIGHT',
      ctaVariant: 'BUTTON',
      acceptType: 'OPT_IN_AND_OUT',
      text: 'We bake cookies.',
      acceptText: 'Fine',
      declineText: 'No thanks',
      showDecline: true,
      restrictive: true,
      analyticsCookiesDisabled: true,
    });
  });

  it.each([
    ['cookieBannerVariant', 'variant', 'BAR', ['POPUP', 'BAR']],
    ['cookieBannerTheme', 'theme', 'DARK', ['LIGHT', 'DARK']],
    ['cookieBannerCtaVariant', 'ctaVariant', 'ICON', ['TEXT', 'BUTTON', 'ICON']],
    ['cookieBannerAcceptType', 'acceptType', 'OPT_IN', ['OPT_IN', 'OPT_IN_AND_OUT']],
  ] as const)('%s: unknown or empty becomes %s… (%s)', (field, key, fallback, valid) => {
    for (const value of valid) expect(normaliseBannerSettings({ [field]: value })[key]).toBe(value);
    for (const value of ['', undefined, null, 'bar', 'light', 'icon', 'opt_in', 'UNKNOWN', 3, true, {}, []]) {
      expect(normaliseBannerSettings({ [field]: value })[key], `${field} ${String(value)}`).toBe(fallback);
    }
  });

  it.each([
    ['cookieBannerText', 'text', DEFAULT_BANNER_TEXT],
    ['cookieBannerCtaText', 'acceptText', 'Accept'],
    ['cookieBannerOptOutCtaText', 'declineText', 'Decline'],
  ] as const)('%s: empty text is replaced by the default', (field, key, fallback) => {
    for (const value of ['', '   ', '\n\t', undefined, null, 42, false, ['x'], { text: 'x' }]) {
      expect(normaliseBannerSettings({ [field]: value })[key]).toBe(fallback);
    }
    expect(normaliseBannerSettings({ [field]: 'Ours' })[key]).toBe('Ours');
    expect(normaliseBannerSettings({ [field]: '  Ours  ' })[key]).toBe('Ours');
    // Plain text: markup is kept as characters, never read as HTML.
    expect(normaliseBannerSettings({ [field]: '<b>x</b>' })[key]).toBe('<b>x</b>');
  });

  it('uses the given (translated) default texts', () => {
    const s = normaliseBannerSettings({}, { text: 'Wir nutzen Cookies.', accept: 'Annehmen', decline: 'Ablehnen' });
    expect([s.text, s.acceptText, s.declineText]).toEqual(['Wir nutzen Cookies.', 'Annehmen', 'Ablehnen']);
    expect(normaliseBannerSettings({ cookieBannerCtaText: 'OK' }, { text: 't', accept: 'a', decline: 'd' }).acceptText).toBe('OK');
  });

  it('is enabled only by isCookieBannerEnabled === true', () => {
    expect(normaliseBannerSettings({ isCookieBannerEnabled: true }).enabled).toBe(true);
    for (const value of [false, 'true', 1, null, undefined]) expect(normaliseBannerSettings({ isCookieBannerEnabled: value }).enabled).toBe(false);
  });

  it('reads the restrictive policy exactly as the analytics gate does', () => {
    const flags = fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant('true'), fc.constant(1));
    fc.assert(
      fc.property(flags, flags, flags, (enabled, absolute, noCookies) => {
        const raw = { isRestrictiveCookiePolicyEnabled: enabled, isRestrictiveCookiePolicyAbsolute: absolute, isAnalyticsCookiesDisabled: noCookies };
        const context = normalisePageContext({ websiteSettings: { cookieSettings: raw } });
        const ours = bannerSettings(context);
        const theirs = cookiePolicy(context);
        expect(ours.restrictive).toBe(theirs.restrictive);
        expect(ours.analyticsCookiesDisabled).toBe(theirs.analyticsCookiesDisabled);
        expect(ours.restrictive).toBe(enabled === true || absolute === true);
      }),
    );
  });

  it('reads the settings from a page context, and defaults without any', () => {
    expect(bannerSettings(defaultPageContext())).toEqual(normaliseBannerSettings({}));
    const context = normalisePageContext({ websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' } } });
    expect(bannerSettings(context)).toMatchObject({ enabled: true, variant: 'POPUP', position: 'BOTTOM_LEFT' });
  });
});

describe('normalisePosition: SPEC.md §5', () => {
  it.each([
    // bar: TOP/BOTTOM kept; a top popup corner becomes TOP; anything else BOTTOM
    ['BAR', 'TOP', 'TOP'],
    ['BAR', 'BOTTOM', 'BOTTOM'],
    ['BAR', 'TOP_LEFT', 'TOP'],
    ['BAR', 'TOP_RIGHT', 'TOP'],
    ['BAR', 'BOTTOM_LEFT', 'BOTTOM'],
    ['BAR', 'BOTTOM_RIGHT', 'BOTTOM'],
    ['BAR', '', 'BOTTOM'],
    ['BAR', undefined, 'BOTTOM'],
    ['BAR', 'top', 'BOTTOM'],
    ['BAR', 'CENTER', 'BOTTOM'],
    // popup: corners kept; TOP/BOTTOM map to the left corner; anything else BOTTOM_LEFT
    ['POPUP', 'TOP_LEFT', 'TOP_LEFT'],
    ['POPUP', 'TOP_RIGHT', 'TOP_RIGHT'],
    ['POPUP', 'BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['POPUP', 'BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['POPUP', 'TOP', 'TOP_LEFT'],
    ['POPUP', 'BOTTOM', 'BOTTOM_LEFT'],
    ['POPUP', '', 'BOTTOM_LEFT'],
    ['POPUP', null, 'BOTTOM_LEFT'],
    ['POPUP', 'top_left', 'BOTTOM_LEFT'],
    ['POPUP', 7, 'BOTTOM_LEFT'],
  ] as const)('%s at %s → %s', (variant, position, expected) => {
    expect(normalisePosition(variant, position)).toBe(expected);
    // Through the whole normaliser too.
    expect(normaliseBannerSettings({ cookieBannerVariant: variant, cookieBannerPosition: position }).position).toBe(expected);
  });

  it('property: a bar is always at TOP or BOTTOM, a popup always in a corner', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (variant, position) => {
        const s = normaliseBannerSettings({ cookieBannerVariant: variant, cookieBannerPosition: position });
        if (s.variant === 'BAR') expect(BAR_POSITIONS).toContain(s.position);
        else expect(POPUP_POSITIONS).toContain(s.position);
      }),
    );
  });

  it('property: a valid position for the variant is kept; a top one stays at the top', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BANNER_VARIANTS), fc.constantFrom(...ALL_POSITIONS), (variant, position) => {
        const out = normalisePosition(variant, position);
        const valid = variant === 'BAR' ? (BAR_POSITIONS as readonly string[]) : (POPUP_POSITIONS as readonly string[]);
        if (valid.includes(position)) expect(out).toBe(position);
        expect(out.startsWith('TOP')).toBe(position.startsWith('TOP'));
        if (variant === 'POPUP') expect(out.endsWith('RIGHT')).toBe(position.endsWith('RIGHT'));
      }),
    );
  });

  it('property: normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BANNER_VARIANTS), anyValue, (variant, position) => {
        const once = normalisePosition(variant, position);
        expect(normalisePosition(variant, once)).toBe(once);
      }),
    );
  });
});

describe('the decline button: SPEC.md §5', () => {
  it.each([
    ['OPT_IN', 'TEXT', false],
    ['OPT_IN', 'BUTTON', false],
    ['OPT_IN', 'ICON', false],
    ['OPT_IN_AND_OUT', 'TEXT', true],
    ['OPT_IN_AND_OUT', 'BUTTON', true],
    ['OPT_IN_AND_OUT', 'ICON', false],
  ] as const)('%s with %s: %s', (acceptType, ctaVariant, shown) => {
    expect(declineAllowed(acceptType, ctaVariant)).toBe(shown);
    expect(normaliseBannerSettings({ cookieBannerAcceptType: acceptType, cookieBannerCtaVariant: ctaVariant }).showDecline).toBe(shown);
  });

  it('property: shown exactly for OPT_IN_AND_OUT with a CTA variant that is not ICON (after defaults)', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (acceptType, ctaVariant) => {
        const s = normaliseBannerSettings({ cookieBannerAcceptType: acceptType, cookieBannerCtaVariant: ctaVariant });
        expect(s.showDecline).toBe(acceptType === 'OPT_IN_AND_OUT' && (ctaVariant === 'TEXT' || ctaVariant === 'BUTTON'));
      }),
    );
  });
});

describe('properties of the whole normaliser', () => {
  const settings = fc.record(
    {
      isCookieBannerEnabled: anyValue,
      cookieBannerVariant: anyValue,
      cookieBannerPosition: anyValue,
      cookieBannerTheme: anyValue,
      cookieBannerCtaVariant: anyValue,
      cookieBannerAcceptType: anyValue,
      cookieBannerText: anyValue,
      cookieBannerCtaText: anyValue,
      cookieBannerOptOutCtaText: anyValue,
    },
    { requiredKeys: [] },
  );

  it('always yields valid codes and non-empty texts, and never throws', () => {
    fc.assert(
      fc.property(settings, (raw) => {
        const s = normaliseBannerSettings(raw);
        expect(BANNER_VARIANTS).toContain(s.variant);
        expect(BANNER_THEMES).toContain(s.theme);
        expect(CTA_VARIANTS).toContain(s.ctaVariant);
        expect(ACCEPT_TYPES).toContain(s.acceptType);
        for (const text of [s.text, s.acceptText, s.declineText]) expect(text.trim()).not.toBe('');
      }),
    );
  });

  it('is a fixed point: normalising its own output (as raw settings) changes nothing', () => {
    fc.assert(
      fc.property(settings, (raw) => {
        const s = normaliseBannerSettings(raw);
        const again = normaliseBannerSettings({
          isCookieBannerEnabled: s.enabled,
          cookieBannerVariant: s.variant,
          cookieBannerPosition: s.position,
          cookieBannerTheme: s.theme,
          cookieBannerCtaVariant: s.ctaVariant,
          cookieBannerAcceptType: s.acceptType,
          cookieBannerText: s.text,
          cookieBannerCtaText: s.acceptText,
          cookieBannerOptOutCtaText: s.declineText,
        });
        expect(again).toEqual(s);
      }),
    );
  });

  it('textOr: a non-blank string (trimmed), else the fallback', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const out = textOr(value, 'F');
        if (typeof value === 'string' && value.trim() !== '') expect(out).toBe(value.trim());
        else expect(out).toBe('F');
      }),
    );
  });
});
