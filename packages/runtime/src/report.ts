/**
 * One place every part of the library reports a problem to. It never throws:
 * a broken block or a bad page context is logged and announced, and the page goes on
 * (ARCHITECTURE.md: one broken block never breaks the page).
 *
 * Listeners (the error-reporting service of SPEC.md §9, tests, a host page) subscribe
 * with `onReport`. A listener that throws is ignored so reporting cannot loop.
 */
export interface Report {
  /** Short machine-readable origin, e.g. `page-context`, `loader`, `sqs-accordion`. */
  source: string;
  message: string;
  error?: unknown;
  element?: Element;
}

type ReportListener = (report: Report) => void;
const listeners = new Set<ReportListener>();

export function onReport(listener: ReportListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function report(entry: Report): void {
  try {
    console.error(`[${entry.source}] ${entry.message}`, entry.error ?? '');
  } catch {
    /* a console that throws must not stop the page */
  }
  for (const listener of listeners) {
    try {
      listener(entry);
    } catch {
      /* a reporter's own failure is never reported (SPEC.md §9 error reporting) */
    }
  }
}
