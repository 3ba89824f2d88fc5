/**
 * `npm run bench:peers` (issue 13): our gallery + lightbox, carousel and cookie banner beside
 * PhotoSwipe, Swiper, keen-slider and cookieconsent, the same photos on the same pages, in one
 * run on an emulated phone (Lighthouse's mobile screen and user agent). Per page:
 *   - load (one run, not throttled): the JS and CSS bodies before the tap and added by it
 *     (gzip -9, computed here), the request-chain depth before the tap (scripts/bench-chains.ts)
 *     and the image requests before the tap;
 *   - Lighthouse 12 mobile, simulated throttling: score, TBT, LCP, CLS (median of --runs);
 *   - ready: ms from navigation to the widget's first visible answer to a tap, with
 *     mobileSlow4G applied for real (4x CPU, 562.5 ms round trip, 1.44 Mbit/s), tapping what
 *     the visitor sees as soon as the page has painted it, again every 100 ms while nothing
 *     answers; taps > 1 means earlier taps were lost (median of --runs);
 *   - one tap: the same, but a single tap as soon as the page has painted, then waiting (up to
 *     10 s) for the answer: whether an early tap has its effect once the widget is ready (issue
 *     13 item 4) where the count above cannot tell a tap held from a tap lost (--runs runs).
 * The table goes to stdout (markdown; progress to stderr), everything to bench/peers/latest.json.
 * Timings are printed, never asserted: this runs beside `npm run bench`, never in CI (~15 min).
 *
 * Served over HTTP/1.1 by default, as issue 13's figures were (the browser's 6 connections to a
 * host queue a page's 7th request and later, each waiting a round trip more under mobileSlow4G's
 * per-request latency); `--protocol h2` serves HTTP/2 over TLS, as sites are in production.
 *
 * Our pages carry the preload hints a site's server writes (`<link rel=modulepreload>` for what
 * runtime.js asks for on arrival, packages/server/src/preload-hints.ts); `--hints off` measures
 * a template that writes none.
 *
 *   npm run bench:peers -- [--runs 3] [--only label,…] [--skip-lh] [--skip-ready]
 *                          [--throttle mobile|none] [--protocol h1|h2] [--hints on|off] [--json PATH]
 *                          [--timeline]
 *
 * `--timeline` prints, after each ready run, what the page waited for: every script and photo
 * with when it was asked for and when its last byte came, the page's own marks (runtime start,
 * each block ready) and the main thread's long tasks, in ms from navigation.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as LH from 'lighthouse/core/config/constants.js';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordChains, splitChains } from '../bench-chains';
import { CHROME_ARGS, findChrome } from '../with-chrome.mjs';
import { PAGES, PEER_PACKAGES, type BenchPage } from './pages';
import { watcherSource, type PeerState } from './probes';
import { startServer, type BenchServer, type Protocol } from './server';
import { buildSite, PHOTO_WIDTHS, SITE } from './site';

const { values: opt } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string', default: 'bench/peers/latest.json' },
    throttle: { type: 'string', default: 'mobile' },
    protocol: { type: 'string', default: 'h1' },
    hints: { type: 'string', default: 'on' },
    'skip-lh': { type: 'boolean', default: false },
    'skip-ready': { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Math.min(50, Number.parseInt(opt.runs, 10) || 3));
const THROTTLE = opt.throttle !== 'none';
if (opt.protocol !== 'h1' && opt.protocol !== 'h2') throw new Error(`--protocol h1 or h2, not ${opt.protocol}`);
const PROTOCOL: Protocol = opt.protocol;
if (opt.hints !== 'on' && opt.hints !== 'off') throw new Error(`--hints on or off, not ${opt.hints}`);
const HINTS = opt.hints === 'on';
/** The bench's HTTPS certificate is self-signed for the run. */
const BROWSER_ARGS = [...CHROME_ARGS, '--ignore-certificate-errors'];
const PROTOCOL_NAME = { h1: 'HTTP/1.1', h2: 'HTTP/2 (TLS)' }[PROTOCOL];
const READY_TIMEOUT_MS = 30_000; // a whole ready or load run, navigation included
const RETRY_MS = 100; // tap again when nothing answered within this
const MAX_TAPS = 100;
const ONE_TAP_WAIT_MS = 10_000; // a single tap's answer, after the tap: 3× our slowest ready
const IDLE_QUIET_MS = 500; // the network is idle when nothing was in flight for this long
const IDLE_MAX_MS = 10_000;
const LH_TIMEOUT_MS = 120_000;

