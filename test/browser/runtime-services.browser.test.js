import { expect } from '@esm-bundle/chai';
import { sleep, waitFor } from './helpers.js';

/**
 * The runtime's invisible services (issue 7) in the BUILT dist/runtime.js. There is no
 * backend here (API calls answer 404), so this covers what needs none: how the services
 * are loaded, and the error reporter's caps against a stubbed fetch. The backend flows are
 * in test/e2e/services.e2e.test.ts.
 */

const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/** A chunk called `<name>-<8-character hash>.js` (so `analytics` does not match `analytics-gate`). */
const chunkEntries = (name) =>
  performance.getEntriesByType('resource').filter((entry) => new RegExp(`/dist/chunks/${name}-[\\w-]{6}\\.js$`).test(entry.name));

// Noted before the runtime loads: the error reporter listens for rejections once started.
let reporterListening = false;
const originalAddEventListener = window.addEventListener;
window.addEventListener = function (type, ...rest) {
  if (type === 'unhandledrejection') reporterListening = true;
  return originalAddEventListener.call(this, type, ...rest);
};

/**
 * Dispatches error events as the browser would, without mocha's window.onerror failing the
 * test and without the test runner logging every one of them.
 */
function dispatchErrors(events) {
  const { onerror } = window;
  const { error: consoleError } = console;
  window.onerror = null;
  console.error = () => {};
  try {
    for (const event of events) window.dispatchEvent(event);
  } finally {
    window.onerror = onerror;
    console.error = consoleError;
  }
}
const errorEvent = (message, stack) => {
  const error = new Error(message);
  if (stack !== undefined) error.stack = stack;
  return new ErrorEvent('error', { error, message, filename: location.href, lineno: 1, colno: 1 });
};
// The promise is already settled, so the event itself causes no real unhandled rejection.
const rejectionEvent = (message) =>
  new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error(message) });

describe('runtime services (built dist/runtime.js)', () => {
  let runtime;

  before(async () => {
    expect(['runtime-services', 'editor-keys', 'analytics-page', 'native-bridge'].flatMap(chunkEntries)).to.deep.equal([]);
    runtime = await import('/dist/runtime.js');
  });

  after(() => {
    window.addEventListener = originalAddEventListener;
    runtime?.destroy();
  });

  it('loads every service by dynamic import after start, and no native bridge outside the app', async () => {
    const started = performance.getEntriesByName('sqs-runtime-start')[0];
    expect(started, 'the runtime started').to.not.equal(undefined);
    // Analytics and metrics wait for an idle moment, so they load last.
    const loaded = await waitFor(
      () => {
        const entries = ['runtime-services', 'analytics-page'].map((name) => [name, chunkEntries(name)]);
        return entries.every(([, found]) => found.length === 1) && entries;
      },
      { message: 'the service chunks' },
    );
    for (const [name, [entry]] of loaded) {
      // A chunk in runtime.js's static graph would be fetched before the runtime ran.
      expect(entry.startTime, `${name} requested after start`).to.be.greaterThan(started.startTime);
    }
    expect(chunkEntries('native-bridge'), 'no platform=mobile-app').to.deep.equal([]);
  });

  it('sends errors after 1 s of quiet, at most 10 a request and 20 a page, and never its own failures', async () => {
    await waitFor(() => reporterListening, { message: 'the error reporter' });
    const realFetch = window.fetch;
    const calls = [];
    // The failing endpoint: a network error, which the reporter must swallow unreported.
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes(ERRORS_PATH)) return realFetch(input, init);
      calls.push({ url, init, at: performance.now() });
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    try {
      const first = performance.now();
      dispatchErrors([errorEvent('first-0'), errorEvent('first-1', `Error: first-1\n${'    at frame (x.js:1:1)\n'.repeat(500)}`), errorEvent('first-2')]);
      expect(calls.length, 'debounced, not sent at once').to.equal(0);
      await waitFor(() => calls.length === 1, { message: 'the debounced send', timeout: 3000 });
      expect(calls[0].at - first).to.be.at.least(900);
      const batch = JSON.parse(calls[0].init.body);
      expect(batch.map((r) => r.data.message)).to.deep.equal(['first-0', 'first-1', 'first-2']);
      expect(batch.map((r) => r.event)).to.deep.equal(['error', 'error', 'error']);
      expect(batch[1].data.stack.length).to.equal(5000);
      expect(calls[0].init.method).to.equal('POST');
      expect(new URL(calls[0].url).searchParams.has('crumb')).to.equal(true);
      expect(Object.keys(calls[0].init.headers)).to.include('X-CSRF-Token');

      // A flood: 17 more reports fit the page's 20, as a full batch of 10 at once and 7
      // after the debounce; everything after is dropped.
      dispatchErrors([
        ...Array.from({ length: 1000 }, (_, i) => errorEvent(`flood-${i}`)),
        ...Array.from({ length: 50 }, (_, i) => rejectionEvent(`rejected-${i}`)),
      ]);
      expect(calls.length, 'a full queue goes at once').to.equal(2);
      await waitFor(() => calls.length === 3, { message: 'the last batch', timeout: 3000 });
      await sleep(1500); // more than the debounce: nothing else may leave
      const batches = calls.map((call) => JSON.parse(call.init.body));
      expect(calls.length).to.equal(3);
      expect(batches.map((b) => b.length)).to.deep.equal([3, 10, 7]);
      const messages = batches.flat().map((r) => r.data.message);
      expect(messages.slice(3)).to.deep.equal(Array.from({ length: 17 }, (_, i) => `flood-${i}`));
    } finally {
      window.fetch = realFetch;
    }
  });

  it('loads the native bridge with platform=mobile-app and reports a missing app handler', async () => {
    runtime.destroy();
    const reports = [];
    const stop = runtime.onReport((entry) => reports.push(entry));
    const original = `${location.pathname}${location.search}${location.hash}`;
    const params = new URLSearchParams(location.search);
    params.set('platform', 'mobile-app');
    history.replaceState(history.state, '', `${location.pathname}?${params}`);
    let copy;
    try {
      // A fresh copy of the runtime decides at load whether this page is inside the app.
      copy = await import('/dist/runtime.js?platform=mobile-app');
      await waitFor(() => chunkEntries('native-bridge').length === 1, { message: 'the native bridge chunk' });
      const report = await waitFor(() => reports.find((r) => r.source === 'native-bridge'), { message: 'the bridge report' });
      expect(report.message).to.equal('mobile platform not correctly identified');
    } finally {
      history.replaceState(history.state, '', original);
      stop();
      copy?.destroy();
    }
  });
});
