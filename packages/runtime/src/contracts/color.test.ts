import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import fc from 'fast-check';
import {
  COLOR_ERRORS,
  COLOR_MODELS,
  DARK_LUMA_THRESHOLD,
  DEFAULT_LUMA_THRESHOLD,
  MAX_COLOR_STRING_LENGTH,
  colorToRgba,
  contrastRatio,
  convertColor,
  detectColorModel,
  formatColor,
  isDark,
  isLight,
  luma,
  makeColor,
  normalizeColor,
  parseColor,
  relativeLuminance,
} from './color';
import type { Color, ColorModel } from './color';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

const hsl = (hue: number, saturation: number, lightness: number, alpha = 1, userFormat: ColorModel = 'hsl'): Color => ({
  userFormat,
  hue,
  saturation,
  lightness,
  alpha,
});

const is2dp = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const colorArb = (alpha?: fc.Arbitrary<number>): fc.Arbitrary<Color> =>
  fc
    .record({
      userFormat: fc.constantFrom<ColorModel>(...COLOR_MODELS),
      h: fc.integer({ min: 0, max: 35999 }),
      s: fc.integer({ min: 0, max: 10000 }),
      l: fc.integer({ min: 0, max: 10000 }),
      a: alpha ?? fc.integer({ min: 0, max: 100 }).map((a) => a / 100),
    })
    .map(({ userFormat, h, s, l, a }) => makeColor(userFormat, h / 100, s / 100, l / 100, a));

const byteArb = fc.integer({ min: 0, max: 255 });
const hex2 = (n: number) => n.toString(16).padStart(2, '0');

describe('SPEC constants', () => {
  it('quotes the §9 luma thresholds and §8 error texts exactly', () => {
    expect(DARK_LUMA_THRESHOLD).toBe(0.65);
    expect(DEFAULT_LUMA_THRESHOLD).toBe(0.34);
    expect(COLOR_ERRORS.invalidModel).toBe('Invalid color model');
    expect(COLOR_ERRORS.undeterminedModel).toBe('Could not determine color model.');
    expect(COLOR_ERRORS.noStringSupport).toBe('No color-string support for model');
    expect(COLOR_MODELS).toEqual(['hex', 'hsl', 'rgb']);
  });
});

describe('detectColorModel', () => {
  it.each([
    ['#fff', 'hex'],
    ['  #FFAABB  ', 'hex'],
    ['rgb(1,2,3)', 'rgb'],
    ['RGBA(1,2,3,1)', 'rgb'],
    ['hsl(1,2%,3%)', 'hsl'],
    ['HSLA(1,2%,3%,1)', 'hsl'],
  ])('%s is %s', (input, model) => {
    expect(detectColorModel(input)).toBe(model);
  });

  it.each(['', 'red', 'rgb (1,2,3)', 'hsv(1,2%,3%)', 'ffaabb', 'transparent'])('%j has no model', (input) => {
    expect(detectColorModel(input)).toBeNull();
  });

  it('refuses over-long input without looking at it', () => {
    expect(detectColorModel('#fff'.padEnd(MAX_COLOR_STRING_LENGTH + 1, ' '))).toBeNull();
    expect(detectColorModel('#fff'.padEnd(MAX_COLOR_STRING_LENGTH, ' '))).toBe('hex');
  });

  it('is null for a non-string coming from untyped data', () => {
    expect(detectColorModel(42 as unknown as string)).toBeNull();
    expect(parseColor(undefined as unknown as string)).toBeNull();
  });
});

describe('parseColor: hex', () => {
  it.each([
    ['#ffaabb', 348, 100, 83.33, 1],
    ['#FFAABB', 348, 100, 83.33, 1],
    ['#fab', 348, 100, 83.33, 1],
    ['#000', 0, 0, 0, 1],
    ['#ffffff', 0, 0, 100, 1],
    ['#ff000080', 0, 100, 50, 0.5],
    ['#f008', 0, 100, 50, 0.53],
    ['#00ff00', 120, 100, 50, 1],
    ['#0000ff', 240, 100, 50, 1],
  ])('%s', (input, hue, saturation, lightness, alpha) => {
    expect(parseColor(input)).toEqual({ userFormat: 'hex', hue, saturation, lightness, alpha });
  });

  it.each(['#', '#ff', '#fffff', '#fffffff', '#fffffffff', '#ggg', '# fff', '#fff fff', 'fff'])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });
});

