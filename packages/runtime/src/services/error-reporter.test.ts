// The reporter with a stand-in window (an EventTarget), injected `send` and fake timers.
// Runs in Node: the reporter touches only addEventListener, location, navigator and cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { report } from '../report';
import type { ErrorReport } from './error-queue';
import { CSRF_HEADER, ERRORS_PATH, startErrorReporting, type ErrorReportingEnv } from './error-reporter';

const REPORTER_PATH = new URL('./error-reporter.ts', import.meta.url).pathname;

function fakeWindow() {
  return Object.assign(new EventTarget(), {
    location: { href: 'https://site.example/shop?x=1', origin: 'https://site.example' },
    navigator: { userAgent: 'TestAgent/1.0' },
  }) as unknown as Window;
}

const errorEvent = (fields: { message?: string; filename?: string; lineno?: number; colno?: number; error?: unknown }) =>
  Object.assign(new Event('error'), fields);
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

const stops: Array<() => void> = [];
function start(overrides: Partial<ErrorReportingEnv> = {}) {
  const sent: ErrorReport[][] = [];
  const win = fakeWindow();
  const env: ErrorReportingEnv = {
    window: win,
    document: { cookie: 'crumb=c%201; other=x' } as Document,
    send: (reports) => void sent.push(reports),
    now: () => 1_700_000_000_000,
    ...overrides,
  };
  const stop = startErrorReporting(env);
  stops.push(stop);
  return { win, sent, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startErrorReporting (SPEC.md §9 "Error reporting")', () => {
  it('sends what happened before it started (held by the runtime until the page was idle), in order', () => {
    const held = [
      errorEvent({ message: 'early error', error: new Error('early error') }) as ErrorEvent,
      rejection(new Error('early rejection')) as PromiseRejectionEvent,
      { source: 'sqs-gallery', message: 'Error decoding gallery block data.' },
    ];
    const { sent } = start({ held });
    vi.advanceTimersByTime(1000);
    expect(sent.flat().map((r) => [r.event, r.data.message])).toEqual([
      ['error', 'early error'],
      ['unhandledrejection', 'early rejection'],
      ['report', 'Error decoding gallery block data.'],
    ]);
  });

  it('reports a window error with message, stack, url, position, user agent and time', () => {
    const { win, sent } = start();
    const error = new Error('boom');
    win.dispatchEvent(errorEvent({ message: 'Uncaught Error: boom', filename: 'https://site.example/app.js', lineno: 3, colno: 14, error }));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([
      [
        {
          event: 'error',
          data: { message: 'Uncaught Error: boom', stack: error.stack, url: 'https://site.example/app.js', line: 3, column: 14, userAgent: 'TestAgent/1.0' },
          timestamp: 1_700_000_000_000,
        },
      ],
    ]);
  });

  it('reports unhandled rejections and the library reports of report.ts', () => {
    const { win, sent } = start();
    win.dispatchEvent(rejection(new TypeError('rejected')));
    win.dispatchEvent(rejection('plain reason'));
    report({ source: 'sqs-gallery', message: 'Could not read data-block-json' });
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((r) => [r.event, r.data.message, r.data.url, r.data.source])).toEqual([
      ['unhandledrejection', 'rejected', 'https://site.example/shop?x=1', undefined],
      ['unhandledrejection', 'plain reason', 'https://site.example/shop?x=1', undefined],
      ['report', 'Could not read data-block-json', 'https://site.example/shop?x=1', 'sqs-gallery'],
    ]);
  });

  it('debounces sends by 1 s of quiet, one request for the batch', () => {
    const { win, sent } = start();
    win.dispatchEvent(rejection('a'));
    vi.advanceTimersByTime(900);
    win.dispatchEvent(rejection('b'));
    vi.advanceTimersByTime(900);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(sent.map((batch) => batch.map((r) => r.data.message))).toEqual([['a', 'b']]);
  });

  it('sends a full queue of 10 at once and no more than 20 reports a page', () => {
    const { win, sent } = start();
    for (let n = 0; n < 1000; n++) win.dispatchEvent(rejection(`e${n}`));
    vi.advanceTimersByTime(5000);
    for (let n = 0; n < 1000; n++) win.dispatchEvent(rejection(`late${n}`));
    vi.advanceTimersByTime(5000);
    expect(sent.map((batch) => batch.length)).toEqual([10, 10]);
    expect(sent.flat().map((r) => r.data.message)).toEqual(Array.from({ length: 20 }, (_, n) => `e${n}`));
  });

  it('sends what waits when the page hides or the reporter stops', () => {
    const { win, sent, stop } = start();
    win.dispatchEvent(rejection('before hide'));
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    win.dispatchEvent(rejection('before stop'));
    stop();
    expect(sent).toHaveLength(2);
    win.dispatchEvent(rejection('after stop'));
    report({ source: 'x', message: 'after stop' });
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });

  it('drops errors from its own frames, so a reporter bug cannot loop', () => {
    const { win, sent } = start();
    const own = Object.assign(new Error('inside'), { stack: `Error: inside\n    at add (${REPORTER_PATH}:90:3)` });
    win.dispatchEvent(errorEvent({ message: 'inside', error: own }));
    win.dispatchEvent(rejection(own));
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('recognises its own frames as this engine prints them', () => {
    // An error raised inside the reporter (here from `now`, called in its frames) is
    // thrown again as a window error: it must be dropped, not queued.
    let raised: Error | undefined;
    const { win, sent } = start({
      now: () => {
        raised ??= new Error('reporter bug');
        return 0;
      },
    });
    win.dispatchEvent(rejection('first'));
    win.dispatchEvent(errorEvent({ message: 'reporter bug', error: raised }));
    vi.advanceTimersByTime(5000);
    expect(raised?.stack).toContain(REPORTER_PATH);
    expect(sent.flat().map((r) => r.data.message)).toEqual(['first']);
  });

  it('drops a failing send silently: throwing, rejecting, 500', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      let calls = 0;
      const { win } = start({
        send: () => {
          calls += 1;
          if (calls === 1) throw new Error('send threw');
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      });
      win.dispatchEvent(rejection('one'));
      vi.advanceTimersByTime(1000);
      win.dispatchEvent(rejection('two'));
      vi.advanceTimersByTime(1000);
      await vi.runAllTimersAsync();
      expect(calls).toBe(2); // nothing retried
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('drops errors raised while it is sending', () => {
    const seen: string[][] = [];
    const page: { win?: Window } = {};
    const { win } = start({
      send: (reports) => {
        seen.push(reports.map((r) => r.data.message));
        // e.g. an instrumented fetch that reports through the page
        page.win?.dispatchEvent(rejection('during send'));
        report({ source: 'fetch-wrapper', message: 'during send' });
      },
    });
    page.win = win;
    win.dispatchEvent(rejection('first'));
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([['first']]);
  });

  it('by default POSTs JSON with fetch, keepalive, the crumb in the query and the CSRF header', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { win } = start({ send: undefined, baseUrl: 'https://api.example' });
    win.dispatchEvent(rejection('boom'));
    vi.advanceTimersByTime(1000);
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://api.example${ERRORS_PATH}?crumb=c+1`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', [CSRF_HEADER]: 'c 1' });
    expect(JSON.parse(String(init.body))).toMatchObject([{ event: 'unhandledrejection', data: { message: 'boom' } }]);
    expect(CSRF_HEADER).toBe('X-CSRF-Token');
  });

  it('survives a network failure of the default send without a report', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { win, sent } = start({ send: undefined });
    win.dispatchEvent(rejection('boom'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(String(vi.mocked(fetch).mock.calls[0]![0])).origin).toBe('https://site.example');
  });
});
