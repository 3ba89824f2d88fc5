import { html, nothing } from 'lit/html.js';
import { message } from '../../contracts/messages';
import { emit } from '../../events';
import { pushLayer, topLayer, type DismissibleLayer } from '../../overlays/dismiss-stack';
import { ChromeElement } from '../chrome-element';
import { deepActiveElement } from '../deep-active-element';
import css from './popup.css?inline';
import type {} from './popup-overlay.events';

/**
 * The popup overlay (issue 6 item 2): a modal native `<dialog>` with a close button, a title,
 * a text and whatever the element holds (the runtime puts the site's `<sqs-newsletter>` there,
 * popup-ui.ts). The runtime decides when it shows (SPEC.md §4, arm-popup.ts) and what a close
 * or a sign-up means for the visitor's record; a template may place one with `open`.
 *
 * Focus moves to the close button when it opens and returns to where it was when the visitor
 * closes it. Escape goes through the dismiss stack (one Escape, the top layer only); the
 * dialog's own `cancel` becomes the same close when this is the top layer. A click on the
 * backdrop closes it too. Removing the element closes it without a `sqs-popup-overlay-close`.
 * No animation under prefers-reduced-motion.
 *
 * @summary A modal popup (newsletter sign-up or notice) with a title, a text and a slot.
 * @tag sqs-popup-overlay
 *
 * @attr {boolean} open - Shows it (modal) while present; the element removes it when closed.
 * @attr {string} heading - The title (plain text). Without one the dialog is named 'Newsletter sign-up'.
 * @attr {string} text - The text under the title (plain text; line breaks kept).
 * @attr {string} popup-style - The site's popup style, for theming (`sqs-popup-overlay[popup-style='2']`); no look of its own.
 *
 * @fires {CustomEvent<{}>} sqs-popup-overlay-close - The visitor closed the popup.
 *
 * @slot - Content under the text (the runtime's newsletter form).
 *
 * @csspart dialog - The dialog box.
 * @csspart close - The close button.
 * @csspart title - The title.
 * @csspart body - The text under the title.
 *
 * @cssprop [--sqs-popup-width=480px] - Largest width of the box.
 * @cssprop [--sqs-popup-background=#fff] - Background of the box.
 * @cssprop [--sqs-popup-color=#111] - Text colour of the box.
 * @cssprop [--sqs-popup-backdrop=rgb(0 0 0 / 60%)] - The page behind the box.
 * @cssprop [--sqs-popup-border=none] - Border of the box.
 * @cssprop [--sqs-popup-radius=8px] - Corner radius of the box.
 * @cssprop [--sqs-popup-padding=2rem] - Padding inside the box.
 * @cssprop [--sqs-popup-title-size=1.5rem] - Font size of the title.
 */
export class SqsPopupOverlay extends ChromeElement {
  static override styles = css;
  static override properties = {
    open: { type: Boolean, reflect: true },
    heading: {},
    text: {},
    popupStyle: {},
  };

  declare open: boolean;
  declare heading?: string;
  declare text?: string;
  declare popupStyle?: string;
  private readonly layer: DismissibleLayer = { dismiss: () => this.close() };
  private popLayer: (() => void) | null = null;
  private returnTo: HTMLElement | null = null;

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  /** Opens it as a modal (throws what showModal throws, e.g. another modal half-open). */
  show(): void {
    const dialog = this.dialog;
    if (!dialog || this.popLayer) return;
    this.returnTo = deepActiveElement(this.ownerDocument);
    dialog.showModal();
    this.popLayer = pushLayer(this.layer, this.win);
    this.open = true;
  }

  /** Closes it as the visitor would: announces `sqs-popup-overlay-close`, returns focus. */
  close(): void {
    if (!this.popLayer) return;
    this.popLayer();
    this.popLayer = null;
    this.open = false;
    if (this.dialog?.open) this.dialog.close();
    emit(this, 'sqs-popup-overlay-close', {});
    if (this.returnTo?.isConnected) this.returnTo.focus();
  }

  protected override updated(): void {
    if (this.open && this.isConnected) this.show();
    else if (!this.open) this.close();
  }

  disconnectedCallback(): void {
    this.popLayer?.();
    this.popLayer = null; // taken away, not closed by the visitor: no close event, focus stays
    if (this.dialog?.open) this.dialog.close();
  }

  protected override render() {
    const { heading, text } = this;
    // Written without spaces between tags: a template's text is shipped as written.
    return html`<dialog part="dialog" aria-labelledby=${heading ? 'title' : nothing} aria-label=${
      heading ? nothing : message('popup.label', 'Newsletter sign-up')
    } @click=${(event: Event) => event.target === event.currentTarget && this.close()} @cancel=${(event: Event) => {
      event.preventDefault();
      if (topLayer() === this.layer) this.close();
    }} @close=${() => this.close()}><div class="box"><button part="close" class="close" type="button" .autofocus=${true} aria-label=${message('popup.close', 'Close')} @click=${() =>
      this.close()}>×</button>${heading ? html`<h2 part="title" id="title">${heading}</h2>` : nothing}${text ? html`<p part="body">${text}</p>` : nothing}<slot></slot></div></dialog>`;
  }
}
