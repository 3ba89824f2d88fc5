/**
 * The site colour palette (SPEC.md §3 "Palette colour", §9 colour constants).
 *
 * SPEC.md names the pieces but not how they are made; the derivation below is this
 * library's own, deterministic design:
 *
 * - `accent` is the seed (SPEC.md §3), made opaque; an invalid seed falls back to
 *   `#FFAABB` (§9). `white` and `black` are pure #ffffff and #000000 unless a custom
 *   palette sets them.
 * - `lightAccent`: same hue and saturation, lightness moved half-way towards 100, then
 *   raised further (if needed) until its luma reaches the dark luma threshold 0.65 (§9),
 *   so "Light" is light even by the stricter test. `darkAccent`: lightness halved, then
 *   lowered until luma is below the default threshold 0.34 (§9).
 * - Safe variants keep hue and saturation and move lightness only as far as needed for a
 *   WCAG contrast of at least 4.5:1 (the AA ratio for body text) against a surface:
 *     safeLightAccent         lightAccent on black (a light colour's own surface)
 *     safeDarkAccent          darkAccent on white  (a dark colour's own surface)
 *     safeInverseLightAccent  lightAccent on white
 *     safeInverseDarkAccent   darkAccent on black
 *     safeInverseAccent       accent on whichever of white/black it contrasts LESS with
 *   There is no `safeAccent` in SPEC.md, and none is needed: every colour reaches at least
 *   4.5:1 (≈4.58 at worst) against white or black, so the accent is already safe on its
 *   own surface. That surface is chosen by WCAG contrast, not by luma: luma weighs the
 *   channels differently from luminance (pure red has luma 0.30, "dark", yet reads better
 *   on black than on white).
 */
import {
  DARK_LUMA_THRESHOLD,
  contrastRatio,
  isDark,
  isLight,
  makeColor,
  normalizeColor,
  parseColor,
  relativeLuminance,
} from './color';
import type { Color } from './color';

export type SystemColorId =
  | 'white'
  | 'black'
  | 'accent'
  | 'lightAccent'
  | 'darkAccent'
  | 'safeLightAccent'
  | 'safeDarkAccent'
  | 'safeInverseAccent'
  | 'safeInverseLightAccent'
  | 'safeInverseDarkAccent';

/** SPEC.md §3 system colour ids, in its order. */
export const SYSTEM_COLOR_IDS: readonly SystemColorId[] = [
  'white',
  'black',
  'accent',
  'lightAccent',
  'darkAccent',
  'safeLightAccent',
  'safeDarkAccent',
  'safeInverseAccent',
  'safeInverseLightAccent',
  'safeInverseDarkAccent',
];

/** The five colours a palette is made of; the safe ones are computed from them. */
export type BaseColorId = 'white' | 'lightAccent' | 'accent' | 'darkAccent' | 'black';

/**
 * Display names. SPEC.md §3 gives Lightest, Light, Bright, Dark, Darkest "plus Safe
 * variants"; they map lightest-to-darkest onto white, lightAccent, accent (the seed is the
 * "Bright" one), darkAccent, black. The Safe names are this library's: "Safe " + the name
 * of the colour they adjust, with "Inverse" for the inverse surface.
 */
export const PALETTE_DISPLAY_NAMES: Readonly<Record<SystemColorId, string>> = {
  white: 'Lightest',
  lightAccent: 'Light',
  accent: 'Bright',
  darkAccent: 'Dark',
  black: 'Darkest',
  safeLightAccent: 'Safe Light',
  safeDarkAccent: 'Safe Dark',
  safeInverseAccent: 'Safe Inverse Bright',
  safeInverseLightAccent: 'Safe Inverse Light',
  safeInverseDarkAccent: 'Safe Inverse Dark',
};

/** The id behind a display name (exact, case-sensitive), or null. */
export function colorIdForDisplayName(name: string): SystemColorId | null {
  return SYSTEM_COLOR_IDS.find((id) => PALETTE_DISPLAY_NAMES[id] === name) ?? null;
}

