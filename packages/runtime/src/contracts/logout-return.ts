/**
 * The return from a logout (SPEC.md §2 "Logout success"): the page opened with
 * `logout=true` shows an information dialog once. Pure and tiny, because the dialogs'
 * start module reads it on every page: it must not pull the editor services
 * (services/logout.ts, services/editor-rules.ts) into that chunk. The dialog's texts are in
 * logout-texts.ts, with the dialog's own code.
 */

/** The query flag; the same name as services/editor-rules.ts LOGOUT_PARAM (a test holds them together). */
export const LOGOUT_FLAG = 'logout';

/** Whether this page was opened by a logout (for the 'Logout Successful' dialog). */
export function isLogoutReturn(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_FLAG) === 'true';
}
