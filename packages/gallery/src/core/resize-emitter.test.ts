import { describe, expect, it, vi } from 'vitest';
import { GALLERY_RESIZE_END_MS, RESIZE_EMITTER_TIMEOUT_MS, createResizeEmitter, type Timers } from './resize-emitter';

/** Hand-driven timers: `advance(ms)` runs what falls due. */
function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      pending.set(seq, { at: now + ms, callback });
      return seq++;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.callback();
      }
    }
  };
  return { timers, advance, pending: () => pending.size };
}

describe('resize emitter (SPEC.md §3, §4 "Resize", §9)', () => {
  it('has the SPEC timeouts', () => {
    expect(RESIZE_EMITTER_TIMEOUT_MS).toBe(300);
    expect(GALLERY_RESIZE_END_MS).toBe(100);
  });

  it('emits start on the first change and end once changes stop for the timeout', () => {
    const { timers, advance } = manualTimers();
    const emitter = createResizeEmitter({ timers, timeoutMs: GALLERY_RESIZE_END_MS });
    const start = vi.fn();
    const end = vi.fn();
    emitter.on('start', start);
    emitter.on('end', end);
    emitter.update({ width: 800, height: 600 });
    expect(start).not.toHaveBeenCalled();
    emitter.update({ width: 790, height: 600 });
    expect(start).toHaveBeenCalledWith({ width: 790, height: 600 });
    expect(emitter.resizing).toBe(true);
    advance(99);
    emitter.update({ width: 700, height: 600 });
    advance(99);
    expect(end).not.toHaveBeenCalled();
    advance(1);
    expect(end).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledWith({ width: 700, height: 600 });
    expect(start).toHaveBeenCalledTimes(1);
    expect(emitter.resizing).toBe(false);
  });

  it('uses 300 ms and the x axis by default: a height change alone is no resize', () => {
    const { timers, advance } = manualTimers();
    const emitter = createResizeEmitter({ timers });
    const start = vi.fn();
    const end = vi.fn();
    emitter.on('start', start);
    emitter.on('end', end);
    emitter.update({ width: 400, height: 700 });
    emitter.update({ width: 400, height: 640 });
    expect(start).not.toHaveBeenCalled();
    emitter.update({ width: 420, height: 640 });
    advance(299);
    expect(end).not.toHaveBeenCalled();
    advance(1);
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('watches y or both axes when asked', () => {
    const { timers } = manualTimers();
    const y = createResizeEmitter({ timers, axis: 'y' });
    const both = createResizeEmitter({ timers, axis: 'both' });
    const startY = vi.fn();
    const startBoth = vi.fn();
    y.on('start', startY);
    both.on('start', startBoth);
    for (const e of [y, both]) {
      e.update({ width: 100, height: 100 });
      e.update({ width: 200, height: 100 });
    }
    expect(startY).not.toHaveBeenCalled();
    expect(startBoth).toHaveBeenCalledTimes(1);
    y.update({ width: 200, height: 150 });
    expect(startY).toHaveBeenCalledTimes(1);
  });

  it('starts only when the change exceeds the threshold, measured from the last end', () => {
    const { timers, advance } = manualTimers();
    const emitter = createResizeEmitter({ timers, threshold: 10 });
    const start = vi.fn();
    emitter.on('start', start);
    emitter.update({ width: 500, height: 0 });
    emitter.update({ width: 510, height: 0 });
    expect(start).not.toHaveBeenCalled();
    emitter.update({ width: 511, height: 0 });
    expect(start).toHaveBeenCalledTimes(1);
    advance(300);
    emitter.update({ width: 520, height: 0 });
    expect(start).toHaveBeenCalledTimes(1);
    emitter.update({ width: 522, height: 0 });
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('unsubscribes and disposes', () => {
    const { timers, advance, pending } = manualTimers();
    const emitter = createResizeEmitter({ timers });
    const end = vi.fn();
    const off = emitter.on('end', end);
    emitter.update({ width: 1, height: 1 });
    emitter.update({ width: 2, height: 1 });
    off();
    advance(300);
    expect(end).not.toHaveBeenCalled();
    emitter.on('end', end);
    emitter.update({ width: 3, height: 1 });
    emitter.dispose();
    expect(pending()).toBe(0);
    advance(300);
    expect(end).not.toHaveBeenCalled();
  });

  it('works on the global timers by default', () => {
    vi.useFakeTimers();
    try {
      const emitter = createResizeEmitter({ timeoutMs: 100 });
      const end = vi.fn();
      emitter.on('end', end);
      emitter.update({ width: 1, height: 1 });
      emitter.update({ width: 2, height: 1 });
      vi.advanceTimersByTime(100);
      expect(end).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
