/**
 * Colour values (SPEC.md §3 "Palette colour", §5 "Colour", §8 colour errors, §9 luma).
 *
 * A `Color` is stored the way the palette stores it: the format the user typed
 * (`userFormat`) plus HSL channels rounded to 2 decimals. Every other form (hex, rgb
 * strings, 8-bit channels) is derived from those channels.
 *
 * What comes from `colord` and what does not:
 * - colord parses hex and rgb()/rgba() strings (its patterns run in linear time and clamp
 *   out-of-range channels like CSS), converts HSL to RGB, prints hex and rgb strings and
 *   computes luma (`brightness()`).
 * - Written here, because colord does not meet SPEC.md §5: hsl()/hsla() parsing (colord
 *   demands `%` and so rejects the fractions §5 accepts, and it goes through RGB, which
 *   forgets the hue and saturation of greys); RGB → HSL (colord rounds HSL to whole
 *   numbers, §5 wants 2 decimals); hsl() printing (same rounding); WCAG contrast (colord
 *   only offers it through `extend([a11y])`, which patches the shared Colord prototype —
 *   a global side effect this side-effect-free module must not have).
 */
import { colord } from 'colord';

export type ColorModel = 'hex' | 'hsl' | 'rgb';

export const COLOR_MODELS: readonly ColorModel[] = ['hex', 'hsl', 'rgb'];

/** A colour as the palette stores it. hue [0, 360), saturation and lightness 0–100, alpha 0–1, all 2 decimals. */
export interface Color {
  readonly userFormat: ColorModel;
  readonly hue: number;
  readonly saturation: number;
  readonly lightness: number;
  readonly alpha: number;
}

/** 8-bit channels as rendered (integers 0–255) and alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

// SPEC.md §9 "Colour: dark luma threshold 0.65; default luma threshold 0.34".
export const DARK_LUMA_THRESHOLD = 0.65;
export const DEFAULT_LUMA_THRESHOLD = 0.34;

/**
 * Console messages. The first three are the exact texts of SPEC.md §8; where each applies:
 * - `invalidModel`: a model name that is no colour model at all (a formatter or converter
 *   asked for `'foo'`, or stored colour data whose `userFormat` is not hex, hsl or rgb).
 * - `undeterminedModel`: `convertColor` was given a string that does not start like any
 *   supported notation (`#`, `rgb(`, `rgba(`, `hsl(`, `hsla(`), e.g. `'red'`.
 * - `noStringSupport`: a formatter was asked for a real colour model this library has no
 *   string form for (hsv, hwb, lab, …).
 * `hexNeedsOpaque` is not a SPEC text (§5 only says an error is logged); it is worded
 * from §5 "hex output needs alpha 1".
 */
export const COLOR_ERRORS = {
  invalidModel: 'Invalid color model',
  undeterminedModel: 'Could not determine color model.',
  noStringSupport: 'No color-string support for model',
  hexNeedsOpaque: 'Hex output needs alpha 1',
} as const;

/**
 * Longest colour string looked at. The longest sensible one,
 * `hsla(359.99deg, 100.00%, 100.00%, 0.99)`, is 40 characters; anything past this bound
 * is refused before any trimming or matching, so hostile input costs O(1).
 */
export const MAX_COLOR_STRING_LENGTH = 128;

/** Colour models that exist (colord knows them) but have no string form here. */
const MODELS_WITHOUT_STRING = new Set(['hsv', 'hwb', 'lab', 'lch', 'xyz', 'cmyk', 'oklab', 'oklch', 'name']);

const round2 = (n: number): number => {
  const r = Math.round(n * 100) / 100;
  return r === 0 ? 0 : r; // no -0
};

const clamp = (n: number, min: number, max: number): number =>
  Number.isNaN(n) ? min : n < min ? min : n > max ? max : n;

/**
 * Builds a `Color`, bringing every channel into its §5 range the way CSS does (hue wraps,
 * the others clamp; NaN becomes the lower bound) and rounding to 2 decimals.
 */
export function makeColor(
  userFormat: ColorModel,
  hue: number,
  saturation: number,
  lightness: number,
  alpha = 1,
): Color {
  let h = Number.isFinite(hue) ? ((hue % 360) + 360) % 360 : 0;
  h = round2(h);
  if (h >= 360) h = 0; // 359.996 rounds up to 360, which is the same angle as 0
  return {
    userFormat,
    hue: h,
    saturation: round2(clamp(saturation, 0, 100)),
    lightness: round2(clamp(lightness, 0, 100)),
    alpha: round2(clamp(alpha, 0, 1)),
  };
}

