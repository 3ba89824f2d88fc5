/**
 * Error reporting (SPEC.md §9 "Error reporting", §7 POST /api/events/RecordJavascriptErrors):
 * window errors, unhandled rejections and the library's own reports (report.ts) go to
 * the server as one JSON array of `{event, data, timestamp}` per send, with the crumb
 * as a CSRF header. The caps and the debounce are decided in ./error-queue.
 *
 * It never reports its own failures and cannot loop:
 *  - it sends with plain fetch, not the data layer, whose failures are reported;
 *  - a failed send (network, 500, a throwing `send`) is dropped, never retried or reported;
 *  - an error whose stack runs through this module, or that happens while it is sending,
 *    is dropped;
 *  - and whatever slips past all that still counts against the 20-a-page cap.
 *
 * Loaded by the runtime through dynamic import(), so it costs the runtime's 8 KB nothing.
 */
import { readCrumb } from '../data/crumb';
import { onReport, type Report } from '../report';
import {
  buildReport,
  createErrorQueue,
  describeThrown,
  isOwnStack,
  SEND_DEBOUNCE_MS,
  type ErrorEventKind,
  type ErrorReport,
  type HeldError,
} from './error-queue';

export const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/**
 * SPEC.md §7 says "CSRF header from crumb cookie" without naming the header; this name
 * is ours, and the reference backend checks the same one (packages/server/src/routes/telemetry.ts).
 */
export const CSRF_HEADER = 'X-CSRF-Token';
/** keepalive bodies are capped at 64 KiB per page; bigger batches go without it. */
const KEEPALIVE_LIMIT = 60_000;

export interface ErrorReportingEnv {
  window: Window;
  document: Document;
  /** Sends one batch. Default: POST to `baseUrl` + ERRORS_PATH with fetch (keepalive). */
  send?: (reports: ErrorReport[]) => unknown;
  now?: () => number;
  /** The API origin (website.baseUrl, CONTRACT.md §3). Default: the window's origin. */
  baseUrl?: string;
  /** What happened before the reporter started (held by the runtime until the page was idle). */
  held?: readonly HeldError[];
}

/**
 * Where this module's frames point, to recognise the reporter's own errors. Paths, not
 * URLs: engines print frames with or without the origin or `file://`. In a bundle the queue
 * shares this chunk (rollup.config.mjs error-reporter); from sources (tests, dev) it is its own
 * file beside this one.
 */
const HERE = new URL(import.meta.url).pathname;
const OWN_PATHS = [HERE, HERE.replace(/error-reporter(\.\w+)$/, 'error-queue$1')];

function defaultSend(env: ErrorReportingEnv): (reports: ErrorReport[]) => Promise<unknown> {
  return (reports) => {
    const crumb = readCrumb(env.document);
    const url = new URL(ERRORS_PATH, env.baseUrl || env.window.location.origin);
    // The crumb hook needs ?crumb= on every /api/ call (CONTRACT.md §6) as well as the header.
    url.searchParams.set('crumb', crumb);
    const body = JSON.stringify(reports);
    return fetch(url.href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: crumb },
      body,
      credentials: 'include',
      // Survives the page being closed right after an error.
      keepalive: body.length < KEEPALIVE_LIMIT,
    });
  };
}

/** Starts listening; the returned function stops and sends what is waiting. */
export function startErrorReporting(env: ErrorReportingEnv): () => void {
  const { window: win } = env;
  const now = env.now ?? (() => Date.now());
  const send = env.send ?? defaultSend(env);
  const queue = createErrorQueue();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue.take();
    if (batch.length === 0) return;
    sending = true;
    try {
      // A rejected promise must not become an unhandled rejection we would then report.
      Promise.resolve(send(batch)).catch(() => {});
    } catch {
      /* dropped: the reporter's failures are never reported (SPEC.md §9) */
    } finally {
      sending = false;
    }
  };

  const add = (event: ErrorEventKind, thrown: unknown, extra: { message?: string; url?: string; line?: number; column?: number; source?: string } = {}) => {
    if (sending) return;
    const { message, stack } = describeThrown(thrown);
    if (isOwnStack(stack, OWN_PATHS)) return;
    let userAgent = '';
    let url = '';
    try {
      userAgent = win.navigator.userAgent;
      url = extra.url || win.location.href;
    } catch {
      /* a stripped-down window still reports */
    }
    const decision = queue.add(
      buildReport({ event, message: extra.message || message, stack, url, line: extra.line, column: extra.column, userAgent, source: extra.source, timestamp: now() }),
    );
    if (decision === 'send') flush();
    else if (decision === 'schedule') {
      clearTimeout(timer);
      timer = setTimeout(flush, SEND_DEBOUNCE_MS);
    }
  };

  const onError = (event: Event) => {
    try {
      const e = event as ErrorEvent;
      add('error', e.error ?? e.message, { message: e.message, url: e.filename, line: e.lineno, column: e.colno });
    } catch {
      /* never throw from a global handler */
    }
  };
  const onRejection = (event: Event) => {
    try {
      add('unhandledrejection', (event as PromiseRejectionEvent).reason);
    } catch {
      /* as above */
    }
  };
  // Send what waits before the page goes: the debounce would outlive it.
  const onPageHide = () => flush();
  const onLibraryReport = (entry: Report) => add('report', entry.error ?? entry.message, { message: entry.message, source: entry.source });
  for (const entry of env.held ?? []) {
    if (entry instanceof Event) (entry.type === 'unhandledrejection' ? onRejection : onError)(entry);
    else onLibraryReport(entry);
  }
  const stopReports = onReport(onLibraryReport);

  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('pagehide', onPageHide);
    stopReports();
    flush();
  };
}
