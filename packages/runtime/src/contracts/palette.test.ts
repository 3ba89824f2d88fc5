import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DARK_LUMA_THRESHOLD,
  DEFAULT_LUMA_THRESHOLD,
  contrastRatio,
  formatColor,
  isDark,
  isLight,
  luma,
  makeColor,
  parseColor,
  relativeLuminance,
} from './color';
import type { Color, ColorModel } from './color';
import {
  FALLBACK_SEED,
  PALETTE_DISPLAY_NAMES,
  PALETTE_MODES,
  PALETTE_PRESETS,
  PRESET_HUE_OFFSETS,
  SAFE_CONTRAST_RATIO,
  SYSTEM_COLOR_IDS,
  buildPalette,
  colorIdForDisplayName,
  customPalette,
  darkAccentOf,
  derivePalette,
  ensureContrast,
  lightAccentOf,
  paletteColors,
  paletteFromImageColors,
  presetPalettes,
  resolveColorReference,
  resolveSeed,
} from './palette';
import type { ColorReference, Palette, PalettePreset, SystemColorId } from './palette';

const hex = (c: Color) => formatColor(c, 'hex');
const WHITE = parseColor('#ffffff')!;
const BLACK = parseColor('#000000')!;

const seedArb: fc.Arbitrary<Color> = fc
  .record({
    m: fc.constantFrom<ColorModel>('hex', 'hsl', 'rgb'),
    h: fc.integer({ min: 0, max: 35999 }),
    s: fc.integer({ min: 0, max: 10000 }),
    l: fc.integer({ min: 0, max: 10000 }),
    a: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ m, h, s, l, a }) => makeColor(m, h / 100, s / 100, l / 100, a / 100));
const presetArb = fc.constantFrom<PalettePreset>(...PALETTE_PRESETS);

const step = (c: Color, delta: number) => makeColor(c.userFormat, c.hue, c.saturation, c.lightness + delta, 1);
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Which colour each safe variant adjusts, and against which surface. */
const SAFE_SOURCES: ReadonlyArray<[SystemColorId, SystemColorId, (p: Palette) => Color]> = [
  ['safeLightAccent', 'lightAccent', (p) => p.black],
  ['safeDarkAccent', 'darkAccent', (p) => p.white],
  ['safeInverseLightAccent', 'lightAccent', (p) => p.white],
  ['safeInverseDarkAccent', 'darkAccent', (p) => p.black],
  [
    'safeInverseAccent',
    'accent',
    (p) => (contrastRatio(p.accent, p.white) < contrastRatio(p.accent, p.black) ? p.white : p.black),
  ],
];

describe('SPEC constants and names', () => {
  it('lists the §3 system colour ids, modes and presets, and the §9 fallback seed', () => {
    expect(SYSTEM_COLOR_IDS).toEqual([
      'white',
      'black',
      'accent',
      'lightAccent',
      'darkAccent',
      'safeLightAccent',
      'safeDarkAccent',
      'safeInverseAccent',
      'safeInverseLightAccent',
      'safeInverseDarkAccent',
    ]);
    expect(PALETTE_MODES).toEqual(['Presets', 'Custom Colors', 'From Image', 'From Color']);
    expect(PALETTE_PRESETS).toEqual(['Monochrome', 'Complementary', 'Analogous I', 'Analogous II']);
    expect(FALLBACK_SEED).toBe('#FFAABB');
    expect(SAFE_CONTRAST_RATIO).toBe(4.5);
  });

  it('maps the §3 display names lightest-to-darkest onto the ids', () => {
    expect(['Lightest', 'Light', 'Bright', 'Dark', 'Darkest'].map(colorIdForDisplayName)).toEqual([
      'white',
      'lightAccent',
      'accent',
      'darkAccent',
      'black',
    ]);
    expect(colorIdForDisplayName('Safe Inverse Bright')).toBe('safeInverseAccent');
    expect(colorIdForDisplayName('bright')).toBeNull();
    expect(colorIdForDisplayName('')).toBeNull();
  });

  it('gives every id one distinct display name that maps back to it', () => {
    const names = SYSTEM_COLOR_IDS.map((id) => PALETTE_DISPLAY_NAMES[id]);
    expect(new Set(names).size).toBe(SYSTEM_COLOR_IDS.length);
    for (const id of SYSTEM_COLOR_IDS) expect(colorIdForDisplayName(PALETTE_DISPLAY_NAMES[id])).toBe(id);
    for (const id of SYSTEM_COLOR_IDS.filter((i) => i.startsWith('safe'))) {
      expect(PALETTE_DISPLAY_NAMES[id].startsWith('Safe ')).toBe(true);
    }
  });
});

