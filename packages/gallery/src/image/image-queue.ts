/**
 * The image queue (SPEC.md §9: "Image queue concurrency 16, 1 on mobile"; §4: "Image
 * queue paused when throttle reaches zero", "Images already loading skipped"). Loads are
 * functions handed in by the caller, so the queue knows nothing of the DOM and tests run
 * it with fake loaders. One queue is shared by every image on the page.
 */
export const IMAGE_QUEUE_CONCURRENCY = 16;
export const MOBILE_IMAGE_QUEUE_CONCURRENCY = 1;

export const queueConcurrency = (mobile: boolean): number => (mobile ? MOBILE_IMAGE_QUEUE_CONCURRENCY : IMAGE_QUEUE_CONCURRENCY);

export interface QueueOptions {
  /** Higher runs first; equal priorities run in the order added. Default 0. */
  priority?: number;
  /**
   * Loads of the same key share one run: a second `add` while the first is queued or
   * running gets the first one's promise (an image already loading is not loaded again).
   */
  key?: string;
  /** Aborting before the load starts removes it from the queue (its promise rejects). */
  signal?: AbortSignal;
}

export interface ImageQueue {
  add<T>(load: () => Promise<T>, options?: QueueOptions): Promise<T>;
  /** 0 pauses the queue (running loads finish); a larger value starts waiting loads at once. */
  setConcurrency(concurrency: number): void;
  readonly concurrency: number;
  readonly running: number;
  readonly waiting: number;
}

interface Job {
  load: () => Promise<unknown>;
  priority: number;
  order: number;
  key: string | undefined;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  promise: Promise<unknown>;
}

export class QueueAbortError extends Error {
  constructor() {
    super('The image load was cancelled before it started.');
    this.name = 'AbortError';
  }
}

export function createImageQueue(options: { concurrency?: number } = {}): ImageQueue {
  let concurrency = Math.max(0, Math.floor(options.concurrency ?? IMAGE_QUEUE_CONCURRENCY));
  let running = 0;
  let order = 0;
  const waiting: Job[] = [];
  const byKey = new Map<string, Job>();

  const pump = (): void => {
    while (running < concurrency && waiting.length > 0) {
      let best = 0;
      for (let i = 1; i < waiting.length; i += 1) {
        const job = waiting[i]!;
        const current = waiting[best]!;
        if (job.priority > current.priority || (job.priority === current.priority && job.order < current.order)) best = i;
      }
      const [job] = waiting.splice(best, 1);
      start(job!);
    }
  };

  const start = (job: Job): void => {
    running += 1;
    let result: Promise<unknown>;
    try {
      result = Promise.resolve(job.load());
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(job.resolve, job.reject).finally(() => {
      running -= 1;
      if (job.key !== undefined && byKey.get(job.key) === job) byKey.delete(job.key);
      pump();
    });
  };

  return {
    add<T>(load: () => Promise<T>, { priority = 0, key, signal }: QueueOptions = {}): Promise<T> {
      if (key !== undefined) {
        const existing = byKey.get(key);
        if (existing) {
          existing.priority = Math.max(existing.priority, priority);
          return existing.promise as Promise<T>;
        }
      }
      if (signal?.aborted) return Promise.reject(new QueueAbortError());
      let resolve!: (value: unknown) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<unknown>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const job: Job = { load, priority, order: (order += 1), key, resolve, reject, promise };
      if (key !== undefined) byKey.set(key, job);
      waiting.push(job);
      signal?.addEventListener(
        'abort',
        () => {
          const index = waiting.indexOf(job);
          if (index < 0) return; // already running: it finishes, its caller ignores it
          waiting.splice(index, 1);
          if (key !== undefined && byKey.get(key) === job) byKey.delete(key);
          reject(new QueueAbortError());
        },
        { once: true },
      );
      pump();
      return promise as Promise<T>;
    },
    setConcurrency(next: number) {
      concurrency = Math.max(0, Math.floor(next));
      pump();
    },
    get concurrency() {
      return concurrency;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
