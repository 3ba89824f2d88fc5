/**
 * The font picker's rules (SPEC.md §2 font picker: search, browse, the categories, the style-guide
 * fonts, a Typekit kit). Its value is a font family's name as CSS would name it (`Lato`,
 * `Playfair Display`), '' for none. Pure: no DOM, no React. Never throws; every input is bounded.
 */
import { message } from '@sqs/runtime/contracts/messages';
import type { Accepted } from '../shared/control-element';
import { familyKey, familyName, FONT_CATEGORIES, MAX_FAMILY, type Catalogue, type CatalogueFont, type FontCategory } from './font-catalogue';

/** SPEC.md §8 "Editor": the catalogue could not be read. */
export const UNABLE_TO_LOAD_FONTS = 'Unable to load fonts';
/** SPEC.md §8 "Editor": one family's preview file could not be loaded. */
export const UNABLE_TO_LOAD_PREVIEW = 'Unable to load preview for {fontName}';
/** SPEC.md §8 console-level, reported to the error service: the page asks its kit for a font it no longer has. */
export const NO_LONGER_IN_TYPEKIT = 'Requested font no longer in Typekit';
export const NOT_A_FAMILY_TEXT = '{val} is not a font family name';

/** What the list shows: every font, the style guide's, the kit's, or one SPEC.md §2 category. */
export type FontView = 'all' | 'style-guide' | 'typekit' | FontCategory;

export interface PickerFont extends CatalogueFont {
  /** Where the family comes from: the catalogue, or the page's Typekit kit. */
  source: 'catalogue' | 'typekit';
}

const shown = (raw: string): string => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/** Any string → the value to keep: a family name (spaces collapsed), '' for none; else the previous one and why. */
export function acceptFamily(raw: string, previous: string): Accepted {
  if (raw.trim() === '') return { value: '', problem: null };
  const family = familyName(raw);
  if (family !== null) return { value: family, problem: null };
  return { value: previous, problem: message('fontPicker.notAFamily', NOT_A_FAMILY_TEXT, { val: shown(raw.replace(/\p{Cc}/gu, ' ')) }) };
}

/**
 * The style guide's families: the `style-guide` setting (names separated by commas), else the
 * page context's `googleFonts` (`includeName` is Google Fonts' `Family+Name:400,700`).
 */
export function styleGuideFamilies(setting: string, googleFonts: ReadonlyArray<{ includeName: string }>): string[] {
  const names = setting.trim() !== '' ? setting.slice(0, 50 * MAX_FAMILY).split(',') : googleFonts.slice(0, 50).map((font) => font.includeName.split(':')[0]!.replace(/\+/g, ' '));
  const families: string[] = [];
  for (const name of names) {
    const family = familyName(name);
    if (family !== null && !families.some((known) => familyKey(known) === familyKey(family))) families.push(family);
  }
  return families;
}

/** The catalogue's families, then the kit's (a kit family of a name already listed is left out). */
export function allFonts(catalogue: Catalogue): PickerFont[] {
  const fonts: PickerFont[] = catalogue.fonts.map((font) => ({ ...font, source: 'catalogue' }));
  const known = new Set(fonts.map((font) => familyKey(font.family)));
  for (const { id: _id, ...font } of catalogue.kit?.fonts ?? []) {
    if (!known.has(familyKey(font.family))) fonts.push({ ...font, source: 'typekit' });
  }
  return fonts;
}

/** The style guide's families as fonts: the catalogue's entry, else one with no preview (Other). */
export function styleGuideFonts(families: readonly string[], fonts: readonly PickerFont[]): PickerFont[] {
  return families.map((family) => fonts.find((font) => familyKey(font.family) === familyKey(family)) ?? { family, category: 'Other', preview: null, source: 'catalogue' });
}

/** The fonts one view lists, in the catalogue's order. */
export function fontsIn(view: FontView, fonts: readonly PickerFont[], styleGuide: readonly PickerFont[]): PickerFont[] {
  if (view === 'all') return [...fonts];
  if (view === 'style-guide') return [...styleGuide];
  if (view === 'typekit') return fonts.filter((font) => font.source === 'typekit');
  return fonts.filter((font) => font.category === view);
}

/** The fonts whose name holds every word of the query, regardless of case and accents. */
export function searchFonts(fonts: readonly PickerFont[], query: string): PickerFont[] {
  const words = familyKey(query.slice(0, MAX_FAMILY)).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...fonts];
  return fonts.filter((font) => {
    const key = familyKey(font.family);
    return words.every((word) => key.includes(word));
  });
}

/** The views offered: every font, the style guide and the kit when the page has them, then SPEC.md §2's categories. */
export function viewsOffered(hasStyleGuide: boolean, hasKit: boolean): FontView[] {
  return ['all', ...(hasStyleGuide ? (['style-guide'] as const) : []), ...(hasKit ? (['typekit'] as const) : []), ...FONT_CATEGORIES];
}

/** A view named in a setting, or 'all' for anything else. */
export function readView(value: string): FontView {
  return (['all', 'style-guide', 'typekit', ...FONT_CATEGORIES] as string[]).includes(value) ? (value as FontView) : 'all';
}

/** The ids of the page's Typekit fonts (page context `typekitFonts`) that its kit no longer has. */
export function missingTypekitFonts(requested: ReadonlyArray<{ id: string }>, kit: Catalogue['kit']): string[] {
  if (kit === null) return [];
  const ids = new Set(kit.fonts.map((font) => font.id));
  return [...new Set(requested.slice(0, 200).map((font) => font.id))].filter((id) => !ids.has(id));
}

/** Where the value's font is in a list, or -1. */
export const indexOfFamily = (fonts: readonly PickerFont[], family: string): number => {
  const key = familyKey(family);
  return family === '' ? -1 : fonts.findIndex((font) => familyKey(font.family) === key);
};

/** APG listbox keys: Up/Down one, PageUp/PageDown ten, Home/End the ends (no wrap). Null for other keys. */
export function listIndexFor(key: string, current: number, count: number, page = 10): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const from = current < 0 ? -1 : Math.min(current, last);
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return from < 0 ? 0 : Math.max(from - 1, 0);
    case 'PageDown':
      return Math.min(Math.max(from, 0) + page, last);
    case 'PageUp':
      return Math.max(from - page, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** APG type-ahead: the next font after `from` (wrapping) whose name starts with the typed text, or -1. */
export function typeaheadIndex(fonts: readonly PickerFont[], typed: string, from: number): number {
  // The same letter typed again (however quickly) moves on to the next name it starts; other
  // letters typed in succession refine the current match.
  const repeated = typed.length > 1 && [...typed].every((c) => c === typed[0]);
  const prefix = familyKey(repeated ? typed[0]! : typed);
  if (prefix === '' || fonts.length === 0) return -1;
  const start = typed.length === 1 || repeated ? from + 1 : Math.max(from, 0);
  for (let step = 0; step < fonts.length; step += 1) {
    const index = (start + step) % fonts.length;
    if (familyKey(fonts[index]!.family).startsWith(prefix)) return index;
  }
  return -1;
}

/** The generic family an option falls back on while (or if) its preview is not there. */
export function genericFamily(category: FontCategory): string {
  if (category === 'Serif' || category === 'Slab Serif') return 'serif';
  if (category === 'Mono') return 'monospace';
  if (category === 'Script') return 'cursive';
  return 'sans-serif';
}