describe('resolveSeed', () => {
  it('uses a valid seed, made opaque', () => {
    expect(resolveSeed('#336699')).toEqual(parseColor('#336699'));
    expect(resolveSeed('rgba(255, 0, 0, 0.5)')).toEqual(makeColor('rgb', 0, 100, 50, 1));
    expect(resolveSeed(makeColor('hsl', 10, 20, 30, 0.2))).toEqual(makeColor('hsl', 10, 20, 30, 1));
  });

  it.each([null, undefined, '', 'not a colour', '#12', { userFormat: 'cmyk' } as unknown as Color])(
    'falls back to #FFAABB for %j',
    (seed) => {
      expect(resolveSeed(seed)).toEqual(parseColor('#FFAABB'));
    },
  );
});

describe('derivePalette', () => {
  it('derives the documented palette from the fallback seed', () => {
    const p = derivePalette(FALLBACK_SEED);
    expect(Object.fromEntries(SYSTEM_COLOR_IDS.map((id) => [id, hex(p[id])]))).toEqual({
      white: '#ffffff',
      black: '#000000',
      accent: '#ffaabb',
      lightAccent: '#ffd5dd',
      darkAccent: '#d5002b',
      safeLightAccent: '#ffd5dd',
      safeDarkAccent: '#d5002b',
      safeInverseAccent: '#ed002f',
      safeInverseLightAccent: '#ed002f',
      safeInverseDarkAccent: '#e9002f',
    });
  });

  it('makes "Light" lighter by the dark luma threshold and "Dark" darker by the default one', () => {
    const red = derivePalette('#ff0000');
    expect(hex(red.lightAccent)).toBe('#ff8080'); // lightness 75: half-way to 100 already gives luma 0.65
    expect(luma(red.lightAccent)).toBe(DARK_LUMA_THRESHOLD);
    const yellow = derivePalette('#ffff00');
    expect(yellow.darkAccent.lightness).toBeLessThan(25); // halving alone leaves luma 0.45
    expect(luma(yellow.darkAccent)).toBeLessThan(DEFAULT_LUMA_THRESHOLD);
  });

  it('uses the fallback seed for an invalid one', () => {
    expect(derivePalette('garbage')).toEqual(derivePalette('#FFAABB'));
    expect(derivePalette(null, 'Complementary')).toEqual(derivePalette('#ffaabb', 'Complementary'));
  });

  it('treats an unknown preset from untyped data as Monochrome', () => {
    expect(derivePalette('#123456', 'Nope' as PalettePreset)).toEqual(derivePalette('#123456'));
  });

  it('keeps every system colour opaque, in range, deterministic (property)', () => {
    fc.assert(
      fc.property(seedArb, presetArb, (seed, preset) => {
        const p = derivePalette(seed, preset);
        expect(Object.keys(p).sort()).toEqual([...SYSTEM_COLOR_IDS].sort());
        for (const id of SYSTEM_COLOR_IDS) {
          expect(p[id].alpha).toBe(1);
          expect(p[id].hue).toBeLessThan(360);
        }
        expect(derivePalette(seed, preset)).toEqual(p);
      }),
    );
  });

  it('keeps the seed as the accent and pure white and black (property)', () => {
    fc.assert(
      fc.property(seedArb, presetArb, (seed, preset) => {
        const p = derivePalette(seed, preset);
        expect(p.accent).toEqual({ ...seed, alpha: 1 });
        expect(hex(p.white)).toBe('#ffffff');
        expect(hex(p.black)).toBe('#000000');
      }),
    );
  });

  it('derives light and dark accents from the preset hues by lightness shifts only (property)', () => {
    fc.assert(
      fc.property(seedArb, presetArb, (seed, preset) => {
        const p = derivePalette(seed, preset);
        const { light, dark } = PRESET_HUE_OFFSETS[preset];
        expect(hueDistance(p.lightAccent.hue, (seed.hue + light + 360) % 360)).toBeLessThan(0.011);
        expect(hueDistance(p.darkAccent.hue, (seed.hue + dark + 360) % 360)).toBeLessThan(0.011);
        expect(p.lightAccent.saturation).toBe(seed.saturation);
        expect(p.darkAccent.saturation).toBe(seed.saturation);
        expect(p.lightAccent.lightness).toBeGreaterThanOrEqual(seed.lightness + (100 - seed.lightness) / 2 - 0.01);
        expect(p.darkAccent.lightness).toBeLessThanOrEqual(seed.lightness / 2 + 0.01);
        expect(isLight(p.lightAccent, DARK_LUMA_THRESHOLD)).toBe(true);
        expect(isDark(p.darkAccent)).toBe(true);
      }),
    );
  });

  it('shifts the light and dark accents no further than the thresholds need (property)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const light = lightAccentOf(seed);
        const start = makeColor(seed.userFormat, seed.hue, seed.saturation, seed.lightness + (100 - seed.lightness) / 2, 1);
        if (light.lightness > start.lightness) expect(isLight(step(light, -0.01), DARK_LUMA_THRESHOLD)).toBe(false);
        const dark = darkAccentOf(seed);
        const darkStart = makeColor(seed.userFormat, seed.hue, seed.saturation, seed.lightness / 2, 1);
        if (dark.lightness < darkStart.lightness) expect(isDark(step(dark, 0.01))).toBe(false);
      }),
    );
  });

  it('makes every safe variant reach 4.5:1 on its surface, keeping hue and saturation (property)', () => {
    fc.assert(
      fc.property(seedArb, presetArb, (seed, preset) => {
        const p = derivePalette(seed, preset);
        for (const [id, source, surfaceOf] of SAFE_SOURCES) {
          const safe = p[id];
          const surface = surfaceOf(p);
          expect(contrastRatio(safe, surface)).toBeGreaterThanOrEqual(SAFE_CONTRAST_RATIO);
          expect(safe.hue).toBe(p[source].hue);
          expect(safe.saturation).toBe(p[source].saturation);
          // moved away from the surface, never towards it
          if (surface === p.white) expect(safe.lightness).toBeLessThanOrEqual(p[source].lightness);
          else expect(safe.lightness).toBeGreaterThanOrEqual(p[source].lightness);
        }
      }),
    );
  });

  it('moves each safe variant the least lightness that works (property)', () => {
    fc.assert(
      fc.property(seedArb, presetArb, (seed, preset) => {
        const p = derivePalette(seed, preset);
        for (const [id, source, surfaceOf] of SAFE_SOURCES) {
          const safe = p[id];
          const from = p[source];
          if (safe.lightness === from.lightness) continue;
          const back = step(safe, safe.lightness < from.lightness ? 0.01 : -0.01);
          expect(contrastRatio(back, surfaceOf(p))).toBeLessThan(SAFE_CONTRAST_RATIO);
        }
      }),
    );
  });

  it('the accent is always already safe on its own surface, so no safeAccent is needed (property)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const best = Math.max(contrastRatio(seed, WHITE), contrastRatio(seed, BLACK));
        expect(best).toBeGreaterThanOrEqual(SAFE_CONTRAST_RATIO);
      }),
    );
  });
});