const log = (...parts: unknown[]) => console.error('[bench:peers]', ...parts);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const S4G = LH.throttling.mobileSlow4G;
const SCREEN = LH.screenEmulationMetrics.mobile;
const CONTEXT = {
  viewport: { width: SCREEN.width, height: SCREEN.height },
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: LH.userAgents.mobile,
  ignoreHTTPSErrors: true,
};

type Page$ = BenchPage & { href: string };
type Sizes = Record<'js' | 'css', { gzip: number; raw: number; files: number }>;
interface LoadResult {
  before: Sizes;
  after: Sizes;
  depth: number;
  servicesDepth: number;
  /** Photo requests (the bench's /img/) that went to the network before the tap. */
  images: number;
  /** Every image request before the tap (photos, the analytics beacon), paths in request order: a photo fetched twice shows here. */
  imageUrls: string[];
  /** Image requests the HTTP cache answered (no cost; not counted above). */
  imagesFromCache: number;
  answered: boolean | null;
}
interface ReadyResult {
  ok: boolean;
  taps: number;
  doneAt: number | null;
  firstTapAt: number | null;
  lost: number;
  fcp: number | null;
  /** When what must follow the answer held (`interact.then`), if the page asks. */
  thenAt: number | null;
}
interface LighthouseResult {
  score: number | null;
  tbt: number | null;
  lcp: number | null;
  cls: number | null;
  error: string | null;
}

// ---- resources, released on exit and on Ctrl-C --------------------------------------
let server: BenchServer | null = null;
let browser: Browser | null = null;
const chromes = new Set<chromeLauncher.LaunchedChrome>();
async function cleanup() {
  await browser?.close().catch(() => {});
  browser = null;
  for (const chrome of chromes) chrome.kill();
  chromes.clear();
  await server?.close();
  server = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => {
      onTimeout?.();
      fail(new Error(`${what}: timed out after ${ms} ms`));
    }, ms);
  });
  return Promise.race([work.finally(() => clearTimeout(timer)), timeout]);
}

async function newPage(pg: Page$): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser!.newContext(CONTEXT);
  const page = await ctx.newPage();
  await page.addInitScript({ content: watcherSource(pg.interact?.done ?? null, READY_TIMEOUT_MS * 2, pg.interact?.then?.holds ?? null) });
  if (opt.timeline) {
    await page.addInitScript({
      content: `(() => { const t = (window.__longTasks = []); try { new PerformanceObserver((l) => { for (const e of l.getEntries()) t.push([e.startTime, e.duration]); }).observe({ type: 'longtask' }); } catch {} })();`,
    });
  }
  return { ctx, page };
}

const peer = (page: Page) => page.evaluate(() => (window as unknown as { __peer?: PeerState }).__peer);
const answered = (page: Page) => page.evaluate(() => (window as unknown as { __peer?: PeerState }).__peer?.doneAt != null).catch(() => false);

/**
 * Taps what the visitor sees, as soon as it shows and again every RETRY_MS while nothing answers;
 * with `once`, taps only the first time and then waits for the answer until the deadline.
 */
async function tapUntilAnswered(page: Page, tap: string[], deadline: number, once = false): Promise<{ ok: boolean; taps: number }> {
  let taps = 0;
  while (Date.now() < deadline && taps < MAX_TAPS) {
    if (once && taps === 1) {
      // Answered, or lost for good (a link the page would have left by): no need to wait longer.
      await page
        .waitForFunction(() => ((p) => p?.doneAt != null || (p?.lost ?? 0) > 0)((window as unknown as { __peer?: PeerState }).__peer), null, {
          timeout: Math.max(1, Math.min(ONE_TAP_WAIT_MS, deadline - Date.now())),
          polling: 'raf',
        })
        .catch(() => {});
      return { ok: await answered(page), taps };
    }
    const at = await page.evaluate((selectors) => (window as unknown as { __peer?: PeerState }).__peer?.target(selectors) ?? null, tap).catch(() => null);
    if (!at) {
      if (await answered(page)) return { ok: true, taps };
      await sleep(50);
      continue;
    }
    await page.touchscreen.tap(at.x, at.y);
    taps += 1;
    const left = Math.min(RETRY_MS, deadline - Date.now());
    const ok = await page
      .waitForFunction(() => (window as unknown as { __peer?: PeerState }).__peer?.doneAt != null, null, { timeout: Math.max(1, left), polling: 'raf' })
      .then(() => true)
      .catch(() => false);
    if (ok) return { ok, taps };
  }
  return { ok: await answered(page), taps };
}

