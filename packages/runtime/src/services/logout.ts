/**
 * Logging out an account (SPEC.md §2 "Logout success", §4 "Logout only when an
 * authenticated account exists, once at a time", §7 POST /api/auth/Logout).
 *
 * Single flight: a second Shift+Escape (or a double click on a logout link) while the call
 * is out gets the same promise, so the server sees one POST and the page navigates once.
 * After the call the visitor lands on the site root with logout=true, or, when the logout
 * came from the editor, on the page the preview was showing: the editor shell itself is
 * useless once signed out, so it is the top window that moves.
 */
import type { ApiClient } from '../data/api-types';
import type { PageContext } from '../page/page-context';
import { report } from '../report';
import { readFrameState } from './editor-frame';
import { FRAME_URL_PARAM, LOGOUT_PARAM } from './editor-rules';

export const LOGOUT_PATH = '/api/auth/Logout';
// The return side (the 'Logout Successful' dialog) lives in a pure module the dialogs'
// start chunk can import without this file's editor dependencies.
export { isLogoutReturn } from '../contracts/logout-return';
export { LOGOUT_SUCCESS_MESSAGE, LOGOUT_SUCCESS_TITLE } from '../contracts/logout-texts';

/**
 * Where a logout lands (pure). `previewUrl` is the page the editor preview showed, as a
 * path or URL; anything that is not on `origin` (a crafted `frameUrl`) falls back to the
 * root, so a logout can never be turned into a redirect to another site.
 */
export function logoutDestination(input: { origin: string; previewUrl: string | null }): string {
  let url = new URL('/', input.origin);
  if (input.previewUrl) {
    try {
      const preview = new URL(input.previewUrl, input.origin);
      if (preview.origin === url.origin) url = preview;
    } catch {
      /* not a URL: the root */
    }
  }
  url.searchParams.set(LOGOUT_PARAM, 'true');
  // A path that resolved to `//host…` (`.\\/evil.example`: the backslash is a slash) would be read
  // as another site's address: one leading slash only.
  return `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`;
}

export interface LogoutEnv {
  window: Window;
  context: PageContext;
  api: ApiClient;
}

/** Resolves true when the account was logged out and the page is navigating. */
export type Logout = () => Promise<boolean>;

export function createLogout(env: LogoutEnv): Logout {
  let inFlight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    const result = await env.api.post(LOGOUT_PATH);
    if (!result.ok) {
      // The account is still signed in; say so in the console and let a retry through.
      report({ source: 'logout', message: result.message });
      return false;
    }
    const win = env.window;
    const frame = readFrameState(win);
    const previewUrl = frame.inEditorFrame
      ? `${win.location.pathname}${win.location.search}`
      : frame.inEditor
        ? new URLSearchParams(win.location.search).get(FRAME_URL_PARAM)
        : null;
    (frame.editorTop ?? win).location.assign(logoutDestination({ origin: win.location.origin, previewUrl }));
    return true;
  }

  return () => {
    if (!env.context.authenticatedAccount) return Promise.resolve(false);
    // A successful logout keeps its promise: the page is leaving, nothing more to send.
    inFlight ??= run().then(
      (done) => {
        if (!done) inFlight = null;
        return done;
      },
      (error: unknown) => {
        inFlight = null;
        report({ source: 'logout', message: 'Logout failed', error });
        return false;
      },
    );
    return inFlight;
  };
}
