// startAnalytics against stand-ins for the window, the document (a real cookie jar), storage
// and the data layer, so every request it makes is visible and every failure can be injected.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ID_COOKIE, SS_ANALYTICS_ID, SS_HAS_LANDED } from '../contracts/storage-keys';
import type { ApiClient, ApiResult, RequestOptions } from '../data/api-types';
import { normalisePageContext } from '../page/page-context';
import { onReport } from '../report';
import {
  ANALYTICS_TIMEOUT_MS,
  isAnalyticsRunning,
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordOverlay,
  startAnalytics,
  trace,
  trackEvent,
  type AnalyticsEnv,
} from './analytics';
import type { Consent } from '../consent/consent-policy';
import { cookieJar, MemoryStorage } from './analytics-test-helpers';

interface Call {
  path: string;
  options: RequestOptions;
}

const ok = (status = 200): ApiResult => ({ ok: true, status, data: null, headers: new Headers() });
const failed = (status: number): ApiResult => ({ ok: false, status, kind: 'http', message: `HTTP ${status}`, data: null, retryAfter: null });

function setup(options: { url?: string; context?: Record<string, unknown>; consent?: Consent; beaconAccepts?: boolean; gpc?: boolean } = {}) {
  const url = new URL(options.url ?? 'https://site.example/about?source=mail');
  const jar = cookieJar({ hostname: url.hostname, pathname: url.pathname });
  jar.cookie = 'crumb=c1; Path=/';
  const docEvents = new EventTarget();
  const document = Object.assign(jar, {
    title: 'About us',
    referrer: 'https://ref.example/',
    documentElement: { lang: 'en' },
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: docEvents.addEventListener.bind(docEvents),
    removeEventListener: docEvents.removeEventListener.bind(docEvents),
    dispatchEvent: docEvents.dispatchEvent.bind(docEvents),
  });
  const images: string[] = [];
  const beacons: Array<{ url: URL; body: URLSearchParams }> = [];
  const winEvents = new EventTarget();
  const localStorage = new MemoryStorage();
  const win = {
    location: url,
    navigator: {
      userAgent: 'UA/1',
      language: 'en-GB',
      globalPrivacyControl: options.gpc ?? false,
      sendBeacon: vi.fn((target: string, body: URLSearchParams) => {
        if (options.beaconAccepts === false) return false;
        beacons.push({ url: new URL(target), body: new URLSearchParams(String(body)) });
        return true;
      }),
    },
    screen: { width: 1920, height: 1080 },
    innerWidth: 1280,
    innerHeight: 720,
    localStorage,
    Image: class {
      alt = '';
      set src(value: string) {
        images.push(value);
      }
    },
    matchMedia: () => ({ matches: false }),
    addEventListener: winEvents.addEventListener.bind(winEvents),
    removeEventListener: winEvents.removeEventListener.bind(winEvents),
    dispatchEvent: winEvents.dispatchEvent.bind(winEvents),
    top: null as unknown,
  };
  win.top = win;

  const calls: Call[] = [];
  let respond: (call: Call) => ApiResult | Promise<ApiResult> = () => ok();
  const post = vi.fn(async (path: string, opts: RequestOptions = {}) => {
    const call = { path, options: opts };
    calls.push(call);
    return respond(call);
  });
  const api = { post, get: post, put: post, delete: post, request: post } as unknown as ApiClient;

  let consent: Consent = options.consent ?? 'unknown';
  const listeners = new Set<(c: Consent) => void>();
  const env: AnalyticsEnv = {
    window: win as unknown as Window,
    document: document as unknown as Document,
    context: normalisePageContext({ website: { id: 'site-1' }, collection: { id: 'col-1' }, ...options.context }),
    api,
    consent: () => consent,
    onConsentChange: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  const setConsent = (next: Consent) => {
    consent = next;
    for (const cb of listeners) cb(next);
  };
  return {
    env,
    jar,
    localStorage,
    calls,
    images,
    beacons,
    listeners,
    setConsent,
    setRespond: (fn: typeof respond) => (respond = fn),
    hidePage: () => winEvents.dispatchEvent(new Event('pagehide')),
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    beaconsTo: (path: string) => beacons.filter((b) => b.url.pathname === path),
    /** The census hits (RecordHit) sent, by beacon or through the data layer, as their forms. */
    hits: () => [
      ...beacons.filter((b) => b.url.pathname === '/api/census/RecordHit').map((b) => Object.fromEntries(b.body)),
      ...calls.filter((c) => c.path === '/api/census/RecordHit').map((c) => c.options.form as Record<string, string>),
    ],
  };
}

const stops: Array<() => void> = [];
const start = (env: AnalyticsEnv) => {
  const stop = startAnalytics(env);
  stops.push(stop);
  return stop;
};
let debug: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
const reports: unknown[] = [];
let unReport: () => void;

beforeEach(() => {
  debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
  error = vi.spyOn(console, 'error');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  unReport = onReport((r) => reports.push(r));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  // Failures are silent for the visitor: nothing reported, nothing at error level.
  expect(reports).toEqual([]);
  expect(error).not.toHaveBeenCalled();
  unReport();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAnalytics: a page view by an anonymous visitor', () => {
  it('sends RecordHit by beacon with event, data and ss_cvr, crumb in the query', async () => {
    const t = setup();
    start(t.env);
    // Issue 13 item 6: not through the data layer, whose code would load for it on every page.
    expect(t.calls).toEqual([]);
    const [hit] = t.beaconsTo('/api/census/RecordHit');
    expect(hit?.url.searchParams.get('crumb')).toBe('c1');
    const form = Object.fromEntries(hit?.body ?? []);
    expect(form.event).toBe('View');
    expect(form.ss_cvr).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.jar.cookie).toContain(`ss_cvr=${form.ss_cvr}`);
    expect(JSON.parse(form.data as string)).toMatchObject({
      websiteId: 'site-1',
      collectionId: 'col-1',
      url: 'https://site.example/about?source=mail',
      queryString: '?source=mail',
      title: 'About us',
      userAgent: 'UA/1',
      viewportInnerWidth: 1280,
      screenHeight: 1080,
      recordType: 1,
      localStorageSupported: true,
      website_locale: 'en',
      referrer: 'https://ref.example/',
    });
    expect(isAnalyticsRunning()).toBe(true);
  });

  it('posts RecordHit through the data layer, with the 2500 ms timeout, when the beacon is refused', async () => {
    const t = setup({ beaconAccepts: false });
    start(t.env);
    const [hit] = t.callsTo('/api/census/RecordHit');
    expect(hit?.options.timeoutMs).toBe(ANALYTICS_TIMEOUT_MS);
    expect(hit?.options.form).toEqual(t.hits()[0]);
    expect((hit?.options.form as Record<string, string>).event).toBe('View');
  });

  it('sends the page-view event by beacon, crumb in the query, cms_v7 with the analytics id', () => {
    const t = setup();
    start(t.env);
    expect(t.beaconsTo('/api/v1/events')).toHaveLength(1);
    const [event] = t.beaconsTo('/api/v1/events');
    expect(event?.url.pathname).toBe('/api/v1/events');
    expect(event?.url.searchParams.get('crumb')).toBe('c1');
    expect(event?.body.get('customSchemaName')).toBe('cms_v7');
    expect(event?.body.get('analyticsId')).toBe(t.localStorage.getItem(SS_ANALYTICS_ID));
    expect(JSON.parse(event?.body.get('commonData') ?? '')).toMatchObject({ actor: 'visitor', action: 'view', object_type: 'page', event_source: 'WEB', event_owner_team: 'cms', pagePath: '/about' });
    expect(JSON.parse(event?.body.get('customData') ?? '')).toMatchObject({ frame_url: 'https://site.example/about?source=mail', is_squarespace_app: false });
    expect(t.callsTo('/api/v1/events')).toEqual([]);
  });

  it('falls back to the data layer when the beacon is refused; a bad status is only a debug line', async () => {
    const t = setup({ beaconAccepts: false });
    t.setRespond((call) => (call.path === '/api/v1/events' ? failed(500) : ok()));
    start(t.env);
    await flush();
    const [events] = t.callsTo('/api/v1/events');
    expect((events?.options.form as Record<string, string>).customSchemaName).toBe('cms_v7');
    expect(events?.options.timeoutMs).toBe(2500);
    expect(debug).toHaveBeenCalledWith('[analytics] Error tracking event: HTTP Status 500', '');
  });

  it('accepts 202 from the events service without a word', async () => {
    const t = setup({ beaconAccepts: false });
    t.setRespond(() => ok(202));
    start(t.env);
    await flush();
    expect(debug).not.toHaveBeenCalled();
  });

  it('writes the analytics id cookie (390 days), ss_cvr and ss_cvt', () => {
    const t = setup();
    start(t.env);
    expect(t.jar.names()).toEqual(expect.arrayContaining([ANALYTICS_ID_COOKIE.name, 'ss_cvr', 'ss_cvt']));
    expect(t.jar.lastWrite(ANALYTICS_ID_COOKIE.name)).toContain('Max-Age=33696000');
  });

  it('requests the landing image once per session', () => {
    const t = setup();
    start(t.env)();
    expect(t.images).toHaveLength(1);
    const image = new URL(t.images[0] as string);
    expect(image.pathname).toBe('/api/track/Track');
    expect(image.searchParams.get('crumb')).toBe('c1');
    expect(image.searchParams.get('source')).toBe('mail');
    expect(image.searchParams.get('landing')).toBe('https://site.example/about?source=mail');
    expect(image.searchParams.get('screen')).toBe('1920x1080');
    expect(image.searchParams.get('random')).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.localStorage.getItem(SS_HAS_LANDED)).not.toBeNull();
    // The next page of the same visit: a hit, but no landing.
    start(t.env);
    expect(t.images).toHaveLength(1);
    expect(t.hits()).toHaveLength(2);
  });

  it('records no page view on the search page (SPEC.md §2)', () => {
    const t = setup({ url: 'https://site.example/search?q=x', context: { pageType: 102 } });
    start(t.env);
    expect(t.hits()).toEqual([]);
    expect(t.beacons).toEqual([]);
    expect(isAnalyticsRunning()).toBe(true); // census and traces still work there
  });

  it('takes the API base from website.baseUrl', () => {
    const t = setup({ context: { website: { id: 's', baseUrl: 'https://api.example' } } });
    start(t.env);
    expect(t.beacons[0]?.url.origin).toBe('https://api.example');
  });
});

