import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingCookiesAllowed, type Consent } from './consent-policy';
import { consentEvents } from './consent.events';
import { consentPlan, gpcSignal, isScreenshotQuery, type ConsentPlanInput } from './consent-policy';
// The embeds' rule lives with the embeds' gate (only they load it), beside the policy it builds on.
import { thirdPartyAllowedFor } from './consent-gate';

const consents: Consent[] = ['granted', 'declined', 'unknown'];
const planInput = fc.record({
  enabled: fc.boolean(),
  restrictive: fc.boolean(),
  consent: fc.constantFrom(...consents),
  gpc: fc.boolean(),
  screenshot: fc.boolean(),
});
const base: ConsentPlanInput = { enabled: true, restrictive: false, consent: 'unknown', gpc: false, screenshot: false };
const plan = (over: Partial<ConsentPlanInput>) => consentPlan({ ...base, ...over });

describe('the consent event', () => {
  it('keeps its published name (analytics-page.ts and embeds listen for it)', () => {
    expect(Object.keys(consentEvents)).toEqual(['sqs-consent-change']);
    expect(consentEvents['sqs-consent-change'].on).toBe('window');
  });
});

describe('isScreenshotQuery', () => {
  it.each([
    ['?screenshot', true],
    ['?screenshot=', true],
    ['?screenshot=true', true],
    ['?screenshot=1', true],
    ['screenshot=yes', true],
    ['?a=1&screenshot=true&b=2', true],
    ['?screenshot=false', false],
    ['?screenshot=%30', false],
    ['?screenshot=0', false],
    ['', false],
    ['?', false],
    ['?screenshots=true', false],
    ['?xscreenshot=true', false],
    ['?a=screenshot', false],
    ['?Screenshot=true', false],
  ])('%s → %s', (search, expected) => {
    expect(isScreenshotQuery(search)).toBe(expected);
  });

  it('property: present with any value but false or 0 (first value decides)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('screenshot', 'a', 'b'), fc.constantFrom('', '1', 'true', 'false', '0', 'x')), { maxLength: 4 }), (pairs) => {
        const search = `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
        const value = new URLSearchParams(search).get('screenshot');
        expect(isScreenshotQuery(search)).toBe(value !== null && value !== 'false' && value !== '0');
      }),
    );
  });
});

describe('gpcSignal', () => {
  it('is true only for navigator.globalPrivacyControl === true', () => {
    expect(gpcSignal({ navigator: { globalPrivacyControl: true } })).toBe(true);
    for (const value of [false, 'true', 1, undefined, null]) expect(gpcSignal({ navigator: { globalPrivacyControl: value } })).toBe(false);
    expect(gpcSignal({ navigator: undefined })).toBe(false);
    expect(gpcSignal({})).toBe(false);
  });

  it('never throws', () => {
    const hostile = {
      get navigator(): unknown {
        throw new Error('denied');
      },
    };
    expect(gpcSignal(hostile)).toBe(false);
  });
});

describe('consentPlan: SPEC.md §4 "Cookie banner", §9 "Cookies", issue 6 GPC', () => {
  it('shows the banner when enabled with no stored decision', () => {
    expect(plan({})).toEqual({ show: true, clear: false });
  });

  it('hides it when disabled, in screenshot mode, or after a decision', () => {
    expect(plan({ enabled: false }).show).toBe(false);
    expect(plan({ screenshot: true }).show).toBe(false);
    expect(plan({ consent: 'granted' }).show).toBe(false);
    expect(plan({ consent: 'declined' }).show).toBe(false);
  });

  it('under a restrictive policy without consent, clears the cookies (and still asks)', () => {
    expect(plan({ restrictive: true })).toEqual({ show: true, clear: true });
    expect(plan({ restrictive: true, consent: 'declined' })).toEqual({ show: false, clear: true });
    expect(plan({ restrictive: true, consent: 'granted' })).toEqual({ show: false, clear: false });
    expect(plan({ restrictive: true, enabled: false })).toEqual({ show: false, clear: true });
    expect(plan({ restrictive: true, screenshot: true })).toEqual({ show: false, clear: true });
  });

  it('GPC under a restrictive policy is a decline: cookies cleared even after an accept, no banner', () => {
    expect(plan({ restrictive: true, gpc: true })).toEqual({ show: false, clear: true });
    expect(plan({ restrictive: true, gpc: true, consent: 'granted' })).toEqual({ show: false, clear: true });
  });

  it('GPC without a restrictive policy changes nothing (and is never consent)', () => {
    expect(plan({ gpc: true })).toEqual({ show: true, clear: false });
  });

  it('property: the whole table', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const out = consentPlan(input);
        expect(out.show).toBe(input.enabled && !input.screenshot && input.consent === 'unknown' && !(input.restrictive && input.gpc));
        expect(out.clear).toBe(input.restrictive && (input.consent !== 'granted' || input.gpc));
        // Never clears when the analytics gate would allow the tracking cookies.
        if (out.clear) expect(trackingCookiesAllowed(input)).toBe(false);
        else if (input.restrictive) expect(trackingCookiesAllowed(input)).toBe(true);
      }),
    );
  });
});

describe('thirdPartyAllowedFor', () => {
  it.each([
    // restrictive: only with consent and no GPC
    [true, 'granted', false, true],
    [true, 'granted', true, false],
    [true, 'unknown', false, false],
    [true, 'unknown', true, false],
    [true, 'declined', false, false],
    [true, 'declined', true, false],
    // otherwise: unless declined
    [false, 'granted', false, true],
    [false, 'granted', true, true],
    [false, 'unknown', false, true],
    [false, 'unknown', true, true],
    [false, 'declined', false, false],
    [false, 'declined', true, false],
  ] as const)('restrictive %s, consent %s, GPC %s → %s', (restrictive, consent, gpc, expected) => {
    expect(thirdPartyAllowedFor({ restrictive, consent, gpc })).toBe(expected);
  });

  it('property: never more permissive than the analytics gate, never allowed after a decline', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...consents), fc.boolean(), (restrictive, consent, gpc) => {
        const allowed = thirdPartyAllowedFor({ restrictive, consent, gpc });
        if (allowed) expect(trackingCookiesAllowed({ restrictive, consent, gpc })).toBe(true);
        if (consent === 'declined') expect(allowed).toBe(false);
      }),
    );
  });
});
