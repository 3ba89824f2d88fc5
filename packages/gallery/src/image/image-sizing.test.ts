import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  platformWidthOf,
  serverImageOf,
  aspectRatio,
  chooseWidth,
  displayedWidth,
  effectiveDpr,
  fillPosition,
  fitPosition,
  IMAGE_WIDTHS,
  imageUrl,
  isValidSource,
  LAZY_MARGIN,
  normaliseSizeAdjustment,
  parseDimensions,
  parseFitAlignment,
  parseFocalPoint,
  parseMode,
  shouldFetch,
  type SizingOptions,
} from './image-sizing';

const base: SizingOptions = { mode: 'none', dimensions: null, sizeAdjustment: 1, dprMin: 1, dprMax: 2, allowSaveData: true };
const screen = (devicePixelRatio = 1, saveData = false) => ({ devicePixelRatio, saveData });

describe('image sizing constants (SPEC.md §9 "Images")', () => {
  it('uses the platform widths and a 200 px lazy margin', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(LAZY_MARGIN).toBe('200px');
  });
});

describe('parsing the slide attributes', () => {
  it('reads data-image-dimensions as WxH', () => {
    expect(parseDimensions('1500x1000')).toEqual({ width: 1500, height: 1000 });
    expect(parseDimensions(' 640 X 480 ')).toEqual({ width: 640, height: 480 });
    for (const bad of [null, undefined, '', '1500', '0x100', 'x', '10x-1', 'axb', '10x10x10']) expect(parseDimensions(bad)).toBe(null);
  });

  it('reads the focal point, clamped, defaulting to the centre', () => {
    expect(parseFocalPoint('0.3,0.7')).toEqual({ x: 0.3, y: 0.7 });
    expect(parseFocalPoint(' 1.5 , -2 ')).toEqual({ x: 1, y: 0 });
    expect(parseFocalPoint({ x: 0.2, y: 0.9 })).toEqual({ x: 0.2, y: 0.9 });
    for (const bad of [null, undefined, '', '0.5', 'a,b', '0.1,0.2,0.3', ',']) expect(parseFocalPoint(bad)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('accepts fit, fill, none or null as the mode (SPEC.md §5), with the platform aliases', () => {
    expect(parseMode('fit')).toBe('fit');
    expect(parseMode('content-fit')).toBe('fit');
    expect(parseMode('FILL')).toBe('fill');
    expect(parseMode('cover')).toBe('fill');
    expect(parseMode('none')).toBe('none');
    expect(parseMode(null)).toBe('none');
    expect(parseMode('')).toBe('none');
    expect(parseMode('stretch')).toBe(null);
  });

  it('reads a fit alignment from words in any order, null when none is named', () => {
    expect(parseFitAlignment('top left')).toEqual({ horizontal: 'left', vertical: 'top' });
    expect(parseFitAlignment('bottom-right')).toEqual({ horizontal: 'right', vertical: 'bottom' });
    expect(parseFitAlignment('center')).toEqual({ horizontal: 'center', vertical: 'center' });
    expect(parseFitAlignment('right')).toEqual({ horizontal: 'right', vertical: 'center' });
    expect(parseFitAlignment('')).toBe(null);
    expect(parseFitAlignment(null)).toBe(null);
    expect(parseFitAlignment('diagonal')).toBe(null);
  });

  it('clamps sizeAdjustment to 0 or more and turns anything else into 1 (SPEC.md §5)', () => {
    expect(normaliseSizeAdjustment(0.5)).toBe(0.5);
    expect(normaliseSizeAdjustment(-3)).toBe(0);
    expect(normaliseSizeAdjustment('2')).toBe(2);
    expect(normaliseSizeAdjustment('abc')).toBe(1);
    expect(normaliseSizeAdjustment(undefined)).toBe(1);
    expect(normaliseSizeAdjustment(null)).toBe(1);
  });

  it('accepts paths and http(s) URLs as sources, not other schemes or nothing', () => {
    for (const ok of ['/s/photo.jpg', 'photo.jpg', '//cdn.example/p.jpg', 'https://x.test/a.png', 'data:image/png;base64,AA', 'blob:https://x/1']) {
      expect(isValidSource(ok)).toBe(true);
    }
    for (const bad of ['', '   ', null, undefined, 'javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd']) expect(isValidSource(bad)).toBe(false);
  });
});

describe('choosing the width', () => {
  it('rounds the rendered width up to the next platform width', () => {
    expect(chooseWidth({ width: 400, height: 300 }, base, screen(1))).toBe(500);
    expect(chooseWidth({ width: 500, height: 300 }, base, screen(1))).toBe(500);
    expect(chooseWidth({ width: 501, height: 300 }, base, screen(1))).toBe(750);
    expect(chooseWidth({ width: 80, height: 60 }, base, screen(1))).toBe(100);
    expect(chooseWidth({ width: 4000, height: 60 }, base, screen(1))).toBe(2500);
  });

  it('multiplies by the device pixel ratio clamped to dprMin..dprMax', () => {
    expect(chooseWidth({ width: 400, height: 300 }, base, screen(2))).toBe(1000);
    expect(chooseWidth({ width: 400, height: 300 }, base, screen(3))).toBe(1000); // dprMax 2
    expect(chooseWidth({ width: 400, height: 300 }, { ...base, dprMax: 3 }, screen(3))).toBe(1500);
    expect(chooseWidth({ width: 400, height: 300 }, { ...base, dprMin: 1.5 }, screen(1))).toBe(750);
    expect(effectiveDpr(screen(0.5), base)).toBe(1);
    expect(effectiveDpr(screen(Number.NaN), base)).toBe(1);
  });

  it('lowers the width under Save-Data when allowed, not otherwise', () => {
    expect(chooseWidth({ width: 400, height: 300 }, base, screen(2, true))).toBe(300);
    expect(chooseWidth({ width: 400, height: 300 }, { ...base, allowSaveData: false }, screen(2, true))).toBe(1000);
    expect(chooseWidth({ width: 50, height: 30 }, base, screen(1, true))).toBe(100);
  });

  it('applies sizeAdjustment', () => {
    expect(chooseWidth({ width: 400, height: 300 }, { ...base, sizeAdjustment: 2 }, screen(1))).toBe(1000);
    expect(chooseWidth({ width: 400, height: 300 }, { ...base, sizeAdjustment: 0 }, screen(1))).toBe(100);
    expect(chooseWidth({ width: 400, height: 300 }, { ...base, sizeAdjustment: Number.NaN }, screen(1))).toBe(500);
  });

  it('covers the box in fill mode and fits inside it in fit mode', () => {
    const dimensions = { width: 1500, height: 1000 };
    // A square 400 box: filled, the image is drawn 600 wide; fitted, 400 wide.
    expect(displayedWidth('fill', { width: 400, height: 400 }, dimensions)).toBe(600);
    expect(displayedWidth('fit', { width: 400, height: 400 }, dimensions)).toBe(400);
    expect(displayedWidth('fit', { width: 400, height: 100 }, dimensions)).toBe(150);
    expect(displayedWidth('none', { width: 400, height: 100 }, dimensions)).toBe(400);
    expect(chooseWidth({ width: 400, height: 400 }, { ...base, mode: 'fill', dimensions }, screen(1))).toBe(750);
    expect(chooseWidth({ width: 400, height: 100 }, { ...base, mode: 'fit', dimensions }, screen(1))).toBe(300);
  });

  it('never asks for more than the original width', () => {
    const dimensions = { width: 640, height: 480 };
    expect(chooseWidth({ width: 2000, height: 1500 }, { ...base, dimensions }, screen(2))).toBe(750);
  });

  it('always answers one of the platform widths, at least what is drawn (or the largest)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        fc.constantFrom('fit', 'fill', 'none'),
        (width, height, dpr, mode) => {
          const options = { ...base, mode, dimensions: { width: 3000, height: 2000 } } as SizingOptions;
          const chosen = chooseWidth({ width, height }, options, screen(dpr));
          expect(IMAGE_WIDTHS).toContain(chosen);
          const needed = Math.min(displayedWidth(mode, { width, height }, options.dimensions) * effectiveDpr(screen(dpr), options), 3000);
          expect(chosen >= Math.round(needed * 100) / 100 || chosen === 2500).toBe(true);
        },
      ),
    );
  });
});

