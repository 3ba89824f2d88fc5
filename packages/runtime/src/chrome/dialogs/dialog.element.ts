import { DialogBase, type DialogContent } from './dialog-base';
import { dialogText, type DialogButton } from './dialog-defaults';
import css from './dialog.css?inline';

/** `buttons` as written in the attribute: a JSON list of `{value, text}`; anything else is none. */
function readButtons(json: string | undefined): DialogButton[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.flatMap((b: { value?: unknown; text?: unknown }) =>
      b && typeof b.value === 'string' && b.value && typeof b.text === 'string' && b.text.trim() ? [{ value: b.value, text: b.text }] : [],
    );
  } catch {
    return [];
  }
}

/**
 * A modal dialog (SPEC.md §4 "Confirmation dialog", §8 "Dialog defaults", §9): a title, a
 * message and its buttons; the shell (dialog-base.ts) moves focus in and back, gives Escape to
 * the top layer only and hides with a fade (600 ms at most). The runtime's confirmation,
 * information and 'Logout Successful' dialogs are this element (dialog-shell.ts); a template
 * may place one with `open`. Without buttons it has one 'Okay' (answering 'confirm').
 *
 * @summary A modal confirmation or information dialog.
 * @tag sqs-dialog
 *
 * @attr {boolean} open - Shows it (modal) while present; removed when it closes.
 * @attr {string} heading - The title (plain text).
 * @attr {string} message - The message under the title (plain text).
 * @attr {string} buttons - The buttons as JSON, `[{"value": "cancel", "text": "Cancel"}, {"value": "confirm", "text": "Delete"}]`; the last is the primary one (default one 'Okay'). Focus starts on the button answering `cancel-value` when there is one (the safe choice), else on the primary.
 * @attr {boolean} alert - An alertdialog: a question that needs an answer (the confirmation).
 * @attr {string} cancel-value - The answer of Escape and of a close nobody chose (default 'cancel').
 * @attr {number} width - Width in px (default 350).
 * @attr {number} padding - Padding in px (default 20).
 *
 * @fires {CustomEvent<{value: string}>} sqs-dialog-close - The dialog has hidden: the answer, or the cancel value.
 *
 * @csspart dialog - The dialog box.
 * @csspart title - The title.
 * @csspart message - The message.
 * @csspart actions - The buttons' row.
 * @csspart button - Every button; each also has `button-<value>` (button-confirm, button-cancel, button-reject).
 *
 * @cssprop [--sqs-dialog-width=350px] - Width of the box.
 * @cssprop [--sqs-dialog-padding=20px] - Padding of the box.
 * @cssprop [--sqs-dialog-background=#fff] - Background of the box.
 * @cssprop [--sqs-dialog-color=#1a1a1a] - Text colour of the box.
 * @cssprop [--sqs-dialog-accent=#1a1a1a] - Background of the primary button.
 * @cssprop [--sqs-dialog-accent-text=#fff] - Text colour of the primary button.
 * @cssprop [--sqs-dialog-backdrop=rgb(0 0 0 / 40%)] - The page behind the box.
 * @cssprop [--sqs-dialog-radius=8px] - Corner radius of the box.
 * @cssprop [--sqs-dialog-border=none] - Border of the box.
 * @cssprop [--sqs-dialog-shadow=0 10px 40px rgb(0 0 0 / 25%)] - Shadow of the box.
 * @cssprop [--sqs-dialog-button-radius=4px] - Corner radius of the buttons.
 * @cssprop [--sqs-dialog-focus=#005fcc] - Focus ring colour.
 * @cssprop [--sqs-dialog-duration=200ms] - Fade time (none under reduced motion).
 * @cssprop [--sqs-dialog-z-index=30000] - Stacking base where showModal is missing (SPEC.md §9).
 */
export class SqsDialog extends DialogBase {
  static override styles = css;
  static override properties = {
    ...DialogBase.shellProperties,
    heading: {},
    message: {},
    buttons: {},
    alert: { type: Boolean },
  };

  declare heading?: string;
  declare message?: string;
  declare buttons?: string;
  declare alert: boolean;

  protected override content(): DialogContent {
    const buttons = readButtons(this.buttons);
    return {
      heading: this.heading?.trim() ? this.heading : '',
      message: this.message?.trim() ? this.message : '',
      buttons: buttons.length ? buttons : [{ value: 'confirm', text: dialogText.okay() }],
      alert: this.alert,
    };
  }
}
