import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { singleFlight } from './single-flight';

/** A promise settled by hand, so each test decides when the "POST" answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('five quick calls make one run and share one promise', async () => {
    const pending = deferred<string>();
    const run = vi.fn(() => pending.promise);
    const submit = singleFlight(run);
    const calls = [submit(), submit(), submit(), submit(), submit()];
    expect(run).toHaveBeenCalledTimes(1);
    for (const call of calls) expect(call).toBe(calls[0]);
    pending.resolve('done');
    await expect(Promise.all(calls)).resolves.toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a new run once the previous one has settled', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const run = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const submit = singleFlight<number>(run);
    const a = submit();
    first.resolve(1);
    await expect(a).resolves.toBe(1);
    const b = submit();
    expect(b).not.toBe(a);
    expect(run).toHaveBeenCalledTimes(2);
    second.resolve(2);
    await expect(b).resolves.toBe(2);
  });

  it('a rejection reaches every caller and frees the slot for a retry', async () => {
    const failing = deferred<string>();
    const run = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce('retried');
    const submit = singleFlight<string>(run);
    const a = submit();
    const b = submit();
    failing.reject(new Error('offline'));
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
    await expect(submit()).resolves.toBe('retried');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a retry from inside the result handler is a real new run', async () => {
    const run = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const submit = singleFlight<string>(run);
    const result = await submit().then(() => submit());
    expect(result).toBe('second');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a synchronous throw becomes a rejection and leaves nothing in flight', async () => {
    const run = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw new Error('sync');
      })
      .mockResolvedValueOnce('ok');
    const submit = singleFlight(run);
    await expect(submit()).rejects.toThrow('sync');
    await expect(submit()).resolves.toBe('ok');
  });

  it('a run that resolves at once is still shared with calls made in the same tick', async () => {
    const run = vi.fn(async () => 'now');
    const submit = singleFlight(run);
    const [a, b] = [submit(), submit()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('now');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('with timers: clicks during a slow POST are absorbed, a click after it starts another', async () => {
    vi.useFakeTimers();
    try {
      let posts = 0;
      const submit = singleFlight(() => {
        posts += 1;
        return new Promise<string>((resolve) => setTimeout(() => resolve('saved'), 1000));
      });
      const first = submit();
      for (let t = 0; t < 9; t += 1) {
        await vi.advanceTimersByTimeAsync(100);
        expect(submit()).toBe(first);
      }
      await vi.advanceTimersByTimeAsync(100);
      await expect(first).resolves.toBe('saved');
      expect(posts).toBe(1);
      const again = submit();
      expect(posts).toBe(2);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(again).resolves.toBe('saved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('property: runs = number of bursts, for any pattern of calls and settlements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('call', 'settle'), { maxLength: 40 }), async (script) => {
        let pending: ReturnType<typeof deferred<void>> | null = null;
        let runs = 0;
        const submit = singleFlight(() => {
          runs += 1;
          pending = deferred<void>();
          return pending.promise;
        });
        let expectedRuns = 0;
        let inFlight = false;
        let current: Promise<void> | null = null;
        for (const step of script) {
          if (step === 'call') {
            const p = submit();
            if (!inFlight) {
              expectedRuns += 1;
              inFlight = true;
              current = p;
            } else {
              expect(p).toBe(current);
            }
          } else if (inFlight && pending) {
            (pending as { resolve: () => void }).resolve();
            await current;
            inFlight = false;
          }
        }
        expect(runs).toBe(expectedRuns);
      }),
      { numRuns: 1000 },
    );
  });
});