describe('parseColor: rgb', () => {
  it.each([
    ['rgb(255, 0, 0)', 0, 100, 50, 1],
    ['rgba(255,0,0,0.5)', 0, 100, 50, 0.5],
    ['rgb(255 0 0 / 25%)', 0, 100, 50, 0.25],
    ['rgb(100%, 0%, 0%)', 0, 100, 50, 1],
    ['RGB(128, 128, 128)', 0, 0, 50.2, 1],
    ['rgb(300, -5, 0)', 0, 100, 50, 1], // clamped like CSS
    ['rgba(0, 0, 255, 2)', 240, 100, 50, 1],
  ])('%s', (input, hue, saturation, lightness, alpha) => {
    expect(parseColor(input)).toEqual({ userFormat: 'rgb', hue, saturation, lightness, alpha });
  });

  it.each(['rgb(1, 2)', 'rgb(1, 2, 3, 4, 5)', 'rgb(1 2, 3)', 'rgb(1, 2, 3', 'rgb(a, b, c)', 'rgb(10%, 2, 3)', 'rgb()'])(
    'rejects %j',
    (input) => {
      expect(parseColor(input)).toBeNull();
    },
  );
});

describe('parseColor: hsl', () => {
  it.each([
    ['hsl(120, 50%, 40%)', 120, 50, 40, 1],
    ['hsl(120, 0.5, 0.4)', 120, 50, 40, 1], // fractions → percents (§5)
    ['hsl(120, 50, 40)', 120, 50, 40, 1], // bare numbers above 1 are percents
    ['hsl(120, 1, 1)', 120, 100, 100, 1], // bare 1 is the fraction 1 = 100%
    ['hsl(120, 1%, 1%)', 120, 1, 1, 1], // with % it is a percent
    ['hsla(120, 50%, 40%, 0.25)', 120, 50, 40, 0.25],
    ['hsl(120 50% 40% / 25%)', 120, 50, 40, 0.25],
    ['hsl(120deg 50% 40%)', 120, 50, 40, 1],
    ['hsl(0.5turn, 50%, 40%)', 180, 50, 40, 1],
    ['hsl(200grad, 50%, 40%)', 180, 50, 40, 1],
    ['hsl(3.14159265rad, 50%, 40%)', 180, 50, 40, 1],
    ['hsl(-90, 50%, 40%)', 270, 50, 40, 1], // hue wraps
    ['hsl(360, 50%, 40%)', 0, 50, 40, 1],
    ['hsl(720.5, 150%, -4%)', 0.5, 100, 0, 1], // others clamp
    ['hsl(1.2345, 12.345%, 67.891%, 0.12345)', 1.23, 12.35, 67.89, 0.12],
    ['hsl(359.999, 50%, 50%)', 0, 50, 50, 1], // rounds to 360 → 0
    ['HSL(1e2, 5e1%, .5)', 100, 50, 50, 1],
    ['  hsl( 10 , 20% , 30% )  ', 10, 20, 30, 1],
  ])('%s', (input, hue, saturation, lightness, alpha) => {
    expect(parseColor(input)).toEqual({ userFormat: 'hsl', hue, saturation, lightness, alpha });
  });

  it('keeps the hue and saturation of greys (they are not sent through RGB)', () => {
    expect(parseColor('hsl(200, 40%, 0%)')).toEqual(hsl(200, 40, 0));
  });

  it.each([
    'hsl(1, 2%)',
    'hsl(1, 2%, 3%, 4, 5)',
    'hsl(1, 2% 3%)',
    'hsl(1 2% 3% / 4 / 5)',
    'hsl(1%, 2%, 3%)',
    'hsl(1, 2deg, 3%)',
    'hsl(1, 2%, 3%, 4deg)',
    'hsl(1, 2%, 3%',
    'hsl(1, 2%, 3%))',
    'hsl(x, 2%, 3%)',
    'hsl(1., 2%, 3%)',
    'hsl(1e999, 2%, 3%)',
    'hsl()',
    'hsl(,,)',
  ])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });
});

