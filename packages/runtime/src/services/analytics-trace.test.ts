import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTraceQueue, TRACE_BATCH_DELAY_MS, TRACE_MAX_BATCH, traceForm, type TraceEntry } from './analytics-trace';
// Shared with the performance metrics since it moved to page-hide.ts (runtime-services).
import { watchPageHide } from './page-hide';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entry = (n: number): TraceEntry => ({ pageUrl: '/p', type: 't', data: { n } });

function queue(send: (batch: TraceEntry[], unloading: boolean) => unknown = () => undefined) {
  const batches: Array<{ batch: TraceEntry[]; unloading: boolean }> = [];
  const q = createTraceQueue({
    send: (batch, unloading) => {
      batches.push({ batch, unloading });
      return send(batch, unloading);
    },
  });
  return { q, batches };
}

describe('createTraceQueue (SPEC.md §7 Trace: 30 s batching or page unload)', () => {
  it('sends everything queued 30 s after the first entry, in one batch', () => {
    const { q, batches } = queue();
    q.push(entry(1));
    vi.advanceTimersByTime(10_000);
    q.push(entry(2)); // does not restart the clock
    vi.advanceTimersByTime(TRACE_BATCH_DELAY_MS - 10_000 - 1);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([{ batch: [entry(1), entry(2)], unloading: false }]);
    expect(q.size).toBe(0);
    expect(TRACE_BATCH_DELAY_MS).toBe(30_000);
  });

  it('starts a new 30 s window after a send', () => {
    const { q, batches } = queue();
    q.push(entry(1));
    vi.advanceTimersByTime(TRACE_BATCH_DELAY_MS);
    q.push(entry(2));
    vi.advanceTimersByTime(TRACE_BATCH_DELAY_MS - 1);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(batches[1]?.batch).toEqual([entry(2)]);
  });

  it('sends at once on unload, and the timer does not send again', () => {
    const { q, batches } = queue();
    q.push(entry(1));
    q.flush(true);
    expect(batches).toEqual([{ batch: [entry(1)], unloading: true }]);
    vi.advanceTimersByTime(TRACE_BATCH_DELAY_MS * 2);
    expect(batches).toHaveLength(1);
    q.flush(true); // nothing queued: nothing sent
    expect(batches).toHaveLength(1);
  });

  it('ignores failures, thrown or rejected, and drops the batch', async () => {
    const thrower = queue(() => {
      throw new Error('offline');
    });
    thrower.q.push(entry(1));
    expect(() => vi.advanceTimersByTime(TRACE_BATCH_DELAY_MS)).not.toThrow();
    const rejecter = queue(() => Promise.reject(new Error('500')));
    rejecter.q.push(entry(1));
    rejecter.q.flush();
    await vi.runAllTimersAsync(); // an unhandled rejection would fail the run
    expect(rejecter.q.size).toBe(0);
  });

  it('sends early when the batch is full', () => {
    const { q, batches } = queue();
    for (let i = 0; i < TRACE_MAX_BATCH + 1; i++) q.push(entry(i));
    expect(batches).toHaveLength(1);
    expect(batches[0]?.batch).toHaveLength(TRACE_MAX_BATCH);
    expect(q.size).toBe(1);
  });

  it('drops entries whose data cannot be JSON', () => {
    const { q } = queue();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    q.push({ pageUrl: '/', type: 't', data: cyclic });
    q.push({ pageUrl: '/', type: 't', data: 1n });
    expect(q.size).toBe(0);
    q.push({ pageUrl: '/', type: 't', data: undefined });
    q.flush();
  });

  it('dispose stops the timer and ignores later pushes', () => {
    const { q, batches } = queue();
    q.push(entry(1));
    q.dispose();
    q.push(entry(2));
    vi.advanceTimersByTime(TRACE_BATCH_DELAY_MS);
    expect(batches).toEqual([]);
  });

  it('property: nothing is lost or reordered across timed and unload flushes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant<'push'>('push'), fc.constant<'hide'>('hide'), fc.integer({ min: 1, max: 40_000 })), { maxLength: 60 }),
        (steps) => {
          const { q, batches } = queue();
          let n = 0;
          for (const step of steps) {
            if (step === 'push') q.push(entry(n++));
            else if (step === 'hide') q.flush(true);
            else vi.advanceTimersByTime(step);
          }
          q.flush(true);
          expect(batches.flatMap((b) => b.batch)).toEqual(Array.from({ length: n }, (_, i) => entry(i)));
          expect(batches.every((b) => b.batch.length > 0 && b.batch.length <= TRACE_MAX_BATCH)).toBe(true);
          vi.clearAllTimers();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('traceForm', () => {
  it('is the form field data holding the JSON list', () => {
    expect(traceForm([entry(1)])).toEqual({ data: '[{"pageUrl":"/p","type":"t","data":{"n":1}}]' });
  });
});

describe('watchPageHide', () => {
  it('fires on pagehide and on visibilitychange to hidden, until unsubscribed', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const onHide = vi.fn();
    const stop = watchPageHide(win as unknown as Window, doc as unknown as Document, onHide);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    expect(onHide).toHaveBeenCalledTimes(2);
    stop();
    win.dispatchEvent(new Event('pagehide'));
    expect(onHide).toHaveBeenCalledTimes(2);
  });
});
