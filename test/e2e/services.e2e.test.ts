/**
 * Runtime services end to end (issue 7): the built dist/runtime.js on the services demo
 * pages (anonymous under a restrictive cookie policy, logged in, viewer-only), talking to
 * the real reference backend, read back through /api/dev/events. The error endpoint is
 * made to fail with the dev fault injector (/api/dev/faults).
 *
 * The services load lazily (dynamic import, analytics and metrics after an idle
 * callback), so a test that asserts something did NOT happen first waits for the proof
 * that the service has started and decided: an init script notes when the runtime adds
 * the listeners each service adds right after it has made its decision.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../../scripts/with-chrome.mjs';
import { startHarness, type Harness } from './harness';

const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
const LOGOUT_PATH = '/api/auth/Logout';
const ANALYTICS_PATHS = ['/api/census/RecordHit', '/api/v1/events', '/api/track/Track', '/api/events/Trace'];
const TRACKING_COOKIES = ['SS_ANALYTICS_ID', 'ss_cvr', 'ss_cvt'];
/** Polls of the dev listings count against the backend's 600 API calls a minute. */
const POLL_MS = 200;

type Stored<T = Record<string, unknown>> = { id: number; kind: string; payload: T };
type Hit = { event: string; data: { url: string; queryString: string }; ss_cvr: string };
type EventsRow = { analyticsId: string; customSchemaName: string; commonData: Record<string, unknown> };
type ErrorReport = { event: string; data: { message: string; stack: string; url: string; source?: string }; timestamp: number };
type PerformanceRecord = { app: string; event: string; pageLoadId: string; data: Record<string, unknown> };

/** Flags the page sets when a service has started (see the file comment). */
interface Probes {
  /** startAnalytics subscribes to consent changes only when consent could change its mind. */
  consentListening?: boolean;
  /** The error reporter listens for unhandled rejections once loaded. */
  errorReporterListening?: boolean;
  /**
   * The editor keys are listening: their last listener, for the editor's guide state, is
   * added after the keydown one (other features listen for keydown too).
   */
  keysListening?: boolean;
  /** defaultPrevented of each Escape keydown after every window listener ran (set by test). */
  escapes?: boolean[];
}

/**
 * Source text, not a function: tsx compiles functions with `__name(...)` helpers that do not
 * exist in the page.
 */