// ---- load: bytes, chain depth, images; not throttled, so one run says it -------------
async function loadRun(pg: Page$): Promise<LoadResult> {
  const { ctx, page } = await newPage(pg);
  try {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    const chains = recordChains(cdp, pg.href, (_url, type) => type === 'Script');
    let phase: 'before' | 'after' = 'before';
    // Image requests that went to the network before the tap (an HTTP cache hit is no request).
    const images = new Map<string, string>();
    let imagesFromCache = 0;
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; type?: string; request: { url: string } }) => {
      // Photos with their ?format; the analytics beacon's query is only noise.
      const url = e.request.url.replace(server!.origin, '');
      if (e.type === 'Image' && phase === 'before') images.set(e.requestId, url.startsWith('/img/') ? url : url.split('?')[0]!);
    });
    cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => {
      if (images.delete(e.requestId)) imagesFromCache += 1;
    });

    const rows: Array<{ phase: string; type: 'js' | 'css' | 'other'; raw: number; gzip: number }> = [];
    const reading: Array<Promise<void>> = [];
    const phaseOf = new WeakMap<object, string>();
    let inflight = 0;
    let lastActivity = Date.now();
    page.on('request', (req) => {
      phaseOf.set(req, phase);
      inflight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfailed', () => {
      inflight -= 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', (req) => {
      inflight -= 1;
      lastActivity = Date.now();
      reading.push(
        (async () => {
          const res = await req.response();
          if (!res || res.status() >= 300) return;
          const body = await res.body().catch(() => null);
          if (!body) return;
          const kind = req.resourceType() === 'script' ? 'js' : req.resourceType() === 'stylesheet' ? 'css' : 'other';
          rows.push({ phase: phaseOf.get(req) ?? 'before', type: kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        })(),
      );
    });
    const idle = async () => {
      const end = Date.now() + IDLE_MAX_MS;
      while (Date.now() < end && !(inflight <= 0 && Date.now() - lastActivity >= IDLE_QUIET_MS)) await sleep(50);
    };

    const deadline = Date.now() + READY_TIMEOUT_MS;
    await page.goto(pg.href, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    await idle();
    const { depth, servicesDepth } = splitChains(chains);
    const imageUrls = [...images.values()];
    let ok: boolean | null = null;
    if (pg.interact) {
      phase = 'after';
      ok = (await tapUntilAnswered(page, pg.interact.tap, deadline)).ok;
      await idle();
    }
    await Promise.all(reading);
    const sizes = (which: string): Sizes => {
      const of = (type: 'js' | 'css') => {
        const mine = rows.filter((r) => r.phase === which && r.type === type);
        return { raw: mine.reduce((s, r) => s + r.raw, 0), gzip: mine.reduce((s, r) => s + r.gzip, 0), files: mine.length };
      };
      return { js: of('js'), css: of('css') };
    };
    return { before: sizes('before'), after: sizes('after'), depth, servicesDepth, images: imageUrls.filter((url) => url.startsWith('/img/')).length, imageUrls, imagesFromCache, answered: ok };
  } finally {
    await ctx.close().catch(() => {});
  }
}

/** When `interact.then` first held after the answer (the page stamps it), ms from navigation; null by the deadline. */
async function thenBy(page: Page, deadline: number): Promise<number | null> {
  return page
    .waitForFunction(() => (window as unknown as { __peer?: PeerState }).__peer?.thenAt != null, null, { timeout: Math.max(1, deadline - Date.now()), polling: 'raf' })
    .then(() => page.evaluate(() => (window as unknown as { __peer: PeerState }).__peer.thenAt))
    .catch(() => null);
}

// ---- ready: mobileSlow4G for real, tapping until the widget answers ------------------
async function readyRun(pg: Page$, once = false): Promise<ReadyResult> {
  const { ctx, page } = await newPage(pg);
  try {
    if (THROTTLE) {
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: S4G.requestLatencyMs,
        downloadThroughput: Math.floor((S4G.downloadThroughputKbps * 1024) / 8),
        uploadThroughput: Math.floor((S4G.uploadThroughputKbps * 1024) / 8),
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: S4G.cpuSlowdownMultiplier });
    }
    const deadline = Date.now() + READY_TIMEOUT_MS;
    await page.goto(pg.href, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    const answer = await tapUntilAnswered(page, pg.interact!.tap, deadline, once);
    const state = await peer(page);
    // An answer counts only once what must follow it has (a banner's cookie written, the gallery's
    // lightbox after its preview), if asked.
    const then = pg.interact!.then;
    const thenAt = answer.ok && then ? await thenBy(page, deadline) : null;
    const ok = answer.ok && (!then || thenAt != null);
    // The taps the visitor needed (pressed before the answer); the bench's own count when none came.
    const taps = answer.ok && state && state.tapsBefore > 0 ? state.tapsBefore : answer.taps;
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (opt.timeline && !once) log(`timeline ${pg.label}:\n${await timeline(page)}`);
    return { ok, taps, doneAt: state?.doneAt ?? null, firstTapAt: state?.firstTapAt ?? null, lost: state?.lost ?? 0, fcp, thenAt };
  } finally {
    await ctx.close().catch(() => {});
  }
}

