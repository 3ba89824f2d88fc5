// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../data/api-types';
import { normalisePageContext } from '../../page/page-context';
import type { ChromeEnv } from '../chrome-env';
import { DAY_MS } from './popup-rules';
import { POPUP_RECORD_KEY } from './popup-record';
import { startPopup } from './start-popup';

const env = (popupOverlaySettings: Record<string, unknown>, over: Record<string, unknown> = {}): ChromeEnv => ({
  window,
  document,
  context: normalisePageContext({ websiteSettings: { popupOverlaySettings }, collection: { id: 'home' }, pageType: 2, ...over }),
  api: {} as ApiClient,
});

const popup = () => document.querySelector('[data-sqs-popup-overlay]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
const store = (record: Record<string, unknown>) => localStorage.setItem(POPUP_RECORD_KEY, JSON.stringify({ v: JSON.stringify(record) }));

describe('startPopup', () => {
  const stops: Array<() => void> = [];
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    while (stops.length) stops.pop()!();
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('does nothing for a site without a popup', async () => {
    stops.push(startPopup(env({})));
    stops.push(startPopup(env({ style: 'none', timerDelay: 0 })));
    await settle();
    expect(popup()).toBe(null);
  });

  it('shows the popup after its delay', async () => {
    stops.push(startPopup(env({ style: 1, title: 'Hello', timerDelay: 40 })));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(popup()).toBe(null);
    await vi.waitFor(() => expect(popup()).not.toBe(null));
    expect(popup()!.shadowRoot!.querySelector('dialog')!.open).toBe(true);
  });

  it('shows at once when only the scroll trigger is set and the page cannot scroll', async () => {
    stops.push(startPopup(env({ style: 1, showOnTimer: false, showOnScroll: true, scrollPercentage: 50 })));
    await vi.waitFor(() => expect(popup()).not.toBe(null));
  });

  it('stays away when the visitor closed it recently, and shows again for a new version', async () => {
    store({ version: 2, submitted: false, 'date-closed': Date.now() - DAY_MS / 2 });
    stops.push(startPopup(env({ style: 1, version: 2, displayFrequency: 1 })));
    await settle();
    expect(popup()).toBe(null);
    stops.push(startPopup(env({ style: 1, version: 3, displayFrequency: 1 })));
    await vi.waitFor(() => expect(popup()).not.toBe(null));
  });

  it('stays away after a sign-up with showUntilSignup', async () => {
    store({ version: 1, submitted: true, 'date-closed': null });
    stops.push(startPopup(env({ style: 1, version: 1, showUntilSignup: true })));
    await settle();
    expect(popup()).toBe(null);
  });

  it('stays away on a 404, a lock screen, a splash page and for a screenshot', async () => {
    for (const pageType of [3, 100, 103]) stops.push(startPopup(env({ style: 1 }, { pageType })));
    history.replaceState(null, '', '/?screenshot=true');
    stops.push(startPopup(env({ style: 1 })));
    await settle();
    expect(popup()).toBe(null);
  });

  it('stays away on a mobile viewport when mobile is disabled', async () => {
    const original = window.innerWidth;
    (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width: 400 });
    try {
      stops.push(startPopup(env({ style: 1, enableMobile: false })));
      await settle();
      expect(popup()).toBe(null);
      stops.push(startPopup(env({ style: 1, enableMobile: true })));
      await vi.waitFor(() => expect(popup()).not.toBe(null));
    } finally {
      (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width: original });
    }
  });

  it('never shows once torn down before its trigger', async () => {
    startPopup(env({ style: 1, timerDelay: 20 }))();
    await settle();
    expect(popup()).toBe(null);
  });
});
