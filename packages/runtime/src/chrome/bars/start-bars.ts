/**
 * The bars' start (issue 6 item 3): the mobile information bar, the badge and the
 * announcement bar. On every page, so it only asks whether the site has any of them
 * (bars-rules.ts, on the page context's raw values) and loads the rest (arm-bars.ts) then:
 * a page with none pays for this file alone.
 */
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import { startLater } from '../../lifecycle';
import { badgeVisible, hasAnnouncementText, mobileBarWanted } from './bars-rules';

export function startBars(env: ChromeEnv): () => void {
  const { context } = env;
  const settings = context.websiteSettings;
  const announcement = settings.announcementBarSettings as { text?: unknown } | undefined;
  const wanted =
    hasAnnouncementText(announcement?.text) || badgeVisible(context.templateVersion, settings.ssBadgeType) || mobileBarWanted(settings.mobileInfoBarSettings.style);
  if (!wanted) return () => {};
  return startLater(
    () => import('./arm-bars'),
    (m) => m.armBars(env),
    (error) => report({ source: 'bars', message: 'The bars could not start', error }),
  );
}
