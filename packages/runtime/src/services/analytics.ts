/**
 * The site's own analytics (SPEC.md §3 "Analytics", §6, §7 census / events / Trace / Track
 * rows, §9). Loaded by the runtime with a dynamic import(), so none of it counts against the
 * runtime's size budget until a page needs it.
 *
 * startAnalytics checks the gate (analytics-gate.ts) and, when it passes, on this page:
 *  - resolves the analytics id, the visitor cookie and the session (analytics-id.ts);
 *  - records the page view: POST /api/census/RecordHit (form: event, data, ss_cvr) and a
 *    cms_v7 'view' event to the events service POST /api/v1/events, both beacon first with the
 *    data layer as fallback, except on the search page;
 *  - on the session's first page, requests the landing tracking image GET /api/track/Track;
 *  - batches trace() entries to POST /api/events/Trace, flushed after 30 s or when the page hides.
 * Blocks call recordFormRender, recordButtonRender / recordButtonClick, recordOverlay, trackEvent
 * and trace; each does nothing while analytics is not running.
 *
 * Under a restrictive cookie policy nothing runs before consent; if consent arrives later
 * (onConsentChange) it starts then, and a decline stops it and clears the tracking cookies.
 *
 * Every failure is silent for the visitor (SPEC.md §8 "Analytics failures are silently
 * ignored"): no report(), no console.error, console.debug at most. Requests time out after
 * 2500 ms (SPEC.md §9 "analytics request timeout").
 */
import { openStore } from '../contracts/storage';
import type { ApiClient, ApiResult, RequestOptions } from '../data/api-types';
import { readCrumb } from '../data/crumb';
import { apiOrigin } from '../page/page';
import type { PageContext } from '../page/page-context';
import {
  analyticsGate,
  isConsentReason,
  isSearchPage,
  type AnalyticsGateInput,
} from './analytics-gate';
import { cookiePolicy, trackingCookiesAllowed, type Consent } from '../consent/consent-policy';
import { forgetTracking, pageGateInput } from './analytics-consent';
import {
  clearAnalyticsStorage,
  clearTrackingCookies,
  markLanded,
  newAnalyticsId,
  resolveAnalyticsId,
  resolveSession,
  resolveVisitorCookie,
  type SessionInfo,
} from './analytics-id';
import {
  buildButtonPayload,
  buildEventsBody,
  buildFormRenderPayload,
  buildHitData,
  buildHitForm,
  buildOverlayPayload,
  buildTrackParams,
  isValidEvent,
  PAGE_VIEW_FIELDS,
  type ButtonTracking,
  type EventFields,
  type PageSnapshot,
} from './analytics-payloads';
import { createTraceQueue, traceForm, type TraceQueue } from './analytics-trace';
import { watchPageHide } from './page-hide';

export type { ButtonTracking, EventFields } from './analytics-payloads';

/** SPEC.md §9 "analytics request timeout 2500 ms"; §7 gives it for the census calls. */
export const ANALYTICS_TIMEOUT_MS = 2500;

/** SPEC.md §7. */
export const ANALYTICS_PATHS = {
  recordHit: '/api/census/RecordHit',
  events: '/api/v1/events',
  trace: '/api/events/Trace',
  track: '/api/track/Track',
  formRender: '/api/census/form-render',
  buttonRender: '/api/census/button-render',
  buttonClick: '/api/census/button-click',
  overlay: '/api/census/overlay',
} as const;

export interface AnalyticsEnv {
  window: Window;
  document: Document;
  context: PageContext;
  api: ApiClient;
  /** The visitor's cookie-banner decision now. */
  consent: () => Consent;
  /**
   * Subscribes to decisions made later; returns the unsubscribe function. The callback only says
   * that one was made: the decision is read again through `consent`.
   */
  onConsentChange?: (callback: () => void) => () => void;
}

interface Tracker {
  env: AnalyticsEnv;
  analyticsId: string;
  visitorCookie: string;
  session: SessionInfo;
  page: PageSnapshot;
  trace: TraceQueue;
  /** Render census is an impression: once per form or button per page. */
  rendered: Set<string>;
}

/** The tracker of the running startAnalytics, if any; the block-facing functions use it. */
let active: Tracker | null = null;

