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
    lazy('analytics', () =>
      whenIdle()
        .then(() => import('./analytics-page'))
        .then((m) => m.startPageAnalytics(deps)),
    ),
  );

  lifecycle.register(
    'editor',
    lazy('editor', async () => {
      const context = deps.pageContext();
      // Nothing to do for an anonymous visitor on a public page of a site without
      // escape-to-login, outside any frame: no Escape flow, no redirect (SPEC.md §2).
      const framed = window.top !== window;
      const escapeToLogin = context.websiteSettings.escapeToLogin === true;
      if (!context.authenticatedAccount && !escapeToLogin && !framed && !/^\/config(\/|$)/.test(location.pathname)) return;
      // A signed-in account may be redirected to the editor at once; for anyone else the
      // service only waits for an Escape key, so it can wait for idle.
      if (!context.authenticatedAccount) await whenIdle();
      const m = await import('./editor-keys');
      return m.startEditorServices({ window, context, api: deps.apiClient() });
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
