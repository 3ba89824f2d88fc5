// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerCount } from '../../overlays/dismiss-stack';
import { openSystemError, showSystemError } from './system-error';

const host = () => document.querySelector('[data-sqs-dialog="overlay"]') as HTMLElement | null;
const root = () => host()!.shadowRoot!;
const texts = (selector: string) => [...root().querySelectorAll(selector)].map((n) => n.textContent);
const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  expect(layerCount()).toBe(0);
});

describe('system error overlay (SPEC.md §8)', () => {
  it('shows the generic text with Reload Page and Clear; Clear closes it', async () => {
    const shown = showSystemError({});
    expect(root().getElementById('title')?.textContent).toBe('Something Went Wrong!');
    expect(texts('[part="message"]')).toEqual([
      'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    ]);
    expect(texts('button')).toEqual(['Reload Page', 'Clear']);
    const dialog = root().querySelector('dialog')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.getAttribute('aria-describedby')).toBe('body');
    expect(root().activeElement?.textContent).toBe('Clear');
    (root().querySelectorAll('button')[1] as HTMLButtonElement).click();
    await shown;
    expect(host()).toBe(null);
  });

  it('reloads the page on Reload Page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hostname: 'shop.example', reload } as Location);
    const shown = showSystemError({ generic: true });
    (root().querySelector('button') as HTMLButtonElement).click();
    await shown;
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lists url, format and error text, and the errorKey', () => {
    openSystemError({ url: '/api/cart', format: 'json', error: 'Bad cart', errorKey: 'E-17' });
    expect(texts('dt')).toEqual(['URL', 'Format', 'Error']);
    expect(texts('dd')).toEqual(['/api/cart', 'json', 'Bad cart']);
    expect(texts('[part="error-key"]')).toEqual(['Error key: E-17']);
    escape();
  });

  it('names the provider on a network failure and announces the network-error event', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hostname: 'shop.example' } as Location);
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('sqs-system-network-error', listener);
    openSystemError({ kind: 'network', url: '/api/x' });
    window.removeEventListener('sqs-system-network-error', listener);
    expect(texts('[part="message"]')).toEqual(['Unable to connect to shop.example. Please try again.']);
    expect(seen).toEqual([{ urlRequested: '/api/x' }]);
    escape();
  });

  it('shows one overlay at a time', () => {
    expect(openSystemError({ message: 'first' })).not.toBe(null);
    expect(openSystemError({ message: 'second' })).toBe(null);
    expect(document.querySelectorAll('[data-sqs-dialog]')).toHaveLength(1);
    expect(texts('dd')).toEqual(['first']);
    escape();
    expect(openSystemError('anything')).not.toBe(null);
    escape();
  });
});
