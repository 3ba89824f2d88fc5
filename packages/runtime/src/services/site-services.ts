/**
 * The runtime's invisible services (issue 7), each loaded by dynamic import so
 * runtime.js stays within its 8 KB budget (ARCHITECTURE.md) and a service's failure to
 * load costs only that service. Error reporting must not be bundled into runtime.js:
 * it recognises (and drops) errors raised from its own module by file name.
 */
import { lazyInitialiser, type Lifecycle } from '../lifecycle';
import { whenIdle } from '../loader/idle';
import { pageOf } from '../page/page';
import { onReport, report } from '../report';
import type { HeldError } from './error-queue';
import type { NativeBridge } from './native-bridge';

export function registerSiteServices(lifecycle: Lifecycle, doc: Document = document): void {
  const page = () => pageOf(doc);
  const baseUrl = () => page().apiBase;

  // Every service's code is fetched once the page is idle (issue 13: the page's own work first),
  // and the error reporter's only once there is something to report: a page without errors never
  // loads it (issue 13 item 6). Errors before then are held here and handed over, so none is lost.
  lifecycle.register('error-reporting', () => {
    let firstError!: () => void;
    const hasError = new Promise<void>((resolve) => (firstError = resolve));
    const held = holdErrors(window, firstError);
    const stop = lazyInitialiser('error-reporting', () =>
      hasError
        .then(() => whenIdle())
        .then(() => import('./error-reporter'))
        .then((m) => () => m.startErrorReporting({ window, document, baseUrl: baseUrl(), held: held.release() })),
    )();
    return () => {
      held.release();
      stop?.();
    };
  });

  // Performance metrics and analytics (services/idle-services.ts), from one import.
  lifecycle.register(
    'idle-services',
    lazyInitialiser('idle-services', () =>
      whenIdle()
        .then(() => import('./idle-services'))
        .then((m) => () => m.startIdleServices(page())),
    ),
  );

  lifecycle.register(
    'editor',
    lazyInitialiser('editor', async () => {
      const context = page().context;
      // Nothing to do for an anonymous visitor on a public page of a site without
      // escape-to-login, outside any frame: no Escape flow, no redirect (SPEC.md §2).
      const framed = window.top !== window;
      const escapeToLogin = context.websiteSettings.escapeToLogin === true;
      if (!context.authenticatedAccount && !escapeToLogin && !framed && !/^\/config(\/|$)/.test(location.pathname)) return;
      // A signed-in account may be redirected to the editor at once; for anyone else the
      // service only waits for an Escape key, so it can wait for idle.
      if (!context.authenticatedAccount) await whenIdle();
      const m = await import('./editor-keys');
      return () => m.startEditorServices({ window, context, api: page().api });
    }),
  );

  // Only inside the native app: other pages never load the bridge (SPEC.md §2). Decided at each
  // start, from the address the page has then.
  lifecycle.register('native-bridge', () => {
    if (!/[?&]platform=mobile-app(?:&|$)/.test(location.search)) return undefined;
    // Set at once, so a page script asking early waits for the bridge instead of getting null.
    bridge = import('./native-bridge')
      .then((m) => m.startNativeBridge({ window }))
      .catch((error: unknown) => {
        report({ source: 'native-bridge', message: 'native-bridge could not start', error });
        return null;
      });
    return () => (bridge = null);
  });
}

/**
 * Window errors, rejections and the library's reports, held (20 at most, SPEC.md §9's page cap)
 * until the reporter runs; `first` is called on the first one.
 */
function holdErrors(win: Window, first: () => void): { release(): HeldError[] } {
  const held: HeldError[] = [];
  const hold = (entry: HeldError) => {
    if (held.length < 20) held.push(entry);
    first();
  };
  const onError = (event: Event) => hold(event as ErrorEvent);
  const onRejection = (event: Event) => hold(event as PromiseRejectionEvent);
  const stopReports = onReport((entry) => hold(entry));
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  let released = false;
  return {
    release() {
      if (!released) {
        released = true;
        win.removeEventListener('error', onError);
        win.removeEventListener('unhandledrejection', onRejection);
        stopReports();
      }
      return held.splice(0);
    },
  };
}

let bridge: Promise<NativeBridge | null> | null = null;

/** The native-app bridge (info, sendEvent, dismiss), or null outside the app. */
export function nativeBridge(): Promise<NativeBridge | null> {
  return bridge ?? Promise.resolve(null);
}
