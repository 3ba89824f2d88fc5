import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle, SECOND_RUN_MESSAGE } from './lifecycle';

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
