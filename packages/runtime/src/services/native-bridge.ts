/**
 * The native mobile-app bridge (SPEC.md §2 "Native mobile app", §5, §7 "native bridge
 * messages info, sendEvent(name, body), dismiss with promiseId").
 *
 * `platform=mobile-app` in the query means the page is shown inside the app. SPEC.md does
 * not say how messages reach the app, so this bridge posts each message, as one JSON string
 * `{"type": ..., ...}`, to a handler named `sqsNativeBridge`:
 *  - iOS (WKWebView): `window.webkit.messageHandlers.sqsNativeBridge.postMessage(json)`;
 *  - Android (a JavaScript interface): `window.sqsNativeBridge.postMessage(json)`.
 * Whichever the app installed identifies the platform; with neither the bridge cannot work
 * and creating it throws 'mobile platform not correctly identified' (SPEC.md §5).
 * The app does the navigating: `dismiss` asks it to go back to its own screen and settle
 * the promise it opened the page with.
 */
import { report } from '../report';

export const MOBILE_APP_PLATFORM = 'mobile-app';
export const NATIVE_HANDLER_NAME = 'sqsNativeBridge';
/** SPEC.md §5, verbatim. */
export const PLATFORM_NOT_IDENTIFIED = 'mobile platform not correctly identified';

export type NativePlatform = 'ios' | 'android';

export type NativeMessage =
  | { type: 'info'; info: Record<string, unknown> }
  | { type: 'sendEvent'; name: string; body: unknown }
  | { type: 'dismiss'; promiseId: string | null };

export interface NativeBridge {
  readonly platform: NativePlatform;
  /** Tells the app about the page (title and URL unless given). */
  info(info?: Record<string, unknown>): void;
  sendEvent(name: string, body?: unknown): void;
  /** Asks the app to close the page; `promiseId` defaults to the page's `promiseId` query value. */
  dismiss(promiseId?: string): void;
}

interface Poster {
  postMessage(message: string): void;
}

interface BridgeHost {
  webkit?: { messageHandlers?: Record<string, Poster | undefined> };
  [NATIVE_HANDLER_NAME]?: Poster;
}

/** SPEC.md §2: the page is inside the app. Pure. */
export function isMobileApp(search: string): boolean {
  return new URLSearchParams(search).get('platform') === MOBILE_APP_PLATFORM;
}

function posterOf(win: Window, platform: NativePlatform): Poster | undefined {
  const host = win as unknown as BridgeHost;
  const poster = platform === 'ios' ? host.webkit?.messageHandlers?.[NATIVE_HANDLER_NAME] : host[NATIVE_HANDLER_NAME];
  return typeof poster?.postMessage === 'function' ? poster : undefined;
}

/** The platform whose handler the app installed, or null. */
export function identifyPlatform(win: Window): NativePlatform | null {
  try {
    if (posterOf(win, 'ios')) return 'ios';
    if (posterOf(win, 'android')) return 'android';
  } catch {
    /* a hostile getter: no platform */
  }
  return null;
}

/**
 * The bridge for `platform` (detected when not given).
 * @throws Error('mobile platform not correctly identified') without a platform.
 */
export function createNativeBridge(env: { window: Window; platform?: NativePlatform | null }): NativeBridge {
  const win = env.window;
  const platform = env.platform ?? identifyPlatform(win);
  const poster = platform ? posterOf(win, platform) : undefined;
  if (!platform || !poster) throw new Error(PLATFORM_NOT_IDENTIFIED);
  const send = (message: NativeMessage) => poster.postMessage(JSON.stringify(message));
  return {
    platform,
    info: (info) => send({ type: 'info', info: info ?? { title: win.document.title, url: win.location.href } }),
    sendEvent: (name, body = null) => send({ type: 'sendEvent', name, body }),
    dismiss: (promiseId) =>
      send({ type: 'dismiss', promiseId: promiseId ?? new URLSearchParams(win.location.search).get('promiseId') }),
  };
}

/**
 * The bridge when the page is shown in the app, else null. A page that says it is in the
 * app but finds no handler reports the error and runs as a normal page.
 */
export function startNativeBridge(env: { window: Window }): NativeBridge | null {
  if (!isMobileApp(env.window.location.search)) return null;
  try {
    return createNativeBridge(env);
  } catch (error) {
    report({ source: 'native-bridge', message: PLATFORM_NOT_IDENTIFIED, error });
    return null;
  }
}
