/**
 * Page lifecycle (SPEC.md §4 "Page lifecycle"): not initialised, then initialised
 * once `start` runs every registered initialiser; `destroy` runs the destructors and
 * resets. A second `start` logs the SPEC text and does nothing.
 */
import { report } from './report';

export type Initialiser = () => void | (() => void);

/**
 * An initialiser whose code arrives later (a dynamic import). `load` resolves to the
 * function that starts it, or to nothing when the page needs nothing. It starts only if
 * the page was not torn down meanwhile; a load that fails is reported, never thrown, and
 * costs only that initialiser.
 */
export function lazyInitialiser(
  name: string,
  load: () => Promise<(() => (() => void) | void) | null | void>,
): Initialiser {
  return () => {
    let stop: (() => void) | void = undefined;
    let stopped = false;
    load()
      .then((start) => {
        if (start && !stopped) stop = start();
      })
      .catch((error: unknown) => report({ source: name, message: `${name} could not start`, error }));
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

export const SECOND_RUN_MESSAGE = 'Detected second run, this is bad.';

export interface Lifecycle {
  register(name: string, initialiser: Initialiser): void;
  start(): void;
  destroy(): void;
  readonly initialised: boolean;
}

export function createLifecycle(): Lifecycle {
  const initialisers: Array<{ name: string; run: Initialiser }> = [];
  let destructors: Array<() => void> = [];
  let initialised = false;

  const runGuarded = (name: string, fn: () => unknown): unknown => {
    try {
      return fn();
    } catch (error) {
      report({ source: name, message: `${name} failed`, error });
      return undefined;
    }
  };

  return {
    get initialised() {
      return initialised;
    },
    register(name, run) {
      initialisers.push({ name, run });
      // Registered after ready: run at once, like a late script on a live page.
      if (initialised) {
        const destructor = runGuarded(name, run);
        if (typeof destructor === 'function') destructors.push(destructor as () => void);
      }
    },
    start() {
      if (initialised) {
        console.warn(SECOND_RUN_MESSAGE);
        return;
      }
      initialised = true;
      for (const { name, run } of initialisers) {
        const destructor = runGuarded(name, run);
        if (typeof destructor === 'function') destructors.push(destructor as () => void);
      }
    },
    destroy() {
      const pending = destructors.reverse();
      destructors = [];
      for (const destructor of pending) runGuarded('destroy', destructor);
      initialised = false;
    },
  };
}
