/**
 * The resize emitter (SPEC.md §3 "Gallery settings": axis x or y, threshold 0, timeout 300 ms;
 * §4 "Resize": resize:start when the change exceeds the threshold, resize:end after the timeout;
 * §9: the gallery uses a 100 ms resize-end). The element feeds it sizes (from a ResizeObserver);
 * designs lay out again once, on `end`, instead of on every frame of a window drag.
 *
 * Axis x by default: on phones the height changes whenever the browser's address bar slides in
 * or out, and a gallery whose layout depends on width must not redo it for that.
 *
 * Timers are injected so tests drive time by hand; the default uses the global timers, looked up
 * when the emitter is created, never when this module is imported.
 */

/** SPEC.md §3: the emitter's default timeout. */
export const RESIZE_EMITTER_TIMEOUT_MS = 300;
/** SPEC.md §9: resize-end for galleries. */
export const GALLERY_RESIZE_END_MS = 100;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Size {
  width: number;
  height: number;
}

export type ResizeAxis = 'x' | 'y' | 'both';

export interface ResizeEmitterOptions {
  axis?: ResizeAxis;
  /** px the size must change by, more than, to start a resize (SPEC.md §3: 0). */
  threshold?: number;
  timeoutMs?: number;
  timers?: Timers;
}

export type ResizePhase = 'start' | 'end';
export type ResizeListener = (size: Size) => void;

export interface ResizeEmitter {
  /** Report the current size. The first report only sets the baseline. */
  update(size: Size): void;
  on(phase: ResizePhase, listener: ResizeListener): () => void;
  /** True between start and end. */
  readonly resizing: boolean;
  /** Drops the pending end and every listener. */
  dispose(): void;
}

const globalTimers = (): Timers => ({
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
});

export function createResizeEmitter(options: ResizeEmitterOptions = {}): ResizeEmitter {
  const axis = options.axis ?? 'x';
  const threshold = options.threshold ?? 0;
  const timeoutMs = options.timeoutMs ?? RESIZE_EMITTER_TIMEOUT_MS;
  const timers = options.timers ?? globalTimers();
  const listeners: Record<ResizePhase, Set<ResizeListener>> = { start: new Set(), end: new Set() };
  let baseline: Size | null = null;
  let latest: Size | null = null;
  let pending: { handle: unknown } | null = null; // boxed: a timer handle may be 0
  let resizing = false;

  const emit = (phase: ResizePhase, size: Size): void => {
    for (const listener of [...listeners[phase]]) listener(size);
  };

  const change = (a: Size, b: Size): number => {
    const dx = Math.abs(a.width - b.width);
    const dy = Math.abs(a.height - b.height);
    return axis === 'x' ? dx : axis === 'y' ? dy : Math.max(dx, dy);
  };

  const finish = (): void => {
    pending = null;
    resizing = false;
    if (latest) {
      baseline = latest;
      emit('end', latest);
    }
  };

  return {
    update(size) {
      latest = { width: size.width, height: size.height };
      if (baseline === null) {
        baseline = latest;
        return;
      }
      if (!resizing) {
        if (!(change(baseline, latest) > threshold)) return;
        resizing = true;
        emit('start', latest);
      }
      if (pending !== null) timers.clearTimeout(pending.handle);
      pending = { handle: timers.setTimeout(finish, timeoutMs) };
    },
    on(phase, listener) {
      listeners[phase].add(listener);
      return () => listeners[phase].delete(listener);
    },
    get resizing() {
      return resizing;
    },
    dispose() {
      if (pending !== null) timers.clearTimeout(pending.handle);
      pending = null;
      resizing = false;
      listeners.start.clear();
      listeners.end.clear();
    },
  };
}