const INSTALL_PROBES = `(() => {
  const probes = (window.__probes = {});
  const wrap = (target, flags) => {
    const original = target.addEventListener;
    target.addEventListener = function (type, ...rest) {
      if (flags[type]) probes[flags[type]] = true;
      return original.call(this, type, ...rest);
    };
  };
  wrap(window, { 'sqs-consent-change': 'consentListening', unhandledrejection: 'errorReporterListening', 'sqs-editor-guide': 'keysListening' });
})();`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `check` until it gives a truthy value, at most `timeout` ms. */
async function poll<T>(check: () => Promise<T | null | undefined | false>, message: string, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${message}`);
    await sleep(POLL_MS);
  }
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

describe('runtime services end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  const events = async <T>(kind: string): Promise<Array<Stored<T>>> => {
    const response = await fetch(`${h.origin}/api/dev/events?kind=${kind}`);
    assert.equal(response.status, 200, `listing ${kind}`);
    return ((await response.json()) as { events: Array<Stored<T>> }).events;
  };
  /** Page-view hits whose page URL carries `run=<tag>`. */
  const hitsFor = async (tag: string) => (await events<Hit>('hit')).filter((e) => new URLSearchParams(e.payload.data.queryString).get('run') === tag);
  const arm = async (fault: Record<string, unknown>) => {
    const response = await fetch(`${h.origin}/api/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
    assert.equal(response.status, 200, 'fault armed');
  };
  const clearFaults = () => fetch(`${h.origin}/api/dev/faults`, { method: 'DELETE' });

  /** A page (in its own browser context) with the probes installed and every request noted. */
  async function open(path: string, setup?: (context: BrowserContext) => Promise<void>) {
    const page = await h.page();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.addInitScript(INSTALL_PROBES);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    if (setup) await setup(page.context());
    await page.goto(`${h.origin}${path}`);
    const to = (...paths: string[]) => requests.filter((r) => paths.includes(pathOf(r)));
    return { page, requests, to };
  }
  const probe = <K extends keyof Probes>(page: Page, name: K) => page.evaluate((n) => (window as unknown as { __probes: Probes }).__probes[n], name);
  const waitForProbe = async (page: Page, name: keyof Probes) => {
    await page.waitForFunction((n) => (window as unknown as { __probes: Probes }).__probes[n] === true, name, { timeout: 10_000 });
  };
  /** Analytics has decided (services/analytics-start.ts marks it), and whatever it sent at once has been answered. */
  const analyticsSettled = async (page: Page) => {
    await page.waitForFunction(() => performance.getEntriesByName('sqs-analytics-decided').length > 0, null, { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
  };
  const trackingCookies = async (page: Page) =>
    (await page.context().cookies()).filter((c) => TRACKING_COOKIES.includes(c.name)).map((c) => `${c.name}=${c.value}`);
  const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
  /** What a cookie banner does on Accept or Decline (SPEC.md §4): store the decision, announce it. */
  const decide = (page: Page, accepted: boolean) =>
    page.evaluate((yes) => {
      document.cookie = `ss_cookie_consent=${yes}; Max-Age=2592000; Path=/; SameSite=Lax`;
      window.dispatchEvent(new CustomEvent('sqs-consent-change', { detail: { consent: yes ? 'granted' : 'declined' } }));
    }, accepted);

  describe('analytics and consent (anonymous visitor, restrictive cookie policy)', () => {
    it('tracks nothing before consent, then records the page view once consent is given', async () => {
      const { page, to, requests } = await open('/services?run=consent');
      await analyticsSettled(page);
      const trackingCode = () => requests.filter((r) => /\/dist\/chunks\/analytics-page-[\w-]+\.js$/.test(r.url()));

      // Refused only for want of consent: it waits for the banner's answer, without having
      // downloaded any of the tracking code.
      assert.equal(await probe(page, 'consentListening'), true);
      assert.equal(trackingCode().length, 0);
      assert.deepEqual(to(...ANALYTICS_PATHS).map((r) => r.url()), []);
      assert.deepEqual(await trackingCookies(page), []);
      assert.deepEqual(await hitsFor('consent'), []);
      assert.equal(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID')), null);

      await decide(page, true);
      const [hit] = await poll(async () => (await hitsFor('consent')).length > 0 && hitsFor('consent'), 'the page-view hit');
      assert.equal(trackingCode().length, 1);
      assert.equal(hit!.payload.event, 'View');
      assert.equal(new URL(hit!.payload.data.url).pathname, '/services');

      // The tracking cookies exist now, and the hit and the event carry their values.
      await poll(async () => (await trackingCookies(page)).length === 3, 'the three tracking cookies');
      const analyticsId = await cookie(page, 'SS_ANALYTICS_ID');
      assert.equal(hit!.payload.ss_cvr, await cookie(page, 'ss_cvr'));
      const [event] = await poll(
        async () => {
          const rows = (await events<EventsRow>('event')).filter((e) => e.payload.analyticsId === analyticsId);
          return rows.length > 0 && rows;
        },
        'the page-view event',
      );
      assert.equal(event!.payload.customSchemaName, 'cms_v7');
      assert.equal(event!.payload.commonData.pagePath, '/services');
      // One page view for this page, however many times the decision is announced.
      await decide(page, true);
      await page.waitForLoadState('networkidle');
      assert.equal((await hitsFor('consent')).length, 1);
      assert.equal(to('/api/census/RecordHit').length, 1);
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    it('after a decline no tracking cookie remains, even ones set before, and nothing is recorded', async () => {
      const { page, to } = await open('/services?run=declined', async (context) => {
        const url = h.origin;
        await context.addCookies([
          { name: 'SS_ANALYTICS_ID', value: '11111111-2222-4333-8444-555555555555', url },
          { name: 'ss_cvr', value: 'old-visitor-cookie', url },
          { name: 'ss_cvt', value: '66666666-7777-4888-8999-000000000000', url },
          { name: 'ss_cookie_consent', value: 'false', url },
        ]);
      });
      assert.equal((await trackingCookies(page)).length, 3, 'the cookies were there at load');
      await analyticsSettled(page);
      assert.deepEqual(await trackingCookies(page), []);

      await page.reload();
      await analyticsSettled(page);
      assert.deepEqual(await trackingCookies(page), []);
      assert.deepEqual(to(...ANALYTICS_PATHS).map((r) => r.url()), []);
      assert.deepEqual(await hitsFor('declined'), []);
      assert.equal(await cookie(page, 'ss_cookie_consent'), 'false', 'the decision itself is kept');
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    it('a visitor who accepts and then declines on the banner loses the cookies and the stored id', async () => {
      const { page, to } = await open('/services?run=changed-mind');
      await analyticsSettled(page);
      await page.getByRole('button', { name: 'Accept' }).click();
      await poll(async () => (await trackingCookies(page)).length === 3, 'the tracking cookies after Accept');
      await poll(async () => (await hitsFor('changed-mind')).length === 1, 'the hit after Accept');
      assert.notEqual(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID')), null);

      // The demo banner hides after a decision; the page offers to forget it.
      await page.getByRole('button', { name: 'Forget my decision' }).click();
      await page.getByRole('button', { name: 'Decline' }).click();
      await poll(async () => (await trackingCookies(page)).length === 0 && true, 'the tracking cookies cleared on Decline');
      assert.equal(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID')), null);

      const before = to(...ANALYTICS_PATHS).length;
      await page.reload();
      await analyticsSettled(page);
      assert.deepEqual(await trackingCookies(page), []);
      assert.equal(to(...ANALYTICS_PATHS).length, before, 'no analytics request after the reload');
      assert.equal((await hitsFor('changed-mind')).length, 1);
      await page.close();
    });
  });

  describe('who is tracked', () => {
    it('records analytics for a viewer-only account', async () => {
      const { page } = await open('/services-viewer?run=viewer');
      const [hit] = await poll(async () => (await hitsFor('viewer')).length > 0 && hitsFor('viewer'), 'the viewer page hit');
      assert.equal(new URL(hit!.payload.data.url).pathname, '/services-viewer');
      await poll(async () => (await trackingCookies(page)).length === 3, 'tracking cookies for the viewer');
      assert.equal(page.url(), `${h.origin}/services-viewer?run=viewer`, 'a viewer is not sent to the editor');
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    it('records nothing for a logged-in contributor', async () => {
      const { page, to } = await open('/services-logged-in?run=contributor');
      await analyticsSettled(page);
      // Refused for the account: consent could not change that, so it does not listen.
      assert.notEqual(await probe(page, 'consentListening'), true);
      assert.deepEqual(to(...ANALYTICS_PATHS).map((r) => r.url()), []);
      assert.deepEqual(await hitsFor('contributor'), []);
      assert.deepEqual(await trackingCookies(page), []);
      // On 127.0.0.1 the editor redirect is skipped: the page stays.
      assert.equal(page.url(), `${h.origin}/services-logged-in?run=contributor`);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  });

  describe('error reporting', () => {
    /** Throws 1000 errors from timers and rejects 50 promises, none caught. */
    const flood = (page: Page) =>
      page.evaluate(() => {
        for (let i = 0; i < 1000; i++) {
          setTimeout(() => {
            throw new Error(`e${i}`);
          });
        }
        for (let i = 0; i < 50; i++) void Promise.reject(new Error(`r${i}`));
      });
    /** Every report in the request bodies. */
    const reportsIn = (requests: Request[]) => requests.flatMap((r) => JSON.parse(r.postData() ?? '[]') as ErrorReport[]);
    const fromTheFlood = (report: ErrorReport) => /^(Uncaught )?Error: [er]\d+$|^[er]\d+$/.test(report.data.message);

    it('1000 errors with the endpoint failing: at most 20 reports leave, none about the reporter', async (t) => {
      const { page, to } = await open('/services?run=flood-failing');
      await waitForProbe(page, 'errorReporterListening');
      await arm({ path: ERRORS_PATH, status: 500, times: 1000 });
      try {
        const storedBefore = (await events('js-error')).length;
        const failed: number[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === ERRORS_PATH) failed.push(response.status());
        });
        await flood(page);
        await poll(async () => to(ERRORS_PATH).length > 0, 'the first error report');
        // Three debounce periods (1 s each) of watching: nothing more may leave.
        await sleep(3000);
        // Leaving the page flushes whatever still waits (pagehide).
        await page.goto(`${h.origin}/accordion`);
        await page.waitForLoadState('networkidle');

        const requests = to(ERRORS_PATH);
        const reports = reportsIn(requests);
        t.diagnostic(`endpoint failing (500): ${requests.length} requests carrying ${reports.length} reports for 1000 errors + 50 rejections`);
        assert.ok(requests.length >= 1 && requests.length <= 20, `${requests.length} requests`);
        assert.ok(reports.length >= 1 && reports.length <= 20, `${reports.length} reports`);
        assert.ok(requests.every((r) => r.method() === 'POST' && r.headers()['x-csrf-token']), 'POST with the CSRF header');
        assert.deepEqual(failed.filter((s) => s !== 500), [], 'every send was answered with the injected 500');
        const strangers = reports.filter((r) => !fromTheFlood(r));
        assert.deepEqual(strangers.map((r) => r.data.message), [], 'only the page’s own errors are reported');
        assert.ok(!reports.some((r) => /error-reporter|error-queue|RecordJavascriptErrors/.test(`${r.data.message} ${r.data.stack}`)));
        assert.equal((await events('js-error')).length, storedBefore, 'the failing endpoint stored nothing');
      } finally {
        await clearFaults();
        await page.close();
      }
    });

    it('1000 errors with the endpoint working: exactly 20 reports are stored, in at most 20 requests', async (t) => {
      const { page, to } = await open('/services?run=flood-working');
      await waitForProbe(page, 'errorReporterListening');
      const storedBefore = (await events('js-error')).length;
      await flood(page);
      const stored = await poll(async () => {
        const rows = (await events<ErrorReport>('js-error')).slice(storedBefore);
        return rows.length >= 20 && rows;
      }, '20 stored reports');
      await sleep(3000);
      await page.goto(`${h.origin}/accordion`);
      await page.waitForLoadState('networkidle');

      const requests = to(ERRORS_PATH);
      t.diagnostic(`endpoint working: ${requests.length} requests, ${(await events('js-error')).length - storedBefore} reports stored`);
      assert.equal((await events('js-error')).length - storedBefore, 20);
      assert.ok(requests.length <= 20);
      assert.ok(stored.every((row) => fromTheFlood(row.payload) && row.payload.data.url.includes('run=flood-working')));
      await page.close();
    });
  });

  describe('editor keys and logout', () => {
    /** Notes, after every window listener, whether some listener took each Escape. */
    const watchEscapes = (page: Page) =>
      page.evaluate(() => {
        const probes = (window as unknown as { __probes: Probes }).__probes;
        probes.escapes = [];
        window.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') probes.escapes!.push(event.defaultPrevented);
        });
      });

    it('Escape on the logged-in page opens the editor with the encoded path and query', async () => {
      const { page } = await open('/services-logged-in?run=escape&q=a%20b');
      await page.route(
        (url) => url.pathname === '/config/',
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Editor stand-in</title>' }),
      );
      await waitForProbe(page, 'keysListening');
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/config/');
      const url = new URL(page.url());
      assert.equal(url.search, `?frameUrl=${encodeURIComponent('/services-logged-in?run=escape&q=a%20b')}`);
      assert.equal(url.searchParams.get('frameUrl'), '/services-logged-in?run=escape&q=a%20b');
      await page.close();
    });

    it('Escape and Shift+Escape do nothing for an anonymous visitor with escape-to-login off', async () => {
      const { page, to } = await open('/services?run=escape-anonymous');
      const chunks: string[] = [];
      page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
      // Nothing for the editor service to do here, so its code is never fetched.
      await waitForProbe(page, 'consentListening');
      await page.waitForLoadState('networkidle');
      await watchEscapes(page);
      const logoutsBefore = (await events('logout')).length;
      await page.keyboard.press('Escape');
      await page.keyboard.press('Shift+Escape');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await probe(page, 'escapes'), [false, false], 'no listener took the keys');
      assert.equal(page.url(), `${h.origin}/services?run=escape-anonymous`);
      assert.deepEqual(to(LOGOUT_PATH), []);
      assert.equal((await events('logout')).length, logoutsBefore);
      assert.deepEqual(chunks.filter((p) => p.includes('/editor-keys-')), []);
      await page.close();
    });

    it('Shift+Escape on the logged-in page logs out once and lands on /?logout=true', async () => {
      const { page, to } = await open('/services-logged-in?run=logout', (context) =>
        context.addCookies([{ name: 'sqs_demo_account', value: 'account-editor', url: h.origin }]),
      );
      await waitForProbe(page, 'keysListening');
      await watchEscapes(page);
      const logoutsBefore = (await events<{ hadSession: boolean }>('logout')).length;
      // The landing page may tidy logout=true out of its address once it has shown the
      // 'Logout Successful' dialog, so the navigation request is what is checked.
      const landing = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && r.url() === `${h.origin}/?logout=true`);
      // Twice in a row: one logout at a time (SPEC.md §4).
      await page.keyboard.press('Shift+Escape');
      await page.keyboard.press('Shift+Escape');
      await landing;
      // The request is out before the new document commits: wait for the address itself.
      await page.waitForURL((url) => url.pathname === '/');
      const logouts = await poll(async () => {
        const rows = (await events<{ hadSession: boolean }>('logout')).slice(logoutsBefore);
        return rows.length > 0 && rows;
      }, 'the stored logout');
      assert.equal(logouts.length, 1);
      assert.equal(logouts[0]!.payload.hadSession, true);
      assert.deepEqual(to(LOGOUT_PATH).map((r) => r.method()), ['POST']);
      assert.equal(await cookie(page, 'sqs_demo_account'), undefined, 'the account cookie was cleared');
      await page.close();
    });
  });

  describe('editor redirect on a live host name', () => {
    // The redirect is skipped on localhost and 127.0.0.1, where the backend runs; a browser
    // that resolves demo.test to 127.0.0.1 sees the same backend under a public-looking name.
    let browser: Browser;
    let live: string;
    before(async () => {
      browser = await chromium.launch({
        executablePath: findChrome(),
        args: [...CHROME_ARGS.filter((a) => !a.startsWith('--headless')), '--host-resolver-rules=MAP demo.test 127.0.0.1'],
      });
      live = h.origin.replace('127.0.0.1', 'demo.test');
    });
    after(() => browser.close());

    async function livePage() {
      const page = await browser.newPage();
      await page.addInitScript(INSTALL_PROBES);
      await page.route(
        (url) => url.pathname === '/config/',
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Editor stand-in</title>' }),
      );
      return page;
    }

    it('sends a signed-in contributor to the editor, unless noredirect was given in this session', async () => {
      const page = await livePage();
      await page.goto(`${live}/services-logged-in?run=redirect`);
      await page.waitForURL((url) => url.pathname === '/config/');
      assert.equal(new URL(page.url()).searchParams.get('frameUrl'), '/services-logged-in?run=redirect');

      // noredirect: the page stays, and later pages of the session remember it.
      await page.goto(`${live}/services-logged-in?noredirect`);
      await waitForProbe(page, 'keysListening');
      assert.equal(page.url(), `${live}/services-logged-in?noredirect`);
      await page.goto(`${live}/services-logged-in?run=remembered`);
      await waitForProbe(page, 'keysListening');
      assert.equal(page.url(), `${live}/services-logged-in?run=remembered`);
      await page.context().close();
    });

    it('leaves a viewer-only account on the page', async () => {
      const page = await livePage();
      await page.goto(`${live}/services-viewer?run=live-viewer`);
      await waitForProbe(page, 'keysListening');
      await poll(async () => (await hitsFor('live-viewer')).length > 0, 'the viewer page hit');
      assert.equal(page.url(), `${live}/services-viewer?run=live-viewer`);
      await page.context().close();
    });
  });

  describe('performance metrics', () => {
    it('sends the page-speed record and rum- marks when the page hides, not before', async () => {
      const page = await h.page();
      const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/1/performance/settings');
      await page.goto(`${h.origin}/services-viewer?run=performance`);
      const { pageLoadId } = (await (await settings).json()) as { pageLoadId: string };
      assert.ok(pageLoadId);
      await page.evaluate(() => performance.mark('rum-e2e-mark', { detail: { from: 'e2e' } }));
      const mine = async () => (await events<PerformanceRecord>('performance')).filter((e) => e.payload.pageLoadId === pageLoadId);
      assert.deepEqual(await mine(), [], 'nothing is sent before 30 s or a hide');

      await page.goto(`${h.origin}/accordion`); // pagehide: the records go by beacon
      const records = await poll(async () => {
        const rows = await mine();
        return rows.length >= 2 && rows;
      }, 'the performance records');
      const byEvent = (name: string) => records.filter((r) => r.payload.event === name);
      assert.equal(byEvent('page_speed').length, 1);
      assert.ok(Number(byEvent('page_speed')[0]!.payload.data.loadEventEnd) > 0);
      assert.deepEqual(
        byEvent('user').map((r) => [r.payload.data.name, r.payload.data.detail]),
        [['rum-e2e-mark', { from: 'e2e' }]],
      );
      assert.ok(records.every((r) => r.payload.app === 'sqs-runtime'));
      await page.close();
    });
  });
});
