import colorPickerStyles from './color-picker.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptColor, colorValue, readColor } from './color-picker.logic';
import { colorPickerSettings, paletteOfHost } from './color-picker.settings';
import { ColorPickerView } from './color-picker.view';

/** The value before any is given: the palette's accent (its seed). */
const accentOf = (host: HTMLElement): string => colorValue(paletteOfHost(host).accent);

/**
 * The editor's colour picker (SPEC.md §2; §3 "Palette colour" and colour references; §5 "Colour").
 * A form control whose value is a CSS colour string: `#rrggbb` when alpha is 1, else
 * `rgba(r, g, b, a)`. A colour reference given as JSON (`{"type": "SITE_PALETTE_COLOR", "id":
 * "accent", "alpha": 0.5}`, CUSTOM_COLOR, THEME_COLOR) becomes the colour it stands for. Any other
 * string keeps the last valid colour and the picker says why. Editor kit: never on a visitor page.
 *
 * @summary A colour picker (area, sliders, RGB/HSL/Hex fields, palette swatches) that takes part in a form.
 * @tag sqs-color-picker
 *
 * @attr {string} palette-seed - The site palette's seed colour, the accent (JSON `paletteSeed`, default #FFAABB).
 * @attr {'Monochrome' | 'Complementary' | 'Analogous I' | 'Analogous II'} palette-preset - How the palette is derived (JSON `palettePreset`, default Monochrome).
 * @attr {string} value - The default value: a CSS colour or a colour reference as JSON; the `value` property is the current colour.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a value.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The colour changed (a key, a drag, a field typed in).
 * @fires {Event} change - The change was committed (key or pointer released, field left, swatch picked).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart picker - The whole picker.
 * @csspart area - The 2-D saturation/lightness area.
 * @csspart preview - The current colour.
 * @csspart slider - Each slider; also `hue`, `saturation`, `lightness`, `alpha`.
 * @csspart field - Each labelled text field; its input has the part `input` and `hex`, `rgb` or `hsl`.
 * @csspart swatches - The palette's swatches; each has the part `swatch`.
 * @csspart problem - Why a value given was refused.
 *
 * @cssprop [--sqs-color-picker-width=260px] - The picker's width.
 * @cssprop [--sqs-color-picker-radius=4px] - Corner radius of the area and preview.
 * @cssprop [--sqs-color-picker-focus-color=#1d4ed8] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-color-picker-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsColorPickerElement extends createControlElement({
  tag: 'sqs-color-picker',
  settings: colorPickerSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  defaultValue: accentOf,
  accept: (raw, previous, host) => acceptColor(raw, previous, paletteOfHost(host), accentOf(host)),
  View: ColorPickerView,
  styles: colorPickerStyles,
}) {
  /** The CSS colour of a value or reference without setting it (null when it is none). */
  colorOf(raw: string): string | null {
    const read = readColor(String(raw), paletteOfHost(this));
    return 'color' in read ? colorValue(read.color) : null;
  }
}
