/**
 * Analytics on this page (issue 7 item 4), as the runtime starts it: consent read from
 * the banner's cookie and followed through its `sqs-consent-change` event, and the
 * census calls the blocks and chrome announce by DOM events (form render, newsletter
 * sign-up, popup overlay, system network error), so none of them imports analytics.
 * Its own chunk: nothing here is in runtime.js.
 */
import { readCookie } from '../contracts/cookies';
import { CONSENT_COOKIE } from '../contracts/storage-keys';
import { recordFormRender, recordOverlay, startAnalytics, trace } from './analytics';
import { consentFromCookieValue } from '../consent/consent-policy';
import { CONSENT_CHANGE_EVENT } from '../consent/consent-policy';
import type { Page } from '../page/page';

export function startPageAnalytics(page: Page): () => void {
  const stopAnalytics = startAnalytics({
    window,
    document,
    context: page.context,
    api: page.api,
    consent: () => consentFromCookieValue(readCookie(document, CONSENT_COOKIE.name)),
    onConsentChange(callback) {
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<{ consent?: unknown }>).detail;
        callback(detail?.consent === 'granted' || detail?.consent === 'declined' ? detail.consent : 'unknown');
      };
      window.addEventListener(CONSENT_CHANGE_EVENT, listener);
      return () => window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    },
  });
  // Blocks announce what the census counts (SPEC.md §7); the blocks never import analytics.
  const onFormRender = (event: Event) => {
    const formId = (event as CustomEvent<{ formId?: unknown }>).detail?.formId;
    if (typeof formId === 'string') void recordFormRender(formId);
  };
  const onFormSuccess = (event: Event) => {
    const detail = (event as CustomEvent<{ formId?: unknown; newsletter?: unknown }>).detail;
    if (detail?.newsletter === true) trace('newsletter-subscribe', { formId: detail.formId });
  };
  // The system error overlay (chrome/dialogs) and the popup announce what analytics
  // records, so neither imports it (SPEC.md §7 system_network_error, census overlay).
  const onNetworkError = (event: Event) => trace('system_network_error', (event as CustomEvent).detail);
  const onPopup = (event: Event) => {
    const action = (event as CustomEvent<{ action?: unknown }>).detail?.action;
    if (typeof action === 'string') void recordOverlay(action);
  };
  document.addEventListener('sqs-form-render', onFormRender);
  document.addEventListener('sqs-form-success', onFormSuccess);
  window.addEventListener('sqs-system-network-error', onNetworkError);
  window.addEventListener('sqs-popup-overlay', onPopup);
  return () => {
    document.removeEventListener('sqs-form-render', onFormRender);
    document.removeEventListener('sqs-form-success', onFormSuccess);
    window.removeEventListener('sqs-system-network-error', onNetworkError);
    window.removeEventListener('sqs-popup-overlay', onPopup);
    stopAnalytics();
  };
}
