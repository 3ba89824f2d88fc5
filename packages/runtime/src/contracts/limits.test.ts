import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  BYTES_PER_MB,
  MAX_BLOCKS_PER_LAYOUT,
  MAX_CATEGORY_LENGTH,
  MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION,
  MAX_NESTED_CATEGORIES,
  MAX_PHOTO_SERVICE_GALLERY_COUNT,
  MAX_PHOTO_SERVICE_GALLERY_SIZE,
  MAX_PRODUCTS_IN_COLLECTION,
  MAX_SLIDER_ASPECT_RATIO,
  MAX_TAG_LENGTH,
  MAX_TRACKS_PER_ALBUM,
  bytesToMegabytes,
  canAdd,
  megabytesToBytes,
  remainingCapacity,
  withinLength,
  withinLimit,
} from './limits';

describe('caps (SPEC.md §9, §5)', () => {
  it.each([
    ['blocks per layout', MAX_BLOCKS_PER_LAYOUT, 60],
    ['tracks per album', MAX_TRACKS_PER_ALBUM, 60],
    ['items in user-orderable collection', MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION, 250],
    ['products in collection', MAX_PRODUCTS_IN_COLLECTION, 200],
    ['nested categories', MAX_NESTED_CATEGORIES, 10000],
    ['photo-service gallery count', MAX_PHOTO_SERVICE_GALLERY_COUNT, 20],
    ['photo-service gallery size', MAX_PHOTO_SERVICE_GALLERY_SIZE, 50],
    ['slider aspect ratio', MAX_SLIDER_ASPECT_RATIO, 50],
    ['max tag length', MAX_TAG_LENGTH, 50],
    ['max category length', MAX_CATEGORY_LENGTH, 25],
    ['bytes per MB', BYTES_PER_MB, 1000000],
  ])('%s is %d', (_what, actual, spec) => {
    expect(actual).toBe(spec);
  });
});

describe('withinLimit', () => {
  it('is inclusive of the cap', () => {
    expect(withinLimit(0, 60)).toBe(true);
    expect(withinLimit(60, MAX_BLOCKS_PER_LAYOUT)).toBe(true);
    expect(withinLimit(61, MAX_BLOCKS_PER_LAYOUT)).toBe(false);
    expect(withinLimit(250, MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION)).toBe(true);
    expect(withinLimit(201, MAX_PRODUCTS_IN_COLLECTION)).toBe(false);
  });

  it.each([-1, 1.5, Number.NaN, Infinity])('rejects a count of %d', (n) => {
    expect(withinLimit(n, 100)).toBe(false);
  });

  it('property: agrees with 0 <= n <= cap for whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 20000 }), fc.constantFrom(60, 250, 200, 10000, 20, 50), (n, cap) => {
        expect(withinLimit(n, cap)).toBe(n >= 0 && n <= cap);
      }),
    );
  });
});

describe('remainingCapacity and canAdd', () => {
  it('examples', () => {
    expect(remainingCapacity(0, 60)).toBe(60);
    expect(remainingCapacity(59, 60)).toBe(1);
    expect(remainingCapacity(60, 60)).toBe(0);
    expect(remainingCapacity(75, 60)).toBe(0);
    expect(remainingCapacity(-3, 60)).toBe(0);
    expect(canAdd(59, 60)).toBe(true);
    expect(canAdd(60, 60)).toBe(false);
    expect(canAdd(55, 60, 5)).toBe(true);
    expect(canAdd(55, 60, 6)).toBe(false);
    expect(canAdd(10, 60, -1)).toBe(false);
    expect(canAdd(10, 60, 0.5)).toBe(false);
  });

  it('property: adding what remains always fits, one more never does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), fc.nat(), (cap, seed) => {
        const count = seed % (cap + 1);
        const room = remainingCapacity(count, cap);
        expect(count + room).toBe(cap);
        expect(canAdd(count, cap, room)).toBe(true);
        expect(canAdd(count, cap, room + 1)).toBe(false);
        expect(withinLimit(count + room, cap)).toBe(true);
        expect(withinLimit(count + room + 1, cap)).toBe(false);
      }),
    );
  });
});

describe('lengths (§5)', () => {
  it('tags take up to 50, categories up to 25', () => {
    expect(withinLength('t'.repeat(50), MAX_TAG_LENGTH)).toBe(true);
    expect(withinLength('t'.repeat(51), MAX_TAG_LENGTH)).toBe(false);
    expect(withinLength('c'.repeat(25), MAX_CATEGORY_LENGTH)).toBe(true);
    expect(withinLength('c'.repeat(26), MAX_CATEGORY_LENGTH)).toBe(false);
    expect(withinLength('', MAX_TAG_LENGTH)).toBe(true);
  });

  it('counts UTF-16 code units', () => {
    expect(withinLength('é'.normalize('NFD').repeat(12), MAX_CATEGORY_LENGTH)).toBe(true); // 24 units
    expect(withinLength('é'.normalize('NFD').repeat(13), MAX_CATEGORY_LENGTH)).toBe(false); // 26 units
    expect(withinLength('😀'.repeat(25), 50)).toBe(true);
    expect(withinLength('😀'.repeat(26), 50)).toBe(false);
  });

  it('property: a string fits exactly when it is no longer than the cap', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'binary' }), (s) => {
        expect(withinLength(s, MAX_TAG_LENGTH)).toBe(s.length <= 50);
        expect(withinLength(s, MAX_CATEGORY_LENGTH)).toBe(s.length <= 25);
      }),
    );
  });
});

describe('megabytes (§9: 1 MB = 1,000,000 bytes)', () => {
  it('is decimal', () => {
    expect(megabytesToBytes(1)).toBe(1000000);
    expect(megabytesToBytes(20)).toBe(20000000);
    expect(bytesToMegabytes(2500000)).toBe(2.5);
    expect(bytesToMegabytes(1048576)).not.toBe(1);
  });

  it('property: the two conversions invert each other on whole megabytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (mb) => {
        expect(bytesToMegabytes(megabytesToBytes(mb))).toBe(mb);
        expect(megabytesToBytes(mb)).toBe(mb * 1e6);
      }),
    );
  });
});
