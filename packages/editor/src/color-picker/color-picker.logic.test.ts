import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorToRgba, makeColor, parseColor, COLOR_MODELS, type ColorModel } from '@sqs/runtime/contracts/color';
import { derivePalette, PALETTE_DISPLAY_NAMES } from '@sqs/runtime/contracts/palette';
import { acceptColor, colorTexts, colorValue, readColor, swatches, themeColor, withChannels } from './color-picker.logic';

const palette = derivePalette('#1d4ed8');
const ACCENT = colorValue(palette.accent);

const colorArb = fc
  .record({
    userFormat: fc.constantFrom<ColorModel>(...COLOR_MODELS),
    h: fc.integer({ min: 0, max: 35999 }),
    s: fc.integer({ min: 0, max: 10000 }),
    l: fc.integer({ min: 0, max: 10000 }),
    a: fc.integer({ min: 0, max: 100 }).map((a) => a / 100),
  })
  .map(({ userFormat, h, s, l, a }) => makeColor(userFormat, h / 100, s / 100, l / 100, a));

// formatColor logs when asked for hex with alpha < 1 (it never is here: a test would see it).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('colour picker value (SPEC.md §5 "Colour")', () => {
  it('is hex when alpha is 1, rgba() otherwise', () => {
    expect(colorValue(makeColor('hsl', 0, 100, 50))).toBe('#ff0000');
    expect(colorValue(makeColor('hex', 0, 100, 50, 0.5))).toBe('rgba(255, 0, 0, 0.5)');
  });

  it('round trip: a colour → its value → the same painted colour (property)', () => {
    fc.assert(
      fc.property(colorArb, (color) => {
        const value = colorValue(color);
        expect(value.startsWith('#')).toBe(color.alpha === 1);
        const back = parseColor(value)!;
        expect(colorToRgba(back)).toEqual(colorToRgba(color));
        // A value is accepted as itself: setting what the picker reports changes nothing.
        expect(acceptColor(value, ACCENT, palette, ACCENT)).toEqual({ value, problem: null });
      }),
    );
  });

  it('round trip: every #rrggbb is its own value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        expect(acceptColor(hex.toUpperCase(), ACCENT, palette, ACCENT).value).toBe(hex);
      }),
    );
  });

  it('round trip: the RGB and HSL fields read back as the colour they show (property)', () => {
    fc.assert(
      fc.property(colorArb, (color) => {
        const texts = colorTexts(color);
        for (const text of [texts.rgb, texts.hsl]) {
          const read = readColor(text, palette);
          expect('color' in read && colorToRgba(read.color)).toEqual(colorToRgba(color));
        }
        const hex = readColor(texts.hex, palette);
        expect('color' in hex && colorValue(withChannels(hex.color, { alpha: color.alpha }))).toBe(colorValue(color));
      }),
    );
  });

  it('keeps the last valid colour and says why for anything else, never throwing (property)', () => {
    expect(acceptColor('red', '#00ff00', palette, ACCENT)).toEqual({ value: '#00ff00', problem: 'Could not determine color model.' });
    expect(acceptColor('#12', '#00ff00', palette, ACCENT)).toEqual({ value: '#00ff00', problem: '#12 is not a valid colour' });
    expect(acceptColor('x'.repeat(1_000_000), 'junk', palette, ACCENT)).toEqual({ value: ACCENT, problem: 'Could not determine color model.' });
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { value, problem } = acceptColor(raw, '#00ff00', palette, ACCENT);
        if (problem !== null) expect(value).toBe('#00ff00');
        expect(parseColor(value)).not.toBeNull();
      }),
    );
  });
});

describe('colour references as the value (SPEC.md §3)', () => {
  it('SITE_PALETTE_COLOR with alpha, CUSTOM_COLOR and THEME_COLOR give the colour they stand for', () => {
    const accent = palette.accent;
    expect(acceptColor('{"type":"SITE_PALETTE_COLOR","id":"accent"}', '#000000', palette, ACCENT).value).toBe(colorValue(accent));
    expect(acceptColor('{"type":"SITE_PALETTE_COLOR","id":"accent","alpha":0.25}', '#000000', palette, ACCENT).value).toBe(
      colorValue(withChannels(accent, { alpha: 0.25 })),
    );
    expect(acceptColor('{"type":"CUSTOM_COLOR","color":"hsl(120, 100%, 25%)"}', '#000000', palette, ACCENT).value).toBe('#008000');
    expect(acceptColor('{"type":"THEME_COLOR","name":"Darkest"}', '#ffffff', palette, ACCENT).value).toBe(colorValue(palette.black));
    expect(themeColor('nope')).toBeNull();
  });

  it('a reference to nothing keeps the colour and says why', () => {
    expect(acceptColor('{"type":"SITE_PALETTE_COLOR","id":"pink"}', '#000000', palette, ACCENT)).toEqual({
      value: '#000000',
      problem: '{"type":"SITE_PALETTE_COLOR","id":"pink"} does not name a colour of the palette',
    });
    expect(acceptColor('{"type":', '#000000', palette, ACCENT).problem).toBe('Could not determine color model.');
  });
});

describe('swatches', () => {
  it('are the ten palette colours with their display names', () => {
    const list = swatches(palette);
    expect(list).toHaveLength(10);
    expect(list.map((s) => s.name)).toEqual(Object.keys(PALETTE_DISPLAY_NAMES).map((id) => PALETTE_DISPLAY_NAMES[id as keyof typeof PALETTE_DISPLAY_NAMES]));
    expect(list.find((s) => s.id === 'accent')).toEqual({ id: 'accent', name: 'Bright', value: ACCENT });
  });
});
