import { describe, expect, it } from 'vitest';
import type { Catalogue } from './font-catalogue';
import {
  acceptFamily,
  allFonts,
  fontsIn,
  indexOfFamily,
  listIndexFor,
  missingTypekitFonts,
  readView,
  searchFonts,
  styleGuideFamilies,
  styleGuideFonts,
  typeaheadIndex,
  viewsOffered,
  type PickerFont,
} from './font-picker.logic';

const CATALOGUE: Catalogue = {
  fonts: [
    { family: 'Lato', category: 'Sans Serif', preview: '/sans.woff2' },
    { family: 'Open Sans', category: 'Sans Serif', preview: '/sans.woff2' },
    { family: 'Merriweather', category: 'Serif', preview: '/serif.woff2' },
    { family: 'Playfair Display', category: 'Display', preview: '/serif.woff2' },
    { family: 'Dancing Script', category: 'Script', preview: '/italic.woff2' },
    { family: 'Roboto Slab', category: 'Slab Serif', preview: '/serif.woff2' },
    { family: 'Source Code Pro', category: 'Mono', preview: '/mono.woff2' },
    { family: 'Noto Sans JP', category: 'Other', preview: '/sans.woff2' },
  ],
  kit: {
    id: 'kit1',
    fonts: [
      { id: 'tk-adelle', family: 'adelle', category: 'Slab Serif', preview: '/serif.woff2' },
      { id: 'tk-lato', family: 'LATO', category: 'Sans Serif', preview: '/sans.woff2' },
    ],
  },
};
const FONTS = allFonts(CATALOGUE);
const names = (fonts: readonly PickerFont[]) => fonts.map((f) => f.family);

describe('the value: a family name', () => {
  it('takes a family name (spaces collapsed), and nothing for none', () => {
    expect(acceptFamily('  Playfair   Display ', 'Lato')).toEqual({ value: 'Playfair Display', problem: null });
    expect(acceptFamily('', 'Lato')).toEqual({ value: '', problem: null });
    expect(acceptFamily('Not In The Catalogue', '')).toEqual({ value: 'Not In The Catalogue', problem: null });
  });
  it('keeps the previous family for any other string and says why, briefly', () => {
    expect(acceptFamily('x;}body{color:red', 'Lato')).toEqual({ value: 'Lato', problem: 'x;}body{color:red is not a font family name' });
    const huge = acceptFamily('{'.repeat(1_000_000), 'Lato');
    expect(huge.value).toBe('Lato');
    expect(huge.problem!.length).toBeLessThan(80);
    expect(acceptFamily('a\u0000b', '').problem).toBe('a b is not a font family name');
  });
});

describe('browsing', () => {
  it('lists the catalogue, then the kit fonts of names not already listed', () => {
    expect(names(FONTS)).toEqual([...CATALOGUE.fonts.map((f) => f.family), 'adelle']);
    expect(FONTS.at(-1)!.source).toBe('typekit');
  });
  it("filters by SPEC.md §2's categories, the kit and the style guide", () => {
    expect(names(fontsIn('Sans Serif', FONTS, []))).toEqual(['Lato', 'Open Sans']);
    expect(names(fontsIn('Slab Serif', FONTS, []))).toEqual(['Roboto Slab', 'adelle']);
    expect(names(fontsIn('Mono', FONTS, []))).toEqual(['Source Code Pro']);
    expect(names(fontsIn('Other', FONTS, []))).toEqual(['Noto Sans JP']);
    expect(names(fontsIn('typekit', FONTS, []))).toEqual(['adelle']);
    expect(fontsIn('all', FONTS, [])).toEqual(FONTS);
    const guide = styleGuideFonts(['merriweather', 'Brand Font'], FONTS);
    expect(fontsIn('style-guide', FONTS, guide)).toEqual([FONTS[2], { family: 'Brand Font', category: 'Other', preview: null, source: 'catalogue' }]);
  });
  it('offers the style guide and the kit only when the page has them', () => {
    expect(viewsOffered(false, false)).toEqual(['all', 'Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']);
    expect(viewsOffered(true, true).slice(0, 4)).toEqual(['all', 'style-guide', 'typekit', 'Sans Serif']);
    expect(readView('Mono')).toBe('Mono');
    expect(readView('mono')).toBe('all');
  });
  it('searches every word, regardless of case and accents, bounded', () => {
    expect(names(searchFonts(FONTS, 'sans'))).toEqual(['Open Sans', 'Noto Sans JP']);
    expect(names(searchFonts(FONTS, '  SLAB rob '))).toEqual(['Roboto Slab']);
    expect(names(searchFonts(FONTS, 'plàyfair'))).toEqual(['Playfair Display']);
    expect(searchFonts(FONTS, '')).toEqual(FONTS);
    expect(searchFonts(FONTS, 'zzz')).toEqual([]);
    expect(searchFonts(FONTS, 'a'.repeat(1_000_000))).toEqual([]);
  });
});