describe('startAnalytics: the gate (SPEC.md §6)', () => {
  it('does nothing for an account that is not only a viewer', async () => {
    const t = setup({ context: { authenticatedAccount: { id: 'a' }, websiteRoles: [1] } });
    start(t.env);
    expect(t.calls).toEqual([]);
    expect(t.beacons).toEqual([]);
    expect(t.images).toEqual([]);
    expect(t.jar.names()).toEqual(['crumb']);
    expect(t.listeners.size).toBe(0); // consent cannot change this: no subscription
    await recordFormRender('f1');
    trace('x');
    expect(t.calls).toEqual([]);
    expect(isAnalyticsRunning()).toBe(false);
  });

  it('runs for a viewer-only account', () => {
    const t = setup({ context: { authenticatedAccount: { id: 'a' }, websiteRoles: [10] } });
    start(t.env);
    expect(t.hits()).toHaveLength(1);
  });

  it('does nothing in the editor, on the not-found page, or when disabled', () => {
    for (const options of [
      { url: 'https://site.example/config/pages' },
      { context: { pageType: 100 } },
      { context: { pageType: 103 } },
      { context: { pageType: 106 } },
      { context: { websiteSettings: { disableAnalytics: true } } },
    ]) {
      const t = setup(options);
      start(t.env);
      expect(t.calls).toEqual([]);
    }
  });

  it('does nothing inside a frame of the editor', () => {
    const t = setup();
    (t.env.window as unknown as { top: unknown }).top = { location: { pathname: '/config/' } };
    start(t.env);
    expect(t.calls).toEqual([]);
  });
});

