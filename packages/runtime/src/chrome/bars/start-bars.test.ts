// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../data/api-types';
import { normalisePageContext } from '../../page/page-context';
import { SITE_USER_XSRF_STORAGE_KEY } from '../../contracts/storage-keys';
import type { ChromeEnv } from '../chrome-env';
import { startBars } from './start-bars';

type HappyWindow = { happyDOM: { setViewport(v: { width: number; height?: number }): void } };
const viewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

const SITE = {
  announcementBarSettings: { style: 1, text: '<p>Free delivery this week</p><p>Order by Friday</p>', clickthroughUrl: { url: '/shop', newWindow: false } },
  mobileInfoBarSettings: { style: 1, isContactPhoneNumberEnabled: true, isContactEmailEnabled: true },
  contactPhoneNumber: '+64 9 555 0100',
  contactEmail: 'hello@example.com',
  ssBadgeType: 2,
  ssBadgePosition: 4,
};

const env = (over: Record<string, unknown> = {}, websiteSettings: Record<string, unknown> = SITE): ChromeEnv => ({
  window,
  document,
  context: normalisePageContext({ websiteSettings, templateVersion: '7', website: { appDomain: 'example.com' }, ...over }),
  api: {} as ApiClient,
});

const shown = (name: string) => document.querySelector(`[data-sqs-${name}]`) as HTMLElement | null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startBars', () => {
  const stops: Array<() => void> = [];
  beforeEach(() => {
    sessionStorage.clear();
    viewport(1200);
  });
  afterEach(() => {
    while (stops.length) stops.pop()!();
    document.body.replaceChildren();
  });

  it('shows nothing for a site with no bars', async () => {
    stops.push(startBars(env({}, {})));
    await settle();
    expect(document.body.children.length).toBe(0);
  });

  it('shows the announcement bar when the page says so, first in the body', async () => {
    document.body.append(document.createElement('main'));
    stops.push(startBars(env({ showAnnouncementBar: true })));
    await vi.waitFor(() => expect(shown('announcement-bar')).not.toBe(null));
    expect(document.body.firstElementChild === shown('announcement-bar')).toBe(true);
    const root = shown('announcement-bar')!.shadowRoot!;
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Free delivery this week', 'Order by Friday']);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/shop');
    expect(root.querySelector('section')!.getAttribute('aria-label')).toBe('Announcement');
    root.querySelector('button')!.click();
    expect(shown('announcement-bar')).toBe(null);
  });

  it('shows it to a logged-in account or site user even when the page does not, and never to a visitor', async () => {
    stops.push(startBars(env({ showAnnouncementBar: false })));
    await settle();
    expect(shown('announcement-bar')).toBe(null);
    stops.pop()!();

    stops.push(startBars(env({ showAnnouncementBar: false, authenticatedAccount: { id: 'owner' } })));
    await vi.waitFor(() => expect(shown('announcement-bar')).not.toBe(null));
    stops.pop()!();
    expect(shown('announcement-bar')).toBe(null);

    sessionStorage.setItem(SITE_USER_XSRF_STORAGE_KEY, JSON.stringify({ v: 'token' }));
    stops.push(startBars(env({ showAnnouncementBar: false })));
    await vi.waitFor(() => expect(shown('announcement-bar')).not.toBe(null));
  });

  it('shows the badge except on template 7.1 or with type none', async () => {
    stops.push(startBars(env({ templateVersion: '7.1' })));
    stops.push(startBars(env({}, { ...SITE, ssBadgeType: 1 })));
    await settle();
    expect(shown('badge')).toBe(null);
    stops.push(startBars(env({ templateVersion: '8' })));
    await vi.waitFor(() => expect(shown('badge')).not.toBe(null));
    const link = shown('badge')!.shadowRoot!.querySelector('a')!;
    expect(link.textContent).toBe('Made with example.com');
    expect(link.getAttribute('href')).toBe('https://example.com/');
  });

  it('shows the mobile bar at 800 px but not at 1200, following the window', async () => {
    stops.push(startBars(env()));
    await settle();
    expect(shown('mobile-bar')).toBe(null);
    viewport(800);
    await vi.waitFor(() => expect(shown('mobile-bar')?.hidden).toBe(false));
    const links = [...shown('mobile-bar')!.shadowRoot!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Call', 'tel:+6495550100'],
      ['Email', 'mailto:hello@example.com'],
    ]);
    viewport(1200);
    await vi.waitFor(() => expect(shown('mobile-bar')?.hidden).toBe(true));
    viewport(1024);
    await vi.waitFor(() => expect(shown('mobile-bar')?.hidden).toBe(false));
  });

  it('shows no mobile bar without a style, and none with nothing to show', async () => {
    viewport(800);
    stops.push(startBars(env({}, { ...SITE, mobileInfoBarSettings: { style: 'none' } })));
    stops.push(startBars(env({}, { mobileInfoBarSettings: { style: 1 } })));
    await settle();
    expect(shown('mobile-bar')).toBe(null);
  });

  it('removes everything on teardown, even what was still loading', async () => {
    viewport(800);
    const stop = startBars(env({ showAnnouncementBar: true }));
    stop();
    await settle();
    expect(document.body.children.length).toBe(0);
    const again = startBars(env({ showAnnouncementBar: true }));
    await vi.waitFor(() => expect(shown('mobile-bar')).not.toBe(null));
    await vi.waitFor(() => expect(shown('announcement-bar')).not.toBe(null));
    await vi.waitFor(() => expect(shown('badge')).not.toBe(null));
    again();
    expect(document.body.children.length).toBe(0);
  });
});