describe('re-fetching (SPEC.md §4)', () => {
  it('fetches the first time and again only when larger, or when forced and different', () => {
    expect(shouldFetch(null, 500)).toBe(true);
    expect(shouldFetch(500, 750)).toBe(true);
    expect(shouldFetch(750, 500)).toBe(false);
    expect(shouldFetch(750, 750)).toBe(false);
    expect(shouldFetch(750, 500, true)).toBe(true);
    expect(shouldFetch(750, 750, true)).toBe(false);
  });
});

describe('image URLs', () => {
  it('adds format=<width>w as a query parameter, replacing an earlier one', () => {
    expect(imageUrl('/s/photo.jpg', 750)).toBe('/s/photo.jpg?format=750w');
    expect(imageUrl('https://img.test/p.png?v=2', 500)).toBe('https://img.test/p.png?v=2&format=500w');
    expect(imageUrl('/p.jpg?format=100w&v=1', 1500)).toBe('/p.jpg?v=1&format=1500w');
    expect(imageUrl('/p.jpg#top', 300)).toBe('/p.jpg?format=300w#top');
  });

  it('puts the width in the file name with sizeFormat filename', () => {
    expect(imageUrl('/s/photo.jpg', 750, 'filename')).toBe('/s/photo-750w.jpg');
    expect(imageUrl('/s/photo-100w.jpg?v=1', 1000, 'filename')).toBe('/s/photo-1000w.jpg?v=1');
    expect(imageUrl('/s/noextension', 500, 'filename')).toBe('/s/noextension?format=500w');
  });

  it('leaves inline images alone', () => {
    expect(imageUrl('data:image/png;base64,AAAA', 500)).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://x.test/1', 500)).toBe('blob:https://x.test/1');
  });
});