/** Which notation a string is written in, judged by its start only; null when none fits. */
export function detectColorModel(input: string): ColorModel | null {
  if (typeof input !== 'string' || input.length > MAX_COLOR_STRING_LENGTH) return null;
  const s = input.trim().toLowerCase();
  if (s.startsWith('#')) return 'hex';
  if (s.startsWith('rgb(') || s.startsWith('rgba(')) return 'rgb';
  if (s.startsWith('hsl(') || s.startsWith('hsla(')) return 'hsl';
  return null;
}

/**
 * Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()`
 * (comma or space syntax, optional alpha as number or percent). Never throws and never
 * logs: it is the validator, returning null for anything else.
 *
 * In hsl(), a saturation or lightness with `%` is a percent; a bare number from 0 to 1 is
 * a fraction and is multiplied by 100 (so bare `1` means 100%); a bare number above 1 is a
 * percent (SPEC.md §5 "fractions 0-1 or percents accepted and converted"). Out-of-range
 * channels are clamped and the hue wraps, as in CSS.
 */
export function parseColor(input: string): Color | null {
  const model = detectColorModel(input);
  if (model === null) return null;
  const s = input.trim();
  if (model === 'hsl') return parseHsl(s);
  const parsed = colord(s);
  if (!parsed.isValid()) return null;
  const { r, g, b, a } = parsed.rgba;
  const [h, sat, l] = rgbToHsl(r, g, b);
  return makeColor(model, h, sat, l, a);
}

// Same number grammar as colord's (sign, digits, optional fraction, optional exponent),
// with one optional unit. No nested quantifiers: linear, and the input is bounded anyway.
const COMPONENT = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?)(%|deg|rad|grad|turn)?$/i;
const ANGLE_UNITS: Readonly<Record<string, number>> = { deg: 1, grad: 360 / 400, rad: 180 / Math.PI, turn: 360 };

function parseHsl(s: string): Color | null {
  const open = s.indexOf('(');
  if (!s.endsWith(')')) return null;
  const inner = s.slice(open + 1, -1).trim();
  let parts: string[];
  if (inner.includes(',')) {
    parts = inner.split(',').map((p) => p.trim());
  } else {
    const [channels = '', alpha, extra] = inner.split('/');
    if (extra !== undefined) return null;
    parts = channels.trim().split(/\s+/);
    if (alpha !== undefined) parts.push(alpha.trim());
  }
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [hPart = '', sPart = '', lPart = '', aPart] = parts;

  const hue = component(hPart);
  if (!hue || hue.unit === '%') return null;
  const hueDegrees = hue.value * (hue.unit ? (ANGLE_UNITS[hue.unit] ?? 1) : 1);

  const saturation = percentOrFraction(sPart);
  const lightness = percentOrFraction(lPart);
  if (saturation === null || lightness === null) return null;

  let alpha = 1;
  if (aPart !== undefined) {
    const a = component(aPart);
    if (!a || (a.unit && a.unit !== '%')) return null;
    alpha = a.unit === '%' ? a.value / 100 : a.value;
  }
  return makeColor('hsl', hueDegrees, saturation, lightness, alpha);
}

function component(part: string): { value: number; unit: string } | null {
  const m = COMPONENT.exec(part);
  if (!m) return null;
  const value = Number(m[1]);
  return Number.isFinite(value) ? { value, unit: (m[2] ?? '').toLowerCase() } : null;
}

function percentOrFraction(part: string): number | null {
  const c = component(part);
  if (!c) return null;
  if (c.unit === '%') return c.value;
  if (c.unit) return null; // an angle unit on saturation or lightness
  return c.value <= 1 ? c.value * 100 : c.value;
}

