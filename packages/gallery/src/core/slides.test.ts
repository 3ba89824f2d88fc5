import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDE_ATTRIBUTES, parseDimensions, parseFocalPoint, parseSlideAttributes, slideAspectRatio } from './slides';

const from = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('parseSlideAttributes (CONTRACT.md §4, SPEC.md §3 "Gallery slide attributes")', () => {
  it('reads every slide attribute', () => {
    const slide = parseSlideAttributes(
      from({
        'data-slide-id': '5f1a',
        'data-slide-url': 'sunset-over-sea',
        'data-click-through-url': 'https://example.com/shop',
        'data-type': 'image',
        'data-title': 'Sunset',
        'data-description': 'Over the sea',
        'data-lightbox-theme': 'light',
        'data-image-dimensions': '2500x1667',
        'data-image-focal-point': '0.3,0.7',
        'data-src': 'https://images.example.com/sunset.jpg',
      }),
    );
    expect(slide).toEqual({
      id: '5f1a',
      url: 'sunset-over-sea',
      clickThroughUrl: 'https://example.com/shop',
      type: 'image',
      title: 'Sunset',
      description: 'Over the sea',
      lightboxTheme: 'light',
      dimensions: { width: 2500, height: 1667 },
      focalPoint: { x: 0.3, y: 0.7 },
      src: 'https://images.example.com/sunset.jpg',
    });
  });

  it('reads a bare figure as an untitled image with nothing known', () => {
    expect(parseSlideAttributes(from({}))).toEqual({
      id: null,
      url: null,
      clickThroughUrl: null,
      type: 'image',
      title: '',
      description: '',
      lightboxTheme: null,
      dimensions: null,
      focalPoint: null,
      src: null,
    });
  });

  it('is a video by data-type or by a video wrapper', () => {
    expect(parseSlideAttributes(from({ 'data-type': 'VIDEO' })).type).toBe('video');
    expect(parseSlideAttributes(from({}), { hasVideoWrapper: true }).type).toBe('video');
    expect(parseSlideAttributes(from({ 'data-type': 'audio' })).type).toBe('image');
  });

  it('drops an unsafe click-through URL and an unknown theme', () => {
    const slide = parseSlideAttributes(from({ 'data-click-through-url': 'javascript:alert(1)', 'data-lightbox-theme': 'sepia' }));
    expect(slide.clickThroughUrl).toBeNull();
    expect(slide.lightboxTheme).toBeNull();
    expect(parseSlideAttributes(from({ 'data-click-through-url': '/about' })).clickThroughUrl).toBe('/about');
  });

  it('treats blank ids and urls as missing', () => {
    const slide = parseSlideAttributes(from({ 'data-slide-id': '  ', 'data-slide-url': '' }));
    expect(slide.id).toBeNull();
    expect(slide.url).toBeNull();
  });

  it('asks only for the CONTRACT attributes', () => {
    const asked = new Set<string>();
    parseSlideAttributes((name) => {
      asked.add(name);
      return null;
    });
    expect([...asked].sort()).toEqual([...SLIDE_ATTRIBUTES].sort());
  });

  it('never throws, whatever the attributes (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SLIDE_ATTRIBUTES), fc.string()), fc.boolean(), (attributes, hasVideoWrapper) => {
        const slide = parseSlideAttributes(from(attributes), { hasVideoWrapper });
        expect(['image', 'video']).toContain(slide.type);
        if (slide.dimensions) expect(slide.dimensions.width > 0 && slide.dimensions.height > 0).toBe(true);
      }),
    );
  });
});

describe('parseDimensions', () => {
  it.each([
    ['1500x1000', { width: 1500, height: 1000 }],
    [' 800 X 600 ', { width: 800, height: 600 }],
    ['1200×800', { width: 1200, height: 800 }],
    ['10.5x2', { width: 10.5, height: 2 }],
  ])('%j', (value, expected) => {
    expect(parseDimensions(value)).toEqual(expected);
  });

  it.each([['0x100'], ['100x0'], ['100'], ['axb'], ['-5x10'], ['100x100x100'], [''], [null], [undefined]])('%j is null', (value) => {
    expect(parseDimensions(value)).toBeNull();
  });

  it('round-trips any positive size (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (width, height) => {
        expect(parseDimensions(`${width}x${height}`)).toEqual({ width, height });
      }),
    );
  });

  it('gives the aspect ratio', () => {
    expect(slideAspectRatio({ dimensions: { width: 300, height: 200 } })).toBe(1.5);
    expect(slideAspectRatio({ dimensions: null })).toBeNull();
  });
});

describe('parseFocalPoint', () => {
  it('reads x,y fractions', () => {
    expect(parseFocalPoint('0.5,0.5')).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint(' .25 , 1 ')).toEqual({ x: 0.25, y: 1 });
  });
  it('clamps to the image', () => {
    expect(parseFocalPoint('1.2,-0.1')).toEqual({ x: 1, y: 0 });
  });
  it.each([['0.5'], ['a,b'], ['0.5;0.5'], [''], [null]])('%j is null', (value) => {
    expect(parseFocalPoint(value)).toBeNull();
  });
});
