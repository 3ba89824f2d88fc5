/**
 * SPEC.md §2 "Logout success": the information dialog's texts, exactly. Apart from
 * logout-return.ts, which every page reads (runtime-core): only the dialog and the editor's
 * logout service need the texts, and they load them with their own code.
 */
export const LOGOUT_SUCCESS_TITLE = 'Logout Successful';
export const LOGOUT_SUCCESS_MESSAGE = 'You have been successfully logged out.';
