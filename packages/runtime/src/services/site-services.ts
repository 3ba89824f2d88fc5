/**
 * The runtime's invisible services (issue 7), each loaded by dynamic import so
 * runtime.js stays within its 8 KB budget (ARCHITECTURE.md) and a service's failure to
 * load costs only that service. Error reporting must not be bundled into runtime.js:
 * it recognises (and drops) errors raised from its own module by file name.
 */
import type { ApiClient } from '../data/api-client';
import type { Lifecycle } from '../lifecycle';
import type { PageContext } from '../page-context';
import type { NativeBridge } from './native-bridge';
import { report } from '../report';

export interface ServiceDeps {
  pageContext(): PageContext;
  apiClient(): ApiClient;
}

/** The consent decision, announced by the cookie banner (SPEC.md §4). */
export const CONSENT_CHANGE_EVENT = 'sqs-consent-change';

/** A teardown for a service that may still be loading when the page is torn down. */
function lazy(name: string, load: () => Promise<(() => void) | null | void>): () => () => void {
  return () => {
    let stop: (() => void) | null = null;
    let stopped = false;
    load()
      .then((teardown) => {
        if (!teardown) return;
        if (stopped) teardown();
        else stop = teardown;
      })
      .catch((error: unknown) => report({ source: name, message: `${name} could not start`, error }));
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/** After the page's own work: analytics and metrics never compete with first input. */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  });

export function registerSiteServices(lifecycle: Lifecycle, deps: ServiceDeps): void {
  const baseUrl = () => deps.pageContext().website.baseUrl || undefined;

  lifecycle.register(
    'error-reporting',
    lazy('error-reporting', () =>
      import('./error-reporter').then((m) => m.startErrorReporting({ window, document, baseUrl: baseUrl() })),
    ),
  );

  lifecycle.register(
    'performance',
    lazy('performance', () =>
      whenIdle()
        .then(() => import('./performance'))
        .then((m) => m.startPerformanceMetrics({ window, document, baseUrl: baseUrl() })),
    ),
  );

  lifecycle.register(
    'analytics',
    lazy('analytics', async () => {
      await whenIdle();
      const [analytics, gate, cookies, keys] = await Promise.all([
        import('./analytics'),
        import('./analytics-gate'),
        import('../contracts/cookies'),
        import('../contracts/storage-keys'),
      ]);
      const stopAnalytics = analytics.startAnalytics({
        window,
        document,
        context: deps.pageContext(),
        api: deps.apiClient(),
        consent: () => gate.consentFromCookieValue(cookies.readCookie(document, keys.CONSENT_COOKIE.name)),
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
        if (typeof formId === 'string') void analytics.recordFormRender(formId);
      };
      const onFormSuccess = (event: Event) => {
        const detail = (event as CustomEvent<{ formId?: unknown; newsletter?: unknown }>).detail;
        if (detail?.newsletter === true) analytics.trace('newsletter-subscribe', { formId: detail.formId });
      };
      // The system error overlay (chrome/dialogs) and the popup announce what analytics
      // records, so neither imports it (SPEC.md §7 system_network_error, census overlay).
      const onNetworkError = (event: Event) => analytics.trace('system_network_error', (event as CustomEvent).detail);
      const onPopup = (event: Event) => {
        const action = (event as CustomEvent<{ action?: unknown }>).detail?.action;
        if (typeof action === 'string') void analytics.recordOverlay(action);
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
    }),
  );

  lifecycle.register(
    'editor',
    lazy('editor', async () => {
      // A signed-in account may be redirected to the editor at once (SPEC.md §2); for
      // anyone else the service only waits for an Escape key, so it can wait for idle.
      if (!deps.pageContext().authenticatedAccount) await whenIdle();
      const m = await import('./editor-keys');
      return m.startEditorServices({ window, context: deps.pageContext(), api: deps.apiClient() });
    }),
  );

  // Only inside the native app: other pages never load the bridge (SPEC.md §2).
  if (/[?&]platform=mobile-app(?:&|$)/.test(location.search)) {
    lifecycle.register(
      'native-bridge',
      lazy('native-bridge', async () => {
        bridge = import('./native-bridge').then((m) => m.startNativeBridge({ window }));
        await bridge;
        return () => (bridge = null);
      }),
    );
  }
}

let bridge: Promise<NativeBridge | null> | null = null;

/** The native-app bridge (info, sendEvent, dismiss), or null outside the app. */
export function nativeBridge(): Promise<NativeBridge | null> {
  return bridge ?? Promise.resolve(null);
}
