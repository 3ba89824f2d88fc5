// @vitest-environment happy-dom
import { MemoryStorage } from '../testing/memory-storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { CookieDocument } from './cookies';
import type { StorageHost } from './storage';

type StorageModule = typeof import('./storage');

/** A fresh module per test: the "logged once" flag is per page, i.e. per module instance. */
let mod: StorageModule;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./storage');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** A cookie jar good enough for the fallback: last write per name wins, Max-Age=0 deletes. */
function fakeCookieDoc(protocol = 'https:'): CookieDocument & { writes: string[]; jar: Map<string, string> } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    location: { hostname: 'shop.example.com', pathname: '/', protocol },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ''] = text.split(';');
      const eq = pair.indexOf('=');
      if (/Max-Age=0(;|$)/.test(text)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

/** Reading the property itself throws, as in a sandboxed iframe or with cookies blocked. */
function deniedHost(document?: CookieDocument): StorageHost {
  return {
    get localStorage(): Storage {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    get sessionStorage(): Storage {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    document,
  };
}

/** Old Safari private mode: storage exists but every write throws (quota 0). */
function privateModeHost(document?: CookieDocument): StorageHost {
  const local = new MemoryStorage();
  local.quota = 0;
  const session = new MemoryStorage();
  session.quota = 0;
  return { localStorage: local, sessionStorage: session, document };
}

describe('STORAGE_UNAVAILABLE', () => {
  it('is the SPEC.md §8 text verbatim (sic)', () => {
    expect(mod.STORAGE_UNAVAILABLE).toBe('Unable access local/session storage.');
  });
});

describe('openStore with working storage', () => {
  it('sets, gets and removes', () => {
    const local = new MemoryStorage();
    const store = mod.openStore('local', { localStorage: local });
    expect(store.medium).toBe('storage');
    expect(store.get('k')).toBeNull();
    expect(store.set('k', 'v')).toBe(true);
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    expect(local.length).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses session storage for the session kind', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    mod.openStore('session', { localStorage: local, sessionStorage: session }).set('SS_SESSION_ID', 'abc');
    expect(session.data.has('SS_SESSION_ID')).toBe(true);
    expect(local.data.size).toBe(0);
  });

  it('stores a JSON envelope, with the expiry only when there is one', () => {
    const local = new MemoryStorage();
    const store = mod.openStore('local', { localStorage: local }, () => 1000);
    store.set('a', 'x');
    store.set('b', 'y', 500);
    expect(local.data.get('a')).toBe('{"v":"x"}');
    expect(local.data.get('b')).toBe('{"v":"y","e":1500}');
  });

  it('reads values written by other code as they are', () => {
    const local = new MemoryStorage();
    for (const raw of ['plain', '{"other":1}', '{"v":1}', '{"v":"x","e":"soon"}', '{"v":', '']) {
      local.data.set('k', raw);
      expect(mod.openStore('local', { localStorage: local }).get('k')).toBe(raw);
    }
  });

  it('expires values after maxAgeMs and removes them', () => {
    const local = new MemoryStorage();
    let now = 0;
    const store = mod.openStore('local', { localStorage: local }, () => now);
    store.set('k', 'v', 1000);
    now = 999;
    expect(store.get('k')).toBe('v');
    now = 1000;
    expect(store.get('k')).toBeNull();
    expect(local.data.has('k')).toBe(false);
  });

  it('expires with the real clock (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2024, 0, 1));
    const store = mod.openStore('local', { localStorage: new MemoryStorage() });
    store.set('SS_ANALYTICS_ID', 'id-1', 30 * 60 * 1000);
    vi.advanceTimersByTime(30 * 60 * 1000 - 1);
    expect(store.get('SS_ANALYTICS_ID')).toBe('id-1');
    vi.advanceTimersByTime(1);
    expect(store.get('SS_ANALYTICS_ID')).toBeNull();
  });

  it('treats Infinity as no expiry, and 0, negative or NaN as remove', () => {
    const local = new MemoryStorage();
    const store = mod.openStore('local', { localStorage: local });
    expect(store.set('k', 'v', Infinity)).toBe(true);
    expect(local.data.get('k')).toBe('{"v":"v"}');
    for (const bad of [0, -1, NaN]) {
      store.set('k', 'v');
      expect(store.set('k', 'w', bad)).toBe(false);
      expect(store.get('k')).toBeNull();
    }
  });

  it('uses the global window by default', () => {
    const store = mod.openStore('local');
    expect(store.medium).toBe('storage');
    store.set('global', '1');
    expect(localStorage.getItem('global')).toBe('{"v":"1"}');
    expect(mod.openStore('session').medium).toBe('storage');
  });

  it('round-trips any key and value', () => {
    const store = mod.openStore('local', { localStorage: new MemoryStorage() });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (key, value) => {
        expect(store.set(key, value)).toBe(true);
        expect(store.get(key)).toBe(value);
      }),
    );
  });
});

