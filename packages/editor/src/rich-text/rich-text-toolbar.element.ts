import fieldStyles from '../shared/fields.css?inline';
import richTextStyles from './rich-text-toolbar.css?inline';
import { createControlElement } from '../shared/control-element';
import { cleanHtml } from './rich-text-toolbar.dom';
import { richTextSettings } from './rich-text-toolbar.settings';
import { RichTextToolbarView } from './rich-text-toolbar.view';

/**
 * The editor's rich-text toolbar (SPEC.md §2 "rich-text toolbar"; issue 17 item 4): bold, italic,
 * link (the editor kit's link editor, in a dialog), bulleted and numbered lists, paragraph and
 * headings 1–4, alignment and clear formatting, as a WAI-ARIA toolbar over an editable region.
 * A form control whose value is the region's HTML, always sanitized (runtime html/sanitize.ts)
 * on the way in (the attribute, the property, a paste) and out; '' when the region is empty.
 * Ctrl/⌘+B, I and K in the region; Alt+F10 moves to the toolbar. Editor kit: never loaded on a
 * visitor page.
 *
 * @summary A rich-text editor (toolbar and editable region) that takes part in a form.
 * @tag sqs-rich-text-toolbar
 *
 * @attr {string} value - The default value (HTML, sanitized); the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not editable and left out of the form.
 * @attr {boolean} required - Invalid while the text is empty.
 * @attr {string} pages-url - Where the link editor lists the site's pages (JSON `pagesUrl`, default /api/editor/pages).
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The text changed as the user typed or formatted it.
 * @fires {Event} change - The change was committed (a tool applied, a paste, the region left).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart rich-text - The whole control.
 * @csspart toolbar - The toolbar; each button has the parts `tool` and its tool's id (`bold`, `h2`, `align-center`…).
 * @csspart region - The editable text.
 * @csspart link-dialog - The dialog holding the link editor; its buttons have the parts `apply`, `remove-link` and `cancel`.
 * @csspart problem - Why a value was refused.
 *
 * @cssprop [--sqs-editor-accent=#1d4ed8] - A pressed tool's and the focus ring's colour.
 * @cssprop [--sqs-rich-text-min-height=8em] - The editable region's least height.
 */
export class SqsRichTextToolbarElement extends createControlElement({
  tag: 'sqs-rich-text-toolbar',
  settings: richTextSettings,
  read: () => ({}),
  accept: (raw) => ({ value: cleanHtml(raw), problem: null }),
  View: RichTextToolbarView,
  styles: fieldStyles + richTextStyles,
}) {}
