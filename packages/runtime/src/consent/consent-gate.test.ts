// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMessages } from '../contracts/messages';
import { forgetPage } from '../page/page';
import { PAGE_CONTEXT_ID } from '../page/page-context';
import { PLACEHOLDER_TAG, renderConsentPlaceholder, thirdPartyAllowed, whenThirdPartyAllowed } from './consent-gate';
import { setConsent } from './consent-store';

// The page context is read once per document (page/page.ts): each test page starts afresh.
function policy(restrictive: boolean) {
  forgetPage(document);
  document.getElementById(PAGE_CONTEXT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CONTEXT_ID;
  script.textContent = JSON.stringify({ websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive } } });
  document.head.append(script);
}
const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
const consentCookie = (value: string | null) => {
  document.cookie = value === null ? 'ss_cookie_consent=; Max-Age=0; Path=/' : `ss_cookie_consent=${value}; Path=/`;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  policy(true);
  consentCookie(null);
  setGpc(undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  document.getElementById(PAGE_CONTEXT_ID)?.remove();
  forgetPage(document);
  consentCookie(null);
  setGpc(undefined);
  setMessages({});
});

describe('thirdPartyAllowed', () => {
  it('under a restrictive policy: only after an accept, and never with GPC', () => {
    expect(thirdPartyAllowed(window)).toBe(false);
    consentCookie('false');
    expect(thirdPartyAllowed(window)).toBe(false);
    consentCookie('true');
    expect(thirdPartyAllowed(window)).toBe(true);
    setGpc(true);
    expect(thirdPartyAllowed(window)).toBe(false);
  });

  it('otherwise: unless declined', () => {
    policy(false);
    expect(thirdPartyAllowed(window)).toBe(true);
    setGpc(true);
    expect(thirdPartyAllowed(window)).toBe(true);
    consentCookie('false');
    expect(thirdPartyAllowed(window)).toBe(false);
  });

  it('without a page context: not restrictive (the runtime defaults)', () => {
    document.getElementById(PAGE_CONTEXT_ID)?.remove();
    forgetPage(document);
    expect(thirdPartyAllowed()).toBe(true);
  });
});

describe('whenThirdPartyAllowed', () => {
  it('resolves at once when allowed', async () => {
    consentCookie('true');
    await expect(whenThirdPartyAllowed(window)).resolves.toBe(true);
  });

  it('waits for an accept, ignoring a decline', async () => {
    let result: boolean | undefined;
    void whenThirdPartyAllowed(window).then((r) => (result = r));
    setConsent(window, false);
    await flush();
    expect(result).toBeUndefined();
    setConsent(window, true);
    await flush();
    expect(result).toBe(true);
  });

  it('trusts the event even when the cookie could not be stored', async () => {
    const pending = whenThirdPartyAllowed(window);
    window.dispatchEvent(new CustomEvent('sqs-consent-change', { detail: { consent: 'granted' } }));
    await expect(pending).resolves.toBe(true);
  });

  it('does not resolve on an accept while GPC says no under a restrictive policy', async () => {
    setGpc(true);
    let result: boolean | undefined;
    const abort = new AbortController();
    void whenThirdPartyAllowed(window, abort.signal).then((r) => (result = r));
    setConsent(window, true);
    await flush();
    expect(result).toBeUndefined();
    abort.abort();
    await flush();
    expect(result).toBe(false);
  });

  it('resolves false when aborted, before or while waiting, and stops listening', async () => {
    const before = new AbortController();
    before.abort();
    await expect(whenThirdPartyAllowed(window, before.signal)).resolves.toBe(false);

    const removed = vi.spyOn(window, 'removeEventListener');
    const during = new AbortController();
    const pending = whenThirdPartyAllowed(window, during.signal);
    during.abort();
    await expect(pending).resolves.toBe(false);
    expect(removed).toHaveBeenCalledWith('sqs-consent-change', expect.any(Function), undefined);
    removed.mockRestore();
  });
});

describe('renderConsentPlaceholder', () => {
  const placeholder = (container: Element) => container.querySelector(PLACEHOLDER_TAG);
  const button = (container: Element) => placeholder(container)?.shadowRoot?.querySelector('button') ?? null;
  const text = (container: Element) => placeholder(container)?.shadowRoot?.querySelector('p')?.textContent;

  it('shows our texts and a button; a click loads that embed only, recording no consent', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onAllow = vi.fn();
    const seen = vi.fn();
    window.addEventListener('sqs-consent-change', seen);
    renderConsentPlaceholder(container, { label: 'YouTube', onAllow });
    expect(text(container)).toBe('This content may set cookies from YouTube.');
    expect(button(container)?.textContent).toBe('Load YouTube');
    expect(button(container)?.type).toBe('button');
    button(container)!.click();
    expect(onAllow).toHaveBeenCalledExactlyOnceWith('click');
    expect(placeholder(container)).toBeNull();
    expect(document.cookie).not.toContain('ss_cookie_consent');
    expect(seen).not.toHaveBeenCalled();
    window.removeEventListener('sqs-consent-change', seen);
  });

  it('loads by itself when the visitor accepts in the banner', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onAllow = vi.fn();
    renderConsentPlaceholder(container, { label: 'Google Maps', onAllow });
    setConsent(window, true);
    await flush();
    expect(onAllow).toHaveBeenCalledExactlyOnceWith('consent');
    expect(placeholder(container)).toBeNull();
  });

  it('calls onAllow once, never after its removal, and reports a failing onAllow', async () => {
    const container = document.createElement('div');
    const onAllow = vi.fn();
    const stop = renderConsentPlaceholder(container, { label: 'Calendly', onAllow });
    stop();
    stop();
    expect(placeholder(container)).toBeNull();
    setConsent(window, true);
    await flush();
    expect(onAllow).not.toHaveBeenCalled();

    consentCookie(null);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = document.createElement('div');
    renderConsentPlaceholder(failing, {
      label: 'Vimeo',
      onAllow: () => {
        throw new Error('boom');
      },
    });
    expect(() => button(failing)!.click()).not.toThrow();
    expect(errors.mock.calls.some((args) => String(args[0]).includes('Vimeo'))).toBe(true);
    errors.mockRestore();
  });

  it('translates its texts, and a label is inserted as plain text', () => {
    setMessages({ 'consent.placeholder.load': '{label} laden', 'consent.placeholder.text': 'Cookies von {label}.' });
    const container = document.createElement('div');
    renderConsentPlaceholder(container, { label: '<b>{x}</b>', onAllow: () => {} });
    expect(button(container)?.textContent).toBe('<b>{x}</b> laden');
    expect(text(container)).toBe('Cookies von <b>{x}</b>.');
    expect(placeholder(container)?.shadowRoot?.querySelector('b')).toBeNull();
  });
});
