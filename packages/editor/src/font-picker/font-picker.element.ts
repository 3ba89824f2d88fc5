import fieldStyles from '../shared/fields.css?inline';
import fontPickerStyles from './font-picker.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptFamily } from './font-picker.logic';
import { fontPickerSettings } from './font-picker.settings';
import { FontPickerView } from './font-picker.view';

/**
 * The editor's font picker (SPEC.md §2: search, browse, the categories Sans Serif, Serif,
 * Display, Script, Slab Serif, Mono and Other, the style-guide fonts, a Typekit kit). A form
 * control whose value is a font family's name as CSS names it (`Playfair Display`), '' for none;
 * any other string (CSS punctuation, control characters, over 100 characters) keeps the last
 * family and the picker says why. The catalogue comes from `fonts-url` (GET, `{fonts: [{family,
 * category, preview}], kit}`, asked with `?kit=<typekit id>`); each option's name renders in its
 * own font, loaded through the FontFace API once it scrolls into view. SPEC.md §8's 'Unable to
 * load fonts', 'Unable to load preview for {fontName}' and 'Requested font no longer in Typekit'
 * are shown where they happen and reported. Editor kit: never loaded on a visitor page.
 *
 * @summary A font picker (search, categories, style guide, Typekit) that takes part in a form.
 * @tag sqs-font-picker
 *
 * @attr {string} fonts-url - The catalogue (JSON `fontsUrl`, default /api/editor/fonts).
 * @attr {string} style-guide - The style guide's families, separated by commas (JSON `styleGuide`; default: the page context's googleFonts).
 * @attr {string} typekit-id - The Typekit kit (JSON `typekitId`; default: the page context's website.typekitId).
 * @attr {string} typekit-fonts - Ids of the kit fonts the page uses, separated by commas (JSON `typekitFonts`; default: the page context's typekitFonts).
 * @attr {string} view - The list shown first: `all`, `style-guide`, `typekit` or a category such as `Serif` (JSON `view`).
 * @attr {string} value - The default value (a family name); the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a font.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - Another font became the value (arrow keys, type-ahead, a click).
 * @fires {Event} change - The choice was committed (a click, Enter or Space, the list left).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart picker - The whole picker.
 * @csspart search - The search field.
 * @csspart category - The category choice.
 * @csspart current - The line naming the current font.
 * @csspart status - The count of fonts listed, or that they are loading.
 * @csspart listbox - The list of fonts; each font has the part `option` (and `selected`, `active`).
 * @csspart font-name - A font's name, in its own font once previewed.
 * @csspart notice - 'Requested font no longer in Typekit' with the fonts' ids.
 * @csspart failure - 'Unable to load fonts' with its `retry` button.
 * @csspart problem - Why a value was refused.
 *
 * @cssprop [--sqs-editor-accent=#1d4ed8] - The selected font's and the focus ring's colour.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 * @cssprop [--sqs-font-picker-list-height=320px] - The list's height before it scrolls.
 * @cssprop [--sqs-font-picker-preview-size=1.25em] - The size of each font's name.
 */
export class SqsFontPickerElement extends createControlElement({
  tag: 'sqs-font-picker',
  settings: fontPickerSettings,
  read: () => ({}),
  accept: (raw, previous) => acceptFamily(raw, previous),
  View: FontPickerView,
  styles: fieldStyles + fontPickerStyles,
}) {}