const quiet = (message: string, error?: unknown) => {
  try {
    console.debug(`[analytics] ${message}`, error ?? '');
  } catch {
    /* a console that throws must not matter */
  }
};

function readConsent(env: AnalyticsEnv): Consent {
  try {
    const consent = env.consent();
    return consent === 'granted' || consent === 'declined' ? consent : 'unknown';
  } catch {
    return 'unknown';
  }
}

function read<T>(get: () => T, fallback: T): T {
  try {
    return get() ?? fallback;
  } catch {
    return fallback;
  }
}

/** The browser facts the payloads need, each read defensively. */
export function snapshotPage(win: Window, doc: Document, localStorageSupported: boolean): PageSnapshot {
  const nav = win.navigator as Navigator & { connection?: { effectiveType?: string } };
  const width = read(() => win.innerWidth, 0);
  const height = read(() => win.innerHeight, 0);
  const orientation = read(() => win.screen.orientation?.type ?? '', '');
  return {
    href: read(() => win.location.href, ''),
    pathname: read(() => win.location.pathname, '/'),
    search: read(() => win.location.search, ''),
    hash: read(() => win.location.hash, ''),
    title: read(() => doc.title, ''),
    referrer: read(() => doc.referrer, ''),
    userAgent: read(() => nav.userAgent, ''),
    language: read(() => nav.language, ''),
    documentLang: read(() => doc.documentElement.lang, ''),
    viewportWidth: width,
    viewportHeight: height,
    screenWidth: read(() => win.screen.width, 0),
    screenHeight: read(() => win.screen.height, 0),
    localStorageSupported,
    now: Date.now(),
    effectiveConnectionType: read(() => nav.connection?.effectiveType ?? '', ''),
    orientation: orientation ? (orientation.startsWith('portrait') ? 'portrait' : 'landscape') : height > width ? 'portrait' : 'landscape',
    displayMode: read(() => (win.matchMedia?.('(display-mode: standalone)').matches ? 'standalone' : 'browser'), 'browser'),
  };
}


/** An absolute API URL with the crumb, for the requests the data layer cannot make. */
function apiUrl(env: AnalyticsEnv, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, apiOrigin(env.context.website.baseUrl, env.window.location.href));
  // URLSearchParams, not contracts/query.ts: the services would carry a copy of it for this one
  // flat record (issue 13 item 6), and searchParams.set below serializes the whole query anyway.
  url.search = new URLSearchParams(query).toString();
  url.searchParams.set('crumb', readCrumb(env.document));
  return url.href;
}

/**
 * navigator.sendBeacon with a form body. A beacon cannot set headers, so the crumb travels in
 * the query as for every call; false when there is no beacon or the browser refused to queue it.
 */
function beacon(env: AnalyticsEnv, path: string, form: Record<string, string>): boolean {
  try {
    const nav = env.window.navigator;
    if (typeof nav.sendBeacon !== 'function') return false;
    return nav.sendBeacon(apiUrl(env, path), new URLSearchParams(form));
  } catch {
    return false;
  }
}

/** Through the data layer (crumb retry), with the analytics timeout; never rejects. */
async function post(env: AnalyticsEnv, path: string, options: RequestOptions): Promise<ApiResult | null> {
  try {
    const result = await env.api.post(path, { timeoutMs: ANALYTICS_TIMEOUT_MS, ...options });
    if (!result.ok) quiet(`${path}: ${result.status} ${result.message}`);
    return result;
  } catch (error) {
    quiet(path, error);
    return null;
  }
}

/**
 * A census hit (POST /api/census/RecordHit), beacon first as the events service's call, the
 * data layer when there is no beacon. Issue 13 item 6: the page view is the only request a page
 * with no block makes at idle, and through the data layer it loaded the data layer's code (two
 * files) on every such page for a call whose answer nothing reads (SPEC.md §7: "not shown").
 * What the beacon gives up is the data layer's one retry on crumbFail, as the events call does.
 */
function sendHit(env: AnalyticsEnv, form: Record<string, string>): void {
  if (!beacon(env, ANALYTICS_PATHS.recordHit, form)) void post(env, ANALYTICS_PATHS.recordHit, { form });
}

