/**
 * A promise that gives up after `ms` (SPEC.md §9: the map script times out after 30 s): the
 * value, or a rejection with `reason` when it does not arrive in time. Pure (timers only).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(reason)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Calls `run` once `ms` after the last `schedule` (SPEC.md §9: map UI updates debounced 60 ms). */
export function debounce(run: () => void, ms: number): { schedule(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}
