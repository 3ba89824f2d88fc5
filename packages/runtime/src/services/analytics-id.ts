/**
 * Who the visitor is to analytics, and which visit this is (SPEC.md §4 "Analytics id",
 * §3 "Session info", §9 "Cookies").
 *
 * - The analytics id: from its cookie, then local storage (SS_ANALYTICS_ID with
 *   SS_ANALYTICS_EXPIRATION), then memory, else a new one; 390 days, written back wherever
 *   allowed so every medium agrees next time.
 * - The visitor cookie ss_cvr (2 years) sent with page-view hits and census calls.
 * - The session: an id that lives 30 minutes after the last page view (ss_cvt's lifetime),
 *   whether this is the visitor's first session, and whether the session has landed yet.
 *
 * Cookies are written only when the caller says they may be (analytics-gate.ts
 * trackingCookiesAllowed): never before consent under a restrictive policy. Storage and cookie
 * hosts are injected, so tests use in-memory stand-ins; nothing here throws.
 */
import { readCookie, writeCookie, type CookieDocument } from '../contracts/cookies';
import type { KeyValueStore } from '../contracts/storage';
import { clearTrackingStorage, localStorageOf } from './analytics-consent';
import {
  ANALYTICS_ID_COOKIE,
  SS_ANALYTICS_EXPIRATION,
  SS_ANALYTICS_ID,
  SS_CVR_COOKIE,
  SS_CVT_COOKIE,
  SS_HAS_LANDED,
  SS_IS_FIRST_SESSION,
  SS_SESSION_ID,
  type CookieSpec,
} from '../contracts/storage-keys';

/** SPEC.md §9 "ss_cvt 30 minutes": a visit ends after 30 minutes without a page view. */
export const SESSION_TIMEOUT_MS = SS_CVT_COOKIE.maxAgeMs;

/** SPEC.md §8 (a warning there; logged at debug level here: analytics failures are silent). */
export const STORE_ID_FAILED = 'Unable to store analyticsId';

/** The parts of `window` these functions touch. Reading `localStorage` may throw. */
export interface IdHost {
  readonly document?: CookieDocument | null;
  readonly localStorage?: Storage | null;
}

export interface IdOptions {
  /** May the id be written to a cookie (trackingCookiesAllowed)? */
  allowCookies: boolean;
  now?: () => number;
  newId?: () => string;
  /** Where the id is kept when neither cookie nor storage keeps it; one per page by default. */
  memory?: { analyticsId?: string };
}

export type IdSource = 'cookie' | 'storage' | 'memory' | 'new';

const pageMemory: { analyticsId?: string } = {};

/** Ids we make are UUIDs; anything id-like is accepted, so an older format is not thrown away. */
const ID = /^[A-Za-z0-9_-]{8,128}$/;
export const isAnalyticsId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

/** A random UUID v4, from crypto.randomUUID, else getRandomValues, else Math.random. */
export function newAnalyticsId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function documentOf(host: IdHost): CookieDocument | null {
  try {
    return host.document ?? null;
  } catch {
    return null;
  }
}

function isSecure(doc: CookieDocument): boolean {
  try {
    return doc.location?.protocol === 'https:';
  } catch {
    return false;
  }
}

function setTrackingCookie(doc: CookieDocument, spec: CookieSpec, value: string): void {
  writeCookie(doc, spec.name, value, { maxAge: spec.maxAgeS, path: spec.path, sameSite: 'Lax', secure: isSecure(doc) });
}

/**
 * The analytics id and where it was found. Written back: memory always, local storage when it
 * works, the cookie only with `allowCookies`; each write refreshes the 390-day lifetime.
 */
