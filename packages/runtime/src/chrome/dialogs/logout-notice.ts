/**
 * SPEC.md §2 "Logout success": a page opened with logout=true shows the 'Logout Successful'
 * information dialog once. The flag leaves the address first (history.replaceState), so a
 * reload does not show it again. Imported only by start-dialogs.ts; its texts
 * (contracts/logout-texts.ts) come with it, not with every page.
 */
import { LOGOUT_SUCCESS_MESSAGE, LOGOUT_SUCCESS_TITLE } from '../../contracts/logout-texts';
import { message } from '../../contracts/messages';
import { report } from '../../report';
import { openAlert } from './alert-dialog';
import { addressWithoutLogoutFlag } from './logout-flag';

/** Returns the dialog's close. */
export function showLogoutNotice(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  try {
    win.history.replaceState(win.history.state, '', addressWithoutLogoutFlag(win.location));
  } catch (error) {
    report({ source: 'dialogs', message: 'The logout flag could not be removed from the address', error });
  }
  const open = openAlert(
    {
      title: message('logout.successTitle', LOGOUT_SUCCESS_TITLE),
      message: message('logout.successMessage', LOGOUT_SUCCESS_MESSAGE),
    },
    doc,
  );
  return () => open.close();
}
