/**
 * The six map styles (SPEC.md §3 "Map location"), as a tile set and a CSS filter over it. SPEC
 * numbers them twice, and the two orders of the minimal styles differ:
 *   names:    Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue
 *   numbered: 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue
 * So `4` is MinimalLight while the fourth name is MinimalDark: both are mapped here by hand,
 * never by position. Pure.
 */
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** SPEC's numbered order (1 to 6): the minimal light and dark swap places against the names. */
export const STYLE_BY_NUMBER: Readonly<Record<number, MapStyle>> = {
  1: 'Original',
  2: 'Grayscale',
  3: 'Satellite',
  4: 'MinimalLight',
  5: 'MinimalDark',
  6: 'MinimalBlue',
};

export interface StyleLook {
  /** Which tile set: the site's base tiles, or its satellite tiles when it has them. */
  tiles: 'base' | 'satellite';
  /** A CSS filter over the tile pane ('' for none). */
  filter: string;
}

export const STYLE_LOOK: Readonly<Record<MapStyle, StyleLook>> = {
  Original: { tiles: 'base', filter: '' },
  Grayscale: { tiles: 'base', filter: 'grayscale(1)' },
  Satellite: { tiles: 'satellite', filter: '' },
  MinimalDark: { tiles: 'base', filter: 'grayscale(1) invert(1) brightness(0.9) contrast(0.9)' },
  MinimalLight: { tiles: 'base', filter: 'grayscale(1) brightness(1.15) contrast(0.7)' },
  MinimalBlue: { tiles: 'base', filter: 'grayscale(1) sepia(1) hue-rotate(170deg) saturate(2.2) brightness(0.95)' },
};

/**
 * A style as a site gives it: a name (any case, spaces and dashes ignored: 'minimal-dark',
 * 'Minimal Dark'), or SPEC's number (1 to 6, as a number or a numeric string). Null for
 * anything else, so the reader can warn and keep Original.
 */
export function mapStyleOf(value: unknown): MapStyle | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+\s*$/.test(value))) {
    return STYLE_BY_NUMBER[Number(value)] ?? null;
  }
  if (typeof value !== 'string') return null;
  const key = value.replace(/[\s_-]/g, '').toLowerCase();
  return MAP_STYLES.find((name) => name.toLowerCase() === key) ?? null;
}