/** SPEC.md §9 "fallback seed #FFAABB". */
export const FALLBACK_SEED = '#FFAABB';
/** WCAG 2 AA contrast for normal text; what "safe" means here. */
export const SAFE_CONTRAST_RATIO = 4.5;

export const PALETTE_MODES = ['Presets', 'Custom Colors', 'From Image', 'From Color'] as const;
export type PaletteMode = (typeof PALETTE_MODES)[number];

export const PALETTE_PRESETS = ['Monochrome', 'Complementary', 'Analogous I', 'Analogous II'] as const;
export type PalettePreset = (typeof PALETTE_PRESETS)[number];

/**
 * Hue offsets (degrees from the seed) of the colours lightAccent and darkAccent are
 * derived from. Monochrome keeps the seed hue; Complementary uses the opposite hue;
 * Analogous I puts the seed between its neighbours (−30°, +30°); Analogous II puts it at
 * one end of the run (+30°, +60°).
 */
export const PRESET_HUE_OFFSETS: Readonly<Record<PalettePreset, { readonly light: number; readonly dark: number }>> = {
  Monochrome: { light: 0, dark: 0 },
  Complementary: { light: 180, dark: 180 },
  'Analogous I': { light: -30, dark: 30 },
  'Analogous II': { light: 30, dark: 60 },
};

export interface PaletteColor {
  readonly id: SystemColorId;
  readonly value: Color;
}

export type Palette = Readonly<Record<SystemColorId, Color>>;
export type BasePalette = Readonly<Record<BaseColorId, Color>>;

// Literals rather than makeColor() calls: no work at import time, nothing to stop tree-shaking.
const WHITE: Color = { userFormat: 'hex', hue: 0, saturation: 0, lightness: 100, alpha: 1 };
const BLACK: Color = { userFormat: 'hex', hue: 0, saturation: 0, lightness: 0, alpha: 1 };

const opaque = (c: Color): Color => makeColor(c.userFormat, c.hue, c.saturation, c.lightness, 1);
const withLightness = (c: Color, lightness: number): Color => makeColor(c.userFormat, c.hue, c.saturation, lightness, 1);
const rotate = (c: Color, degrees: number): Color => makeColor(c.userFormat, c.hue + degrees, c.saturation, c.lightness, 1);

/** A colour string or a stored colour object, opaque; null when invalid. */
function toColor(value: string | Color | null | undefined): Color | null {
  const c = typeof value === 'string' ? parseColor(value) : normalizeColor(value);
  return c && opaque(c);
}

/** The seed as an opaque colour; `#FFAABB` when it is missing or invalid (SPEC.md §9). */
export function resolveSeed(seed: string | Color | null | undefined): Color {
  return toColor(seed) ?? (parseColor(FALLBACK_SEED) as Color);
}

/**
 * Walks lightness in hundredths from `from` towards `to` and returns the first value for
 * which `passes` holds, by bisection — valid because every caller's test flips only
 * once along the way (RGB channels, hence luma and luminance, never decrease as HSL
 * lightness grows). Null when even `to` fails.
 */
function firstPassing(c: Color, from: number, to: number, passes: (c: Color) => boolean): Color | null {
  let near = Math.round(from * 100);
  let far = Math.round(to * 100);
  if (passes(withLightness(c, near / 100))) return withLightness(c, near / 100);
  if (!passes(withLightness(c, far / 100))) return null;
  while (Math.abs(far - near) > 1) {
    const mid = Math.trunc((near + far) / 2);
    if (passes(withLightness(c, mid / 100))) far = mid;
    else near = mid;
  }
  return withLightness(c, far / 100);
}