describe('parseColor: rejection and safety', () => {
  it.each(['', '   ', 'red', 'transparent', 'currentColor', 'url(#a)', 'hsv(1, 2%, 3%)'])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });

  it('rejects an input longer than MAX_COLOR_STRING_LENGTH even when it would otherwise parse', () => {
    const padded = `rgb(${'0'.repeat(MAX_COLOR_STRING_LENGTH)}1, 2, 3)`;
    expect(padded.length).toBeGreaterThan(MAX_COLOR_STRING_LENGTH);
    expect(parseColor(padded)).toBeNull();
    expect(parseColor('rgb(0001, 2, 3)')).not.toBeNull();
  });

  it('never logs while parsing', () => {
    parseColor('nonsense');
    parseColor('#ffaabb80');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('never throws and returns an in-range, 2-decimal colour or null (property)', () => {
    const near = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .tuple(
          fc.constantFrom('#', 'rgb(', 'rgba(', 'hsl(', 'hsla(', 'HSL('),
          fc.string({ unit: fc.constantFrom(...'0123456789.,%/ -+eEdgrntu#abcdef()'.split('')), maxLength: 40 }),
        )
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(near, (input) => {
        const c = parseColor(input);
        if (c === null) return;
        expect(COLOR_MODELS).toContain(c.userFormat);
        expect(c.hue).toBeGreaterThanOrEqual(0);
        expect(c.hue).toBeLessThan(360);
        for (const [v, max] of [
          [c.saturation, 100],
          [c.lightness, 100],
          [c.alpha, 1],
        ] as const) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(max);
        }
        expect([c.hue, c.saturation, c.lightness, c.alpha].every(is2dp)).toBe(true);
      }),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads a bare fraction v exactly as the percent v×100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (h, s, l) => {
        expect(parseColor(`hsl(${h}, ${s / 100}, ${l / 100})`)).toEqual(parseColor(`hsl(${h}, ${s}%, ${l}%)`));
      }),
    );
  });
});

describe('makeColor', () => {
  it('wraps the hue, clamps the rest, rounds to 2 decimals, turns NaN into the lower bound', () => {
    expect(makeColor('rgb', -30, 120, -1, 3)).toEqual({ userFormat: 'rgb', hue: 330, saturation: 100, lightness: 0, alpha: 1 });
    expect(makeColor('hex', NaN, NaN, NaN, NaN)).toEqual({ userFormat: 'hex', hue: 0, saturation: 0, lightness: 0, alpha: 0 });
    expect(makeColor('hsl', Infinity, 1.006, 2.004, 0.555)).toEqual(hsl(0, 1.01, 2, 0.56));
    expect(Object.is(makeColor('hsl', -0.001, 0, 0).hue, 0)).toBe(true);
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ColorModel>(...COLOR_MODELS),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        (m, h, s, l, a) => {
          const once = makeColor(m, h, s, l, a);
          expect(makeColor(m, once.hue, once.saturation, once.lightness, once.alpha)).toEqual(once);
        },
      ),
    );
  });
});