describe('startAnalytics: consent under a restrictive policy (SPEC.md §9)', () => {
  const restrictive = { websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } };

  it('waits for consent, clearing tracking cookies meanwhile, then starts', async () => {
    const t = setup({ context: restrictive });
    t.jar.cookie = `${ANALYTICS_ID_COOKIE.name}=old-analytics-id; Path=/`;
    t.jar.cookie = 'ss_cvr=old-visitor; Path=/';
    start(t.env);
    expect(t.calls).toEqual([]);
    // The code that clears every path and domain loads only when there is a cookie to clear.
    await vi.waitFor(() => expect(t.jar.names()).toEqual(['crumb']));
    t.setConsent('granted');
    expect(t.hits()).toHaveLength(1);
    expect(t.jar.names()).toEqual(expect.arrayContaining([ANALYTICS_ID_COOKIE.name, 'ss_cvr']));
  });

  it('stops and leaves no tracking cookie when the visitor declines', async () => {
    const t = setup({ context: restrictive, consent: 'granted' });
    start(t.env);
    expect(t.jar.names().length).toBeGreaterThan(1);
    t.setConsent('declined');
    expect(isAnalyticsRunning()).toBe(false);
    await vi.waitFor(() => expect(t.jar.names()).toEqual(['crumb']));
    expect(t.localStorage.getItem(SS_ANALYTICS_ID)).toBeNull();
    await recordOverlay('show');
    expect(t.callsTo('/api/census/overlay')).toEqual([]);
    // A later yes starts again, without a second page view for the same page.
    t.setConsent('granted');
    expect(isAnalyticsRunning()).toBe(true);
    expect(t.hits()).toHaveLength(1);
  });

  it('keeps the cookies of a consent given again before the clearing code came', async () => {
    const t = setup({ context: restrictive, consent: 'granted' });
    start(t.env);
    t.setConsent('declined');
    t.setConsent('granted');
    expect(isAnalyticsRunning()).toBe(true);
    const names = t.jar.names();
    expect(names).toEqual(expect.arrayContaining([ANALYTICS_ID_COOKIE.name, 'ss_cvr']));
    // What the decline asked for has come by now; tracking runs again, so it clears nothing.
    await import('../contracts/cookie-variants');
    await flush();
    expect(t.jar.names()).toEqual(names);
  });

  it('counts Global Privacy Control as a decline', () => {
    const t = setup({ context: restrictive, consent: 'granted', gpc: true });
    start(t.env);
    expect(t.calls).toEqual([]);
    expect(isAnalyticsRunning()).toBe(false);
  });

  it('ignores consent changes after stop', () => {
    const t = setup({ context: restrictive });
    start(t.env)();
    t.setConsent('granted');
    expect(t.calls).toEqual([]);
    expect(t.listeners.size).toBe(0);
  });

  it('keeps ids out of cookies when the site disabled analytics cookies', async () => {
    const t = setup({ context: { websiteSettings: { cookieSettings: { isAnalyticsCookiesDisabled: true } } } });
    t.jar.cookie = `${ANALYTICS_ID_COOKIE.name}=old-analytics-id; Path=/`;
    start(t.env);
    expect(t.hits()).toHaveLength(1);
    await vi.waitFor(() => expect(t.jar.names()).toEqual(['crumb']));
    expect(t.localStorage.getItem(SS_ANALYTICS_ID)).toBe('old-analytics-id');
  });
});