/** lightAccent of a colour: lightness half-way to 100, then up to luma ≥ 0.65 (SPEC.md §9 dark luma threshold). */
export function lightAccentOf(color: Color): Color {
  const start = color.lightness + (100 - color.lightness) / 2;
  // Lightness 100 is white (luma 1), so this always finds one.
  return firstPassing(color, start, 100, (c) => isLight(c, DARK_LUMA_THRESHOLD)) ?? withLightness(color, 100);
}

/** darkAccent of a colour: lightness halved, then down to luma < 0.34 (SPEC.md §9 default luma threshold). */
export function darkAccentOf(color: Color): Color {
  return firstPassing(color, color.lightness / 2, 0, (c) => isDark(c)) ?? withLightness(color, 0);
}

/**
 * The colour, opaque, with its lightness moved the least that gives at least `ratio`
 * contrast against `surface`; hue and saturation kept. It stays on its side of the surface
 * (darker than a light surface, lighter than a dark one) when that side can reach the
 * ratio, else it crosses over; when neither can, it returns the lightness extreme with the
 * most contrast. Against pure white or black the ratio is always reached.
 */
export function ensureContrast(color: Color, surface: Color, ratio: number = SAFE_CONTRAST_RATIO): Color {
  const start = opaque(color);
  if (contrastRatio(start, surface) >= ratio) return start;
  const ys = relativeLuminance(surface);
  const enough = (c: Color) => contrastRatio(c, surface) >= ratio;
  const darker = firstPassing(start, start.lightness, 0, (c) => relativeLuminance(c) <= ys && enough(c));
  const lighter = firstPassing(start, start.lightness, 100, (c) => relativeLuminance(c) >= ys && enough(c));
  const ownSideDarker = relativeLuminance(start) <= ys;
  const [first, second] = ownSideDarker ? [darker, lighter] : [lighter, darker];
  if (first || second) return (first ?? second) as Color;
  const black = withLightness(start, 0);
  const white = withLightness(start, 100);
  return contrastRatio(black, surface) >= contrastRatio(white, surface) ? black : white;
}

/** Adds the five safe variants (see the file comment) to a base palette. */
export function buildPalette(base: BasePalette): Palette {
  const { white, black, accent, lightAccent, darkAccent } = base;
  const accentInverse = contrastRatio(accent, white) < contrastRatio(accent, black) ? white : black;
  return {
    white,
    black,
    accent,
    lightAccent,
    darkAccent,
    safeLightAccent: ensureContrast(lightAccent, black),
    safeDarkAccent: ensureContrast(darkAccent, white),
    safeInverseAccent: ensureContrast(accent, accentInverse),
    safeInverseLightAccent: ensureContrast(lightAccent, white),
    safeInverseDarkAccent: ensureContrast(darkAccent, black),
  };
}

/**
 * A whole palette from a seed ("From Color" mode, or a preset in "Presets" mode).
 * An unknown preset from untyped data is treated as Monochrome.
 */
export function derivePalette(seed: string | Color | null | undefined, preset: PalettePreset = 'Monochrome'): Palette {
  const accent = resolveSeed(seed);
  const offsets = PRESET_HUE_OFFSETS[preset] ?? PRESET_HUE_OFFSETS.Monochrome;
  return buildPalette({
    white: WHITE,
    black: BLACK,
    accent,
    lightAccent: lightAccentOf(rotate(accent, offsets.light)),
    darkAccent: darkAccentOf(rotate(accent, offsets.dark)),
  });
}

/** One palette per preset, for the "Presets" mode picker. */
export function presetPalettes(seed: string | Color | null | undefined): Readonly<Record<PalettePreset, Palette>> {
  return {
    Monochrome: derivePalette(seed, 'Monochrome'),
    Complementary: derivePalette(seed, 'Complementary'),
    'Analogous I': derivePalette(seed, 'Analogous I'),
    'Analogous II': derivePalette(seed, 'Analogous II'),
  };
}

/**
 * "Custom Colors" mode: the owner's own base colours (strings or stored colours); a
 * missing or invalid one is derived as in Monochrome (the accent falls back to the seed
 * #FFAABB). Safe variants are computed against the palette's own white and black.
 */