describe('presets', () => {
  it('offsets the hues as documented', () => {
    expect(PRESET_HUE_OFFSETS).toEqual({
      Monochrome: { light: 0, dark: 0 },
      Complementary: { light: 180, dark: 180 },
      'Analogous I': { light: -30, dark: 30 },
      'Analogous II': { light: 30, dark: 60 },
    });
  });

  it('generates one palette per preset, sharing the accent', () => {
    const all = presetPalettes('#3366cc');
    expect(Object.keys(all)).toEqual([...PALETTE_PRESETS]);
    for (const preset of PALETTE_PRESETS) expect(all[preset]).toEqual(derivePalette('#3366cc', preset));
    expect(new Set(PALETTE_PRESETS.map((p) => hex(all[p].lightAccent))).size).toBe(4);
    expect(new Set(PALETTE_PRESETS.map((p) => hex(all[p].accent)))).toEqual(new Set(['#3366cc']));
    expect(all.Complementary.darkAccent.hue).toBe(40);
  });
});

describe('ensureContrast', () => {
  it('returns the opaque colour unchanged when it already passes', () => {
    const navy = parseColor('rgba(0, 0, 128, 0.4)')!;
    expect(ensureContrast(navy, WHITE)).toEqual({ ...navy, alpha: 1 });
  });

  it('darkens on white and lightens on black', () => {
    const pink = parseColor('#ffaabb')!;
    expect(ensureContrast(pink, WHITE).lightness).toBeLessThan(pink.lightness);
    expect(ensureContrast(parseColor('#330011')!, BLACK).lightness).toBeGreaterThan(parseColor('#330011')!.lightness);
  });

  it('crosses to the other side of a mid surface when its own side cannot reach the ratio', () => {
    const grey = parseColor('#777777')!; // white on it is 4.48:1, black 4.69:1
    const result = ensureContrast(parseColor('#aaaaaa')!, grey);
    expect(relativeLuminance(result)).toBeLessThan(relativeLuminance(grey));
    expect(contrastRatio(result, grey)).toBeGreaterThanOrEqual(4.5);
  });

  it('returns the extreme with the most contrast when no lightness can reach the ratio', () => {
    expect(hex(ensureContrast(parseColor('#aaaaaa')!, parseColor('#777777')!, 7))).toBe('#000000');
    expect(hex(ensureContrast(parseColor('#555555')!, parseColor('#666666')!, 7))).toBe('#ffffff'); // 5.74 vs 3.66
  });

  it('always reaches 4.5:1 against any surface (property)', () => {
    fc.assert(
      fc.property(seedArb, seedArb, (color, surface) => {
        const opaqueSurface = { ...surface, alpha: 1 };
        expect(contrastRatio(ensureContrast(color, opaqueSurface), opaqueSurface)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

describe('customPalette', () => {
  it('keeps the given base colours and derives the missing ones', () => {
    const p = customPalette({ accent: '#0066cc', darkAccent: 'hsl(210, 100%, 20%)' });
    expect(hex(p.accent)).toBe('#0066cc');
    expect(p.darkAccent).toEqual(parseColor('hsl(210, 100%, 20%)'));
    expect(p.lightAccent).toEqual(lightAccentOf(p.accent));
    expect(hex(p.white)).toBe('#ffffff');
  });

  it('ignores invalid entries and falls back to the §9 seed for the accent', () => {
    expect(customPalette({ accent: 'nope', white: 'rgb(1)' })).toEqual(derivePalette(FALLBACK_SEED));
  });

  it('computes safe variants against its own white and black', () => {
    const p = customPalette({ accent: '#0066cc', white: '#f4efe6', black: '#1a1a2e' });
    expect(contrastRatio(p.safeDarkAccent, p.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.safeLightAccent, p.black)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.safeInverseDarkAccent, p.black)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.safeInverseLightAccent, p.white)).toBeGreaterThanOrEqual(4.5);
  });

  it('equals buildPalette of its base colours', () => {
    const p = customPalette({ accent: '#abcdef', lightAccent: '#eeeeee', darkAccent: '#222222' });
    const { white, black, accent, lightAccent, darkAccent } = p;
    expect(buildPalette({ white, black, accent, lightAccent, darkAccent })).toEqual(p);
  });
});

describe('paletteFromImageColors', () => {
  it('seeds from the most colourful sampled colour', () => {
    const p = paletteFromImageColors(['#808080', '#f0f0f0', '#cc3322', '#ff0000', '#101010']);
    expect(hex(p.accent)).toBe('#ff0000');
  });

  it('takes the first on a tie, skips invalid samples, falls back when none is valid', () => {
    expect(hex(paletteFromImageColors(['#00ff00', 'bad', '#ff0000']).accent)).toBe('#00ff00');
    expect(paletteFromImageColors([])).toEqual(derivePalette(FALLBACK_SEED));
    expect(paletteFromImageColors(['bad'], 'Analogous II')).toEqual(derivePalette(FALLBACK_SEED, 'Analogous II'));
  });
});

describe('paletteColors', () => {
  it('lists id plus value in SYSTEM_COLOR_IDS order (§3 palette colour)', () => {
    const p = derivePalette('#336699');
    const list = paletteColors(p);
    expect(list.map((c) => c.id)).toEqual(SYSTEM_COLOR_IDS);
    for (const { id, value } of list) expect(value).toBe(p[id]);
  });
});

describe('resolveColorReference', () => {
  const palette = derivePalette('#336699');

  it('resolves SITE_PALETTE_COLOR by id, with its alpha replacing the palette alpha', () => {
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'accent' }, palette)).toBe(palette.accent);
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'darkAccent', alpha: 0.25 }, palette)).toEqual({
      ...palette.darkAccent,
      alpha: 0.25,
    });
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'white', alpha: 7 }, palette)?.alpha).toBe(1);
  });

  it.each([
    { type: 'SITE_PALETTE_COLOR', id: 'nope' },
    { type: 'SITE_PALETTE_COLOR', id: '__proto__' },
    { type: 'SITE_PALETTE_COLOR', id: 'constructor' },
    { type: 'SITE_PALETTE_COLOR', id: 'accent', alpha: 'half' },
    { type: 'SITE_PALETTE_COLOR', id: 'accent', alpha: NaN },
    { type: 'CUSTOM_COLOR', color: 'blue' },
    { type: 'CUSTOM_COLOR', color: 3 },
    { type: 'THEME_COLOR', name: 'button' }, // no resolver given
    { type: 'OTHER' },
    null,
    'accent',
  ])('is null for %j', (ref) => {
    expect(resolveColorReference(ref, palette)).toBeNull();
  });

  it('is null for an id missing from a palette built from untyped data', () => {
    const partial = { accent: palette.accent } as unknown as Palette;
    expect(resolveColorReference({ type: 'SITE_PALETTE_COLOR', id: 'white' }, partial)).toBeNull();
  });

  it('parses CUSTOM_COLOR strings', () => {
    expect(resolveColorReference({ type: 'CUSTOM_COLOR', color: 'hsla(10, 20%, 30%, 0.5)' }, palette)).toEqual(
      parseColor('hsla(10, 20%, 30%, 0.5)'),
    );
  });

  it('follows THEME_COLOR through the resolver, stopping cycles and surviving a throwing resolver', () => {
    const theme: Record<string, ColorReference> = {
      button: { type: 'THEME_COLOR', name: 'primary' },
      primary: { type: 'SITE_PALETTE_COLOR', id: 'safeDarkAccent' },
      loopA: { type: 'THEME_COLOR', name: 'loopB' },
      loopB: { type: 'THEME_COLOR', name: 'loopA' },
    };
    const resolve = (name: string) => theme[name] ?? null;
    expect(resolveColorReference({ type: 'THEME_COLOR', name: 'button' }, palette, resolve)).toBe(palette.safeDarkAccent);
    expect(resolveColorReference({ type: 'THEME_COLOR', name: 'loopA' }, palette, resolve)).toBeNull();
    expect(resolveColorReference({ type: 'THEME_COLOR', name: 'missing' }, palette, resolve)).toBeNull();
    const throwing = () => {
      throw new Error('boom');
    };
    expect(resolveColorReference({ type: 'THEME_COLOR', name: 'x' }, palette, throwing)).toBeNull();
  });

  it('follows a theme chain of up to 8 hops and gives up after (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.constantFrom(...SYSTEM_COLOR_IDS), (hops, id) => {
        const resolve = (name: string): ColorReference => {
          const n = Number(name);
          return n < hops ? { type: 'THEME_COLOR', name: String(n + 1) } : { type: 'SITE_PALETTE_COLOR', id };
        };
        const result = resolveColorReference({ type: 'THEME_COLOR', name: '0' }, palette, resolve);
        // hops THEME_COLOR → THEME_COLOR links, plus the first lookup: hops + 1 resolver calls
        expect(result).toBe(hops + 1 <= 8 ? palette[id] : null);
      }),
    );
  });

  it('never throws on arbitrary data (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (ref) => {
        const result = resolveColorReference(ref, palette, () => ref as ColorReference);
        expect(result === null || typeof result.hue === 'number').toBe(true);
      }),
    );
  });
});
