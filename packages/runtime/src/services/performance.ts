/**
 * Performance metrics (SPEC.md §7 performance calls, §8 "Console-level", §9 "Metrics").
 *
 * GET /api/1/performance/settings (30 s timeout) gives the pageLoadId every record
 * carries. Records (the page-speed timings, and every mark or measure named `rum-...`)
 * go as one JSON array to POST /api/1/performance/records 30 s after load and again
 * whenever the page hides, each record once: by navigator.sendBeacon, which survives
 * the page closing, else by XHR. Problems are console.warn'ed with the SPEC texts and
 * never thrown at the visitor.
 *
 * XHR rather than the data layer: the data layer reports its failures and announces
 * login and system errors, none of which a metrics request may cause. The crumb goes in
 * the URL because a beacon cannot carry headers (CONTRACT.md §6).
 *
 * Loaded by the runtime through dynamic import(), so it costs the runtime's 8 KB nothing.
 */
import { readCrumb } from '../data/crumb';
import { watchPageHide } from './page-hide';
import {
  createRecordCollector,
  msUntilSend,
  PERFORMANCE_MESSAGES,
  readSettings,
  RECORDS_PATH,
  recordsStatusWarning,
  RUM_PREFIX,
  SETTINGS_PATH,
  SETTINGS_TIMEOUT_MS,
  type NavigationTiming,
  type TimingEntry,
} from './performance-records';

export { RUM_PREFIX };

export interface PerformanceEnv {
  window: Window;
  document: Document;
  /** The API origin (website.baseUrl, CONTRACT.md §3). Default: the window's origin. */
  baseUrl?: string;
  /** The `app` of every record. Default `sqs-runtime`. */
  app?: string;
  /** Record timestamps (epoch ms). Default Date.now. */
  now?: () => number;
  /** Where the SPEC.md §8 texts go. Default console.warn. */
  warn?: (message: string) => void;
}

const DONE = 4; // XMLHttpRequest.DONE, without needing the constructor's statics

/** `performance.mark('rum-' + name)`: the marks this service sends. Never throws. */
export function markRum(name: string, detail?: unknown, perf: Pick<Performance, 'mark'> = performance): void {
  try {
    perf.mark(name.startsWith(RUM_PREFIX) ? name : RUM_PREFIX + name, detail === undefined ? undefined : { detail });
  } catch {
    /* an old engine without mark options, or no performance at all */
  }
}

/** Starts collecting; the returned function stops (what was not sent yet stays unsent). */
export function startPerformanceMetrics(env: PerformanceEnv): () => void {
  const { document: doc } = env;
  // The constructors are looked up on the given window so tests and frames can supply theirs.
  const win = env.window as Window & Partial<Pick<typeof globalThis, 'XMLHttpRequest' | 'PerformanceObserver'>>;
  const perf = win.performance as Performance | undefined;
  const now = env.now ?? (() => Date.now());
  const warn = env.warn ?? ((message: string) => console.warn(message));
  const app = env.app ?? 'sqs-runtime';
  const collector = createRecordCollector();
  let pageLoadId = '';
  /** A send came due before the pageLoadId arrived: send as soon as it does. */
  let due = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let largestContentfulPaint: number | undefined;
  let observer: PerformanceObserver | undefined;

  const apiUrl = (path: string) => {
    const url = new URL(path, env.baseUrl || win.location.origin);
    url.searchParams.set('crumb', readCrumb(doc));
    return url.href;
  };
  const entries = <T = TimingEntry>(type: string): T[] => {
    try {
      return (perf?.getEntriesByType(type) ?? []) as T[];
    } catch {
      return [];
    }
  };

  const post = (body: string) => {
    const url = apiUrl(RECORDS_PATH);
    try {
      // A string goes as text/plain: no CORS preflight, and the server accepts it.
      if (win.navigator.sendBeacon?.(url, body)) return;
    } catch {
      /* refused (too big, a strict policy): fall back to XHR */
    }
    if (!win.XMLHttpRequest) return;
    const xhr = new win.XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    xhr.onreadystatechange = () => {
      const warning = xhr.readyState === DONE ? recordsStatusWarning(xhr.status) : null;
      if (warning) warn(warning);
    };
    xhr.send(body);
  };

  const flush = () => {
    if (stopped) return;
    if (!pageLoadId) {
      due = true;
      return;
    }
    due = false;
    try {
      const records = collector.collect({
        app,
        pageLoadId,
        timestamp: now(),
        navigation: entries<NavigationTiming>('navigation')[0],
        paints: entries('paint'),
        largestContentfulPaint,
        userTimings: [...entries('mark'), ...entries('measure')],
      });
      if (records.length > 0) post(JSON.stringify(records));
    } catch {
      /* metrics never break the page */
    }
  };

  const armAfterLoad = () => {
    const nav = entries<NavigationTiming>('navigation')[0];
    const at = perf ? perf.now() : 0;
    timer = setTimeout(flush, msUntilSend(at, nav?.loadEventEnd || at));
  };

  try {
    if (win.PerformanceObserver) {
      observer = new win.PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) largestContentfulPaint = last.startTime;
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
  } catch {
    observer = undefined; // no observer, or no LCP in this engine: the record goes without it
  }

  // No XHR, no metrics: the records could not be sent either.
  let settings: XMLHttpRequest | undefined;
  if (win.XMLHttpRequest) {
    try {
      const xhr = new win.XMLHttpRequest();
      settings = xhr;
      xhr.open('GET', apiUrl(SETTINGS_PATH), true);
      xhr.timeout = SETTINGS_TIMEOUT_MS;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.onreadystatechange = () => {
        if (xhr.readyState !== DONE || stopped) return;
        // A timeout also ends in DONE, with status 0: ontimeout says it, this stays silent.
        const answer = readSettings(xhr.status, xhr.responseText);
        if ('pageLoadId' in answer) {
          pageLoadId = answer.pageLoadId;
          if (due) flush();
        } else if (answer.warning) warn(answer.warning);
      };
      xhr.ontimeout = () => warn(PERFORMANCE_MESSAGES.settingsTimeout);
      xhr.send();
    } catch {
      /* a refused request (a strict policy): no pageLoadId, nothing sent */
    }
  }

  if (doc.readyState === 'complete') armAfterLoad();
  else win.addEventListener('load', armAfterLoad, { once: true });
  const unwatch = watchPageHide(win, doc, flush);

  return () => {
    stopped = true;
    clearTimeout(timer);
    observer?.disconnect();
    settings?.abort();
    win.removeEventListener('load', armAfterLoad);
    unwatch();
  };
}
