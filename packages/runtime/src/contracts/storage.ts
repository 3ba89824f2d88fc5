import { deleteCookie, readCookie, writeCookie } from './cookies';
import type { CookieDocument } from './cookies';

/**
 * Key/value storage with optional expiry. SPEC.md §9: "Session data stored with optional expiry
 * in local storage else a cookie". Nothing here throws: merely reading `window.localStorage`
 * throws in sandboxed iframes and with cookies blocked, and old Safari private mode throws on
 * every setItem (quota 0).
 *
 * In Web Storage each value is kept as JSON `{"v": value, "e": expiresAtMs}` (`e` omitted when
 * it never expires) so expiry needs no second key; a value that is not such an envelope (written
 * by other code) reads back as is. In the cookie fallback the browser does the expiry.
 */

/** SPEC.md §8, verbatim (sic). Logged once per page with console.warn: the page still works. */
export const STORAGE_UNAVAILABLE = 'Unable access local/session storage.';

/** Browsers cap cookie lifetimes near 400 days, so a "forever" fallback cookie asks for that. */
const FOREVER_COOKIE_S = 400 * 24 * 60 * 60;
const PROBE_KEY = '__sqs_storage_probe__';

export type StorageKind = 'local' | 'session';

/** The parts of `window` a store touches. Reading either storage property may throw. */
export interface StorageHost {
  readonly localStorage?: Storage | null;
  readonly sessionStorage?: Storage | null;
  readonly document?: CookieDocument | null;
}

export interface KeyValueStore {
  /** Which medium writes go to first. */
  readonly medium: 'storage' | 'cookie';
  /** The live value, or null when absent, expired or unreadable. */
  get(key: string): string | null;
  /**
   * Stores `value`; `maxAgeMs` omitted or Infinity means no expiry, 0 / negative / NaN removes the
   * key instead. Falls back to a cookie if the storage write fails (quota). Returns whether the
   * value is now stored.
   */
  set(key: string, value: string, maxAgeMs?: number): boolean;
  /** Removes the key from storage and its fallback cookie. */
  remove(key: string): void;
}

let warned = false;

function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.warn(STORAGE_UNAVAILABLE);
}

/** The storage if it can really be written (probe write and remove), else undefined. */
function usableStorage(host: StorageHost | undefined, kind: StorageKind): Storage | undefined {
  try {
    const storage = kind === 'local' ? host?.localStorage : host?.sessionStorage;
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

function documentOf(host: StorageHost | undefined): CookieDocument | undefined {
  try {
    return host?.document ?? undefined;
  } catch {
    return undefined;
  }
}

function isSecure(doc: CookieDocument): boolean {
  try {
    return doc.location?.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `undefined` for an expired envelope; the raw text for anything that is not an envelope. */
function unwrap(raw: string, now: number): string | undefined {
  if (!raw.startsWith('{"v":')) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) {
      const { v, e } = parsed as { v?: unknown; e?: unknown };
      if (typeof v === 'string' && (e === undefined || typeof e === 'number')) {
        return e !== undefined && e <= now ? undefined : v;
      }
    }
  } catch {
    /* not an envelope after all */
  }
  return raw;
}

/**
 * Opens local or session storage on `host` (default: the global `window`, if any), probing it
 * once. When it is unusable, logs 'Unable access local/session storage.' once per page and keeps
 * values in cookies (path /, SameSite=Lax, Secure on https; session kind → session cookies).
 * `now` is injectable for expiry tests.
 */
export function openStore(
  kind: StorageKind = 'local',
  host: StorageHost | undefined = typeof window === 'undefined' ? undefined : window,
  now: () => number = Date.now,
): KeyValueStore {
  const storage = usableStorage(host, kind);
  if (!storage) warnOnce();

  const cookieGet = (key: string): string | null => {
    const doc = documentOf(host);
    const value = doc ? readCookie(doc, key) : '';
    return value === '' ? null : value; // an empty cookie cannot be told from an absent one
  };

  const cookieSet = (key: string, value: string, maxAgeMs: number): boolean => {
    const doc = documentOf(host);
    if (!doc) return false;
    const maxAge = Number.isFinite(maxAgeMs) ? Math.ceil(maxAgeMs / 1000) : kind === 'local' ? FOREVER_COOKIE_S : undefined;
    const options = { path: '/', sameSite: 'Lax', secure: isSecure(doc) } as const;
    // Read back: the browser silently drops cookies that are too big or blocked.
    return writeCookie(doc, key, value, maxAge === undefined ? options : { ...options, maxAge }) && readCookie(doc, key) === value;
  };

  const remove = (key: string): void => {
    try {
      storage?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
    const doc = documentOf(host);
    if (doc) deleteCookie(doc, key, { path: '/' });
  };

  return {
    medium: storage ? 'storage' : 'cookie',
    get(key) {
      if (storage) {
        let raw: string | null = null;
        try {
          raw = storage.getItem(key);
        } catch {
          /* treat as absent */
        }
        if (raw !== null) {
          const value = unwrap(raw, now());
          if (value !== undefined) return value;
          remove(key); // expired: drop it so it is not parsed again
          return null;
        }
      }
      return cookieGet(key);
    },
    set(key, value, maxAgeMs = Infinity) {
      if (!(maxAgeMs > 0)) {
        remove(key);
        return false;
      }
      if (storage) {
        const expires = Number.isFinite(maxAgeMs) ? now() + maxAgeMs : undefined;
        try {
          storage.setItem(key, JSON.stringify(expires === undefined ? { v: value } : { v: value, e: expires }));
          return true;
        } catch {
          try {
            storage.removeItem(key); // an older value must not shadow the cookie written next
          } catch {
            /* ignore */
          }
        }
      }
      return cookieSet(key, value, maxAgeMs);
    },
    remove,
  };
}
