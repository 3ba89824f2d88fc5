/**
 * Whether this page's analytics code loads at all (issue 7 item 4; SPEC.md §6, §9). The
 * runtime loads this small module on every page, at idle; it asks the gate first and loads
 * the tracking code (analytics-page.ts and analytics.ts) only when the gate lets analytics
 * run, now or once the visitor accepts the cookie banner. So a page analytics must not
 * track (an editor, a 404, a lock screen, a site with analytics off) never downloads it, and
 * under a restrictive policy nothing of it arrives before consent. Meanwhile the cookies and
 * ids a missing or refused consent rules out are cleared here (analytics-consent.ts).
 */
import { readConsent } from '../consent/consent-policy';
import { on } from '../events';
import { report } from '../report';
import { forgetTracking, pageGateInput } from './analytics-consent';
import { analyticsGate, isConsentReason } from './analytics-gate';
import type { Page } from '../page/page';

export interface AnalyticsStartOptions {
  window?: Window;
  document?: Document;
  /** The tracking code; tests pass their own. */
  load?: () => Promise<{ startPageAnalytics(page: Page): () => void }>;
}

/**
 * A performance mark, once per start, when this page's analytics has settled: running (its code
 * loaded and started, or failed to), waiting for consent, or off. An acceptance later does not
 * mark again. Tests and tools read it (like `sqs-runtime-start`).
 */
export const ANALYTICS_DECIDED_MARK = 'sqs-analytics-decided';

export function startAnalyticsWhenAllowed(page: Page, options: AnalyticsStartOptions = {}): () => void {
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const load = options.load ?? (() => import('./analytics-page'));
  let stopped = false;
  let loading = false;
  let stopAnalytics: (() => void) | undefined;
  let marked = false;
  const markDecided = () => {
    if (marked) return;
    marked = true;
    try {
      performance.mark(ANALYTICS_DECIDED_MARK);
    } catch {
      /* no User Timing: nothing to mark */
    }
  };

  let stopListening = (): void => {};
  const start = () => {
    if (loading) return;
    loading = true;
    stopListening(); // from here on the tracking code follows consent itself
    load()
      .then((m) => {
        if (stopped) return;
        stopAnalytics = m.startPageAnalytics(page);
        markDecided();
      })
      .catch((error: unknown) => {
        report({ source: 'analytics', message: 'analytics could not start', error });
        markDecided();
      });
  };
  /** Runs analytics, or clears what consent rules out; false when consent cannot change the answer. */
  const decide = (): boolean => {
    const consent = readConsent(doc);
    const decision = analyticsGate(pageGateInput(page.context, win, consent));
    if (decision.run) start();
    else if (isConsentReason(decision.reason)) void forgetTracking(win, doc, decision.reason, undefined, () => !loading);
    return decision.run || isConsentReason(decision.reason);
  };
  function onConsentChange(): void {
    if (!stopped) decide();
  }

  if (decide() && !loading) stopListening = on(win, 'sqs-consent-change', onConsentChange);
  if (!loading) markDecided();
  return () => {
    stopped = true;
    stopListening();
    stopAnalytics?.();
  };
}
