/**
 * The font catalogue's shape (SPEC.md §2 font picker: categories Sans Serif, Serif, Display,
 * Script, Slab Serif, Mono, Other; a Typekit kit) and its forgiving reader: what
 * GET /api/editor/fonts answers, read without trusting it. Shared with the reference backend,
 * which answers in this shape. Pure: no DOM, no React. Never throws; every list is bounded.
 */

/** SPEC.md §2, in its order. A family of any other category is shown under Other. */
export const FONT_CATEGORIES = ['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** A family name longer than this is no family name (a 1 MB value stays cheap). */
export const MAX_FAMILY = 100;
/** At most this many families are read from an answer. */
export const MAX_FONTS = 5000;

export interface CatalogueFont {
  family: string;
  category: FontCategory;
  /** The font file that previews the family (a URL), or null when there is none. */
  preview: string | null;
}

export interface KitFont extends CatalogueFont {
  /** The font's id in the Typekit kit (the page context's `typekitFonts[].id`). */
  id: string;
}

export interface Catalogue {
  fonts: CatalogueFont[];
  /** The page's Typekit kit (`website.typekitId`), when one was asked for. */
  kit: { id: string; fonts: KitFont[] } | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (data: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined);

export const categoryOf = (value: unknown): FontCategory => (FONT_CATEGORIES as readonly unknown[]).includes(value) ? (value as FontCategory) : 'Other';

/** A family name as it can be shown and used: trimmed, one line, not too long; else null. */
export function familyName(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_FAMILY * 4) return null;
  const family = value.replace(/\s+/g, ' ').trim();
  // Control characters and CSS's own punctuation never belong to a family name.
  if (family === '' || family.length > MAX_FAMILY || /[\p{Cc};{}<>"\\]/u.test(family)) return null;
  return family;
}

/** Case- and accent-insensitive key of a family, so "lato" and "Lato" are one font. */
export const familyKey = (family: string): string => family.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function readFont(data: unknown): CatalogueFont | null {
  if (!isObject(data)) return null;
  const family = familyName(own(data, 'family'));
  if (family === null) return null;
  const preview = own(data, 'preview');
  return { family, category: categoryOf(own(data, 'category')), preview: typeof preview === 'string' && preview !== '' && preview.length < 2000 ? preview : null };
}

function readFonts<T>(list: unknown, read: (data: unknown) => T | null, keyOf: (font: T) => string): T[] {
  const fonts: T[] = [];
  const seen = new Set<string>();
  for (const item of Array.isArray(list) ? list.slice(0, MAX_FONTS) : []) {
    const font = read(item);
    if (font === null || seen.has(keyOf(font))) continue;
    seen.add(keyOf(font));
    fonts.push(font);
  }
  return fonts;
}

/** An answer of GET /api/editor/fonts → the catalogue; null when it is no catalogue at all ('Unable to load fonts'). */
export function readCatalogue(data: unknown): Catalogue | null {
  if (!isObject(data) || !Array.isArray(own(data, 'fonts'))) return null;
  const fonts = readFonts(own(data, 'fonts'), readFont, (font) => familyKey(font.family));
  const kitData = own(data, 'kit');
  let kit: Catalogue['kit'] = null;
  if (isObject(kitData) && typeof own(kitData, 'id') === 'string') {
    const readKitFont = (item: unknown): KitFont | null => {
      const font = readFont(item);
      const id = isObject(item) ? own(item, 'id') : undefined;
      return font && typeof id === 'string' && id !== '' && id.length <= MAX_FAMILY ? { ...font, id } : null;
    };
    kit = { id: String(own(kitData, 'id')), fonts: readFonts(own(kitData, 'fonts'), readKitFont, (font) => font.id) };
  }
  return { fonts, kit };
}
