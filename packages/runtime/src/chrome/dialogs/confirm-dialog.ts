/**
 * The confirmation dialog (SPEC.md §4, §8 "Dialog defaults", §9): title, message and
 * Cancel / [Reject] / Confirm, 350 px wide with 20 px padding. Resolves with the answer
 * once it has hidden; Escape answers 'cancel'. Never rejects: if it cannot be shown the
 * problem is reported and the answer is 'cancel'.
 */
import { report } from '../../report';
import { normaliseConfirm, type ConfirmOptions, type DialogResult } from './dialog-defaults';
import { openDialog } from './dialog-shell';

export type { ConfirmOptions, DialogResult } from './dialog-defaults';

export function confirmDialog(options?: ConfirmOptions, doc: Document = document): Promise<DialogResult> {
  try {
    return openDialog({ ...normaliseConfirm(options), cancelValue: 'cancel', role: 'alertdialog', document: doc }).result;
  } catch (error) {
    report({ source: 'dialogs', message: 'The confirmation dialog could not open', error });
    return Promise.resolve('cancel');
  }
}
