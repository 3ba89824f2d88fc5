import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSlug, slugify } from './slug';

const SLUG = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'], // lowercased, space to hyphen (§5)
    ['Summer Sale 2024!', 'summer-sale-2024'], // other characters stripped
    ['a  b\t\nc', 'a-b-c'], // any whitespace run is one hyphen
    ['a - b', 'a-b'], // no repeated hyphens
    ['a -- & -- b', 'a-b'],
    ['  -Leading and trailing-  ', 'leading-and-trailing'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'], // accents keep the base letter
    ['Ångström naïve façade', 'angstrom-naive-facade'],
    ['Straße Øresund Æble Łódź þorn', 'strasse-oresund-aeble-lodz-thorn'],
    ['İstanbul', 'istanbul'],
    ['ﬁne', 'fine'], // compatibility decomposition
    ['snake_case.and.dots', 'snakecaseanddots'],
    ['100% / 2 = 50', '100-2-50'],
    ['日本語 text 😀', 'text'],
    ['a\u00a0b\u3000c', 'a-b-c'], // non-breaking and ideographic spaces
    ['', ''],
    ['!!!', ''],
    ['---', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('returns an empty string for a non-string from untyped data', () => {
    expect(slugify(null as unknown as string)).toBe('');
    expect(slugify(12 as unknown as string)).toBe('');
  });

  it('only ever returns a-z, 0-9 and single inner hyphens (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(slugify(s)).toMatch(SLUG);
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const once = slugify(s);
        expect(slugify(once)).toBe(once);
      }),
    );
  });

  it('keeps every ASCII letter and digit, lowercased, in order (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (s) => {
        expect(slugify(s).replace(/-/g, '')).toBe(s.toLowerCase().replace(/[^a-z0-9]/g, ''));
      }),
    );
  });

  it('turns words separated by spaces into words separated by single hyphens (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (words, gap) => {
        expect(slugify(words.join(' '.repeat(gap)))).toBe(words.join('-'));
      }),
    );
  });

  it('is linear on long hostile input', () => {
    const hostile = `${'- '.repeat(50_000)}x${' -'.repeat(50_000)}`;
    const start = performance.now();
    expect(slugify(hostile)).toBe('x');
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('isSlug', () => {
  it.each(['', 'a', 'a-b', 'abc-123-x'])('%j is a slug', (s) => {
    expect(isSlug(s)).toBe(true);
  });

  it.each(['A', '-a', 'a-', 'a--b', 'a b', 'é', 'a_b'])('%j is not a slug', (s) => {
    expect(isSlug(s)).toBe(false);
  });

  it('agrees with slugify: isSlug(s) exactly when slugify(s) === s (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.stringMatching(/^[a-z0-9-]{0,12}$/)), (s) => {
        expect(isSlug(s)).toBe(slugify(s) === s);
        expect(isSlug(slugify(s))).toBe(true);
      }),
    );
  });
});