describe('census calls for blocks (SPEC.md §7)', () => {
  it('form render: {formId, visitorCookie}, once per form', async () => {
    const t = setup();
    start(t.env);
    await recordFormRender('f1');
    await recordFormRender('f1');
    await recordFormRender('f2');
    const renders = t.callsTo('/api/census/form-render');
    expect(renders.map((c) => c.options.json)).toEqual([
      { formId: 'f1', visitorCookie: expect.any(String) },
      { formId: 'f2', visitorCookie: expect.any(String) },
    ]);
    expect((renders[0]?.options.json as { visitorCookie: string }).visitorCookie).not.toBe('');
    expect(renders[0]?.options.timeoutMs).toBe(2500);
  });

  it('button render (once) and click (every time), overlay events', async () => {
    const t = setup();
    start(t.env);
    const button = { id: 'b1', buttonText: 'Buy', clickthroughUrl: '/shop' };
    await recordButtonRender(button);
    await recordButtonRender(button);
    await recordButtonClick(button);
    await recordButtonClick(button);
    await recordOverlay('close');
    expect(t.callsTo('/api/census/button-render')).toHaveLength(1);
    expect(t.callsTo('/api/census/button-click')).toHaveLength(2);
    expect(t.callsTo('/api/census/button-click')[0]?.options.json).toMatchObject({ id: 'b1', buttonText: 'Buy', clickthroughUrl: '/shop', newWindow: false });
    expect(t.callsTo('/api/census/overlay')[0]?.options.json).toMatchObject({ event: 'close' });
  });

  it('trackEvent sends valid events and drops the rest', async () => {
    const t = setup();
    start(t.env);
    await trackEvent({ actor: 'visitor', action: 'subscribe', object_type: 'newsletter', object_id: 'f1' }, { list: 'x' });
    const events = () => t.beaconsTo('/api/v1/events');
    expect(JSON.parse(events()[1]?.body.get('commonData') ?? '')).toMatchObject({ action: 'subscribe', object_id: 'f1' });
    expect(JSON.parse(events()[1]?.body.get('customData') ?? '')).toMatchObject({ list: 'x' });
    await trackEvent({ actor: 'visitor' } as never);
    expect(events()).toHaveLength(2);
    expect(debug).toHaveBeenCalledWith('[analytics] no payload', '');
  });
});

