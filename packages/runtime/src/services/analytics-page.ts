/**
 * Analytics on this page (issue 7 item 4), as the runtime starts it: consent read from
 * the banner's cookie and followed through its `sqs-consent-change` event, and the
 * census calls the blocks and chrome announce by DOM events (form render, newsletter
 * sign-up, popup overlay, system network error), so none of them imports analytics.
 * Its own chunk: nothing here is in runtime.js.
 */
import { recordActivity, recordButtonClick, recordButtonRender, recordFormRender, recordOverlay, startAnalytics, trace } from './analytics';
import { isButtonTracking } from './analytics-payloads';
import { EVENT_AUDIO, EVENT_SITE_SEARCH } from './analytics-codes';
import { isSearchPage } from './analytics-gate';
import { readConsent } from '../consent/consent-policy';
import { on } from '../events';
import type { Page } from '../page/page';

export function startPageAnalytics(page: Page): () => void {
  const stopAnalytics = startAnalytics({
    window,
    document,
    context: page.context,
    api: page.api,
    consent: () => readConsent(document),
    // The banner's event says a decision was made; startAnalytics reads it from the cookie above.
    onConsentChange: (callback) => on(window, 'sqs-consent-change', callback),
  });
  // Buttons shown before analytics could run (it starts at idle, or at consent) are counted
  // when it does: each <sqs-button> keeps its record on `tracking`; the census counts a button
  // once per page whoever asks first.
  const countShownButtons = () => {
    for (const button of document.querySelectorAll('sqs-button')) {
      const tracking = (button as Element & { tracking?: unknown }).tracking;
      if (isButtonTracking(tracking)) void recordButtonRender(tracking);
    }
  };
  countShownButtons();
  // The consent decision reaches startAnalytics's own listener first (it was added first).
  const stopButtonConsent = on(window, 'sqs-consent-change', countShownButtons);
  // Issue 15: a search made is recorded as site search (kind 2), its query cut to 500 characters.
  const searched = (query: string | null | undefined) => {
    if (query?.trim()) void recordActivity('Search', EVENT_SITE_SEARCH, { query: query.slice(0, 500) });
  };
  // The search page that shows a query is a search made (SPEC.md §2: no page view there). Its
  // form sent a plain GET, so it is counted here.
  if (isSearchPage(page.context.pageType, window.location.pathname)) searched(new URL(window.location.href).searchParams.get('q'));
  // Blocks and chrome announce what the census counts (SPEC.md §7), so none of them imports
  // analytics: form render and newsletter sign-up, the system error overlay's network failure,
  // the popup overlay. Their details may come from any script: read forgivingly.
  const stops = [
    on(document, 'sqs-form-render', (event: CustomEvent<{ formId?: unknown } | null>) => {
      const formId = event.detail?.formId;
      if (typeof formId === 'string') void recordFormRender(formId);
    }),
    on(document, 'sqs-form-success', (event: CustomEvent<{ formId?: unknown; newsletter?: unknown } | null>) => {
      if (event.detail?.newsletter === true) trace('newsletter-subscribe', { formId: event.detail.formId });
    }),
    on(window, 'sqs-system-network-error', (event) => trace('system_network_error', event.detail)),
    // Issue 15: a track played is the audio event (kind 20); a search made, site search (kind 2).
    on(document, 'sqs-audio-play', (event: CustomEvent<{ title?: unknown; src?: unknown } | null>) => {
      const { title, src } = event.detail ?? {};
      if (typeof src === 'string') void recordActivity('Audio', EVENT_AUDIO, { trackTitle: String(title ?? ''), trackUrl: src });
    }),
    on(document, 'sqs-search-query', (event: CustomEvent<{ query?: unknown } | null>) => {
      const query = event.detail?.query;
      if (typeof query === 'string') searched(query);
    }),
    // SPEC.md §3 "Button tracking": render and click (the link never waits: analytics.ts bounds the call to 2500 ms and nothing awaits it).
    on(document, 'sqs-button-render', (event: CustomEvent<unknown>) => {
      if (isButtonTracking(event.detail)) void recordButtonRender(event.detail);
    }),
    on(document, 'sqs-button-click', (event: CustomEvent<unknown>) => {
      if (isButtonTracking(event.detail)) void recordButtonClick(event.detail);
    }),
    stopButtonConsent,
    on(window, 'sqs-popup-overlay', (event: CustomEvent<{ action?: unknown } | null>) => {
      const action = event.detail?.action;
      if (typeof action === 'string') void recordOverlay(action);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    stopAnalytics();
  };
}