/** `--timeline`: the run's requests, marks and long tasks, one line each, in time order. */
async function timeline(page: Page): Promise<string> {
  const rows = await page.evaluate(() => {
    const out: Array<[number, string]> = [];
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const name = new URL(e.name).pathname.replace(/^.*\/(chunks|elements)\//, '$1/');
      out.push([e.startTime, `${name} ${e.initiatorType} → ${Math.round(e.responseEnd)} (${(e.encodedBodySize / 1024).toFixed(1)} KB)`]);
    }
    for (const e of performance.getEntriesByType('mark')) out.push([e.startTime, `mark ${e.name}`]);
    for (const e of performance.getEntriesByType('paint')) out.push([e.startTime, e.name]);
    const tasks = (window as unknown as { __longTasks?: Array<[number, number]> }).__longTasks ?? [];
    for (const [start, duration] of tasks) out.push([start, `long task ${Math.round(duration)} ms`]);
    return out.sort((a, b) => a[0] - b[0]).map(([t, what]) => `${String(Math.round(t)).padStart(6)}  ${what}`);
  });
  return rows.join('\n');
}

// ---- Lighthouse: a fresh Chromium per run ----------------------------------------------
async function lighthouseRun(pg: Page$, chromePath: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: BROWSER_ARGS, handleSIGINT: false, logLevel: 'silent' });
  chromes.add(chrome);
  try {
    const result = await withTimeout(
      lighthouse(pg.href, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] }),
      LH_TIMEOUT_MS,
      `lighthouse ${pg.label}`,
      () => chrome.kill(),
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const { audits, categories, runtimeError } = result.lhr;
    const score = categories.performance?.score;
    return {
      score: score == null ? null : Math.round(score * 100),
      tbt: audits['total-blocking-time']?.numericValue ?? null,
      lcp: audits['largest-contentful-paint']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      error: runtimeError?.code ?? null,
    };
  } finally {
    chromes.delete(chrome);
    chrome.kill();
  }
}

