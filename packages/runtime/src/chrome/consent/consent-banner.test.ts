// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMessages } from '../../contracts/messages';
import { normalisePageContext } from '../../page/page-context';
import { normaliseBannerSettings } from './banner-settings';
import { BANNER_TAG, mountConsentBanner, showConsentBanner } from './consent-banner';
import { ANNOUNCE_DELAY_MS } from './cookie-banner.element';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

const host = () => document.querySelector(BANNER_TAG);
const root = () => host()?.shadowRoot ?? null;
const part = (name: string) => root()?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null;

describe('the cookie banner UI', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    clearCookies();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    setMessages({});
    document.body.replaceChildren();
  });

  const mount = (raw: Record<string, unknown>) => {
    stop = mountConsentBanner(window, normaliseBannerSettings({ isCookieBannerEnabled: true, ...raw }));
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
  };

  it('is a named region at the start of the body, not modal, announced politely', () => {
    document.body.innerHTML = '<a href="#main">Skip</a><main id="main"></main>';
    stop = mountConsentBanner(window, normaliseBannerSettings({}));
    expect(document.body.firstElementChild?.localName).toBe(BANNER_TAG);
    const banner = part('banner')!;
    expect(banner.getAttribute('role')).toBe('region');
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    expect(banner.getAttribute('aria-modal')).toBeNull();
    const text = part('text')!;
    expect(text.getAttribute('aria-live')).toBe('polite');
    // The live region exists empty first, then gets its text: that change is what is spoken.
    expect(text.textContent).toBe('');
    expect(banner.classList.contains('in')).toBe(false);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(text.textContent).toBe(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
    expect(banner.classList.contains('in')).toBe(true);
    expect(document.activeElement).toBe(document.body); // focus is not taken
  });

  it.each([
    [{ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' }, 'bar top'],
    [{ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' }, 'bar bottom'],
    [{ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }, 'bar top'],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT' }, 'popup top-left'],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' }, 'popup top-right'],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT' }, 'popup bottom-left'],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' }, 'popup bottom-right'],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }, 'popup top-left'],
    [{}, 'bar bottom'],
  ])('places %o as %s', (raw, classes) => {
    mount(raw);
    for (const name of classes.split(' ')) expect(part('banner')!.classList.contains(name), name).toBe(true);
  });

  it.each([
    ['LIGHT', 'light'],
    ['DARK', 'dark'],
    ['PINK', 'dark'],
  ])('theme %s → %s', (theme, className) => {
    mount({ cookieBannerTheme: theme });
    expect(part('banner')!.classList.contains(className)).toBe(true);
  });

  it('BUTTON with OPT_IN_AND_OUT: accept and decline buttons with the site texts', () => {
    mount({ cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaText: 'Yes', cookieBannerOptOutCtaText: 'No' });
    expect(part('banner')!.classList.contains('button')).toBe(true);
    expect(part('accept')!.textContent).toBe('Yes');
    expect(part('decline')!.textContent).toBe('No');
    expect(part('accept')!.localName).toBe('button');
    expect((part('accept') as HTMLButtonElement).type).toBe('button');
  });

  it('TEXT with OPT_IN: accept only', () => {
    mount({ cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN' });
    expect(part('banner')!.classList.contains('text-cta')).toBe(true);
    expect(part('accept')!.textContent).toBe('Accept');
    expect(part('decline')).toBeNull();
  });

  it('ICON: a close-style button named by the CTA text, and never a decline', () => {
    mount({ cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaText: 'Got it' });
    const accept = part('accept')!;
    expect(accept.getAttribute('aria-label')).toBe('Got it');
    expect(accept.title).toBe('Got it');
    expect(accept.textContent).toBe('×');
    expect(accept.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(part('decline')).toBeNull();
  });

  it('keeps the site text as plain text', () => {
    mount({ cookieBannerText: '<img src=x onerror=alert(1)>' });
    expect(part('text')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(root()!.querySelector('img')).toBeNull();
  });

  it('translates the default texts and the label through the message table', () => {
    setMessages({ 'cookie-banner.text': 'Wir nutzen Cookies.', 'cookie-banner.accept': 'Annehmen', 'cookie-banner.decline': 'Ablehnen', 'cookie-banner.label': 'Cookie-Einwilligung' });
    stop = showConsentBanner(window, normalisePageContext({ websiteSettings: { cookieSettings: { cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT' } } }));
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(part('text')!.textContent).toBe('Wir nutzen Cookies.');
    expect(part('accept')!.textContent).toBe('Annehmen');
    expect(part('decline')!.textContent).toBe('Ablehnen');
    expect(part('banner')!.getAttribute('aria-label')).toBe('Cookie-Einwilligung');
  });

  it('accept stores true, announces granted, and removes the banner', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('sqs-consent-change', listener);
    const decided = vi.fn();
    stop = mountConsentBanner(window, normaliseBannerSettings({ cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }), { onDecision: decided });
    part('accept')!.click();
    expect(document.cookie).toContain('ss_cookie_consent=true');
    expect(seen).toEqual([{ consent: 'granted' }]);
    expect(decided).toHaveBeenCalledWith('granted');
    expect(host()).toBeNull();
    window.removeEventListener('sqs-consent-change', listener);
  });

  it('decline stores false, clears the restricted cookies under a restrictive policy, and removes the banner', () => {
    document.cookie = 'ss_cvr=1; Path=/';
    document.cookie = 'SS_MID=2; Path=/';
    document.cookie = 'mine=3; Path=/';
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('sqs-consent-change', listener);
    mount({ cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT', isRestrictiveCookiePolicyEnabled: true });
    part('decline')!.click();
    expect(document.cookie).toContain('ss_cookie_consent=false');
    expect(document.cookie).not.toContain('ss_cvr');
    expect(document.cookie).not.toContain('SS_MID');
    expect(document.cookie).toContain('mine=3');
    expect(seen).toEqual([{ consent: 'declined' }]);
    expect(host()).toBeNull();
    window.removeEventListener('sqs-consent-change', listener);
  });

  it('decides once, even on a double click', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('sqs-consent-change', listener);
    mount({ cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    const accept = part('accept')!;
    const decline = part('decline')!;
    accept.click();
    accept.click();
    decline.click();
    expect(seen).toEqual([{ consent: 'granted' }]);
    window.removeEventListener('sqs-consent-change', listener);
  });

  it('Escape does not dismiss it (it is a decision, not a layer)', () => {
    mount({});
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    part('accept')!.dispatchEvent(event);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(host()).not.toBeNull();
    expect(event.defaultPrevented).toBe(false);
  });

  it('the teardown removes it (twice is harmless) and cancels the pending announcement', () => {
    stop = mountConsentBanner(window, normaliseBannerSettings({}));
    const text = part('text')!;
    stop();
    stop();
    expect(host()).toBeNull();
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(text.textContent).toBe('');
    expect(document.cookie).not.toContain('ss_cookie_consent');
  });

  it('styles through one constructable sheet, no style attributes or elements', () => {
    mount({ cookieBannerVariant: 'POPUP' });
    expect(root()!.adoptedStyleSheets.length).toBe(1);
    expect(root()!.querySelector('style,[style]')).toBeNull();
  });
});
