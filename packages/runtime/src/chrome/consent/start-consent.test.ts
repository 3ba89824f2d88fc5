// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../data/api-types';
import { normalisePageContext } from '../../page/page-context';
import { BANNER_TAG } from './consent-banner';
import { SERVER_BANNER } from '../../consent/consent-policy';
import { startConsent } from './start-consent';

const env = (cookieSettings: Record<string, unknown>) => ({
  window,
  document,
  context: normalisePageContext({ websiteSettings: { cookieSettings } }),
  api: {} as ApiClient,
});
const banner = () => document.querySelector(BANNER_TAG);
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const setGpc = (value: boolean | undefined) => Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

describe('startConsent', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    clearCookies();
    setGpc(undefined);
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.body.replaceChildren();
  });

  it('shows the banner when enabled and nothing is stored', async () => {
    stop = startConsent(env({ isCookieBannerEnabled: true }));
    await vi.waitFor(() => expect(banner()).not.toBeNull());
  });

  it.each([
    ['disabled', {}, '', ''],
    ['after an accept', { isCookieBannerEnabled: true }, 'ss_cookie_consent=true', ''],
    ['after a decline', { isCookieBannerEnabled: true }, 'ss_cookie_consent=false', ''],
    ['in screenshot mode', { isCookieBannerEnabled: true }, '', '?screenshot=true'],
  ])('shows nothing %s, and removes a banner the server wrote', async (_name, settings, cookie, search) => {
    if (cookie) document.cookie = `${cookie}; Path=/`;
    history.replaceState(null, '', `/${search}`);
    document.body.innerHTML = '<dialog open data-sqs-cookie-banner aria-label="Cookie consent"></dialog>';
    stop = startConsent(env(settings));
    await settle();
    expect(banner()).toBeNull();
    expect(document.querySelector(SERVER_BANNER)).toBeNull();
  });

  it('adopts a banner the server wrote: stores the decision it closed with and draws none of its own (real taps: test/browser)', async () => {
    document.body.innerHTML = '<dialog open data-sqs-cookie-banner aria-label="Cookie consent"></dialog>';
    const dialog = document.querySelector<HTMLDialogElement>(SERVER_BANNER)!;
    stop = startConsent(env({ isCookieBannerEnabled: true }));
    dialog.close('accept');
    await vi.waitFor(() => expect(document.cookie).toContain('ss_cookie_consent=true'));
    expect(document.querySelector(SERVER_BANNER)).toBeNull();
    await settle();
    expect(banner()).toBeNull();
  });

  it('clears the restricted cookies at once under a restrictive policy without consent', async () => {
    document.cookie = 'ss_cvr=1; Path=/';
    document.cookie = 'SS_MATTR=1; Path=/';
    stop = startConsent(env({ isRestrictiveCookiePolicyEnabled: true }));
    await vi.waitFor(() => expect(document.cookie).not.toContain('ss_cvr'));
    expect(document.cookie).not.toContain('SS_MATTR');
    expect(banner()).toBeNull(); // the banner is disabled here
  });

  it('keeps them after an accept', async () => {
    document.cookie = 'ss_cookie_consent=true; Path=/';
    document.cookie = 'ss_cvr=1; Path=/';
    stop = startConsent(env({ isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true }));
    await settle();
    expect(document.cookie).toContain('ss_cvr=1');
    expect(banner()).toBeNull();
  });

  it('GPC under a restrictive policy: a decline, so no banner and the cookies go, even after an accept', async () => {
    setGpc(true);
    document.cookie = 'ss_cookie_consent=true; Path=/';
    document.cookie = 'ss_cvr=1; Path=/';
    stop = startConsent(env({ isRestrictiveCookiePolicyAbsolute: true, isCookieBannerEnabled: true }));
    await vi.waitFor(() => expect(document.cookie).not.toContain('ss_cvr'));
    expect(banner()).toBeNull();
    expect(document.cookie).toContain('ss_cookie_consent=true'); // the decision itself is not rewritten
  });

  it('GPC without a restrictive policy: the banner as usual', async () => {
    setGpc(true);
    stop = startConsent(env({ isCookieBannerEnabled: true }));
    await vi.waitFor(() => expect(banner()).not.toBeNull());
  });

  it('a teardown before the UI has loaded shows nothing; after, removes it', async () => {
    startConsent(env({ isCookieBannerEnabled: true }))();
    await settle();
    expect(banner()).toBeNull();
    const stopLater = startConsent(env({ isCookieBannerEnabled: true }));
    await vi.waitFor(() => expect(banner()).not.toBeNull());
    stopLater();
    expect(banner()).toBeNull();
  });
});
