import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALLERY_DESIGNS } from './design-table';
import {
  AUTO_PLACEHOLDER_PERCENT,
  DEFAULT_AUTOPLAY_TIMEOUT_MS,
  GALLERY_ATTRIBUTES,
  MAX_TIMER_MS,
  defaultGallerySettings,
  noMotionQuery,
  parseAspectRatio,
  placeholderPercent,
  readGallerySettings,
} from './gallery-settings';

const read = (json: unknown, attributes: Record<string, string> = {}, search?: string) =>
  readGallerySettings(json, { getAttribute: (name) => attributes[name] ?? null, search });

describe('readGallerySettings: defaults (SPEC.md §3, §9)', () => {
  it('reads an empty object as the base design with SPEC defaults and no problems', () => {
    const { settings, problems, blockDataError } = read({});
    expect(problems).toEqual([]);
    expect(blockDataError).toBeNull();
    expect(settings).toEqual(defaultGallerySettings('base'));
    expect(settings).toMatchObject({
      design: 'base',
      autoplay: false,
      autoplayTimeoutMs: 5000,
      autoplayRandomize: true,
      keyboard: true,
      loop: false,
      currentIndex: 0,
      imageAspectRatio: null,
      activeAlignment: 'middle',
      transition: 'fade',
      nomotion: false,
    });
    expect(DEFAULT_AUTOPLAY_TIMEOUT_MS).toBe(5000);
  });

  it.each([
    ['carousel', { design: 'carousel', slidesPerRow: 3, gutter: 1 }],
    ['grid', { design: 'grid', slidesPerRow: 4 }],
    ['autocolumns', { design: 'autocolumns', columnWidth: 250, gutter: 0 }],
    ['autogrid', { design: 'autogrid', columnWidth: 250, gutter: 0 }],
    ['autorows', { design: 'autorows', rowHeight: 250, gutter: 20, lightbox: true }],
    ['slideshow', { design: 'stacked', preloadCount: 1, autoplayTimeoutMs: 5000 }],
    ['slider', { design: 'strip', preloadCount: 1, activeAlignment: 'middle' }],
    ['stacked', { design: 'base' }],
    ['list', { design: 'list' }],
  ])('design %s has its defaults', (design, expected) => {
    const { settings, problems } = read({ design });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject(expected);
  });

  it('falls back to base with the SPEC text for an unknown design', () => {
    const { settings, problems } = read({ design: 'mosaic' });
    expect(settings.design).toBe('base');
    expect(problems).toEqual([
      "Design 'mosaic' not found. Currently loaded designs: [stacked, slider, slideshow, grid, autogrid, autocolumns, autorows, carousel, list]",
    ]);
  });
});