// ---- report -----------------------------------------------------------------------------
const median = (values: Array<number | null | undefined>): number | null => {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (v: number | null, digits = 0) => (v == null ? '—' : v.toFixed(digits));
const version = (pkg: string) => {
  try {
    return (JSON.parse(readFileSync(path.join('node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
};

interface Summary {
  jsBefore: number | null;
  jsFiles: number | null;
  cssBefore: number | null;
  onTap: number | null;
  depth: number | null;
  servicesDepth: number | null;
  images: number | null;
  lighthouse: number | null;
  tbt: number | null;
  lcp: number | null;
  cls: number | null;
  /** First contentful paint in the ready runs: no tap comes before it (probes.ts), so no answer either. */
  firstPaint: number | null;
  /** When the bench's first tap landed (median): the earliest this page could answer. */
  firstTap: number | null;
  ready: number | null;
  /** When what must follow the answer held (`interact.then`: stored, lightbox), median of the answered runs. */
  then: number | null;
  /** Ready runs where the widget answered, of those that ran. */
  answered: number;
  readyRuns: number;
  taps: number | null;
  lostLinkTaps: number | null;
  /** One tap only (issue 13 item 4): runs it answered, of those that ran, and the median answer. */
  oneTap: { answered: number; runs: number; at: number | null };
}

function summarize(pg: Page$, load: LoadResult | null, ready: ReadyResult[], lh: LighthouseResult[], single: ReadyResult[]): Summary {
  const good = lh.filter((r) => !r.error);
  const answered = ready.filter((r) => r.ok);
  return {
    jsBefore: load?.before.js.gzip ?? null,
    jsFiles: load?.before.js.files ?? null,
    cssBefore: load?.before.css.gzip ?? null,
    onTap: pg.interact && load ? load.after.js.gzip + load.after.css.gzip : null,
    depth: load?.depth ?? null,
    servicesDepth: load?.servicesDepth || null,
    images: load?.images ?? null,
    lighthouse: median(good.map((r) => r.score)),
    tbt: median(good.map((r) => r.tbt)),
    lcp: median(good.map((r) => r.lcp)),
    cls: median(good.map((r) => r.cls)),
    firstPaint: median(ready.map((r) => r.fcp).filter((v): v is number => v != null)),
    firstTap: median(ready.map((r) => r.firstTapAt).filter((v): v is number => v != null)),
    ready: median(answered.map((r) => r.doneAt)),
    then: median(answered.map((r) => r.thenAt).filter((v): v is number => v != null)),
    answered: answered.length,
    readyRuns: ready.length,
    taps: median(answered.map((r) => r.taps)),
    lostLinkTaps: median(answered.map((r) => r.lost)),
    oneTap: { answered: single.filter((r) => r.ok).length, runs: single.length, at: median(single.filter((r) => r.ok).map((r) => r.doneAt)) },
  };
}

function report(pages: Page$[], summaries: Map<string, Summary>, chromiumVersion: string, wallSeconds: number, versions: Record<string, string>): string {
  const best = (widget: string, pick: (s: Summary) => number | null) => {
    const values = pages.filter((p) => !p.ours && p.widget === widget).map((p) => pick(summaries.get(p.label)!)).filter((v): v is number => v != null);
    return values.length ? Math.min(...values) : null;
  };
  const lines = [
    '| widget | page | JS before tap (gzip) | CSS before tap | + on tap (JS + CSS) | Lighthouse | TBT ms | LCP ms | CLS | first paint ms | ready ms | ÷ best peer | taps | one tap answered | chain depth | photos before tap |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  let widget = '';
  for (const p of pages) {
    const s = summaries.get(p.label)!;
    const bestReady = p.ours ? best(p.widget, (x) => x.ready) : null;
    const ratio = s.ready != null && bestReady ? `${(s.ready / bestReady).toFixed(2)}×` : '';
    const partial = s.answered === s.readyRuns ? '' : ` (${s.answered} of ${s.readyRuns} answered)`;
    const then = p.interact?.then && s.then != null ? ` (${p.interact.then.what} ${num(s.then)})` : '';
    const ready = !p.interact ? '—' : s.ready == null ? (opt['skip-ready'] ? '—' : 'no answer') : `${num(s.ready)}${then}${partial}`;
    const cells = [
      p.widget === widget ? '' : p.widget,
      p.ours ? p.name : `${p.name}${PEER_PACKAGES[p.name] ? ` ${versions[PEER_PACKAGES[p.name]!]}` : ''}`,
      s.jsBefore == null ? '—' : `${kb(s.jsBefore)} in ${s.jsFiles}`,
      s.cssBefore == null ? '—' : kb(s.cssBefore),
      s.onTap == null ? '—' : kb(s.onTap),
      num(s.lighthouse),
      num(s.tbt),
      num(s.lcp),
      num(s.cls, 3),
      num(s.firstPaint),
      ready,
      ratio,
      p.interact ? num(s.taps) : '—',
      !p.interact || s.oneTap.runs === 0 ? '—' : `${s.oneTap.answered} of ${s.oneTap.runs}${s.oneTap.at == null ? '' : ` (${num(s.oneTap.at)} ms)`}`,
      s.depth == null ? '—' : `${s.depth}${s.servicesDepth ? ` (services ${s.servicesDepth})` : ''}`,
      num(s.images),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
    widget = p.widget;
  }
  lines.push(
    '',
    `Medians of ${RUNS} run(s); Lighthouse ${versions.lighthouse} mobile (simulated throttling); ready and taps under mobileSlow4G applied for real ` +
      `(${THROTTLE ? '4× CPU, 562.5 ms round trip, 1.44 Mbit/s' : 'NOT throttled: --throttle none'}), Playwright ${versions['playwright-core']}; ` +
      `served over ${PROTOCOL_NAME}; our pages ${HINTS ? 'with' : 'WITHOUT'} the server's preload hints; Chromium ${chromiumVersion}, Node ${process.version}; wall time ${wallSeconds.toFixed(0)} s. Timings vary with the machine: compare within one run.`,
  );

  // Issue 13's goals for our pages, printed, never asserted.
  const ours = pages.filter((p) => p.ours && summaries.get(p.label)!.ready != null);
  if (ours.length) {
    const mark = (ok: boolean | null) => (ok == null ? '—' : ok ? 'met' : 'NOT MET');
    lines.push(
      '',
      '| issue 13 goal | ready ≤ 0.8 × best peer | taps = 1 | one tap answered (item 4) | Lighthouse ≥ 95 | TBT ≤ 150 ms | photos ≤ best peer | chain depth ≤ 2 |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const p of ours) {
      const s = summaries.get(p.label)!;
      const bestReady = best(p.widget, (x) => x.ready);
      const bestImages = best(p.widget, (x) => x.images);
      const readyGoal = bestReady == null ? null : 0.8 * bestReady;
      // A goal earlier than the page's own first paint cannot be met on this link by any page: no
      // tap comes before the first paint. Said, so the row is read as the link's floor, not a gap.
      // So is one earlier than the bench's first tap on a page that answered that tap.
      const belowPaint =
        readyGoal != null && s.firstPaint != null && readyGoal < s.firstPaint
          ? ` (goal ${num(readyGoal)} ms < first paint ${num(s.firstPaint)} ms)`
          : readyGoal != null && s.firstTap != null && s.taps === 1 && readyGoal < s.firstTap
            ? ` (goal ${num(readyGoal)} ms < first tap ${num(s.firstTap)} ms, answered)`
            : '';
      const readyMet = readyGoal == null || s.ready == null ? null : s.ready <= readyGoal;
      lines.push(
        `| ${p.widget}${p.name === 'ours' ? '' : ` (${p.name})`} | ${mark(readyMet)}${readyMet === false ? belowPaint : ''} | ${mark(s.taps == null ? null : s.taps <= 1)} | ` +
          `${mark(s.oneTap.runs === 0 ? null : s.oneTap.answered === s.oneTap.runs)} | ` +
          `${mark(s.lighthouse == null ? null : s.lighthouse >= 95)} | ${mark(s.tbt == null ? null : s.tbt <= 150)} | ` +
          `${mark(bestImages == null || s.images == null ? null : s.images <= bestImages)} | ${mark(s.depth == null ? null : s.depth <= 2)} |`,
      );
    }
  }
  return lines.join('\n');
}

// ---- main -------------------------------------------------------------------------------
async function main() {
  const started = Date.now();
  const only = opt.only ? new Set(opt.only.split(',').map((s) => s.trim())) : null;
  const selected = PAGES.filter((p) => !only || only.has(p.label));
  if (selected.length === 0) throw new Error(`no page selected; labels: ${PAGES.map((p) => p.label).join(', ')}`);

  // Ours load dist/ as it ships; build output goes to stderr so stdout stays the table.
  if (!existsSync('dist/manifest.json') || !existsSync('dist/lite/manifest.json')) execFileSync('node', ['scripts/build.mjs'], { stdio: ['ignore', 2, 2] });
  await buildSite(log, { hints: HINTS });
  server = await startServer({ '/': SITE, '/dist/': path.resolve('dist') }, PHOTO_WIDTHS, PROTOCOL);
  log(`serving ${server.origin}`);
  const pages: Page$[] = selected.map((p) => ({ ...p, href: server!.origin + p.path }));
  const chromePath = findChrome();

  const loads = new Map<string, LoadResult>();
  const readies = new Map<string, ReadyResult[]>(pages.map((p) => [p.label, []]));
  const singles = new Map<string, ReadyResult[]>(pages.map((p) => [p.label, []]));
  const lighthouses = new Map<string, LighthouseResult[]>(pages.map((p) => [p.label, []]));

  browser = await chromium.launch({ executablePath: chromePath, args: BROWSER_ARGS.filter((a) => !a.startsWith('--headless')), timeout: 60_000 });
  const chromiumVersion = browser.version();
  for (const p of pages) {
    try {
      const load = await withTimeout(loadRun(p), READY_TIMEOUT_MS * 2, `load ${p.label}`);
      loads.set(p.label, load);
      log(
        `load ${p.label}: js ${kb(load.before.js.gzip)} in ${load.before.js.files}, css ${kb(load.before.css.gzip)}, on tap +${kb(load.after.js.gzip + load.after.css.gzip)}` +
          `${load.answered === false ? ' (the tap got no answer)' : ''}; depth ${load.depth}, photos ${load.images} (+${load.imagesFromCache} from cache)`,
      );
    } catch (error) {
      log(`load ${p.label}: ${(error as Error).message}`);
    }
  }
  if (!opt['skip-ready']) {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const p of pages.filter((pg) => pg.interact)) {
        try {
          const r = await withTimeout(readyRun(p), READY_TIMEOUT_MS + 15_000, `ready ${p.label}`);
          readies.get(p.label)!.push(r);
          log(`ready ${run}/${RUNS} ${p.label}: ${r.ok ? `${num(r.doneAt)} ms` : 'NO ANSWER'}, ${r.taps} tap(s) from ${num(r.firstTapAt)} ms, fcp ${num(r.fcp)} ms${r.thenAt == null ? '' : `, ${p.interact!.then!.what} at ${num(r.thenAt)} ms`}`);
        } catch (error) {
          log(`ready ${run}/${RUNS} ${p.label}: ${(error as Error).message}`);
        }
        try {
          const r = await withTimeout(readyRun(p, true), READY_TIMEOUT_MS + 15_000, `one tap ${p.label}`);
          singles.get(p.label)!.push(r);
          log(`one tap ${run}/${RUNS} ${p.label}: ${r.ok ? `answered at ${num(r.doneAt)} ms` : 'NO ANSWER'} (tapped at ${num(r.firstTapAt)} ms${r.lost ? `, ${r.lost} link tap(s) lost` : ''})`);
        } catch (error) {
          log(`one tap ${run}/${RUNS} ${p.label}: ${(error as Error).message}`);
        }
      }
    }
  }
  await browser.close();
  browser = null;
  if (!opt['skip-lh']) {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const p of pages) {
        try {
          const r = await lighthouseRun(p, chromePath);
          lighthouses.get(p.label)!.push(r);
          log(`lighthouse ${run}/${RUNS} ${p.label}: ${r.score} tbt ${num(r.tbt)} lcp ${num(r.lcp)} cls ${num(r.cls, 3)}${r.error ? ` ${r.error}` : ''}`);
        } catch (error) {
          log(`lighthouse ${run}/${RUNS} ${p.label}: ${(error as Error).message}`);
        }
      }
    }
  }
  await server.close();
  server = null;

  const wallSeconds = (Date.now() - started) / 1000;
  const versions = Object.fromEntries(
    [...Object.values(PEER_PACKAGES), 'lighthouse', 'playwright-core', 'chrome-launcher', 'esbuild'].map((pkg) => [pkg, version(pkg)]),
  );
  const summaries = new Map(pages.map((p) => [p.label, summarize(p, loads.get(p.label) ?? null, readies.get(p.label)!, lighthouses.get(p.label)!, singles.get(p.label)!)]));
  console.log(report(pages, summaries, chromiumVersion, wallSeconds, versions));

  const json = path.resolve(opt.json);
  await mkdir(path.dirname(json), { recursive: true });
  const record = {
    date: new Date().toISOString(),
    runs: RUNS,
    throttle: THROTTLE ? 'mobileSlow4G' : 'none',
    protocol: PROTOCOL,
    hints: HINTS,
    chromium: chromiumVersion,
    node: process.version,
    versions,
    wallSeconds: Math.round(wallSeconds),
    pages: pages.map(({ href: _href, interact, ...p }) => ({
      ...p,
      interaction: interact?.what ?? null,
      summary: summaries.get(p.label),
      load: loads.get(p.label) ?? null,
      ready: readies.get(p.label),
      oneTap: singles.get(p.label),
      lighthouse: lighthouses.get(p.label),
    })),
  };
  await writeFile(json, `${JSON.stringify(record, null, 1)}\n`);
  log(`wrote ${path.relative(process.cwd(), json)}; wall time ${wallSeconds.toFixed(0)} s`);
}

try {
  await main();
} catch (error) {
  log((error as Error)?.stack ?? error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
