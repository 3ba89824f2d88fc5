/**
 * The bars once the page context has one (start-bars.ts): the mobile information bar, the
 * badge and the announcement bar. Decides from the page context's raw values which of them
 * this page shows (bars-rules.ts, arm-bars-rules.ts) and imports only those. The mobile bar follows the window's
 * width through a media query (no resize polling) and is loaded the first time the window is
 * narrow enough.
 */
import { report } from '../../report';
import { SITE_USER_XSRF_STORAGE_KEY } from '../../contracts/storage-keys';
import type { ChromeEnv } from '../chrome-env';
import { announcementBarVisible, isLoggedIn, MOBILE_BAR_QUERY } from './arm-bars-rules';
import { badgeVisible, hasAnnouncementText, mobileBarWanted } from './bars-rules';

type Json = Record<string, unknown>;

export function armBars(env: ChromeEnv): () => void {
  const { window: win, document: doc, context } = env;
  const settings = context.websiteSettings;
  const stops: Array<() => void> = [];
  let stopped = false;
  const mount = (name: string, load: () => Promise<(() => void) | void>) =>
    load()
      .then((stop) => stop && (stopped ? stop() : stops.push(stop)))
      .catch((error: unknown) => report({ source: 'bars', message: `The ${name} could not be shown`, error }));

  const announcement = (settings.announcementBarSettings ?? {}) as Json;
  if (hasAnnouncementText(announcement.text)) {
    mount('announcement bar', async () => {
      const account = context.authenticatedAccount;
      // Only a visitor the page context does not already answer for costs a storage read.
      const token =
        context.showAnnouncementBar || account
          ? null
          : (await import('../../contracts/storage')).openStore('session', win).get(SITE_USER_XSRF_STORAGE_KEY);
      if (stopped || !announcementBarVisible(context.showAnnouncementBar, isLoggedIn(account, token), true)) return;
      return (await import('./announcement-bar')).showAnnouncementBar(doc, settings);
    });
  }

  if (badgeVisible(context.templateVersion, settings.ssBadgeType)) {
    mount('badge', () => import('./badge').then((m) => m.showBadge(doc, settings, context.website.appDomain)));
  }

  if (mobileBarWanted(settings.mobileInfoBarSettings.style)) {
    const query = win.matchMedia(MOBILE_BAR_QUERY);
    let bar: { show(visible: boolean): void; remove(): void } | null = null;
    let loading = false;
    const update = () => {
      if (bar) bar.show(query.matches);
      else if (query.matches && !loading) {
        loading = true;
        mount('mobile bar', () =>
          import('./mobile-bar').then((m) => {
            const made = m.showMobileBar(doc, settings);
            bar = made;
            made.show(query.matches);
            return () => made.remove();
          }),
        );
      }
    };
    query.addEventListener('change', update);
    stops.push(() => query.removeEventListener('change', update));
    update();
  }

  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}