describe('formatColor', () => {
  const pink = parseColor('#ffaabb')!;

  it('prints each model', () => {
    expect(formatColor(pink)).toBe('#ffaabb'); // default: its userFormat
    expect(formatColor(pink, 'hex')).toBe('#ffaabb');
    expect(formatColor(pink, 'rgb')).toBe('rgb(255, 170, 187)');
    expect(formatColor(pink, 'hsl')).toBe('hsl(348, 100%, 83.33%)');
    expect(formatColor(hsl(10.5, 20.25, 30.75, 0.5), 'hsl')).toBe('hsla(10.5, 20.25%, 30.75%, 0.5)');
    expect(formatColor(hsl(0, 100, 50, 0.5), 'rgb')).toBe('rgba(255, 0, 0, 0.5)');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hex needs alpha 1: logs and returns the opaque hex otherwise (§5)', () => {
    expect(formatColor(hsl(0, 100, 50, 0.5), 'hex')).toBe('#ff0000');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe(COLOR_ERRORS.hexNeedsOpaque);
  });

  it("logs 'Invalid color model' for a name that is no colour model", () => {
    expect(formatColor(pink, 'foo')).toBeNull();
    expect(formatColor(pink, '')).toBeNull();
    expect(consoleError.mock.calls.map((c) => c[0])).toEqual(['Invalid color model', 'Invalid color model']);
  });

  it("logs 'No color-string support for model' for a real model without a string form", () => {
    for (const m of ['hsv', 'HWB', 'lab', 'cmyk']) expect(formatColor(pink, m)).toBeNull();
    expect(consoleError.mock.calls.map((c) => c[0])).toEqual(Array(4).fill('No color-string support for model'));
  });

  it('hsl: parse(format(c)) gives c back exactly (property)', () => {
    fc.assert(
      fc.property(colorArb(), (c) => {
        expect(parseColor(formatColor(c, 'hsl')!)).toEqual({ ...c, userFormat: 'hsl' });
      }),
    );
  });

  it('rgb: parse(format(c)) paints the same 8-bit colour, alpha kept (property)', () => {
    fc.assert(
      fc.property(colorArb(), (c) => {
        const back = parseColor(formatColor(c, 'rgb')!)!;
        expect(back.userFormat).toBe('rgb');
        expect(colorToRgba(back)).toEqual(colorToRgba(c));
        expect(back.alpha).toBe(c.alpha);
      }),
    );
  });

  it('hex: parse(format(c)) paints the same 8-bit colour for opaque colours (property)', () => {
    fc.assert(
      fc.property(colorArb(fc.constant(1)), (c) => {
        const back = parseColor(formatColor(c, 'hex')!)!;
        expect(back.userFormat).toBe('hex');
        expect(colorToRgba(back)).toEqual(colorToRgba(c));
      }),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('every printed string is a fixed point: format(parse(s)) === s (property)', () => {
    fc.assert(
      fc.property(colorArb(), fc.constantFrom<ColorModel>('hsl', 'rgb'), (c, m) => {
        const s = formatColor(c, m)!;
        expect(formatColor(parseColor(s)!, m)).toBe(s);
      }),
    );
  });

  it('hex → Color → hex is the identity on every #rrggbb (property)', () => {
    fc.assert(
      fc.property(byteArb, byteArb, byteArb, (r, g, b) => {
        const hex = `#${hex2(r)}${hex2(g)}${hex2(b)}`;
        expect(formatColor(parseColor(hex.toUpperCase())!)).toBe(hex);
      }),
    );
  });

  it('rgb → Color → rgb is the identity on integer channels and 2-decimal alpha (property)', () => {
    fc.assert(
      fc.property(byteArb, byteArb, byteArb, fc.integer({ min: 0, max: 99 }), (r, g, b, a) => {
        const s = `rgba(${r}, ${g}, ${b}, ${a / 100})`;
        expect(formatColor(parseColor(s)!)).toBe(s);
      }),
    );
  });
});

describe('convertColor', () => {
  it('converts between notations', () => {
    expect(convertColor('#ffaabb', 'rgb')).toBe('rgb(255, 170, 187)');
    expect(convertColor('rgb(255, 0, 0)', 'hsl')).toBe('hsl(0, 100%, 50%)');
    expect(convertColor('hsl(120, 1, 0.5)', 'hex')).toBe('#00ff00');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("logs 'Could not determine color model.' for a string of no known notation", () => {
    expect(convertColor('red', 'hex')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Could not determine color model.', 'red');
  });

  it('truncates what it logs of a huge input', () => {
    expect(convertColor('x'.repeat(100_000), 'hex')).toBeNull();
    expect(String(consoleError.mock.calls[0]?.[1]).length).toBeLessThanOrEqual(40);
  });

  it('returns null without a model error for malformed input of a known notation', () => {
    expect(convertColor('rgb(1, 2)', 'hex')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('checks the target model first', () => {
    expect(convertColor('red', 'foo')).toBeNull();
    expect(convertColor('#fff', 'lch')).toBeNull();
    expect(consoleError.mock.calls.map((c) => c[0])).toEqual(['Invalid color model', 'No color-string support for model']);
  });
});

describe('normalizeColor', () => {
  it('accepts stored palette values, alpha defaulting to 1, and rounds', () => {
    expect(normalizeColor({ userFormat: 'hex', hue: 348, saturation: 100, lightness: 83.333 })).toEqual({
      userFormat: 'hex',
      hue: 348,
      saturation: 100,
      lightness: 83.33,
      alpha: 1,
    });
    expect(normalizeColor({ userFormat: 'rgb', hue: 360, saturation: 0.5, lightness: 0, alpha: 0 })).toEqual(
      makeColor('rgb', 0, 0.5, 0, 0),
    );
  });

  it.each([
    null,
    'hsl(1,2%,3%)',
    { userFormat: 'hsl', hue: 361, saturation: 1, lightness: 1 },
    { userFormat: 'hsl', hue: -1, saturation: 1, lightness: 1 },
    { userFormat: 'hsl', hue: 1, saturation: 101, lightness: 1 },
    { userFormat: 'hsl', hue: 1, saturation: 1, lightness: NaN },
    { userFormat: 'hsl', hue: 1, saturation: 1, lightness: 1, alpha: 1.5 },
    { userFormat: 'hsl', hue: '1', saturation: 1, lightness: 1 },
  ])('rejects %j without a model error', (value) => {
    expect(normalizeColor(value)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("logs 'Invalid color model' for an unknown userFormat", () => {
    expect(normalizeColor({ userFormat: 'cmyk', hue: 1, saturation: 1, lightness: 1 })).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Invalid color model', 'cmyk');
  });

  it('keeps every colour made by makeColor (property)', () => {
    fc.assert(
      fc.property(colorArb(), (c) => {
        expect(normalizeColor({ ...c })).toEqual(c);
      }),
    );
  });
});

describe('luma, isDark, isLight', () => {
  it('uses Rec. 601 luma on the 8-bit channels', () => {
    expect(luma(parseColor('#000')!)).toBe(0);
    expect(luma(parseColor('#fff')!)).toBe(1);
    expect(luma(parseColor('#808080')!)).toBe(0.5);
    expect(luma(parseColor('#f00')!)).toBe(0.3);
    expect(luma(parseColor('#0f0')!)).toBe(0.59);
    expect(luma(parseColor('#00f')!)).toBe(0.11);
  });

  it('classifies by the default threshold 0.34', () => {
    expect(isDark(parseColor('#555555')!)).toBe(true); // luma 85/255 = 0.33
    expect(isDark(parseColor('#565656')!)).toBe(false); // luma 86/255 = 0.337 → 0.34, not below
    expect(isDark(parseColor('#f00')!)).toBe(true);
    expect(isLight(parseColor('#ffaabb')!)).toBe(true);
  });

  it('uses a passed threshold (the dark one is 0.65)', () => {
    const grey = parseColor('#999')!; // luma 0.6
    expect(isDark(grey)).toBe(false);
    expect(isDark(grey, DARK_LUMA_THRESHOLD)).toBe(true);
    expect(isLight(grey, DARK_LUMA_THRESHOLD)).toBe(false);
  });

  it('isLight is exactly !isDark for any threshold, and darker never becomes lighter (property)', () => {
    fc.assert(
      fc.property(colorArb(), fc.double({ min: 0, max: 1, noNaN: true }), (c, t) => {
        expect(isLight(c, t)).toBe(!isDark(c, t));
        const darker = makeColor(c.userFormat, c.hue, c.saturation, c.lightness / 2);
        expect(luma(darker)).toBeLessThanOrEqual(luma(c));
      }),
    );
  });
});

describe('relativeLuminance and contrastRatio', () => {
  it('matches WCAG reference values', () => {
    const white = parseColor('#fff')!;
    const black = parseColor('#000')!;
    expect(relativeLuminance(white)).toBe(1);
    expect(relativeLuminance(black)).toBe(0);
    expect(contrastRatio(white, black)).toBe(21);
    expect(contrastRatio(parseColor('#777')!, white)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2);
  });

  it('is symmetric, 1 on itself, within [1, 21] (property)', () => {
    fc.assert(
      fc.property(colorArb(), colorArb(), (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBe(contrastRatio(b, a));
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21);
        expect(contrastRatio(a, a)).toBe(1);
      }),
    );
  });
});