describe('readGallerySettings: block data keys (SPEC.md §3 "Gallery block data")', () => {
  it('reads every key as spelled in SPEC.md', () => {
    const { settings, problems } = read({
      design: 'carousel',
      imageAspectRatio: '16:9',
      slidesPerRow: 5,
      lightbox: true,
      mixedContent: true,
      columnWidth: 300,
      gutter: 12,
      listImageSize: 40,
      autoplay: true,
      'autoplay-duration': 3,
      'active-alignment': 'start',
      'thumbnails-per-row': 6,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 10,
      'square-thumbs': true,
      'auto-crop': false,
      lightboxTheme: 'light',
      thumbnails: true,
      padding: 8,
      vSize: 60,
      'meta-position': 'top-right',
      loop: true,
      preloadCount: 2,
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      design: 'carousel',
      imageAspectRatio: 16 / 9,
      slidesPerRow: 5,
      lightbox: true,
      mixedContent: true,
      columnWidth: 300,
      gutter: 12,
      listImageSize: 40,
      autoplay: true,
      autoplayTimeoutMs: 3000,
      activeAlignment: 'start',
      thumbnailsPerRow: 6,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 10,
      squareThumbs: true,
      autoCrop: false,
      lightboxTheme: 'light',
      thumbnails: true,
      padding: 8,
      vSize: 60,
      metaPosition: 'top-right',
      loop: true,
      preloadCount: 2,
    });
  });

  it("reads imageAspectRatio 'Auto' as none", () => {
    expect(read({ imageAspectRatio: 'Auto' }).settings.imageAspectRatio).toBeNull();
    expect(read({ imageAspectRatio: 'auto' }).settings.imageAspectRatio).toBeNull();
  });

  it('accepts lightbox-theme as well as lightboxTheme, and numbers and booleans as strings', () => {
    const { settings, problems } = read({ 'lightbox-theme': 'light', slidesPerRow: '2', loop: 'true', 'autoplay-duration': '1.5' });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ lightboxTheme: 'light', slidesPerRow: 2, loop: true, autoplayTimeoutMs: 1500 });
  });

  it('keeps defaults and reports values of the wrong type or range', () => {
    const { settings, problems } = read({
      design: 'grid',
      slidesPerRow: 0,
      gutter: -1,
      lightbox: 'yes',
      'autoplay-duration': 0,
      'meta-position': 'middle',
      lightboxTheme: 'sepia',
      preloadCount: 1.5,
      imageAspectRatio: 'tall',
    });
    expect(settings).toMatchObject({
      slidesPerRow: 4,
      gutter: 0,
      lightbox: false,
      autoplayTimeoutMs: 5000,
      metaPosition: 'bottom-left',
      lightboxTheme: 'dark',
      preloadCount: 1,
      imageAspectRatio: null,
    });
    expect(problems).toHaveLength(8);
    expect(problems).toContain('"slidesPerRow": 0 is not a whole number of at least 1; using 4');
    expect(problems).toContain('"lightbox": "yes" is not a boolean; using false');
  });

  it('reports the SPEC texts for columnWidth, strip alignment and transition', () => {
    const { settings, problems } = read({ design: 'autocolumns', columnWidth: 0, 'active-alignment': 'left', transition: 'wipe' });
    expect(settings).toMatchObject({ columnWidth: 250, activeAlignment: 'middle', transition: 'fade' });
    expect(problems).toEqual([
      'Autocolumns columnWidth must be a number above 0.',
      "Strip alignment must be start, middle or end, not 'left'.",
      "Unknown stacked transition 'wipe'.",
    ]);
  });

  it('treats a null value as not given', () => {
    expect(read({ vSize: null, gutter: null }).problems).toEqual([]);
  });

  it('ignores unknown and prototype keys', () => {
    const json = JSON.parse('{"__proto__": {"loop": true}, "constructor": 1, "extra": 2}') as unknown;
    const { settings, problems } = read(json);
    expect(settings.loop).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('readGallerySettings: block data errors (SPEC.md §5)', () => {
  it("reports text that is not JSON as 'Error decoding gallery block data.'", () => {
    const result = read('{design: grid');
    expect(result.blockDataError).toBe('Error decoding gallery block data.');
    expect(result.problems).toEqual(['Error decoding gallery block data.']);
    expect(result.settings).toEqual(defaultGallerySettings());
  });

  it("reports missing or non-object data as 'Error evaluating gallery block data.'", () => {
    for (const json of [undefined, null, '', '  ', 'null', '[1]', '42', [], 7]) {
      expect(read(json).blockDataError).toBe('Error evaluating gallery block data.');
    }
  });

  it('parses JSON text', () => {
    expect(read('{"design":"grid","lightbox":true}').settings).toMatchObject({ design: 'grid', lightbox: true });
  });

  it('is no error to have no JSON when attributes carry the settings', () => {
    const result = read(null, { design: 'grid' });
    expect(result.blockDataError).toBeNull();
    expect(result.settings.design).toBe('grid');
  });
});

describe('readGallerySettings: attributes (CONTRACT.md §4)', () => {
  it('lets a kebab-case attribute win over the JSON', () => {
    const { settings } = read({ design: 'grid', slidesPerRow: 2 }, { design: 'carousel', 'slides-per-row': '5', 'lightbox-theme': 'light' });
    expect(settings).toMatchObject({ design: 'carousel', slidesPerRow: 5, lightboxTheme: 'light' });
  });

  it('reads a present boolean attribute as true, whatever its value', () => {
    expect(read({ lightbox: false }, { lightbox: '' }).settings.lightbox).toBe(true);
    expect(read({}, { loop: 'false' }).settings.loop).toBe(true);
  });

  it('reports a bad attribute value and keeps the JSON out of it', () => {
    const { settings, problems } = read({ gutter: 5 }, { gutter: 'wide' });
    expect(settings.gutter).toBe(0);
    expect(problems).toEqual(['attribute gutter: "wide" is not a number of at least 0; using 0']);
  });

  it('reads exactly the attributes it lists', () => {
    const asked = new Set<string>();
    readGallerySettings(
      {},
      {
        getAttribute: (name) => {
          asked.add(name);
          return null;
        },
      },
    );
    expect([...asked].sort()).toEqual([...GALLERY_ATTRIBUTES].sort());
  });

  it('caps a huge autoplay duration at what a timer can wait', () => {
    expect(read({ 'autoplay-duration': 1e300 }).settings.autoplayTimeoutMs).toBe(MAX_TIMER_MS);
    expect(read({ 'autoplay-duration': -1 }).problems).toEqual(['"autoplay-duration": -1 is not a number above 0; using 5']);
  });

  it('lists the attributes it reads, kebab-case', () => {
    expect(GALLERY_ATTRIBUTES).toContain('slides-per-row');
    expect(GALLERY_ATTRIBUTES).toContain('autoplay-duration');
    expect(GALLERY_ATTRIBUTES.every((name) => /^[a-z]+(-[a-z]+)*$/.test(name))).toBe(true);
  });
});

describe('nomotion (SPEC.md §2)', () => {
  it('reads nomotion=true from the query', () => {
    expect(read({ autoplay: true }, {}, '?nomotion=true').settings.nomotion).toBe(true);
    expect(read({}, {}, '?a=1&nomotion=false').settings.nomotion).toBe(false);
    expect(read({ nomotion: true }).settings.nomotion).toBe(true);
  });
  it('noMotionQuery', () => {
    expect(noMotionQuery('?nomotion=true')).toBe(true);
    expect(noMotionQuery('nomotion=true&nomotion=1')).toBe(true);
    expect(noMotionQuery('?nomotion=1')).toBe(false);
    expect(noMotionQuery('')).toBe(false);
    expect(noMotionQuery(undefined)).toBe(false);
  });
});

describe('aspect ratio and placeholder (SPEC.md §9)', () => {
  it('parses ratios', () => {
    expect(parseAspectRatio('4:3')).toBeCloseTo(4 / 3);
    expect(parseAspectRatio('3/2')).toBe(1.5);
    expect(parseAspectRatio('1.5')).toBe(1.5);
    expect(parseAspectRatio(2)).toBe(2);
    expect(parseAspectRatio('Auto')).toBeNull();
    for (const bad of ['0:1', '1:0', -1, 'square', {}, Number.NaN]) expect(parseAspectRatio(bad)).toBeUndefined();
  });
  it('is 65% for Auto, else 100 divided by the ratio', () => {
    expect(AUTO_PLACEHOLDER_PERCENT).toBe(65);
    expect(placeholderPercent(null)).toBe(65);
    expect(placeholderPercent(2)).toBe(50);
    expect(placeholderPercent(16 / 9)).toBeCloseTo(56.25);
  });
});

describe('readGallerySettings: properties', () => {
  it('never throws and always gives well-formed settings, whatever the data', () => {
    const value = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    const key = fc.constantFrom('design', 'slidesPerRow', 'gutter', 'columnWidth', 'autoplay-duration', 'lightbox', 'meta-position', 'preloadCount', 'imageAspectRatio', 'transition');
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(key, value)), (json) => {
        const { settings, problems } = readGallerySettings(json);
        expect(GALLERY_DESIGNS).toContain(settings.design);
        expect(Number.isInteger(settings.slidesPerRow) && settings.slidesPerRow >= 1).toBe(true);
        expect(settings.columnWidth).toBeGreaterThan(0);
        expect(settings.gutter).toBeGreaterThanOrEqual(0);
        expect(settings.autoplayTimeoutMs).toBeGreaterThan(0);
        expect(Number.isInteger(settings.preloadCount) && settings.preloadCount >= 0).toBe(true);
        expect(settings.imageAspectRatio === null || settings.imageAspectRatio > 0).toBe(true);
        expect(problems.every((p) => typeof p === 'string' && p.length > 0)).toBe(true);
      }),
    );
  });

  it('round-trips any valid slidesPerRow and gutter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 500, noNaN: true }), (slidesPerRow, gutter) => {
        const { settings, problems } = readGallerySettings({ slidesPerRow, gutter });
        expect(problems).toEqual([]);
        expect(settings.slidesPerRow).toBe(slidesPerRow);
        expect(settings.gutter).toBe(gutter);
      }),
    );
  });
});
