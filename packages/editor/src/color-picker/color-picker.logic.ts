/**
 * The colour picker's value rules (SPEC.md §3 "Palette colour", colour references; §5 "Colour").
 * Every conversion is contracts/color.ts's and every palette rule contracts/palette.ts's; this
 * file only says what the control's value is:
 * - a CSS colour string: `#rrggbb` when alpha is 1, else `rgba(r, g, b, a)` (hex output needs
 *   alpha 1, §5);
 * - given a colour reference as JSON (SITE_PALETTE_COLOR with its alpha, CUSTOM_COLOR,
 *   THEME_COLOR), the colour it stands for; the reference itself is kept for the editor
 *   (`reference` on the element);
 * - anything else keeps the last valid colour, and the control says why.
 * Pure: no DOM, no React.
 */
import { COLOR_ERRORS, detectColorModel, formatColor, makeColor, parseColor, type Color } from '@sqs/runtime/contracts/color';
import { message } from '@sqs/runtime/contracts/messages';
import {
  PALETTE_DISPLAY_NAMES,
  SYSTEM_COLOR_IDS,
  resolveColorReference,
  type ColorReference,
  type Palette,
  type SystemColorId,
} from '@sqs/runtime/contracts/palette';
import type { Accepted } from '../shared/control-element';

/** Why a value was refused, when it is not written in any colour notation (SPEC.md §8). */
export const UNDETERMINED_TEXT = COLOR_ERRORS.undeterminedModel;
/** Why a value was refused when it looks like a colour but is not one (worded here; §5 gives no text). */
export const INVALID_COLOR_TEXT = '{val} is not a valid colour';
/** Why a reference was refused: it names nothing this palette has. */
export const UNKNOWN_REFERENCE_TEXT = '{val} does not name a colour of the palette';

/** The control's value for a colour: hex when opaque, else rgba(). */
export function colorValue(color: Color): string {
  return (color.alpha === 1 ? formatColor(color, 'hex') : formatColor(color, 'rgb')) ?? '#000000';
}

/**
 * THEME_COLOR names (SPEC.md §3 gives no fields): here a theme colour is named by a palette id
 * or display name ('accent', 'Bright'), so the editor can offer the theme's own names.
 */
export function themeColor(name: string): ColorReference | null {
  const id = SYSTEM_COLOR_IDS.find((candidate) => candidate === name || PALETTE_DISPLAY_NAMES[candidate] === name);
  return id ? { type: 'SITE_PALETTE_COLOR', id } : null;
}

/** A reference given as JSON text, or null when the text is not one. */
export function referenceOf(raw: string): ColorReference | null {
  if (!raw.trimStart().startsWith('{') || raw.length > 1000) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null && 'type' in value ? (value as ColorReference) : null;
  } catch {
    return null;
  }
}

export interface ColorChoice {
  color: Color;
  /** The reference the value came from, or a CUSTOM_COLOR for a colour typed or picked. */
  reference: ColorReference;
}

/** Short enough to show in a message, whatever was pasted. */
const shown = (raw: string): string => (raw.length > 60 ? `${raw.slice(0, 60)}…` : raw);

/** Any string → the colour it is, or why it is none. */
export function readColor(raw: string, palette: Palette): ColorChoice | { problem: string } {
  const reference = referenceOf(raw);
  if (reference) {
    const color = resolveColorReference(reference, palette, themeColor);
    return color ? { color, reference } : { problem: message('colorPicker.unknownReference', UNKNOWN_REFERENCE_TEXT, { val: shown(raw) }) };
  }
  // Not written in any notation this picker reads (detectColorModel also refuses anything over 128 characters).
  if (detectColorModel(raw) === null) return { problem: message('colorPicker.undetermined', UNDETERMINED_TEXT) };
  const color = parseColor(raw);
  if (!color) return { problem: message('colorPicker.invalid', INVALID_COLOR_TEXT, { val: shown(raw) }) };
  return { color, reference: { type: 'CUSTOM_COLOR', color: colorValue(color) } };
}

/** The control's rule (control-element.tsx `accept`): a colour's value, or the last one and why. */
export function acceptColor(raw: string, previous: string, palette: Palette, fallback: string): Accepted {
  const read = readColor(raw, palette);
  if ('color' in read) return { value: colorValue(read.color), problem: null };
  const kept = readColor(previous, palette);
  return { value: 'color' in kept ? colorValue(kept.color) : fallback, problem: read.problem };
}

/** The palette's swatches with their display names (SPEC.md §3), lightest to darkest, then the safe ones. */
export function swatches(palette: Palette): { id: SystemColorId; name: string; value: string }[] {
  return (Object.keys(PALETTE_DISPLAY_NAMES) as SystemColorId[]).map((id) => ({ id, name: PALETTE_DISPLAY_NAMES[id], value: colorValue(palette[id]) }));
}

/** A colour with one channel changed (the sliders and the area), in the colour's own format. */
export function withChannels(color: Color, change: Partial<Pick<Color, 'hue' | 'saturation' | 'lightness' | 'alpha'>>): Color {
  const next = { ...color, ...change };
  return makeColor(color.userFormat, next.hue, next.saturation, next.lightness, next.alpha);
}

/** The three text fields' contents for a colour: Hex (opaque), RGB and HSL strings. */
export function colorTexts(color: Color): { hex: string; rgb: string; hsl: string } {
  return {
    hex: formatColor({ ...color, alpha: 1 }, 'hex') ?? '',
    rgb: formatColor(color, 'rgb') ?? '',
    hsl: formatColor(color, 'hsl') ?? '',
  };
}