describe('positioning', () => {
  const dimensions = { width: 2000, height: 1000 };

  it('brings the focal point of a filled image to the centre as far as the image allows', () => {
    // A square box crops the sides: the image is drawn 800 wide in a 400 box.
    expect(fillPosition({ x: 0.5, y: 0.5 }, { width: 400, height: 400 }, dimensions)).toBe('50% 50%');
    // Focal point at 75 %: 800 × 0.75 − 200 = 400 of 400 overflow → right edge.
    expect(fillPosition({ x: 0.75, y: 0.5 }, { width: 400, height: 400 }, dimensions)).toBe('100% 50%');
    // At 40 %: 320 − 200 = 120 of 400 → 30 %.
    expect(fillPosition({ x: 0.4, y: 0.5 }, { width: 400, height: 400 }, dimensions)).toBe('30% 50%');
    expect(fillPosition({ x: 0, y: 0.5 }, { width: 400, height: 400 }, dimensions)).toBe('0% 50%');
  });

  it('uses the focal point itself when nothing is measured', () => {
    expect(fillPosition({ x: 0.25, y: 0.8 }, null, dimensions)).toBe('25% 80%');
    expect(fillPosition({ x: 0.25, y: 0.8 }, { width: 400, height: 400 }, null)).toBe('25% 80%');
  });

  it('aligns a fitted image', () => {
    expect(fitPosition({ horizontal: 'left', vertical: 'top' })).toBe('0% 0%');
    expect(fitPosition({ horizontal: 'center', vertical: 'bottom' })).toBe('50% 100%');
    expect(fitPosition({ horizontal: 'right', vertical: 'center' })).toBe('100% 50%');
  });

  it('gives the reserved box the image aspect ratio', () => {
    expect(aspectRatio({ width: 1500, height: 1000 })).toBe('1500 / 1000');
    expect(aspectRatio(null)).toBe(null);
  });
});

describe('platformWidthOf and serverImageOf (issue 13: images once)', () => {
  it('reads the platform width a URL asks for, in either form, else null', () => {
    expect(platformWidthOf('/a.jpg?format=750w')).toBe(750);
    expect(platformWidthOf('/a.jpg?x=1&format=300w#top')).toBe(300);
    expect(platformWidthOf('/a-500w.png')).toBe(500);
    expect(platformWidthOf('/a-500w.png?v=2')).toBe(500);
    expect(platformWidthOf('/a.jpg')).toBeNull();
    expect(platformWidthOf('/a.jpg?format=originalw')).toBeNull();
    expect(platformWidthOf('/a.jpg?format=0w')).toBeNull();
  });

  it("takes what the server's <img> shows: the srcset's choice first, its loaded width when the URL names none", () => {
    const img = (fields: Partial<HTMLImageElement> & { src?: string }) =>
      ({ currentSrc: '', complete: false, naturalWidth: 0, getAttribute: (name: string) => (name === 'src' ? (fields.src ?? null) : null), ...fields }) as HTMLImageElement;
    expect(serverImageOf(null)).toBeNull();
    expect(serverImageOf(img({}))).toBeNull();
    expect(serverImageOf(img({ src: 'data:image/gif;base64,R0lGOD' }))).toBeNull();
    expect(serverImageOf(img({ src: '/p.jpg?format=300w', currentSrc: 'https://s.example/p.jpg?format=1000w' }))).toEqual({
      url: 'https://s.example/p.jpg?format=1000w',
      width: 1000,
      complete: false,
    });
    expect(serverImageOf(img({ src: '/p.jpg', complete: true, naturalWidth: 640 }))).toEqual({ url: '/p.jpg', width: 640, complete: true });
    expect(serverImageOf(img({ src: '/p.jpg', complete: false }))).toEqual({ url: '/p.jpg', width: null, complete: false });
  });

  it('takes no server image from a srcset <img> that has chosen nothing yet (lazy, not yet near): its src is not what the browser will fetch', () => {
    // The race behind issue 13's 25-26 lite requests: a lazy <img> about to start its srcset fetch (500w)
    // reads as its `src` (750w); the block then "adopts" 750w and fetches it on top of the browser's 500w.
    const img = (fields: Partial<HTMLImageElement> & { src?: string; srcset?: string }) =>
      ({
        currentSrc: '',
        complete: false,
        naturalWidth: 0,
        getAttribute: (name: string) => (name === 'src' ? (fields.src ?? null) : name === 'srcset' ? (fields.srcset ?? null) : null),
        ...fields,
      }) as HTMLImageElement;
    const srcset = '/p.jpg?format=500w 500w, /p.jpg?format=750w 750w';
    expect(serverImageOf(img({ src: '/p.jpg?format=750w', srcset }))).toBeNull();
    // Once the browser chose, its choice is the server image, srcset or not.
    expect(serverImageOf(img({ src: '/p.jpg?format=750w', srcset, currentSrc: '/p.jpg?format=500w' }))).toEqual({ url: '/p.jpg?format=500w', width: 500, complete: false });
  });
});
