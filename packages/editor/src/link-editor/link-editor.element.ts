import fieldStyles from '../shared/fields.css?inline';
import linkEditorStyles from './link-editor.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptLink } from './link-editor.logic';
import { linkEditorSettings } from './link-editor.settings';
import { LinkEditorView, NEW_WINDOW_EVENT } from './link-editor.view';

/** "Open in new window" goes with the link as a second field, `<name>-new-window=on`, as a checkbox would send it. */
function submitted(value: string, host: HTMLElement): string | FormData {
  const name = host.getAttribute('name');
  if (!name || !(host as SqsLinkEditorElement).newWindow) return value;
  const data = new FormData();
  data.append(name, value);
  data.append(`${name}-new-window`, 'on');
  return data;
}

/**
 * The editor's link editor (SPEC.md §2: Page, Web Address, Email, Phone, File; open in new
 * window; §5 URL rules and editor messages). A form control whose value is the link's href: a
 * page's URL, an http(s)/ftp address, a `mailto:` under 1000 characters, a `tel:` or a `/s/`
 * file. `javascript:`, `data:` and every other scheme are refused: the last link is kept and the
 * editor says why. Editor kit: never loaded on a visitor page.
 *
 * @summary A link editor (Page, Web Address, Email, Phone, File tabs) that takes part in a form.
 * @tag sqs-link-editor
 *
 * @attr {string} pages-url - Where the site's pages are listed, `{pages: [{url, title}]}` (JSON `pagesUrl`, default /api/editor/pages).
 * @attr {boolean} new-window - The default of "Open in new window"; the `newWindow` property is the current one.
 * @attr {string} value - The default value (the link); the `value` property is the current one.
 * @attr {string} name - The form field's name; "Open in new window" is sent as `<name>-new-window=on`.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a link.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The link (or "open in new window") changed as the user typed.
 * @fires {Event} change - The change was committed (a field left, Enter, a page picked, the box ticked).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart editor - The whole editor.
 * @csspart tabs - The tab list; each tab has the part `tab` (and `selected`).
 * @csspart panel - The selected tab's panel.
 * @csspart field - Each labelled field; its input has the part `input` and the field's name (`web`, `to`…).
 * @csspart combobox - The page search; its popup has the part `listbox`, each page `option`.
 * @csspart new-window - The "Open in new window" check box.
 * @csspart problem - Why a link was refused.
 *
 * @cssprop [--sqs-editor-accent=#1d4ed8] - The selected tab's, the active option's and the focus ring's colour.
 * @cssprop [--sqs-editor-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsLinkEditorElement extends createControlElement({
  tag: 'sqs-link-editor',
  settings: linkEditorSettings,
  read: () => ({}),
  accept: (raw, previous) => acceptLink(raw, previous),
  submit: submitted,
  View: LinkEditorView,
  styles: fieldStyles + linkEditorStyles,
}) {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'new-window'];
  }

  /** Null while the `new-window` attribute decides (the native default/dirty split). */
  #newWindow: boolean | null = null;

  get newWindow(): boolean {
    return this.#newWindow ?? this.hasAttribute('new-window');
  }
  set newWindow(on: boolean) {
    this.#newWindow = Boolean(on);
    this.#changedNewWindow();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    if (name !== 'new-window') return super.attributeChangedCallback(name, oldValue, value);
    if (this.#newWindow === null && oldValue !== value) this.#changedNewWindow();
  }

  override formResetCallback(): void {
    this.#newWindow = null;
    super.formResetCallback();
    this.dispatchEvent(new Event(NEW_WINDOW_EVENT));
  }

  #changedNewWindow(): void {
    // The same value again: the glue submits it with the flag as it is now (before the element
    // is placed, its first value is applied then, with the flag).
    const { value } = this;
    if (this.isConnected) this.value = value;
    this.dispatchEvent(new Event(NEW_WINDOW_EVENT));
  }
}
