import { html, nothing } from 'lit/html.js';
import { message } from '../../contracts/messages';
import { DialogBase, type DialogContent } from './dialog-base';
import css from './dialog.css?inline';
import { readSystemError, systemErrorView, type SystemErrorView } from './system-error-text';

/**
 * The system error overlay (SPEC.md §8 "System error overlay"): a modal alert dialog with the
 * text system-error-text.ts picks for the error (generic, network, or its url, format and
 * error text, and the error key), and Reload Page and Clear. Escape is Clear; Reload Page
 * reloads the page. The shell is dialog-base.ts. The runtime shows it on a window
 * `sqs-system-error` event (system-error.ts, one at a time); a template may place one with `open`.
 *
 * @summary The system error overlay: what went wrong, with Reload Page and Clear.
 * @tag sqs-system-error
 *
 * @attr {boolean} open - Shows it (modal) while present; removed when it closes.
 * @attr {string} kind - A data-layer failure kind: 'network' or 'timeout' show the network text.
 * @attr {boolean} network - The same as kind="network".
 * @attr {boolean} generic - Show the generic text whatever else is given.
 * @attr {string} message - The server's text (network) or the error's text (details).
 * @attr {string} url - The URL that failed.
 * @attr {string} format - The format that was expected.
 * @attr {string} error - The error's text.
 * @attr {string} error-key - Shown as 'Error key: …'.
 * @attr {string} provider - Who could not be reached (default: the page's host).
 * @attr {number} status - The HTTP status, when there was one.
 *
 * @fires {CustomEvent<{value: string}>} sqs-dialog-close - The overlay has hidden: 'reload' or 'clear'.
 *
 * @csspart dialog - The dialog box.
 * @csspart title - The title ('Something Went Wrong!').
 * @csspart body - What went wrong.
 * @csspart message - The text under the title.
 * @csspart details - The url, format and error lines.
 * @csspart error-key - The error key.
 * @csspart actions - The buttons' row.
 * @csspart button - Both buttons; each also has `button-reload` or `button-clear`.
 *
 * @cssprop [--sqs-system-error-width=480px] - Width of the box.
 * @cssprop [--sqs-system-error-backdrop=rgb(255 255 255 / 95%)] - The page behind the box.
 * @cssprop [--sqs-system-error-z-index=10000000] - Stacking base where showModal is missing (SPEC.md §9).
 * @cssprop [--sqs-dialog-background=#fff] - Background of the box (shared with sqs-dialog).
 * @cssprop [--sqs-dialog-color=#1a1a1a] - Text colour of the box (shared with sqs-dialog).
 */
export class SqsSystemError extends DialogBase {
  static override styles = css;
  static override properties = {
    open: DialogBase.shellProperties.open,
    kind: {},
    network: { type: Boolean },
    generic: { type: Boolean },
    message: {},
    url: {},
    format: {},
    error: {},
    errorKey: {},
    provider: {},
    status: { type: Number },
  };

  declare kind?: string;
  declare network: boolean;
  declare generic: boolean;
  declare message?: string;
  declare url?: string;
  declare format?: string;
  declare error?: string;
  declare errorKey?: string;
  declare provider?: string;
  declare status?: number;

  /** What the overlay shows for its attributes (SPEC.md §8). */
  get view(): SystemErrorView {
    const { kind, network, generic, message, url, format, error, errorKey, provider, status } = this;
    return systemErrorView(readSystemError({ kind, network, generic, message, url, format, error, errorKey, provider, status }), this.win.location.hostname);
  }

  protected override content(): DialogContent {
    return {
      heading: this.view.title,
      message: '',
      buttons: [
        { value: 'reload', text: message('systemError.reload', 'Reload Page') },
        { value: 'clear', text: message('systemError.clear', 'Clear') },
      ],
      alert: true,
    };
  }

  protected override body() {
    const view = this.view;
    return html`<div part="body" id="body">${view.text ? html`<p part="message">${view.text}</p>` : nothing}${
      view.lines.length ? html`<dl part="details">${view.lines.map((line) => html`<dt>${line.label}</dt><dd>${line.text}</dd>`)}</dl>` : nothing
    }${view.errorKey ? html`<p part="error-key">${view.errorKey}</p>` : nothing}</div>`;
  }

  /** Escape is Clear (SPEC.md §8). */
  protected override get answerOfCancel(): string {
    return 'clear';
  }

  protected override closed(value: string): void {
    if (value === 'reload') this.win.location.reload();
  }
}