export function customPalette(colors: Partial<Record<BaseColorId, string | Color | null>>): Palette {
  const accent = resolveSeed(colors.accent);
  return buildPalette({
    white: toColor(colors.white) ?? WHITE,
    black: toColor(colors.black) ?? BLACK,
    accent,
    lightAccent: toColor(colors.lightAccent) ?? lightAccentOf(accent),
    darkAccent: toColor(colors.darkAccent) ?? darkAccentOf(accent),
  });
}

/**
 * "From Image" mode, given colours already sampled from the image (sampling needs the
 * DOM and lives elsewhere): the most colourful one — highest saturation weighted by
 * closeness to mid lightness, first one on a tie — seeds the palette.
 */
export function paletteFromImageColors(
  colors: readonly (string | Color)[],
  preset: PalettePreset = 'Monochrome',
): Palette {
  let best: Color | null = null;
  let bestScore = -1;
  for (const value of colors) {
    const c = toColor(value);
    if (!c) continue;
    const score = c.saturation * (1 - Math.abs(c.lightness - 50) / 50);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return derivePalette(best, preset);
}

/** The palette as SPEC.md §3 palette colours (id plus value), in SYSTEM_COLOR_IDS order. */
export function paletteColors(palette: Palette): PaletteColor[] {
  return SYSTEM_COLOR_IDS.map((id) => ({ id, value: palette[id] }));
}

/** SPEC.md §3 colour references. */
export type ColorReference =
  | { readonly type: 'SITE_PALETTE_COLOR'; readonly id: string; readonly alpha?: number }
  | { readonly type: 'CUSTOM_COLOR'; readonly color: string }
  | { readonly type: 'THEME_COLOR'; readonly name: string };

/**
 * Maps a theme colour name (e.g. a theme's "button background") to another reference —
 * usually a SITE_PALETTE_COLOR. SPEC.md §3 names THEME_COLOR without its fields; here it
 * carries a `name` and the caller supplies what the names mean.
 */
export type ThemeColorResolver = (name: string) => ColorReference | null | undefined;

/** How many THEME_COLOR hops are followed before a chain is taken to be a cycle. */
const MAX_THEME_HOPS = 8;

/**
 * The colour a reference stands for, or null (unknown id, bad colour string, no resolver,
 * a theme chain longer than 8 — a cycle —, or a malformed reference from untyped data).
 * A SITE_PALETTE_COLOR `alpha` (0–1, clamped) replaces the palette colour's alpha.
 */
export function resolveColorReference(ref: unknown, palette: Palette, resolveTheme?: ThemeColorResolver): Color | null {
  let current: unknown = ref;
  for (let hop = 0; hop <= MAX_THEME_HOPS; hop++) {
    if (typeof current !== 'object' || current === null) return null;
    const r = current as Record<string, unknown>;
    switch (r.type) {
      case 'SITE_PALETTE_COLOR': {
        const id = r.id;
        if (typeof id !== 'string' || !(SYSTEM_COLOR_IDS as readonly string[]).includes(id)) return null;
        const c = palette[id as SystemColorId] as Color | undefined; // a palette built from untyped data may lack it
        if (!c) return null;
        if (r.alpha === undefined) return c;
        if (typeof r.alpha !== 'number' || Number.isNaN(r.alpha)) return null;
        return makeColor(c.userFormat, c.hue, c.saturation, c.lightness, r.alpha);
      }
      case 'CUSTOM_COLOR':
        return typeof r.color === 'string' ? parseColor(r.color) : null;
      case 'THEME_COLOR':
        if (typeof r.name !== 'string' || !resolveTheme) return null;
        try {
          current = resolveTheme(r.name);
        } catch {
          return null; // a caller's resolver must not break rendering
        }
        break;
      default:
        return null;
    }
  }
  return null;
}
