import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle, lazyInitialiser, SECOND_RUN_MESSAGE } from './lifecycle';
import { onReport } from './report';

afterEach(() => vi.restoreAllMocks());

describe('lifecycle (SPEC.md §4 "Page lifecycle")', () => {
  it('runs registered initialisers once at start, in order', () => {
    const lifecycle = createLifecycle();
    const calls: string[] = [];
    lifecycle.register('a', () => void calls.push('a'));
    lifecycle.register('b', () => void calls.push('b'));
    expect(lifecycle.initialised).toBe(false);
    lifecycle.start();
    expect(calls).toEqual(['a', 'b']);
    expect(lifecycle.initialised).toBe(true);
  });

  it('logs the SPEC text and does nothing on a second start', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lifecycle = createLifecycle();
    const init = vi.fn();
    lifecycle.register('a', init);
    lifecycle.start();
    lifecycle.start();
    expect(init).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(SECOND_RUN_MESSAGE);
    expect(SECOND_RUN_MESSAGE).toBe('Detected second run, this is bad.');
  });

  it('destroy runs destructors in reverse order and resets', () => {
    const lifecycle = createLifecycle();
    const calls: string[] = [];
    lifecycle.register('a', () => () => calls.push('stop a'));
    lifecycle.register('b', () => () => calls.push('stop b'));
    lifecycle.start();
    lifecycle.destroy();
    expect(calls).toEqual(['stop b', 'stop a']);
    expect(lifecycle.initialised).toBe(false);
    lifecycle.start();
    lifecycle.destroy();
    expect(calls).toEqual(['stop b', 'stop a', 'stop b', 'stop a']);
  });

  it('reports a failing initialiser and still runs the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycle = createLifecycle();
    const after = vi.fn();
    lifecycle.register('bad', () => {
      throw new Error('boom');
    });
    lifecycle.register('after', after);
    expect(() => lifecycle.start()).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('runs an initialiser registered after start at once', () => {
    const lifecycle = createLifecycle();
    lifecycle.start();
    const late = vi.fn();
    lifecycle.register('late', late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('lazyInitialiser', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts once its code has loaded, and tears down what it started', async () => {
    const calls: string[] = [];
    const teardown = lazyInitialiser('x', async () => () => {
      calls.push('start');
      return () => calls.push('stop');
    })();
    expect(calls).toEqual([]);
    await settle();
    expect(calls).toEqual(['start']);
    (teardown as () => void)();
    expect(calls).toEqual(['start', 'stop']);
  });

  it('never starts when the page was torn down while its code was loading', async () => {
    let started = false;
    const teardown = lazyInitialiser('x', async () => () => {
      started = true;
    })();
    (teardown as () => void)();
    await settle();
    expect(started).toBe(false);
  });

  it('starts nothing when the page needs nothing, and reports a failed load', async () => {
    const reported: string[] = [];
    const off = onReport((entry) => reported.push(entry.message));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    lazyInitialiser('nothing', async () => null)();
    lazyInitialiser('broken', () => Promise.reject(new Error('chunk failed')))();
    await settle();
    expect(reported).toEqual(['broken could not start']);
    off();
    error.mockRestore();
  });
});
