/**
 * Page lifecycle (SPEC.md §4 "Page lifecycle"): not initialised, then initialised
 * once `start` runs every registered initialiser; `destroy` runs the destructors and
 * resets. A second `start` logs the SPEC text and does nothing.
 */
import { report } from './report';

export type Initialiser = () => void | (() => void);

/**
 * How code that arrives later starts (a site service, a chrome feature's UI): import, then start
 * it, unless it was stopped meanwhile; a failed import goes to `failed`, never thrown. Returns
 * the stop, whether the code has arrived or not.
 */
export function startLater<M>(load: () => Promise<M>, start: (module: M) => (() => void) | void, failed: (error: unknown) => void): () => void {
  let stopped = false;
  let stop: (() => void) | void;
  load()
    .then((module) => {
      if (!stopped) stop = start(module);
    })
    .catch(failed);
  return () => {
    stopped = true;
    stop?.();
  };
}

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
  return () =>
    startLater(
      load,
      (start) => (start ? start() : undefined),
      (error) => report({ source: name, message: `${name} could not start`, error }),
    );
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
  const initialise = (name: string, run: Initialiser) => {
    const destructor = runGuarded(name, run);
    if (typeof destructor === 'function') destructors.push(destructor as () => void);
  };

  return {
    get initialised() {
      return initialised;
    },
    register(name, run) {
      initialisers.push({ name, run });
      // Registered after ready: run at once, like a late script on a live page.
      if (initialised) initialise(name, run);
    },
    start() {
      if (initialised) {
        console.warn(SECOND_RUN_MESSAGE);
        return;
      }
      initialised = true;
      for (const { name, run } of initialisers) initialise(name, run);
    },
    destroy() {
      const pending = destructors.reverse();
      destructors = [];
      for (const destructor of pending) runGuarded('destroy', destructor);
      initialised = false;
    },
  };
}
