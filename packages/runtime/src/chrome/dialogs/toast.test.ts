// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerCount } from '../../overlays/dismiss-stack';
import { showToast } from './toast';

const region = () => document.querySelector('[data-sqs-toasts]')?.shadowRoot?.querySelector('[role="status"]') ?? null;
const toasts = () => [...(region()?.querySelectorAll('[part="toast"]') ?? [])].map((t) => t.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  expect(layerCount()).toBe(0);
});

describe('showToast (SPEC.md §9)', () => {
  it('adds the toast to a polite status region once it has settled, and removes it after 2000 ms', async () => {
    const before = document.activeElement;
    showToast('Saved');
    expect(region()?.getAttribute('aria-live')).toBe('polite');
    expect(toasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(toasts()).toEqual(['Saved']);
    expect(region()!.querySelector('button, [tabindex]')).toBe(null);
    expect(document.activeElement === before).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(toasts()).toEqual(['Saved']);
    await vi.advanceTimersByTimeAsync(1);
    expect(document.querySelector('[data-sqs-toasts]')).toBe(null);
  });

  it('stacks several, in order, each with its own duration', async () => {
    showToast('One');
    showToast('Two', { duration: 5000 });
    await vi.advanceTimersByTimeAsync(100);
    showToast('Three');
    expect(toasts()).toEqual(['One', 'Two', 'Three']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(toasts()).toEqual(['Two']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(document.querySelector('[data-sqs-toasts]')).toBe(null);
  });

  it('goes on Escape or its close function, newest first', async () => {
    showToast('Old');
    const close = showToast('New');
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    expect(toasts()).toEqual(['Old']);
    close(); // already gone: harmless
    showToast('Another')();
    expect(toasts()).toEqual(['Old']);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    expect(region()).toBe(null);
  });

  it('shows nothing for an empty message', () => {
    const close = showToast('   ');
    expect(document.querySelector('[data-sqs-toasts]')).toBe(null);
    close();
  });
});
