// @vitest-environment happy-dom
// Which pages download analytics' tracking code, with happy-dom's window and cookies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPageContext, type PageContext } from '../page/page-context';
import { ANALYTICS_DECIDED_MARK, startAnalyticsWhenAllowed } from './analytics-start';
import type { Page } from '../page/page';

function deps(change: (context: PageContext) => void = () => {}): Page {
  const context = defaultPageContext();
  change(context);
  return { context, apiBase: location.origin, get api(): never { throw new Error('not used'); } };
}
const restrictive = (context: PageContext) => {
  context.websiteSettings.cookieSettings = { isRestrictiveCookiePolicyEnabled: true };
};
const cookieNames = () => document.cookie.split(';').map((c) => c.trim().split('=')[0]).filter(Boolean);
const decide = (granted: boolean) => {
  document.cookie = `ss_cookie_consent=${granted}; path=/`;
  window.dispatchEvent(new CustomEvent('sqs-consent-change', { detail: { consent: granted ? 'granted' : 'declined' } }));
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAnalyticsWhenAllowed', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=0`;
    localStorage.clear();
  });
  const run = (d: Page) => {
    const started = vi.fn(() => () => {});
    const load = vi.fn(async () => ({ startPageAnalytics: started }));
    stops.push(startAnalyticsWhenAllowed(d, { load }));
    return { load, started };
  };

  it('loads the tracking code at once where analytics may run', async () => {
    const { load, started } = run(deps());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('under a restrictive policy loads nothing before consent, clears tracking cookies, and loads on acceptance', async () => {
    document.cookie = 'ss_cvr=visitor; path=/';
    const { load, started } = run(deps(restrictive));
    await flush();
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(cookieNames()).not.toContain('ss_cvr'));
    decide(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledTimes(1);
    decide(true); // the tracking code follows consent itself from now on
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a decline loads nothing and forgets the stored ids', async () => {
    localStorage.setItem('SS_ANALYTICS_ID', 'abcdefgh1234');
    const { load } = run(deps(restrictive));
    decide(false);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(localStorage.getItem('SS_ANALYTICS_ID')).toBe(null);
  });

  it('never loads where consent cannot change the answer (a 404), even after acceptance', async () => {
    const { load } = run(deps((context) => {
      restrictive(context);
      context.pageType = 100;
    }));
    decide(true);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('marks once per start: waiting for consent (not again on acceptance), and when the code fails to load', async () => {
    const marks = () => performance.getEntriesByName(ANALYTICS_DECIDED_MARK).length;
    const before = marks();
    run(deps(restrictive));
    expect(marks()).toBe(before + 1);
    decide(true);
    await flush();
    expect(marks()).toBe(before + 1);

    stops.push(startAnalyticsWhenAllowed(deps(), { load: () => Promise.reject(new TypeError('Failed to fetch')) }));
    expect(marks()).toBe(before + 1); // not settled while the code is on its way
    await flush();
    expect(marks()).toBe(before + 2);
  });

  it('stopped before the code arrives: analytics does not start', async () => {
    const started = vi.fn(() => () => {});
    const stop = startAnalyticsWhenAllowed(deps(), { load: async () => ({ startPageAnalytics: started }) });
    stop();
    await flush();
    expect(started).not.toHaveBeenCalled();
  });
});
