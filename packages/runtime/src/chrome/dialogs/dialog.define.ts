import { defineDialog } from './dialog-shell';
import type { SqsDialog } from './dialog.element';

defineDialog();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-dialog': SqsDialog;
  }
}