export function resolveAnalyticsId(host: IdHost, options: IdOptions): { id: string; source: IdSource } {
  const now = (options.now ?? Date.now)();
  const memory = options.memory ?? pageMemory;
  const doc = documentOf(host);
  const storage = localStorageOf(host);

  let id: string | undefined;
  let source: IdSource = 'new';
  const fromCookie = doc ? readCookie(doc, ANALYTICS_ID_COOKIE.name) : '';
  if (isAnalyticsId(fromCookie)) {
    id = fromCookie;
    source = 'cookie';
  }
  if (!id && storage) {
    try {
      const stored = storage.getItem(SS_ANALYTICS_ID);
      const expires = Number(storage.getItem(SS_ANALYTICS_EXPIRATION) ?? Infinity);
      if (isAnalyticsId(stored) && !(expires <= now)) {
        id = stored;
        source = 'storage';
      }
    } catch {
      /* unreadable storage: try memory */
    }
  }
  if (!id && isAnalyticsId(memory.analyticsId)) {
    id = memory.analyticsId;
    source = 'memory';
  }
  id ??= (options.newId ?? newAnalyticsId)();

  memory.analyticsId = id;
  if (storage) {
    try {
      storage.setItem(SS_ANALYTICS_ID, id);
      storage.setItem(SS_ANALYTICS_EXPIRATION, String(now + ANALYTICS_ID_COOKIE.maxAgeMs));
    } catch {
      console.debug(STORE_ID_FAILED);
    }
  }
  if (doc && options.allowCookies) setTrackingCookie(doc, ANALYTICS_ID_COOKIE, id);
  return { id, source };
}

/**
 * The visitor cookie ss_cvr (SPEC.md §9, 2 years): created when missing and cookies are
 * allowed. '' when there is none and none may be made.
 */
export function resolveVisitorCookie(host: IdHost, options: Pick<IdOptions, 'allowCookies' | 'newId'>): string {
  const doc = documentOf(host);
  if (!doc) return '';
  const existing = readCookie(doc, SS_CVR_COOKIE.name);
  if (existing || !options.allowCookies) return existing;
  const value = (options.newId ?? newAnalyticsId)();
  setTrackingCookie(doc, SS_CVR_COOKIE, value);
  return readCookie(doc, SS_CVR_COOKIE.name);
}

/** SPEC.md §3 "Session info". */
export interface SessionInfo {
  sessionId: string;
  /** No earlier session of this visitor is known. */
  isFirstSession: boolean;
  /** This session has not landed yet (no landing tracking request was made in it). */
  isFirstLanding: boolean;
}

/**
 * The current session, started when neither the ss_cvt cookie nor SS_SESSION_ID (30 minutes)
 * holds one; every call extends it by 30 minutes. SS_IS_FIRST_SESSION is 'true' until a
 * second session starts. `store` is local storage (contracts/storage openStore); `host.document`
 * is where ss_cvt is read, and written only with `allowCookies`.
 */
export function resolveSession(store: KeyValueStore, host: IdHost, options: Pick<IdOptions, 'allowCookies' | 'newId'>): SessionInfo {
  const doc = documentOf(host);
  const fromCookie = doc ? readCookie(doc, SS_CVT_COOKIE.name) : '';
  const fromStore = store.get(SS_SESSION_ID);
  const existing = isAnalyticsId(fromCookie) ? fromCookie : isAnalyticsId(fromStore) ? fromStore : null;

  let isFirstSession: boolean;
  if (existing) {
    isFirstSession = store.get(SS_IS_FIRST_SESSION) !== 'false';
  } else {
    // A new session is the first only if no session ever recorded the flag.
    isFirstSession = store.get(SS_IS_FIRST_SESSION) === null;
  }
  const sessionId = existing ?? (options.newId ?? newAnalyticsId)();
  store.set(SS_IS_FIRST_SESSION, String(isFirstSession));
  store.set(SS_SESSION_ID, sessionId, SESSION_TIMEOUT_MS);
  if (doc && options.allowCookies) setTrackingCookie(doc, SS_CVT_COOKIE, sessionId);
  return { sessionId, isFirstSession, isFirstLanding: store.get(SS_HAS_LANDED) !== sessionId };
}

/** Remembers that this session landed (the landing tracking request was made). */
export function markLanded(store: KeyValueStore, sessionId: string): void {
  store.set(SS_HAS_LANDED, sessionId);
}

// The cookie and storage clearing is shared with the small analytics start (analytics-consent.ts).
export { clearTrackingCookies } from './analytics-consent';

/** Forgets the ids kept in storage and memory, after the visitor declined. */
export function clearAnalyticsStorage(host: IdHost, memory: { analyticsId?: string } = pageMemory): void {
  delete memory.analyticsId;
  clearTrackingStorage(host);
}