/** RGB (0–255, may be fractional) → [hue, saturation, lightness] unrounded. */
function rgbToHsl(red: number, green: number, blue: number): [number, number, number] {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

const toColord = (c: Color) => colord({ h: c.hue, s: c.saturation, l: c.lightness, a: c.alpha });

/** The 8-bit channels a browser paints for this colour. */
export function colorToRgba(color: Color): Rgba {
  return toColord(color).toRgb();
}

/**
 * Prints a colour in a model (default: the colour's own `userFormat`).
 * - `'hex'`: `#rrggbb`, lower case. Hex output needs alpha 1 (SPEC.md §5): for any
 *   other alpha `COLOR_ERRORS.hexNeedsOpaque` is logged and the opaque `#rrggbb` is
 *   still returned (alpha dropped), so a caller always gets a valid hex string.
 * - `'rgb'`: `rgb(r, g, b)`, or `rgba(r, g, b, a)` when alpha < 1.
 * - `'hsl'`: `hsl(h, s%, l%)`, or `hsla(h, s%, l%, a)` when alpha < 1, 2 decimals at most.
 * Any other model logs (see COLOR_ERRORS) and returns null.
 */
export function formatColor(color: Color, model: string = color.userFormat): string | null {
  switch (model) {
    case 'hex':
      if (color.alpha !== 1) {
        logColorError(COLOR_ERRORS.hexNeedsOpaque, color.alpha);
        return toColord(color).alpha(1).toHex();
      }
      return toColord(color).toHex();
    case 'rgb':
      return toColord(color).toRgbString();
    case 'hsl': {
      const channels = `${color.hue}, ${color.saturation}%, ${color.lightness}%`;
      return color.alpha < 1 ? `hsla(${channels}, ${color.alpha})` : `hsl(${channels})`;
    }
    default:
      reportUnsupportedModel(model);
      return null;
  }
}

/**
 * String to string in another model, e.g. for the colour picker's RGB/HSL/Hex fields.
 * Logs `invalidModel`/`noStringSupport` for a bad target model, `undeterminedModel` when
 * the input's notation cannot be told; returns null for those and for malformed input.
 */
export function convertColor(input: string, model: string): string | null {
  if (!(COLOR_MODELS as readonly string[]).includes(model)) {
    reportUnsupportedModel(model);
    return null;
  }
  if (detectColorModel(input) === null) {
    logColorError(COLOR_ERRORS.undeterminedModel, typeof input === 'string' ? input.slice(0, 40) : input);
    return null;
  }
  const color = parseColor(input);
  return color ? formatColor(color, model) : null;
}

/**
 * Checks stored colour data (e.g. a palette from page context). Unlike `parseColor` it
 * does not clamp: stored channels must already be in range (hue 0–360, saturation and
 * lightness 0–100, alpha 0–1; alpha may be missing, meaning 1). Values are percents only:
 * an object has no `%` to tell a fraction from a small percent, and reading 0.5 as 50
 * would saturate near-greys on every load. A bad `userFormat` logs `invalidModel`.
 */
export function normalizeColor(value: unknown): Color | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!(COLOR_MODELS as readonly unknown[]).includes(v.userFormat)) {
    logColorError(COLOR_ERRORS.invalidModel, v.userFormat);
    return null;
  }
  const inRange = (n: unknown, max: number): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= max;
  const alpha = v.alpha === undefined ? 1 : v.alpha;
  if (!inRange(v.hue, 360) || !inRange(v.saturation, 100) || !inRange(v.lightness, 100) || !inRange(alpha, 1)) {
    return null;
  }
  return makeColor(v.userFormat as ColorModel, v.hue, v.saturation, v.lightness, alpha);
}

/** Luma (Rec. 601 weights on the 8-bit channels, 0–1, 2 decimals) — colord's `brightness()`. Alpha is ignored. */
export function luma(color: Color): number {
  return colord(colorToRgba(color)).brightness();
}

/** Dark when luma is below the threshold (SPEC.md §9 default 0.34; pass DARK_LUMA_THRESHOLD for the dark test). */
export function isDark(color: Color, threshold: number = DEFAULT_LUMA_THRESHOLD): boolean {
  return luma(color) < threshold;
}

/** The exact complement of `isDark` for the same threshold. */
export function isLight(color: Color, threshold: number = DEFAULT_LUMA_THRESHOLD): boolean {
  return !isDark(color, threshold);
}

/** WCAG 2 relative luminance (0–1) of the rendered 8-bit channels; alpha is ignored. */
export function relativeLuminance(color: Color): number {
  const { r, g, b } = colorToRgba(color);
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21, unrounded (so `>= 4.5` is never passed by rounding up). */
export function contrastRatio(a: Color, b: Color): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function reportUnsupportedModel(model: unknown): void {
  const known = typeof model === 'string' && MODELS_WITHOUT_STRING.has(model.toLowerCase());
  logColorError(known ? COLOR_ERRORS.noStringSupport : COLOR_ERRORS.invalidModel, model);
}

function logColorError(message: string, detail: unknown): void {
  try {
    console.error(message, detail);
  } catch {
    /* a broken console must not break colour handling */
  }
}
