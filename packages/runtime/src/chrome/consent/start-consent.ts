/**
 * Cookie consent at page start (issue 6 item 1). Only decides, from the page context, the
 * consent cookie, GPC and the query, whether this page must clear the restricted cookies or
 * show the banner (consent-policy consentPlan), and loads the code for that then: a page with
 * a stored decision and no restrictive policy loads nothing more.
 */
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import { startLater } from '../../lifecycle';
import { consentPlan, cookiePolicy, gpcSignal, isScreenshotQuery, readConsent, SERVER_BANNER } from '../../consent/consent-policy';

export function startConsent(env: ChromeEnv): () => void {
  const { window: win, document: doc, context } = env;
  const restrictive = cookiePolicy(context).restrictive;
  const plan = consentPlan({
    enabled: context.websiteSettings.cookieSettings?.isCookieBannerEnabled === true,
    restrictive,
    consent: readConsent(doc),
    gpc: gpcSignal(win),
    screenshot: isScreenshotQuery(win.location.search),
  });
  const failed = (error: unknown) => report({ source: 'consent', message: 'the cookie banner could not load', error });

  // SPEC.md §9: under a restrictive policy without consent the cookies go at once.
  if (plan.clear) import('../../consent/consent-store').then((m) => m.clearRestrictedCookies(doc)).catch(failed);
  // A banner the server wrote goes too when this page shows none (a decision stored, GPC, the
  // screenshot query: SPEC.md §4), as on a cached page written before the decision.
  if (!plan.show) {
    doc.querySelector(SERVER_BANNER)?.remove();
    return () => {};
  }
  return startLater(
    () => import('./consent-banner'),
    (ui) => ui.showConsentBanner(win, context),
    failed,
  );
}
