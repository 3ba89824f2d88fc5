/**
 * The editor hand-off rules (SPEC.md §2 "Routes" bullets, §6 "Roles and permissions"):
 * what Escape does, when a signed-in account is sent to the editor, where checkout links
 * go inside the editor frame. Pure: locations and flags in, a decision out, so every
 * branch is tested without a browser; editor-keys.ts wires them to the DOM.
 */
import { ContributorRole } from '../contracts/enums';

/** SPEC.md §2: "/config/ with frameUrl — site editor". */
export const EDITOR_PATH = '/config/';
export const FRAME_URL_PARAM = 'frameUrl';
/** SPEC.md §2: a query flag that skips the editor redirect, remembered for the session. */
export const NO_REDIRECT_PARAM = 'noredirect';
/** SPEC.md §2: the flag the logout destination carries ('Logout Successful' dialog). */
export const LOGOUT_PARAM = 'logout';

/** SPEC.md §2 "Routes": the checkout routes that leave the editor frame. */
export const CHECKOUT_PATHS: readonly string[] = [
  '/commerce/goto-checkout',
  '/checkout/subscribe',
  '/checkout/donate',
  '/checkout/giftcard',
];

/** SPEC.md §2: "Paths under /config are treated as the site editor." */
export function isEditorPath(pathname: string): boolean {
  return pathname === '/config' || pathname.startsWith('/config/');
}

export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return CHECKOUT_PATHS.includes(path);
}

/**
 * Whether `search` (a `location.search`) carries the flag, with or without a value.
 * URLSearchParams rather than contracts/query.ts: one key looked up needs no parser shipped.
 */
export function hasQueryFlag(search: string, name: string): boolean {
  return new URLSearchParams(search).has(name);
}

/**
 * The current path and query for `frameUrl`. The `logout` flag is dropped so that signing
 * in again after a logout does not show 'Logout Successful' a second time; every other
 * pair is kept byte for byte (no re-encoding).
 */
export function frameUrlOf(pathname: string, search: string): string {
  const query = search.replace(/^\?/, '');
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && decodeKey(pair.split('=', 1)[0] ?? '') !== LOGOUT_PARAM)
    .join('&');
  return kept ? `${pathname}?${kept}` : pathname;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** SPEC.md §2: `/config/?frameUrl={encoded path and query}`. */
export function editorUrl(pathname: string, search: string): string {
  return `${EDITOR_PATH}?${FRAME_URL_PARAM}=${encodeURIComponent(frameUrlOf(pathname, search))}`;
}

/**
 * SPEC.md §6: "Account with only the viewer role is not redirected to the editor."
 * An account with no listed role is not "only a viewer": the page context lists roles for
 * contributors, and an owner whose roles are absent must still reach the editor.
 */
export function isViewerOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => role === ContributorRole.VIEWER);
}

/**
 * SPEC.md §2 skips the redirect "on localhost": a developer's machine, by name or loopback
 * address (the reference backend serves the demo on 127.0.0.1, which must not be sent to
 * an editor it does not have).
 */
export function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

export interface EditorRedirectInput {
  loggedIn: boolean;
  roles: readonly number[];
  developerMode: boolean;
  cloneable: boolean;
  isTopWindow: boolean;
  hostname: string;
  pathname: string;
  search: string;
  /** The noredirect flag, from the query or remembered for the session. */
  noRedirect: boolean;
}

/**
 * SPEC.md §2: an authenticated account that is not a viewer, on a non-developer,
 * non-cloneable site, in the top window, goes to the editor; not on localhost, not with
 * noredirect, and not when the page already is the editor (that would loop).
 * Returns the URL to go to, or null to stay.
 */
export function editorRedirect(input: EditorRedirectInput): string | null {
  if (!input.loggedIn || isViewerOnly(input.roles)) return null;
  if (input.developerMode || input.cloneable || !input.isTopWindow) return null;
  if (input.noRedirect || isLocalhost(input.hostname) || isEditorPath(input.pathname)) return null;
  return editorUrl(input.pathname, input.search);
}

/** The parts of an event target `isEditableTarget` looks at (an Element, structurally). */
export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Inputs where Escape means nothing to the field itself, so the shortcut may act. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file']);

/**
 * SPEC.md §5 "Keyboard handling ignored on editable targets": Escape in a text field
 * belongs to the field (clearing a search, closing an autocomplete), not to the editor.
 */
export function isEditableTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable === true) return true;
  const tag = typeof target.tagName === 'string' ? target.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has(String(target.type ?? 'text').toLowerCase());
  return false;
}

export type EscapeAction =
  | { kind: 'none' }
  | { kind: 'open-editor'; url: string }
  | { kind: 'logout' }
  | { kind: 'close-guide' }
  | { kind: 'toggle-preview' };

export interface EscapeInput {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  isComposing: boolean;
  /** Another layer (a dialog's dismiss stack) consumed this Escape. */
  defaultPrevented: boolean;
  editableTarget: boolean;
  /** The page is the editor, or is shown inside it (the top window is under /config). */
  inEditor: boolean;
  pathname: string;
  search: string;
  /** The site's escape-to-login setting. */
  escapeToLogin: boolean;
  loggedIn: boolean;
  /** An editor guide is open (the editor announces it; see editor-keys.ts). */
  guideOpen: boolean;
}

const NONE: EscapeAction = { kind: 'none' };

/**
 * SPEC.md §2 and §6. On a public site Escape opens the editor when escape-to-login is on
 * or the visitor is signed in; Shift+Escape signs out (only a signed-in account has
 * anything to sign out of, §4 "Logout only when an authenticated account exists").
 * In the editor Escape closes an open guide, else toggles full-screen preview.
 * Nothing happens for other keys, with Ctrl/Alt/Meta (browser and system shortcuts),
 * for auto-repeat, during IME composition, in text fields, or when another layer took it.
 */
export function decideEscape(input: EscapeInput): EscapeAction {
  if (input.key !== 'Escape' && input.key !== 'Esc') return NONE;
  if (input.altKey || input.ctrlKey || input.metaKey || input.repeat || input.isComposing) return NONE;
  if (input.defaultPrevented || input.editableTarget) return NONE;
  if (input.shiftKey) return input.loggedIn ? { kind: 'logout' } : NONE;
  if (input.inEditor) return input.guideOpen ? { kind: 'close-guide' } : { kind: 'toggle-preview' };
  if (!input.escapeToLogin && !input.loggedIn) return NONE;
  return { kind: 'open-editor', url: editorUrl(input.pathname, input.search) };
}

export type CheckoutRoute = 'alert' | 'top' | 'self';

/**
 * SPEC.md §2 "Inside the editor frame, the checkout routes redirect the top window" and
 * §5 "Checkout needs a cart cookie, else alert": without cookies the visitor gets the
 * alert and stays; in the editor frame the top window goes; otherwise the link acts as usual.
 */
export function checkoutRoute(input: { cookiesEnabled: boolean; inEditorFrame: boolean }): CheckoutRoute {
  if (!input.cookiesEnabled) return 'alert';
  return input.inEditorFrame ? 'top' : 'self';
}
