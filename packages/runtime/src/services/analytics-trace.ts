/**
 * Trace batching (SPEC.md §7 "POST /api/events/Trace | form field data: JSON list of
 * {pageUrl, type, data}; after 30 s batching or page unload; failure ignored"; §9 "Log batch
 * delay 30000 ms").
 *
 * The queue takes its sender and uses the global timers, which fake timers drive in the tests;
 * the page-hide watcher (page-hide.ts, shared with the performance metrics) is the only DOM part. Entries are sent at most 30 s after the first one
 * was queued, or at once when the page hides. A failed send is dropped, never retried: traces
 * are diagnostics, and a retry loop is worse than a gap.
 */

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

/** SPEC.md §9. */
export const TRACE_BATCH_DELAY_MS = 30_000;
/**
 * Our bound (the spec gives none): a page that traces in a loop sends a batch every 100
 * entries instead of holding an ever-growing list until unload.
 */
export const TRACE_MAX_BATCH = 100;

export interface TraceQueueOptions {
  /** Sends one batch; `unloading` asks for a transport that survives the page (a beacon). */
  send(batch: TraceEntry[], unloading: boolean): unknown;
}

export interface TraceQueue {
  /** Queues an entry; one whose data cannot be turned into JSON is dropped. */
  push(entry: TraceEntry): void;
  /** Sends what is queued now (nothing when empty). */
  flush(unloading?: boolean): void;
  readonly size: number;
  /** Stops the timer and drops what is queued; later pushes are ignored. */
  dispose(): void;
}

export function createTraceQueue(options: TraceQueueOptions): TraceQueue {
  let queue: TraceEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = (unloading = false) => {
    stopTimer();
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      const result = options.send(batch, unloading);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
        (result as PromiseLike<unknown>).then(undefined, () => undefined);
      }
    } catch {
      /* failure ignored (SPEC.md §7) */
    }
  };

  return {
    push(entry) {
      if (disposed) return;
      try {
        JSON.stringify(entry.data);
      } catch {
        return; // a cycle or a BigInt: it could never be sent
      }
      queue.push({ pageUrl: String(entry.pageUrl), type: String(entry.type), data: entry.data ?? null });
      if (queue.length >= TRACE_MAX_BATCH) flush();
      else if (timer === null) timer = setTimeout(() => {
        timer = null;
        flush();
      }, TRACE_BATCH_DELAY_MS);
    },
    flush,
    get size() {
      return queue.length;
    },
    dispose() {
      disposed = true;
      stopTimer();
      queue = [];
    },
  };
}

/** The POST /api/events/Trace form: one field `data`, the JSON list. */
export function traceForm(batch: readonly TraceEntry[]): { data: string } {
  return { data: JSON.stringify(batch) };
}
