import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ID_COOKIE,
  CONSENT_COOKIE,
  POPUP_DATE_CLOSED,
  POPUP_SUBMITTED,
  POPUP_VERSION,
  RESTRICTED_COOKIES,
  SS_ANALYTICS_EXPIRATION,
  SS_ANALYTICS_ID,
  SS_CVR_COOKIE,
  SS_CVT_COOKIE,
  SS_HAS_LANDED,
  SS_IS_FIRST_SESSION,
  SS_SESSION_ID,
} from './storage-keys';
import type { CookieSpec } from './storage-keys';

const DAY_S = 86_400;
const ALL_COOKIES: CookieSpec[] = [SS_CVR_COOKIE, SS_CVT_COOKIE, ANALYTICS_ID_COOKIE, CONSENT_COOKIE];

describe('cookie lifetimes (SPEC.md §9 "Cookies")', () => {
  it('ss_cvr lives 2 years', () => {
    expect(SS_CVR_COOKIE.name).toBe('ss_cvr');
    expect(SS_CVR_COOKIE.maxAgeS).toBe(730 * DAY_S);
    expect(SS_CVR_COOKIE.maxAgeS).toBe(63_072_000);
  });

  it('ss_cvt lives 30 minutes', () => {
    expect(SS_CVT_COOKIE.name).toBe('ss_cvt');
    expect(SS_CVT_COOKIE.maxAgeS).toBe(1800);
    expect(SS_CVT_COOKIE.maxAgeMs).toBe(1_800_000);
  });

  it('the analytics id lives 390 days, under its storage-key name', () => {
    expect(ANALYTICS_ID_COOKIE.maxAgeS).toBe(390 * DAY_S);
    expect(ANALYTICS_ID_COOKIE.name).toBe(SS_ANALYTICS_ID);
  });

  it('cookie consent lives 30 days at path /', () => {
    expect(CONSENT_COOKIE.name).toBe('ss_cookie_consent');
    expect(CONSENT_COOKIE.maxAgeS).toBe(2_592_000);
    expect(CONSENT_COOKIE.path).toBe('/');
  });

  it('gives every lifetime in seconds and milliseconds, site-wide', () => {
    for (const c of ALL_COOKIES) {
      expect(c.maxAgeMs).toBe(c.maxAgeS * 1000);
      expect(Number.isInteger(c.maxAgeS)).toBe(true);
      expect(c.path).toBe('/');
      expect(c.name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/); // writable cookie tokens
    }
    expect(new Set(ALL_COOKIES.map((c) => c.name)).size).toBe(ALL_COOKIES.length);
  });
});

describe('RESTRICTED_COOKIES', () => {
  it('is the longer SPEC.md §9 list, in order', () => {
    expect(RESTRICTED_COOKIES).toEqual(['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
  });

  it('covers the shorter list given elsewhere in the spec', () => {
    for (const name of ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']) expect(RESTRICTED_COOKIES).toContain(name);
  });

  it('includes the tracking cookies with lifetimes but never the consent cookie', () => {
    expect(RESTRICTED_COOKIES).toContain(SS_CVR_COOKIE.name);
    expect(RESTRICTED_COOKIES).toContain(SS_CVT_COOKIE.name);
    expect(RESTRICTED_COOKIES).not.toContain(CONSENT_COOKIE.name);
  });
});

describe('storage keys (SPEC.md §3)', () => {
  it('are the five named keys', () => {
    expect([SS_ANALYTICS_ID, SS_ANALYTICS_EXPIRATION, SS_SESSION_ID, SS_IS_FIRST_SESSION, SS_HAS_LANDED]).toEqual([
      'SS_ANALYTICS_ID',
      'SS_ANALYTICS_EXPIRATION',
      'SS_SESSION_ID',
      'SS_IS_FIRST_SESSION',
      'SS_HAS_LANDED',
    ]);
  });

  it('names the popup overlay record fields', () => {
    expect([POPUP_DATE_CLOSED, POPUP_VERSION, POPUP_SUBMITTED]).toEqual(['date-closed', 'version', 'submitted']);
  });
});
