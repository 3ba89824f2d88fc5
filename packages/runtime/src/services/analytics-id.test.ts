import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../contracts/storage';
import {
  ANALYTICS_ID_COOKIE,
  SS_ANALYTICS_EXPIRATION,
  SS_ANALYTICS_ID,
  SS_HAS_LANDED,
  SS_IS_FIRST_SESSION,
  SS_SESSION_ID,
} from '../contracts/storage-keys';
import {
  clearAnalyticsStorage,
  clearTrackingCookies,
  isAnalyticsId,
  markLanded,
  newAnalyticsId,
  resolveAnalyticsId,
  resolveSession,
  resolveVisitorCookie,
  SESSION_TIMEOUT_MS,
  STORE_ID_FAILED,
} from './analytics-id';
import { cookieJar, MemoryStorage } from './analytics-test-helpers';

const DAY = 24 * 60 * 60 * 1000;
let clock = 1_700_000_000_000;
const now = () => clock;
let counter = 0;
const newId = () => `generated-${++counter}`;

beforeEach(() => {
  clock = 1_700_000_000_000;
  counter = 0;
});
afterEach(() => vi.restoreAllMocks());

function host() {
  return { document: cookieJar({ now }), localStorage: new MemoryStorage() };
}

describe('resolveAnalyticsId (SPEC.md §4: cookie, then local storage, then memory, else new)', () => {
  it('prefers the cookie', () => {
    const h = host();
    h.document.cookie = `${ANALYTICS_ID_COOKIE.name}=cookie-id-1; Path=/`;
    h.localStorage.setItem(SS_ANALYTICS_ID, 'storage-id-1');
    const memory = { analyticsId: 'memory-id-1' };
    expect(resolveAnalyticsId(h, { allowCookies: true, now, newId, memory })).toEqual({ id: 'cookie-id-1', source: 'cookie' });
    // Written back everywhere, so the media agree next time.
    expect(h.localStorage.getItem(SS_ANALYTICS_ID)).toBe('cookie-id-1');
    expect(memory.analyticsId).toBe('cookie-id-1');
  });

  it('then unexpired local storage', () => {
    const h = host();
    h.localStorage.setItem(SS_ANALYTICS_ID, 'storage-id-1');
    h.localStorage.setItem(SS_ANALYTICS_EXPIRATION, String(clock + 1000));
    expect(resolveAnalyticsId(h, { allowCookies: true, now, newId, memory: {} })).toEqual({ id: 'storage-id-1', source: 'storage' });
    expect(h.document.lastWrite(ANALYTICS_ID_COOKIE.name)).toContain('storage-id-1');
  });

  it('ignores an expired storage entry', () => {
    const h = host();
    h.localStorage.setItem(SS_ANALYTICS_ID, 'storage-id-1');
    h.localStorage.setItem(SS_ANALYTICS_EXPIRATION, String(clock));
    expect(resolveAnalyticsId(h, { allowCookies: true, now, newId, memory: {} })).toEqual({ id: 'generated-1', source: 'new' });
  });

  it('then memory (storage and cookies unavailable), else a new id', () => {
    const memory: { analyticsId?: string } = {};
    const blocked = {
      document: null,
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(resolveAnalyticsId(blocked, { allowCookies: true, now, newId, memory })).toEqual({ id: 'generated-1', source: 'new' });
    expect(resolveAnalyticsId(blocked, { allowCookies: true, now, newId, memory })).toEqual({ id: 'generated-1', source: 'memory' });
  });

  it('rejects values that are not ids', () => {
    const h = host();
    h.document.cookie = `${ANALYTICS_ID_COOKIE.name}=x; Path=/`;
    h.localStorage.setItem(SS_ANALYTICS_ID, '<script>');
    expect(resolveAnalyticsId(h, { allowCookies: true, now, newId, memory: { analyticsId: '' } }).source).toBe('new');
  });

  it('writes the cookie for 390 days, site-wide, Secure on https', () => {
    const h = host();
    resolveAnalyticsId(h, { allowCookies: true, now, newId, memory: {} });
    const written = h.document.lastWrite(ANALYTICS_ID_COOKIE.name) ?? '';
    expect(written).toContain(`Max-Age=${390 * 24 * 60 * 60}`);
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=Lax');
    expect(written).toContain('Secure');
    expect(h.localStorage.getItem(SS_ANALYTICS_EXPIRATION)).toBe(String(clock + 390 * DAY));
  });

  it('writes no cookie when cookies are not allowed, but still keeps the id in storage', () => {
    const h = host();
    const { id } = resolveAnalyticsId(h, { allowCookies: false, now, newId, memory: {} });
    expect(h.document.writes).toEqual([]);
    expect(h.localStorage.getItem(SS_ANALYTICS_ID)).toBe(id);
    // And finds it again there.
    expect(resolveAnalyticsId(h, { allowCookies: false, now, newId, memory: {} })).toEqual({ id, source: 'storage' });
  });

  it('logs a storage failure at debug level only', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const h = host();
    h.localStorage.failWrites = true;
    expect(resolveAnalyticsId(h, { allowCookies: true, now, newId, memory: {} }).id).toBe('generated-1');
    expect(debug).toHaveBeenCalledWith(STORE_ID_FAILED);
    expect(error).not.toHaveBeenCalled();
  });

  it('property: resolving twice gives the same id, whatever was stored', () => {
    fc.assert(
      fc.property(fc.option(fc.uuid()), fc.option(fc.uuid()), fc.boolean(), (cookie, stored, allowCookies) => {
        const h = host();
        if (cookie) h.document.cookie = `${ANALYTICS_ID_COOKIE.name}=${cookie}; Path=/`;
        if (stored) h.localStorage.setItem(SS_ANALYTICS_ID, stored);
        const first = resolveAnalyticsId(h, { allowCookies, now, newId, memory: {} });
        expect(first.id).toBe(cookie ?? stored ?? first.id);
        const second = resolveAnalyticsId(h, { allowCookies, now, newId, memory: {} });
        expect(second.id).toBe(first.id);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('newAnalyticsId', () => {
  it('makes distinct UUID v4 ids', () => {
    const ids = new Set(Array.from({ length: 100 }, newAnalyticsId));
    expect(ids.size).toBe(100);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isAnalyticsId(id)).toBe(true);
    }
  });

  it('falls back to getRandomValues without randomUUID', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newAnalyticsId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('resolveVisitorCookie (ss_cvr, 2 years)', () => {
  it('keeps an existing cookie, makes one when allowed, none otherwise', () => {
    const h = host();
    expect(resolveVisitorCookie(h, { allowCookies: false, newId })).toBe('');
    expect(h.document.writes).toEqual([]);
    expect(resolveVisitorCookie(h, { allowCookies: true, newId })).toBe('generated-1');
    expect(h.document.lastWrite('ss_cvr')).toContain(`Max-Age=${2 * 365 * 24 * 60 * 60}`);
    expect(resolveVisitorCookie(h, { allowCookies: true, newId })).toBe('generated-1');
    expect(resolveVisitorCookie(h, { allowCookies: false, newId })).toBe('generated-1');
    expect(resolveVisitorCookie({ document: null }, { allowCookies: true, newId })).toBe('');
  });
});

describe('resolveSession (SPEC.md §3 "Session info", 30-minute visits)', () => {
  function setup(allowCookies = true) {
    const h = host();
    const store = openStore('local', { localStorage: h.localStorage }, now);
    const session = () => resolveSession(store, h, { allowCookies, newId });
    return { h, store, session };
  }

  it('starts a first session that has not landed', () => {
    const { h, session } = setup();
    expect(session()).toEqual({ sessionId: 'generated-1', isFirstSession: true, isFirstLanding: true });
    expect(h.localStorage.getItem(SS_IS_FIRST_SESSION)).toContain('true');
    expect(h.document.lastWrite('ss_cvt')).toContain('Max-Age=1800');
  });

  it('continues within 30 minutes of the last page view and ends after', () => {
    const { store, session } = setup(false);
    const first = session();
    markLanded(store, first.sessionId);
    clock += SESSION_TIMEOUT_MS - 1;
    expect(session()).toEqual({ sessionId: first.sessionId, isFirstSession: true, isFirstLanding: false });
    clock += SESSION_TIMEOUT_MS - 1; // sliding: still the same visit
    expect(session().sessionId).toBe(first.sessionId);
    clock += SESSION_TIMEOUT_MS;
    expect(session()).toEqual({ sessionId: 'generated-2', isFirstSession: false, isFirstLanding: true });
    // The second session stays "not first" on its later pages.
    expect(session().isFirstSession).toBe(false);
  });

  it('takes the session from the ss_cvt cookie first', () => {
    const { h, session } = setup();
    h.document.cookie = 'ss_cvt=cookie-session-1; Path=/';
    expect(session().sessionId).toBe('cookie-session-1');
  });

  it('writes no cookie without permission', () => {
    const { h, session } = setup(false);
    session();
    expect(h.document.writes).toEqual([]);
    expect(h.localStorage.getItem(SS_SESSION_ID)).toContain('generated-1');
  });

  it('marks landing per session', () => {
    const { h, store, session } = setup();
    const s = session();
    markLanded(store, s.sessionId);
    expect(h.localStorage.getItem(SS_HAS_LANDED)).toContain(s.sessionId);
    expect(session().isFirstLanding).toBe(false);
  });
});

describe('clearing after a decline', () => {
  it('deletes every tracking cookie and forgets the stored ids', async () => {
    const h = host();
    const memory: { analyticsId?: string } = {};
    resolveAnalyticsId(h, { allowCookies: true, now, newId, memory });
    resolveVisitorCookie(h, { allowCookies: true, newId });
    h.document.cookie = 'SS_MID=1; Path=/';
    h.document.cookie = 'ss_cookie_consent=false; Path=/';
    await clearTrackingCookies(h.document);
    expect(h.document.names()).toEqual(['ss_cookie_consent']);
    clearAnalyticsStorage(h, memory);
    expect(h.localStorage.length).toBe(0);
    expect(memory.analyticsId).toBeUndefined();
  });
});
