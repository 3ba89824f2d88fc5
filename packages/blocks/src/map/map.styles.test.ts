import { describe, expect, it } from 'vitest';
import { MAP_STYLES, STYLE_BY_NUMBER, STYLE_LOOK, mapStyleOf } from './map.styles';

describe('map styles (SPEC.md §3 "Map location")', () => {
  it('knows the six names in SPEC order', () => {
    expect(MAP_STYLES).toEqual(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue']);
  });

  it('maps SPEC numbers 1 to 6, where minimal light is 4 and minimal dark 5 (the orders differ)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => mapStyleOf(n))).toEqual(['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue']);
    expect(mapStyleOf('4')).toBe('MinimalLight');
    expect(MAP_STYLES.indexOf('MinimalDark') + 1).toBe(4); // the name order puts dark fourth
    expect(STYLE_BY_NUMBER[5]).toBe('MinimalDark');
  });

  it('reads names in any case and spacing, and refuses the rest', () => {
    expect(mapStyleOf('minimal-dark')).toBe('MinimalDark');
    expect(mapStyleOf('Minimal Blue')).toBe('MinimalBlue');
    expect(mapStyleOf('grayscale')).toBe('Grayscale');
    for (const bad of [0, 7, -1, 1.5, 'Sepia', '', null, undefined, {}, []]) expect(mapStyleOf(bad)).toBeNull();
  });

  it('gives every style a look: Satellite its own tiles, the rest a filter over the base tiles', () => {
    expect(STYLE_LOOK.Satellite.tiles).toBe('satellite');
    expect(STYLE_LOOK.Original).toEqual({ tiles: 'base', filter: '' });
    for (const name of MAP_STYLES.filter((n) => n !== 'Satellite' && n !== 'Original')) {
      expect(STYLE_LOOK[name].tiles).toBe('base');
      expect(STYLE_LOOK[name].filter).toMatch(/grayscale/);
    }
    expect(new Set(MAP_STYLES.map((n) => STYLE_LOOK[n].filter)).size).toBe(6 - 1); // Satellite and Original: no filter
  });
});
