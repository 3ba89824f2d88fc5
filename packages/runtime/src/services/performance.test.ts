// The metrics service with a stand-in window: fake XHR, beacon and performance
// entries, fake timers. Runs in Node; the real browser APIs are exercised end to end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PerformanceRecord, TimingEntry } from './performance-records';
import { markRum, startPerformanceMetrics, type PerformanceEnv } from './performance';

class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  readyState = 0;
  status = 0;
  responseText = '';
  aborted = false;
  onreadystatechange: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  respond(status: number, text = '') {
    this.readyState = 4;
    this.status = status;
    this.responseText = text;
    this.onreadystatechange?.();
  }
  timeOut() {
    this.readyState = 4;
    this.status = 0;
    this.onreadystatechange?.();
    this.ontimeout?.();
  }
}

const navigation = { name: 'https://site.example/', entryType: 'navigation', startTime: 0, duration: 600, responseStart: 100, loadEventEnd: 600 };

function setup(options: { readyState?: DocumentReadyState; beacon?: (url: string, body: string) => boolean; perfNow?: number } = {}) {
  FakeXhr.all = [];
  const beacons: Array<{ url: string; body: string }> = [];
  const warnings: string[] = [];
  const timings: TimingEntry[] = [];
  let perfNow = options.perfNow ?? 600; // = loadEventEnd: loaded just now
  const performance = {
    now: () => perfNow,
    getEntriesByType: (type: string) =>
      type === 'navigation' ? [navigation] : type === 'paint' ? [{ name: 'first-contentful-paint', entryType: 'paint', startTime: 250, duration: 0 }] : timings.filter((t) => t.entryType === type),
    mark: (name: string, options?: { detail?: unknown }) => void timings.push({ name, entryType: 'mark', startTime: perfNow, duration: 0, detail: options?.detail }),
  } as unknown as Performance;
  const win = Object.assign(new EventTarget(), {
    location: { origin: 'https://site.example' },
    navigator: {
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return options.beacon ? options.beacon(url, body) : true;
      },
    },
    performance,
    XMLHttpRequest: FakeXhr,
  }) as unknown as Window;
  const doc = Object.assign(new EventTarget(), { readyState: options.readyState ?? 'complete', visibilityState: 'visible', cookie: 'crumb=abc' });
  const env: PerformanceEnv = { window: win, document: doc as unknown as Document, now: () => 5555, warn: (m) => void warnings.push(m) };
  const stop = startPerformanceMetrics(env);
  const settings = FakeXhr.all[0]!;
  const records = () => beacons.map((b) => JSON.parse(b.body) as PerformanceRecord[]);
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, doc, env, stop, settings, beacons, records, warnings, timings, performance, hide, tick: (ms: number) => (perfNow += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startPerformanceMetrics', () => {
  it('asks for the pageLoadId with the crumb and a 30 s timeout', () => {
    const { settings } = setup();
    expect(settings.method).toBe('GET');
    expect(settings.url).toBe('https://site.example/api/1/performance/settings?crumb=abc');
    expect(settings.timeout).toBe(30_000);
  });

  it('sends page speed and rum- marks by beacon 30 s after load, as one JSON array', () => {
    const { settings, beacons, records, performance } = setup();
    settings.respond(200, '{"pageLoadId":"pl-1"}');
    markRum('hero', { id: 'x' }, performance);
    performance.mark('not-rum');
    vi.advanceTimersByTime(29_999);
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('https://site.example/api/1/performance/records?crumb=abc');
    const [pageSpeed, hero, ...rest] = records()[0]!;
    expect(rest).toEqual([]);
    expect(pageSpeed).toMatchObject({ app: 'sqs-runtime', event: 'page_speed', pageLoadId: 'pl-1', timestamp: 5555, data: { responseStart: 100, loadEventEnd: 600, firstContentfulPaint: 250 } });
    expect(hero).toEqual({ app: 'sqs-runtime', event: 'user', pageLoadId: 'pl-1', timestamp: 5555, data: { name: 'rum-hero', entryType: 'mark', startTime: 600, duration: 0, detail: { id: 'x' } } });
  });

  it('counts the 30 s from the load, not from its own start', () => {
    const { settings, beacons } = setup({ perfNow: 10_600 }); // loaded 10 s ago
    settings.respond(200, '{"pageLoadId":"p"}');
    vi.advanceTimersByTime(20_000);
    expect(beacons).toHaveLength(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const { win, settings, beacons } = setup({ readyState: 'loading' });
    settings.respond(200, '{"pageLoadId":"p"}');
    vi.advanceTimersByTime(60_000);
    expect(beacons).toHaveLength(0);
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(30_000);
    expect(beacons).toHaveLength(1);
  });

  it('sends when the page hides, each record once', () => {
    const { settings, records, performance, hide, win, tick } = setup();
    settings.respond(200, '{"pageLoadId":"p"}');
    markRum('a', undefined, performance);
    hide();
    expect(records().map((set) => set.map((r) => r.data.name ?? r.event))).toEqual([['page_speed', 'rum-a']]);
    win.dispatchEvent(new Event('pagehide')); // nothing new: no request
    vi.advanceTimersByTime(30_000);
    expect(records()).toHaveLength(1);
    tick(5);
    markRum('rum-b', undefined, performance);
    win.dispatchEvent(new Event('pagehide'));
    expect(records().map((set) => set.map((r) => r.data.name))).toEqual([[undefined, 'rum-a'], ['rum-b']]);
  });

  it('a send due before the pageLoadId arrives goes when it does', () => {
    const { settings, beacons, hide } = setup();
    hide();
    expect(beacons).toHaveLength(0);
    settings.respond(200, '{"pageLoadId":"late"}');
    expect(beacons).toHaveLength(1);
  });

  it('falls back to XHR when the beacon is refused, and warns on an unexpected status (not 0)', () => {
    const { settings, hide, warnings, win } = setup({ beacon: () => false });
    settings.respond(200, '{"pageLoadId":"p"}');
    hide();
    const post = FakeXhr.all[1]!;
    expect(post.method).toBe('POST');
    expect(post.url).toBe('https://site.example/api/1/performance/records?crumb=abc');
    expect(post.headers['Content-Type']).toBe('text/plain;charset=UTF-8');
    expect(JSON.parse(String(post.body))[0]).toMatchObject({ event: 'page_speed', pageLoadId: 'p' });
    post.respond(500);
    expect(warnings).toEqual(['XHR request DONE with unexpected status: 500']);
    markRum('x', undefined, win.performance);
    win.dispatchEvent(new Event('pagehide'));
    FakeXhr.all[2]!.respond(0);
    expect(warnings).toHaveLength(1);
  });

  it('falls back to XHR when sendBeacon throws or is missing', () => {
    const { settings, hide } = setup({
      beacon: () => {
        throw new TypeError('refused');
      },
    });
    settings.respond(200, '{"pageLoadId":"p"}');
    expect(() => hide()).not.toThrow();
    expect(FakeXhr.all[1]!.method).toBe('POST');
  });

  it('warns the SPEC texts on a settings failure and sends nothing', () => {
    const cases: Array<[(x: FakeXhr) => void, string[]]> = [
      [(x) => x.timeOut(), ['Metric settings request timeout']],
      [(x) => x.respond(503), ['XHR request DONE with unexpected status: 503']],
      [(x) => x.respond(200, '{}'), ['Unable to resolve pageLoadId']],
      [(x) => x.respond(200, '<html>'), ['Unable to resolve pageLoadId']],
      [(x) => x.respond(0), []],
    ];
    for (const [fail, expected] of cases) {
      const { settings, warnings, beacons, hide, stop } = setup();
      fail(settings);
      hide();
      vi.advanceTimersByTime(60_000);
      expect(warnings).toEqual(expected);
      expect(beacons).toEqual([]);
      stop();
    }
  });

  it('warns with console.warn by default and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { settings, stop } = setup();
    stop();
    const env = { ...setup().env, warn: undefined };
    FakeXhr.all = [];
    startPerformanceMetrics(env);
    FakeXhr.all[0]!.timeOut();
    expect(warn).toHaveBeenCalledWith('Metric settings request timeout');
    expect(settings.aborted).toBe(true);
  });

  it('stops: no send after stop, the settings request aborted', () => {
    const { settings, beacons, hide, stop } = setup();
    stop();
    expect(settings.aborted).toBe(true);
    settings.respond(200, '{"pageLoadId":"p"}');
    hide();
    vi.advanceTimersByTime(60_000);
    expect(beacons).toEqual([]);
  });

  it('runs without performance, observers or XHR', () => {
    const win = Object.assign(new EventTarget(), { location: { origin: 'https://site.example' }, navigator: {} }) as unknown as Window;
    const doc = Object.assign(new EventTarget(), { readyState: 'complete', visibilityState: 'visible', cookie: '' }) as unknown as Document;
    const stop = startPerformanceMetrics({ window: win, document: doc, warn: () => {} });
    vi.advanceTimersByTime(60_000);
    stop();
  });
});

describe('markRum', () => {
  it('prefixes rum- once and never throws', () => {
    const names: string[] = [];
    markRum('hero', undefined, { mark: (name: string) => void names.push(name) } as unknown as Performance);
    markRum('rum-hero', undefined, { mark: (name: string) => void names.push(name) } as unknown as Performance);
    expect(names).toEqual(['rum-hero', 'rum-hero']);
    expect(() =>
      markRum('x', 1, {
        mark: () => {
          throw new Error('no');
        },
      } as unknown as Performance),
    ).not.toThrow();
  });
});
