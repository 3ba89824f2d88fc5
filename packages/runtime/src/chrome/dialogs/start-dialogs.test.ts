// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../data/api-types';
import { defaultPageContext } from '../../page/page-context';
import { layerCount } from '../../overlays/dismiss-stack';
import { startDialogs } from './start-dialogs';

const env = () => ({ window, document, context: defaultPageContext(), api: {} as ApiClient });
const dialogs = () => [...document.querySelectorAll('[data-sqs-dialog]')] as HTMLElement[];
const title = (host: HTMLElement | undefined) => host?.shadowRoot?.getElementById('title')?.textContent;

let stop: () => void = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
  expect(layerCount()).toBe(0);
});

describe('startDialogs', () => {
  it('shows Logout Successful once on logout=true and removes the flag from the address', async () => {
    history.replaceState(null, '', '/blog?a=1&logout=true#top');
    const replace = vi.spyOn(history, 'replaceState');
    stop = startDialogs(env());
    await vi.waitFor(() => expect(dialogs()).toHaveLength(1));
    expect(replace).toHaveBeenCalledOnce();
    expect(location.pathname + location.search + location.hash).toBe('/blog?a=1#top');
    expect(title(dialogs()[0])).toBe('Logout Successful');
    stop();
    stop = startDialogs(env()); // as after a reload: the flag is gone
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogs()).toHaveLength(0);
  });

  it('shows nothing, adds no element and loads no tooltip code on an ordinary page', async () => {
    const replace = vi.spyOn(history, 'replaceState');
    const add = vi.spyOn(document, 'addEventListener');
    stop = startDialogs(env());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replace).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    expect(document.body.childElementCount).toBe(0);
  });

  it('opens the system error overlay on sqs-system-error, and closes it on stop', async () => {
    stop = startDialogs(env());
    window.dispatchEvent(new CustomEvent('sqs-system-error', { detail: { status: 401, message: 'Unauthorized request' } }));
    await vi.waitFor(() => expect(dialogs()).toHaveLength(1));
    expect(dialogs()[0]!.getAttribute('data-sqs-dialog')).toBe('overlay');
    expect(title(dialogs()[0])).toBe('Something Went Wrong!');
    stop();
    stop = () => {};
    expect(dialogs()).toHaveLength(0);
    window.dispatchEvent(new CustomEvent('sqs-system-error', { detail: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogs()).toHaveLength(0);
  });

  it('shows a toast on sqs-toast', async () => {
    stop = startDialogs(env());
    const shown = () => [...(document.querySelector('[data-sqs-toasts]')?.shadowRoot?.querySelectorAll('[part="toast"]') ?? [])].map((t) => t.textContent);
    window.dispatchEvent(new CustomEvent('sqs-toast', { detail: { message: 'Added to cart', duration: 5000 } }));
    window.dispatchEvent(new CustomEvent('sqs-toast', { detail: 'Saved' }));
    window.dispatchEvent(new CustomEvent('sqs-toast', { detail: null }));
    await vi.waitFor(() => expect(shown()).toEqual(['Added to cart', 'Saved']));
  });

  it('starts tooltips when the page has targets', async () => {
    document.body.innerHTML = '<button data-sqs-tooltip="Hi">x</button>';
    const add = vi.spyOn(document, 'addEventListener');
    stop = startDialogs(env());
    await vi.waitFor(() => expect(add.mock.calls.map((c) => c[0])).toContain('pointerover'));
  });
});
