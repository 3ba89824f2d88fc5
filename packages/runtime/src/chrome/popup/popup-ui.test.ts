// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { layerCount } from '../../overlays/dismiss-stack';
import type { PopupRecord } from './popup-record';
import { openPopup } from './popup-ui';
import { readPopupSettings } from './popup-settings';

function memoryRecords() {
  let record: PopupRecord | null = null;
  const updates: PopupRecord[] = [];
  return {
    updates,
    read: () => record,
    update(version: number, change: Partial<PopupRecord>) {
      record = { ...(record ?? { version, submitted: false, dateClosed: null }), ...change, version };
      updates.push(record);
      return record;
    },
  };
}

const FORM = { formId: 'newsletter', fields: [{ id: 'email', type: 'email', title: 'Email' }] };

function open(over: Record<string, unknown> = {}) {
  const records = memoryRecords();
  const actions: string[] = [];
  const listener = (event: Event) => actions.push((event as CustomEvent<{ action: string }>).detail.action);
  window.addEventListener('sqs-popup-overlay', listener);
  const settings = readPopupSettings({ style: 1, version: 4, title: 'Join us', body: 'News, twice a month.', form: FORM, ...over });
  const teardown = openPopup({ window, document, settings, records, now: () => 1234 });
  const host = document.querySelector('[data-sqs-popup-overlay]') as HTMLElement;
  const root = host.shadowRoot!;
  const dialog = root.querySelector('dialog')!;
  return { records, actions, teardown, host, root, dialog, stop: () => window.removeEventListener('sqs-popup-overlay', listener) };
}

describe('popup dialog', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    while (stops.length) stops.pop()!();
    document.body.replaceChildren();
  });

  it('shows title, text, a named close button and the newsletter form in light DOM', () => {
    const p = open();
    stops.push(p.stop, p.teardown);
    expect(p.dialog.open).toBe(true);
    expect(p.dialog.getAttribute('aria-labelledby')).toBe('title');
    expect(p.root.getElementById('title')?.textContent).toBe('Join us');
    expect(p.root.querySelector('[part="body"]')?.textContent).toBe('News, twice a month.');
    const close = p.root.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    expect(close.autofocus).toBe(true);
    expect(p.root.querySelector('slot')).not.toBe(null);
    const form = p.host.querySelector('sqs-newsletter')!;
    expect(form.getAttribute('data-load-on')).toBe('eager');
    expect(form.hasAttribute('is-overlay-form')).toBe(true);
    expect(JSON.parse(form.getAttribute('data-block-json')!)).toEqual(FORM);
    expect(p.root.adoptedStyleSheets.length).toBe(1);
    expect(p.actions).toEqual(['shown']);
    expect(layerCount()).toBe(1);
  });

  it('is named by a default label without a title, and has no form without one', () => {
    const p = open({ title: '', body: '', form: null });
    stops.push(p.stop, p.teardown);
    expect(p.dialog.getAttribute('aria-label')).toBe('Newsletter sign-up');
    expect(p.root.querySelector('h2, p')).toBe(null);
    expect(p.host.querySelector('sqs-newsletter')).toBe(null);
  });

  it('writes date-closed, announces it, leaves the stack and returns focus when closed', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const p = open();
    stops.push(p.stop);
    p.root.querySelector('button')!.click();
    expect(p.dialog.open).toBe(false);
    expect(p.records.read()).toEqual({ version: 4, submitted: false, dateClosed: 1234 });
    expect(p.actions).toEqual(['shown', 'closed']);
    expect(layerCount()).toBe(0);
    expect(p.host.isConnected).toBe(false);
    expect(document.activeElement === before).toBe(true);
  });

  it('closes on Escape through the dismiss stack, and turns the dialog’s own cancel into a close', () => {
    const p = open();
    stops.push(p.stop);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(p.dialog.open).toBe(false);
    expect(p.actions).toEqual(['shown', 'closed']);

    const q = open();
    stops.push(q.stop);
    const cancel = new Event('cancel', { cancelable: true });
    q.dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(q.dialog.open).toBe(false);
    expect(q.records.read()?.dateClosed).toBe(1234);
  });

  it('closes on a backdrop click but not on a click inside the box', () => {
    const p = open();
    stops.push(p.stop);
    p.root.querySelector('h2')!.click();
    expect(p.dialog.open).toBe(true);
    p.dialog.click();
    expect(p.dialog.open).toBe(false);
  });

  it('records a sign-up from the form inside it', () => {
    const p = open();
    stops.push(p.stop, p.teardown);
    p.host
      .querySelector('sqs-newsletter')!
      .dispatchEvent(new CustomEvent('sqs-form-success', { detail: { formId: 'newsletter', newsletter: true }, bubbles: true, composed: true }));
    expect(p.records.read()).toEqual({ version: 4, submitted: true, dateClosed: null });
    expect(p.actions).toEqual(['shown', 'submitted']);
    expect(p.dialog.open).toBe(true);
  });

  it('tears down without recording a close', () => {
    const p = open();
    stops.push(p.stop);
    p.teardown();
    expect(p.host.isConnected).toBe(false);
    expect(p.records.updates).toEqual([]);
    expect(p.actions).toEqual(['shown']);
    expect(layerCount()).toBe(0);
  });
});
