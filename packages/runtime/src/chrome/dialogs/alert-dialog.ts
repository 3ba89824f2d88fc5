/**
 * The information dialog: a title, a message and one 'Okay' button (SPEC.md §8 "Dialog
 * defaults"). The 'Logout Successful' notice of SPEC.md §2 is one (logout-notice.ts).
 */
import { report } from '../../report';
import { normaliseAlert, type AlertOptions } from './dialog-defaults';
import { openDialog, type OpenDialog } from './dialog-shell';

export type { AlertOptions } from './dialog-defaults';

export function openAlert(options: AlertOptions | undefined, doc: Document): OpenDialog<'confirm' | 'cancel'> {
  return openDialog<'confirm' | 'cancel'>({ ...normaliseAlert(options), cancelValue: 'cancel', document: doc });
}

/** Resolves once the dialog has hidden (Okay or Escape). Never rejects. */
export function alertDialog(options?: AlertOptions, doc: Document = document): Promise<void> {
  try {
    return openAlert(options, doc).result.then(() => undefined);
  } catch (error) {
    report({ source: 'dialogs', message: 'The information dialog could not open', error });
    return Promise.resolve();
  }
}
