// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerCount } from '../../overlays/dismiss-stack';
import { alertDialog } from './alert-dialog';
import { showLogoutNotice } from './logout-notice';
import { confirmDialog } from './confirm-dialog';

const hosts = () => [...document.querySelectorAll('[data-sqs-dialog]')] as HTMLElement[];
const shadow = (host: HTMLElement | undefined) => host!.shadowRoot!;
const buttons = (host?: HTMLElement) => [...shadow(host ?? hosts().at(-1)).querySelectorAll('button')];
const button = (text: string) => buttons().find((b) => b.textContent === text)!;
const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let opener: HTMLButtonElement;
beforeEach(() => {
  opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  expect(layerCount()).toBe(0);
});

describe('confirmDialog', () => {
  it('shows a modal with the title, the message and Cancel then Confirm, focus on Cancel (the safe choice)', () => {
    void confirmDialog({ title: 'Delete file?', message: "This can't be undone." });
    const [host] = hosts();
    const dialog = shadow(host).querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(shadow(host).getElementById('title')?.textContent).toBe('Delete file?');
    expect(dialog.getAttribute('aria-labelledby')).toBe('title');
    expect(dialog.getAttribute('aria-describedby')).toBe('message');
    expect(buttons().map((b) => b.textContent)).toEqual(['Cancel', 'Confirm']);
    expect(shadow(host).activeElement === button('Cancel')).toBe(true);
    escape();
  });

  it.each([
    ['Confirm', 'confirm'],
    ['Cancel', 'cancel'],
    ['Reject', 'reject'],
  ])('answers %s with %s, then is destroyed and focus goes back', async (text, answer) => {
    const result = confirmDialog({ title: 'Save changes?', rejectText: true });
    button(text).click();
    expect(await result).toBe(answer);
    expect(hosts()).toHaveLength(0);
    expect(document.activeElement === opener).toBe(true);
  });

  it('answers cancel on Escape, through the dismiss stack', async () => {
    const result = confirmDialog({ title: 'Leave?' });
    expect(layerCount()).toBe(1);
    escape();
    expect(await result).toBe('cancel');
  });

  it('closes only the top dialog on Escape', async () => {
    const below = confirmDialog({ title: 'Below' });
    const above = confirmDialog({ title: 'Above' });
    escape();
    expect(await above).toBe('cancel');
    expect(hosts()).toHaveLength(1);
    expect(shadow(hosts()[0]).getElementById('title')?.textContent).toBe('Below');
    escape();
    expect(await below).toBe('cancel');
  });

  it('keeps the closed dialog when destroy is false', async () => {
    const result = confirmDialog({ title: 'Keep me', destroy: false });
    button('Confirm').click();
    await result;
    expect(hosts()).toHaveLength(1);
    expect(shadow(hosts()[0]).querySelector('dialog')!.open).toBe(false);
  });

  it('sizes a dialog through its own sheet when given other than 350 and 20', () => {
    void confirmDialog({ title: 'Wide', width: 500, padding: 32 });
    const sheets = shadow(hosts()[0]).adoptedStyleSheets;
    expect(sheets).toHaveLength(2);
    expect(sheets[1]!.cssRules[0]!.cssText).toContain('--sqs-dialog-width: 500px');
    void confirmDialog({ title: 'Default' });
    expect(shadow(hosts()[1]).adoptedStyleSheets).toHaveLength(1);
    escape();
    escape();
  });

  it('waits for transitionend, at most 600 ms, before it hides', async () => {
    vi.useFakeTimers();
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
      const style = real(el);
      return { ...style, transitionDuration: '0.2s, 200ms', transitionDelay: '0s' } as CSSStyleDeclaration;
    });
    let answer: string | null = null;
    void confirmDialog({ title: 'Slow' }).then((a) => (answer = a));
    const dialog = shadow(hosts()[0]).querySelector('dialog')!;
    button('Confirm').click();
    expect(dialog.hasAttribute('data-closing')).toBe(true);
    await vi.advanceTimersByTimeAsync(599);
    expect(answer).toBe(null);
    expect(dialog.open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('confirm');
    expect(hosts()).toHaveLength(0);

    void confirmDialog({ title: 'Fast' }).then((a) => (answer = a));
    const second = shadow(hosts()[0]).querySelector('dialog')!;
    button('Cancel').click();
    second.dispatchEvent(new Event('transitionend'));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe('cancel');
  });

  it('treats a close nobody chose as cancel, and a native cancel as cancel only on top', async () => {
    const result = confirmDialog({ title: 'Closed from outside' });
    const dialog = shadow(hosts()[0]).querySelector('dialog')!;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(await result).toBe('cancel');

    const second = confirmDialog({ title: 'Native close' });
    shadow(hosts()[0]).querySelector('dialog')!.close();
    await flush();
    expect(await second).toBe('cancel');
  });

  it('shows defaults for anything a page passes, and falls back to the message as the label', () => {
    void confirmDialog(42 as never);
    expect(buttons().map((b) => b.textContent)).toEqual(['Cancel', 'Confirm']);
    escape();
    void confirmDialog({ message: 'Only a message' });
    const dialog = shadow(hosts().at(-1)).querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('message');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    escape();
  });
});

describe('information dialog', () => {
  it('has a single Okay button, not an alertdialog', async () => {
    const done = alertDialog({ title: 'Saved', message: 'All good.' });
    expect(buttons().map((b) => b.textContent)).toEqual(['Okay']);
    expect(shadow(hosts()[0]).querySelector('dialog')!.hasAttribute('role')).toBe(false);
    button('Okay').click();
    await done;
    expect(hosts()).toHaveLength(0);
  });

  it('is the Logout Successful notice of SPEC.md §2', () => {
    const close = showLogoutNotice(document);
    const root = shadow(hosts()[0]);
    expect(root.getElementById('title')?.textContent).toBe('Logout Successful');
    expect(root.getElementById('message')?.textContent).toBe('You have been successfully logged out.');
    close();
    expect(hosts()).toHaveLength(0);
  });
});