async function sendEvent(tracker: Tracker, fields: EventFields, custom?: Record<string, unknown>): Promise<void> {
  const { env } = tracker;
  const body = buildEventsBody({ analyticsId: tracker.analyticsId, context: env.context, page: tracker.page, session: tracker.session, fields, custom });
  const form = { ...body };
  if (beacon(env, ANALYTICS_PATHS.events, form)) return;
  const result = await post(env, ANALYTICS_PATHS.events, { form });
  // SPEC.md §8 'Error tracking event: HTTP Status {code}' for anything but 200 and 202.
  if (result && result.status !== 200 && result.status !== 202) quiet(`Error tracking event: HTTP Status ${result.status}`);
}

/** SPEC.md §7 GET /api/track/Track: an image request, made once per session. */
function requestLandingImage(env: AnalyticsEnv, page: PageSnapshot): void {
  const image = new (env.window as Window & typeof globalThis).Image(1, 1);
  image.alt = '';
  image.src = apiUrl(env, ANALYTICS_PATHS.track, { ...buildTrackParams(page, newAnalyticsId()) });
}

/** Starts tracking this page; returns the function that stops it. Throws nothing. */
function begin(env: AnalyticsEnv, gateInput: AnalyticsGateInput, recordView: boolean): () => void {
  const { window: win, document: doc, context } = env;
  const allowCookies = trackingCookiesAllowed({ ...gateInput, analyticsCookiesDisabled: cookiePolicy(context).analyticsCookiesDisabled });
  const host = {
    document: doc,
    get localStorage() {
      return win.localStorage; // may throw (sandboxed frames, blocked storage)
    },
  };
  // Session keys fall back to cookies only where tracking cookies are allowed.
  const store = openStore('local', {
    get localStorage() {
      return win.localStorage;
    },
    document: allowCookies ? doc : null,
  });
  const page = snapshotPage(win, doc, store.medium === 'storage');
  const analyticsId = resolveAnalyticsId(host, { allowCookies }).id;
  // Analytics cookies disabled by the site: drop any set before; the id found in one has just
  // moved to storage.
  if (!allowCookies) void clearTrackingCookies(doc);
  const visitorCookie = resolveVisitorCookie(host, { allowCookies });
  const session = resolveSession(store, host, { allowCookies });

  const trace = createTraceQueue({
    send: (batch, unloading) => {
      const form = traceForm(batch);
      if (unloading && beacon(env, ANALYTICS_PATHS.trace, form)) return undefined;
      return post(env, ANALYTICS_PATHS.trace, { form });
    },
  });
  const unwatch = watchPageHide(win, doc, () => trace.flush(true));
  const tracker: Tracker = { env, analyticsId, visitorCookie, session, page, trace, rendered: new Set() };
  active = tracker;
  const stop = () => {
    unwatch();
    trace.flush(true);
    trace.dispose();
    if (active === tracker) active = null;
  };

  try {
    // The gate has let analytics run (begin's only caller asks it first), so shouldRecordPageView
    // comes down to the search page's rule (SPEC.md §2).
    if (recordView && !isSearchPage(gateInput.pageType, gateInput.pathname)) {
      sendHit(env, buildHitForm(buildHitData(context, page), visitorCookie));
      void sendEvent(tracker, PAGE_VIEW_FIELDS);
    }
    if (session.isFirstLanding) {
      requestLandingImage(env, page);
      markLanded(store, session.sessionId);
    }
  } catch (error) {
    quiet('page view', error);
  }
  return stop;
}

/**
 * Runs analytics on this page if the gate allows (SPEC.md §6), now or when consent arrives.
 * Returns the stop function (idempotent): listeners removed, queued traces sent.
 */