describe('openStore when storage is unavailable', () => {
  it("logs 'Unable access local/session storage.' once per page with console.warn", () => {
    mod.openStore('local', deniedHost());
    mod.openStore('session', deniedHost());
    mod.openStore('local', privateModeHost());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.');
  });

  it('detects each way storage fails: denied access, missing, write refused', () => {
    const noStorage: StorageHost = { localStorage: null };
    for (const host of [deniedHost(), privateModeHost(), noStorage, {}]) {
      expect(mod.openStore('local', host).medium).toBe('cookie');
    }
  });

  it('falls back to a cookie at path / with SameSite=Lax and Secure on https', () => {
    const doc = fakeCookieDoc('https:');
    const store = mod.openStore('local', deniedHost(doc));
    expect(store.set('SS_HAS_LANDED', 'true', 90_500)).toBe(true);
    expect(doc.writes).toEqual(['SS_HAS_LANDED=true; Max-Age=91; Path=/; SameSite=Lax; Secure']);
    expect(store.get('SS_HAS_LANDED')).toBe('true');
  });

  it('omits Secure on http', () => {
    const doc = fakeCookieDoc('http:');
    mod.openStore('local', privateModeHost(doc)).set('a', '1', 1000);
    expect(doc.writes).toEqual(['a=1; Max-Age=1; Path=/; SameSite=Lax']);
  });

  it('asks for 400 days for a local value without expiry, a session cookie for session', () => {
    const doc = fakeCookieDoc();
    mod.openStore('local', deniedHost(doc)).set('a', '1');
    mod.openStore('session', deniedHost(doc)).set('b', '2');
    expect(doc.writes).toEqual([
      `a=1; Max-Age=${400 * 24 * 3600}; Path=/; SameSite=Lax; Secure`,
      'b=2; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('encodes values and removes the cookie', () => {
    const doc = fakeCookieDoc();
    const store = mod.openStore('session', deniedHost(doc));
    store.set('rec', '{"version":3}');
    expect(store.get('rec')).toBe('{"version":3}');
    store.remove('rec');
    expect(store.get('rec')).toBeNull();
    expect(doc.writes.at(-1)).toMatch(/^rec=; Max-Age=0; .*Path=\//);
  });

  it('reports false when the cookie cannot hold the value', () => {
    const doc = fakeCookieDoc();
    const store = mod.openStore('local', deniedHost(doc));
    expect(store.set('bad name', 'v')).toBe(false);
    expect(store.set('k', 'lone \uD800')).toBe(false);
    expect(mod.openStore('local', deniedHost()).set('k', 'v')).toBe(false);
  });

  it('works with a real document cookie jar', () => {
    const store = mod.openStore('local', deniedHost(document));
    expect(store.set('SS_SESSION_ID', 'sess 1;2')).toBe(true);
    expect(store.get('SS_SESSION_ID')).toBe('sess 1;2');
    store.remove('SS_SESSION_ID');
    expect(store.get('SS_SESSION_ID')).toBeNull();
  });

  it('never throws, and reads null, when nothing at all is available', () => {
    const host = deniedHost({
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    const store = mod.openStore('local', host);
    expect(store.set('k', 'v')).toBe(false);
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });
});

describe('openStore when storage fails later', () => {
  it('falls back to a cookie when a write exceeds the quota, and drops the stale value', () => {
    const local = new MemoryStorage();
    const doc = fakeCookieDoc();
    const store = mod.openStore('local', { localStorage: local, document: doc });
    store.set('k', 'old');
    local.quota = 20;
    expect(store.set('k', 'a much longer value than the quota allows')).toBe(true);
    expect(local.data.has('k')).toBe(false);
    expect(store.get('k')).toBe('a much longer value than the quota allows');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the cookie when getItem throws', () => {
    const local = new MemoryStorage();
    const doc = fakeCookieDoc();
    doc.jar.set('k', 'from-cookie');
    const store = mod.openStore('local', { localStorage: local, document: doc });
    local.failGet = true;
    expect(store.get('k')).toBe('from-cookie');
  });

  it('never throws whatever the storage does', () => {
    const op = fc.record({
      quota: fc.constantFrom(0, 10, 50, Infinity),
      failGet: fc.boolean(),
      action: fc.constantFrom('get', 'set', 'remove'),
      key: fc.string({ maxLength: 5 }),
      value: fc.string({ unit: 'binary', maxLength: 30 }),
      maxAge: fc.option(fc.double(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 10 }), (ops) => {
        const local = new MemoryStorage();
        const store = mod.openStore('local', { localStorage: local, document: fakeCookieDoc() });
        for (const { quota, failGet, action, key, value, maxAge } of ops) {
          local.quota = quota;
          local.failGet = failGet;
          if (action === 'get') expect(['string', 'object']).toContain(typeof store.get(key));
          else if (action === 'set') expect(typeof store.set(key, value, maxAge)).toBe('boolean');
          else store.remove(key);
        }
      }),
    );
  });
});