describe('the style guide and the kit from the page context', () => {
  it('reads the setting, else Google Fonts include names, without duplicates or bad names', () => {
    expect(styleGuideFamilies('Lato, Playfair Display ,lato,,x;y', [{ includeName: 'Ignored' }])).toEqual(['Lato', 'Playfair Display']);
    expect(styleGuideFamilies('', [{ includeName: 'Open+Sans:400,700' }, { includeName: 'Merriweather' }, { includeName: '' }])).toEqual(['Open Sans', 'Merriweather']);
  });
  it('names the page\'s Typekit fonts its kit no longer has', () => {
    expect(missingTypekitFonts([{ id: 'tk-adelle' }, { id: 'tk-gone' }, { id: 'tk-gone' }], CATALOGUE.kit)).toEqual(['tk-gone']);
    expect(missingTypekitFonts([{ id: 'tk-gone' }], null)).toEqual([]);
  });
});

describe('keyboard (APG listbox)', () => {
  it('moves one, a page, to the ends, without wrapping', () => {
    expect(listIndexFor('ArrowDown', -1, 5)).toBe(0);
    expect(listIndexFor('ArrowDown', 4, 5)).toBe(4);
    expect(listIndexFor('ArrowUp', 0, 5)).toBe(0);
    expect(listIndexFor('ArrowUp', -1, 5)).toBe(0);
    expect(listIndexFor('PageDown', 2, 30)).toBe(12);
    expect(listIndexFor('PageDown', 25, 30)).toBe(29);
    expect(listIndexFor('PageUp', 5, 30)).toBe(0);
    expect(listIndexFor('End', 0, 30)).toBe(29);
    expect(listIndexFor('Home', 9, 30)).toBe(0);
    expect(listIndexFor('a', 0, 30)).toBeNull();
    expect(listIndexFor('ArrowDown', 0, 0)).toBeNull();
  });
  it('type-ahead finds the next name with the typed start, wrapping', () => {
    expect(typeaheadIndex(FONTS, 'o', -1)).toBe(1);
    expect(typeaheadIndex(FONTS, 'r', 0)).toBe(5);
    // The only match, from itself: it wraps round to it.
    expect(typeaheadIndex(FONTS, 's', 6)).toBe(6);
    expect(typeaheadIndex(FONTS, 'l', 0)).toBe(0);
    expect(typeaheadIndex(FONTS, 'me', 0)).toBe(2);
    // 'oo' is 'o' again: on to the next name starting with o, wrapping.
    expect(typeaheadIndex(FONTS, 'oo', 1)).toBe(1);
    expect(typeaheadIndex(FONTS, 'rr', 5)).toBe(5);
    expect(typeaheadIndex(FONTS, 'ss', 6)).toBe(6);
    expect(typeaheadIndex(FONTS, 'q', 0)).toBe(-1);
  });
  it('finds the value in a list regardless of case', () => {
    expect(indexOfFamily(FONTS, 'merriweather')).toBe(2);
    expect(indexOfFamily(FONTS, '')).toBe(-1);
    expect(indexOfFamily(FONTS, 'Nope')).toBe(-1);
  });
});
