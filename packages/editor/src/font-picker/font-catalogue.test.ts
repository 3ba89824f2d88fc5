import { describe, expect, it } from 'vitest';
import { familyKey, familyName, readCatalogue } from './font-catalogue';

describe('readCatalogue (GET /api/editor/fonts, read without trusting it)', () => {
  it('keeps the fonts as given, an unknown category under Other, a missing preview as null', () => {
    const catalogue = readCatalogue({
      fonts: [
        { family: 'Lato', category: 'Sans Serif', preview: '/assets/fonts/a.woff2' },
        { family: '  Playfair   Display ', category: 'Display', preview: '/f.woff2' },
        { family: 'Comic', category: 'Handwriting' },
      ],
    });
    expect(catalogue).toEqual({
      fonts: [
        { family: 'Lato', category: 'Sans Serif', preview: '/assets/fonts/a.woff2' },
        { family: 'Playfair Display', category: 'Display', preview: '/f.woff2' },
        { family: 'Comic', category: 'Other', preview: null },
      ],
      kit: null,
    });
  });

  it('drops what is no font: no name, a name CSS would break on, a duplicate (regardless of case)', () => {
    const catalogue = readCatalogue({
      fonts: [{ family: 'Lato' }, { family: 'lato' }, { family: 'x;}body{' }, { family: 'a"b' }, { family: '' }, { family: 3 }, null, 'Lato', { family: 'y'.repeat(101) }, { family: 'Ok\u0000' }],
      kit: { id: 'k1', fonts: [{ id: 'tk-a', family: 'adelle', category: 'Slab Serif' }, { family: 'no-id' }, { id: 'tk-a', family: 'again' }] },
    });
    expect(catalogue?.fonts.map((f) => f.family)).toEqual(['Lato']);
    expect(catalogue?.kit).toEqual({ id: 'k1', fonts: [{ id: 'tk-a', family: 'adelle', category: 'Slab Serif', preview: null }] });
  });

  it('is null for an answer that is no catalogue', () => {
    for (const data of [null, 'fonts', [], {}, { fonts: 'Lato' }, { fonts: {} }]) expect(readCatalogue(data)).toBeNull();
  });

  it('reads a huge answer only up to its bound', () => {
    const fonts = Array.from({ length: 20_000 }, (_, i) => ({ family: `Font ${i}`, category: 'Serif' }));
    expect(readCatalogue({ fonts })?.fonts.length).toBe(5000);
  });
});

describe('familyName / familyKey', () => {
  it('collapses spaces and refuses control characters, CSS punctuation and over-long names', () => {
    expect(familyName(' Open \n Sans ')).toBe('Open Sans');
    expect(familyName("Font 'Quoted'")).toBe("Font 'Quoted'");
    for (const bad of ['', '   ', 'a\u0007b', 'a{b', 'a;b', '<b>', 'a\\b', 'z'.repeat(101), 'z'.repeat(1_000_000), 42, null]) expect(familyName(bad)).toBeNull();
  });
  it('one key for one family, whatever the case and accents', () => {
    expect(familyKey('Crème Brûlée')).toBe(familyKey('CREME brulee'));
  });
});
