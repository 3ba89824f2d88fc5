/**
 * The editor hand-off on a live page (SPEC.md §2 "Routes" bullets, §5, §6): the redirect
 * of signed-in contributors to the editor, the Escape and Shift+Escape shortcuts, and
 * checkout links inside the editor frame. Decisions live in editor-rules.ts; this file
 * only reads the page and acts.
 *
 * Loaded by dynamic import from runtime.ts, so none of it counts against the runtime's
 * 8 KB budget (ARCHITECTURE.md "Budgets").
 *
 * The editor UI is not part of this library. What Escape means there (close a guide,
 * toggle full-screen preview) is announced as events on the editor's window for that UI
 * to act on; the UI tells us whether a guide is open with `sqs-editor-guide`.
 */
// The site's translation of the SPEC.md §5 text; the message table is already in runtime.js
// (the data layer's texts use it), so this costs the chunk nothing.
import { checkoutCookieAlert } from '../contracts/commerce';
import { deleteCookie, readCookie, writeCookie } from '../contracts/cookies';
import { openStore } from '../contracts/storage';
import type { ApiClient } from '../data/api-types';
import { emit, on } from '../events';
import type { PageContext } from '../page/page-context';
import { readFrameState, type FrameState } from './editor-frame';
import {
  checkoutRoute,
  decideEscape,
  editorRedirect,
  hasQueryFlag,
  isCheckoutPath,
  isEditableTarget,
  NO_REDIRECT_PARAM,
  type TargetLike,
} from './editor-rules';
import { createLogout, type Logout } from './logout';


/**
 * Session-storage key remembering the noredirect flag (SPEC.md §2 "remembered for the
 * session"); the spec gives no name.
 */
export const NO_REDIRECT_STORAGE_KEY = 'SS_NO_REDIRECT';

/**
 * The escape-to-login site setting. SPEC.md §2 names the behaviour ("the site setting for
 * escape-to-login") but not the field, and page-context.ts does not list it, so it is read
 * from the open `websiteSettings` record under this name; only `true` turns it on.
 */
export const ESCAPE_TO_LOGIN_SETTING = 'escapeToLogin';

export interface EditorServicesEnv {
  window: Window;
  context: PageContext;
  api: ApiClient;
}

const COOKIE_PROBE = 'sqs_cookie_probe';

/** Cookies work when the browser says so and a probe cookie reads back. */
export function cookiesEnabled(win: Window): boolean {
  try {
    if (win.navigator.cookieEnabled === false) return false;
    const doc = win.document;
    if (!writeCookie(doc, COOKIE_PROBE, '1', { path: '/' })) return false;
    const ok = readCookie(doc, COOKIE_PROBE) === '1';
    deleteCookie(doc, COOKIE_PROBE, { path: '/' });
    return ok;
  } catch {
    return false;
  }
}

function followCheckout(win: Window, frame: FrameState, href: string): void {
  const route = checkoutRoute({ cookiesEnabled: cookiesEnabled(win), inEditorFrame: frame.inEditorFrame });
  if (route === 'alert') win.alert(checkoutCookieAlert());
  else (route === 'top' ? (frame.editorTop ?? win) : win).location.assign(href);
}

/**
 * Sends the visitor to a checkout URL the way SPEC.md §2 and §5 ask: the cookie alert
 * without cookies, the top window from inside the editor frame, else this window.
 * For code that starts checkout without a link (a cart button).
 */
export function goToCheckout(win: Window, href: string): void {
  followCheckout(win, readFrameState(win), href);
}

/** The element the key or click really happened on, through open shadow roots. */
function originalTarget(event: Event): unknown {
  return event.composedPath()[0] ?? event.target;
}

/** A checkout link this click follows in this window, or null (modified clicks, new tabs...). */
function checkoutLink(event: MouseEvent, win: Window): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  for (const node of event.composedPath()) {
    const anchor = node as Partial<HTMLAnchorElement>;
    // An SVG <a> has an object for href; only HTML links are followed here.
    if (typeof anchor.tagName !== 'string' || anchor.tagName.toUpperCase() !== 'A' || typeof anchor.href !== 'string') continue;
    if (!anchor.href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute?.('download')) return null;
    let url: URL;
    try {
      url = new URL(anchor.href, win.location.href);
    } catch {
      return null;
    }
    return url.origin === win.location.origin && isCheckoutPath(url.pathname) ? url : null;
  }
  return null;
}

/**
 * Starts the editor hand-off on this page and returns its stop function.
 * May navigate at once: the editor redirect (replace, so Back does not loop), or, inside
 * the editor frame on a checkout route, the top window.
 */
export function startEditorServices(env: EditorServicesEnv): () => void {
  const { window: win, context } = env;
  const { pathname, search, hostname } = win.location;
  const session = openStore('session', win);
  if (hasQueryFlag(search, NO_REDIRECT_PARAM)) session.set(NO_REDIRECT_STORAGE_KEY, 'true');

  const frame = readFrameState(win);
  const loggedIn = context.authenticatedAccount !== null;
  const redirect = editorRedirect({
    loggedIn,
    roles: context.websiteRoles,
    developerMode: context.website.developerMode,
    cloneable: context.website.cloneable,
    isTopWindow: frame.isTop,
    hostname,
    pathname,
    search,
    noRedirect: session.get(NO_REDIRECT_STORAGE_KEY) === 'true',
  });
  if (redirect) {
    win.location.replace(redirect);
    return () => {};
  }
  if (frame.inEditorFrame && isCheckoutPath(pathname)) {
    // The server answered a checkout route inside the frame: checkout must own the window.
    followCheckout(win, frame, win.location.href);
  }

  let logout: Logout | null = null;
  let guideOpen = false;
  const editorWindow = frame.editorTop ?? win;

  const onKeyDown = (event: KeyboardEvent) => {
    const action = decideEscape({
      key: event.key,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      repeat: event.repeat,
      isComposing: event.isComposing,
      defaultPrevented: event.defaultPrevented,
      editableTarget: isEditableTarget(originalTarget(event) as TargetLike | null),
      inEditor: frame.inEditor,
      pathname: win.location.pathname,
      search: win.location.search,
      escapeToLogin: context.websiteSettings[ESCAPE_TO_LOGIN_SETTING] === true,
      loggedIn,
      guideOpen,
    });
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'open-editor') win.location.assign(action.url);
    else if (action.kind === 'logout') void (logout ??= createLogout(env))();
    else if (action.kind === 'close-guide') {
      guideOpen = false;
      emit(editorWindow, 'sqs-editor-guide-close', {});
    } else emit(editorWindow, 'sqs-editor-preview-toggle', {});
  };

  // Sent by the editor's own UI: read forgivingly all the same.
  const onGuide = (event: CustomEvent<{ open?: unknown } | null>) => {
    guideOpen = event.detail?.open === true;
  };

  const onClick = (event: MouseEvent) => {
    const url = checkoutLink(event, win);
    if (!url) return;
    // Outside the editor frame with cookies on, the link works as a link.
    if (!frame.inEditorFrame && cookiesEnabled(win)) return;
    event.preventDefault();
    followCheckout(win, frame, url.href);
  };

  // Bubble phase on the window: every dialog's dismiss stack has had its turn and marked
  // the Escape it consumed with preventDefault by the time it arrives here.
  win.addEventListener('keydown', onKeyDown);
  win.addEventListener('click', onClick);
  const stopGuide = on(editorWindow, 'sqs-editor-guide', onGuide);
  return () => {
    win.removeEventListener('keydown', onKeyDown);
    win.removeEventListener('click', onClick);
    stopGuide();
  };
}
