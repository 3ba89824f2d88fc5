/**
 * The popup overlay's dialog (issue 6 item 2): a modal native `<dialog>` in a shadow root on a
 * host appended to the body, with its title, its text and the newsletter form.
 *
 * The form is an `<sqs-newsletter data-load-on="eager" is-overlay-form>` in the host's light
 * DOM, slotted into the dialog: the runtime's loader finds it there like any block and loads
 * the forms code only now (issue 6: "its newsletter form loads the forms block
 * lazily"), and its `sqs-form-success` event bubbles to the host.
 *
 * Focus moves to the close button when the dialog opens and returns to where it was when it
 * closes. Escape goes through the dismiss stack; the dialog's own `cancel` is turned into the
 * same close. Closing (button, Escape, backdrop) writes `date-closed` to the record; a
 * sign-up writes `submitted`. Each step is announced as a window `sqs-popup-overlay` event
 * `{action: 'shown' | 'closed' | 'submitted'}` for analytics (the census overlay call), which
 * this module never imports.
 *
 * @csspart dialog - The dialog box.
 * @csspart close - The close button.
 * @csspart title - The title.
 * @csspart body - The text under the title.
 * @cssprop [--sqs-popup-width=480px] - Largest width of the box.
 * @cssprop [--sqs-popup-background=#fff] - Background of the box.
 * @cssprop [--sqs-popup-color=#111] - Text colour of the box.
 * @cssprop [--sqs-popup-backdrop=rgb(0 0 0 / 60%)] - The page behind the box.
 */
import { message } from '../../contracts/messages';
import { emit } from '../../events';
import { pushLayer, topLayer, type DismissibleLayer } from '../../overlays/dismiss-stack';
import type { PopupRecordStore } from './popup-record';
import type { PopupOverlayAction } from './popup.events';
import type { PopupSettings } from './popup-settings';
import css from './popup.css?inline';


export interface PopupUiOptions {
  window: Window;
  document: Document;
  settings: PopupSettings;
  records: PopupRecordStore;
  now?: () => number;
}

/** The element focused now, looking into shadow roots. */
function focusedElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active && 'focus' in active ? (active as HTMLElement) : null;
}

/** Opens the popup; returns a teardown that removes it without recording a close. */
export function openPopup({ window: win, document: doc, settings, records, now = Date.now }: PopupUiOptions): () => void {
  // Analytics records it (services/analytics-page.ts, SPEC.md §7 census overlay).
  const announce = (action: PopupOverlayAction) => emit(win, 'sqs-popup-overlay', { action });
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, part?: string, text?: string) => {
    const node = doc.createElement(tag);
    if (part) node.setAttribute('part', part);
    if (text) node.textContent = text;
    return node;
  };

  const host = el('div');
  host.setAttribute('data-sqs-popup-overlay', '');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [sheet];

  const dialog = el('dialog', 'dialog');
  dialog.dataset.style = settings.style;
  const box = el('div');
  box.className = 'box';
  const closeButton = el('button', 'close', '×');
  closeButton.type = 'button';
  closeButton.className = 'close';
  closeButton.autofocus = true;
  closeButton.setAttribute('aria-label', message('popup.close', 'Close'));
  box.append(closeButton);
  if (settings.title) {
    const title = el('h2', 'title', settings.title);
    title.id = 'title';
    dialog.setAttribute('aria-labelledby', title.id);
    box.append(title);
  } else {
    dialog.setAttribute('aria-label', message('popup.label', 'Newsletter sign-up'));
  }
  if (settings.body) box.append(el('p', 'body', settings.body));
  box.append(el('slot'));
  dialog.append(box);
  root.append(dialog);

  if (settings.form) {
    const form = doc.createElement('sqs-newsletter');
    form.setAttribute('data-load-on', 'eager');
    form.setAttribute('is-overlay-form', '');
    form.setAttribute('data-block-json', JSON.stringify(settings.form));
    host.append(form);
  }

  const previous = focusedElement(doc);
  let popLayer = () => {};
  let finished = false;
  // Cleans up once, whoever closed the dialog. Not left to the `close` event alone: Chrome fires
  // it with the next animation frame, which a hidden page never gets.
  const finish = (recordClose: boolean) => {
    if (finished) return;
    finished = true;
    popLayer();
    host.remove();
    if (!recordClose) return;
    records.update(settings.version, { dateClosed: now() });
    announce('closed');
    if (previous?.isConnected) previous.focus();
  };
  const close = () => {
    if (dialog.open) dialog.close();
    finish(true);
  };
  const layer: DismissibleLayer = { dismiss: close };

  closeButton.addEventListener('click', close);
  // A click on the backdrop lands on the dialog itself (the box fills the rest).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    if (topLayer() === layer) close();
  });
  // Closed some other way (a `method="dialog"` form, a close request the page cannot refuse).
  dialog.addEventListener('close', () => finish(true));
  host.addEventListener('sqs-form-success', () => {
    records.update(settings.version, { submitted: true });
    announce('submitted');
  });

  doc.body.append(host);
  try {
    dialog.showModal();
  } catch (error) {
    host.remove(); // e.g. another script's modal is half-open: no stray host is left behind
    throw error;
  }
  popLayer = pushLayer(layer, win);
  announce('shown');

  return () => {
    finish(false);
    if (dialog.open) dialog.close();
  };
}
