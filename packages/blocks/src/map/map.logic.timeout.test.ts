import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, withTimeout } from './map.logic.timeout';
import { MAP_SCRIPT_FAILURE, MAP_SCRIPT_TIMEOUT_MS, MAP_UI_DEBOUNCE_MS } from './map.logic';

describe('map script timeout and UI debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after 30 s with the SPEC text, and not a moment before', async () => {
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, MAP_SCRIPT_TIMEOUT_MS, MAP_SCRIPT_FAILURE);
    const settled = vi.fn();
    result.catch((e: Error) => settled(e.message));
    await vi.advanceTimersByTimeAsync(MAP_SCRIPT_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('map script failure after 30 s');
  });

  it('passes a value or an error that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 100, 'late')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('chunk 404')), 100, 'late')).rejects.toThrow('chunk 404');
  });

  it('runs once, 60 ms after the last of a burst', () => {
    const run = vi.fn();
    const d = debounce(run, MAP_UI_DEBOUNCE_MS);
    d.schedule();
    vi.advanceTimersByTime(59);
    d.schedule();
    vi.advanceTimersByTime(59);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    d.schedule();
    d.cancel();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