describe('traces (SPEC.md §7 Trace)', () => {
  it('are posted as one form field after 30 s', async () => {
    vi.useFakeTimers();
    const t = setup();
    start(t.env);
    trace('scroll', { depth: 50 });
    trace('click', null);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(t.callsTo('/api/events/Trace')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const [call] = t.callsTo('/api/events/Trace');
    expect(JSON.parse((call?.options.form as { data: string }).data)).toEqual([
      { pageUrl: 'https://site.example/about?source=mail', type: 'scroll', data: { depth: 50 } },
      { pageUrl: 'https://site.example/about?source=mail', type: 'click', data: null },
    ]);
  });

  it('go by beacon when the page hides, and on stop', () => {
    const t = setup();
    const stop = start(t.env);
    trace('a');
    t.hidePage();
    trace('b');
    stop();
    const traces = t.beacons.filter((b) => b.url.pathname === '/api/events/Trace');
    expect(traces.map((b) => JSON.parse(b.body.get('data') ?? '')[0].type)).toEqual(['a', 'b']);
    trace('c'); // stopped: ignored
    t.hidePage();
    expect(t.beacons.filter((b) => b.url.pathname === '/api/events/Trace')).toHaveLength(2);
  });
});

describe('every failure is silent', () => {
  it('survives a data layer that rejects, a throwing beacon, Image and storage', async () => {
    vi.useFakeTimers();
    const t = setup();
    t.setRespond(() => Promise.reject(new Error('boom')));
    const win = t.env.window as unknown as Record<string, unknown>;
    (win.navigator as Record<string, unknown>).sendBeacon = () => {
      throw new TypeError('beacon');
    };
    win.Image = class {
      constructor() {
        throw new Error('no images');
      }
    };
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => start(t.env)).not.toThrow();
    await recordFormRender('f');
    await recordButtonClick({ id: 'b', buttonText: '', clickthroughUrl: '' });
    await trackEvent({ actor: 'a', action: 'b', object_type: 'c' });
    trace('t', 1);
    await vi.advanceTimersByTimeAsync(30_000);
    t.hidePage();
    expect(t.calls.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.'); // the storage module's own notice
  });

  it('survives a consent function and a subscription that throw', () => {
    const t = setup();
    t.env.consent = () => {
      throw new Error('banner');
    };
    t.env.onConsentChange = () => {
      throw new Error('banner');
    };
    expect(() => start(t.env)).not.toThrow();
    expect(t.hits()).toHaveLength(1);
  });
});