export function startAnalytics(env: AnalyticsEnv): () => void {
  let stopTracker: (() => void) | null = null;
  let pageViewRecorded = false;
  let stopped = false;

  const evaluate = (): boolean => {
    const consent = readConsent(env);
    try {
      const input = pageGateInput(env.context, env.window, consent);
      const decision = analyticsGate(input);
      if (decision.run) {
        if (!stopTracker) {
          stopTracker = begin(env, input, !pageViewRecorded);
          pageViewRecorded = true;
        }
        return true;
      }
      stopTracker?.();
      stopTracker = null;
      if (isConsentReason(decision.reason)) {
        void forgetTracking(env.window, env.document, decision.reason, clearAnalyticsStorage, () => stopTracker === null);
        return true;
      }
    } catch (error) {
      quiet('start', error);
    }
    return false; // refused for a reason consent cannot change
  };

  let unsubscribe: (() => void) | undefined;
  if (evaluate() && env.onConsentChange) {
    try {
      unsubscribe = env.onConsentChange(() => {
        if (!stopped) evaluate();
      });
    } catch (error) {
      quiet('onConsentChange', error);
    }
  }

  return () => {
    if (stopped) return;
    stopped = true;
    try {
      unsubscribe?.();
    } catch {
      /* ignore */
    }
    stopTracker?.();
    stopTracker = null;
  };
}

/** Whether analytics is running on this page now. */
export function isAnalyticsRunning(): boolean {
  return active !== null;
}

/** Queues a trace entry {pageUrl, type, data} for the next Trace batch. */
export function trace(type: string, data?: unknown): void {
  if (!active) return;
  active.trace.push({ pageUrl: read(() => active?.env.window.location.href ?? '', ''), type, data });
}

/** Sends a cms_v7 event to the events service; invalid fields are dropped ('no payload'). */
export async function trackEvent(fields: EventFields, custom?: Record<string, unknown>): Promise<void> {
  if (!active) return;
  if (!isValidEvent(fields)) return quiet('no payload');
  await sendEvent(active, fields, custom);
}

/**
 * A census call (POST, JSON) whose payload carries this visitor's cookie; nothing while analytics
 * is not running. `once` names an impression: the render census counts each form or button once
 * per page. Everything up to the request happens at once (a click's call leaves in its own task).
 */
async function census(path: string, payload: (visitorCookie: string) => unknown, once?: string, keepalive?: true): Promise<void> {
  if (!active || (once !== undefined && active.rendered.has(once))) return;
  if (once !== undefined) active.rendered.add(once);
  const json = payload(active.visitorCookie);
  await post(active.env, path, keepalive ? { json, keepalive } : { json });
}

/** POST /api/census/form-render {formId, visitorCookie}, once per form per page. */
export function recordFormRender(formId: string): Promise<void> {
  return census(ANALYTICS_PATHS.formRender, (visitorCookie) => buildFormRenderPayload(formId, visitorCookie), `form:${formId}`);
}

/** POST /api/census/button-render, once per button per page. */
export function recordButtonRender(button: ButtonTracking): Promise<void> {
  return census(ANALYTICS_PATHS.buttonRender, (visitorCookie) => buildButtonPayload(button, visitorCookie), `button:${button.id}`);
}

/**
 * POST /api/census/button-click. Settles within 2500 ms whatever the network does, so a click
 * handler may await it before following the button's link.
 */
export function recordButtonClick(button: ButtonTracking): Promise<void> {
  // keepalive: the browser is following the link; the call must outlive this page, not delay it.
  return census(ANALYTICS_PATHS.buttonClick, (visitorCookie) => buildButtonPayload(button, visitorCookie), undefined, true);
}

/**
 * A census hit of another kind than the page view (SPEC.md §9 "Analytics event kinds: … site
 * search 2, … audio 20"): POST /api/census/RecordHit with the page's hit data, its
 * `recordType` the kind, and the activity's own fields (a track, a query). Nothing while
 * analytics is not running (the gate, consent).
 */
export async function recordActivity(event: string, recordType: number, fields: Readonly<Record<string, string | number>>): Promise<void> {
  if (!active) return;
  const data = { ...buildHitData(active.env.context, active.page), ...fields, recordType };
  sendHit(active.env, { event, data: JSON.stringify(data), ss_cvr: active.visitorCookie });
}

/** POST /api/census/overlay {event, visitorCookie} (popup overlay shown, closed, submitted…). */
export function recordOverlay(event: string): Promise<void> {
  return census(ANALYTICS_PATHS.overlay, (visitorCookie) => buildOverlayPayload(event, visitorCookie));
}
