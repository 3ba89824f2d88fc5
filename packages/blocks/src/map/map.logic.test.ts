import { describe, expect, it } from 'vitest';
import { parseBlockData } from '@sqs/runtime/contracts/block-data';
import { addressLines, baseTemplate, mapSearchUrl, mapTilesOf, mapViewOf, MAP_SCRIPT_TIMEOUT_MS, MAP_UI_DEBOUNCE_MS } from './map.logic';
import { mapSettings, type MapSettings } from './map.settings';

const settings = (json: object): MapSettings => {
  const read = mapSettings.read(parseBlockData(JSON.stringify(json)), () => null);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};

describe('map rules', () => {
  it('keeps SPEC.md §9 numbers', () => {
    expect(MAP_SCRIPT_TIMEOUT_MS).toBe(30000);
    expect(MAP_UI_DEBOUNCE_MS).toBe(60);
  });

  it('reads websiteSettings.mapTiles, refusing what is not a tile template', () => {
    expect(mapTilesOf({ url: '/assets/tiles/base/{z}/{x}/{y}.png', attribution: 'Demo', maxZoom: 18 })).toEqual({
      url: '/assets/tiles/base/{z}/{x}/{y}.png', attribution: 'Demo', maxZoom: 18, satelliteUrl: '', terrainUrl: '', labelsUrl: '',
    });
    expect(mapTilesOf({ url: 'https://t.example/{z}/{x}/{y}.png', maxZoom: 'x' })).toMatchObject({ maxZoom: 19, attribution: '' });
    expect(mapTilesOf(undefined)).toHaveProperty('problem');
    expect(mapTilesOf({ url: 'javascript:alert(1)' })).toHaveProperty('problem');
    expect(mapTilesOf({ url: 'https://x/"><img' })).toHaveProperty('problem');
    expect(mapTilesOf([])).toHaveProperty('problem');
  });

  it('picks the satellite or terrain set only when the site has one', () => {
    const tiles = mapTilesOf({ url: '/b/{z}', satelliteUrl: '/s/{z}', terrainUrl: '/t/{z}' });
    if ('problem' in tiles) throw new Error(tiles.problem);
    expect(baseTemplate(tiles, 'Satellite', false)).toBe('/s/{z}');
    expect(baseTemplate(tiles, 'Original', true)).toBe('/t/{z}');
    expect(baseTemplate(tiles, 'Grayscale', false)).toBe('/b/{z}');
    const plain = mapTilesOf({ url: '/b/{z}' });
    if ('problem' in plain) throw new Error(plain.problem);
    expect(baseTemplate(plain, 'Satellite', true)).toBe('/b/{z}');
  });

  it('shows the non-empty address lines and searches the address, else the marker', () => {
    const s = settings({ location: { addressTitle: 'Bakery', addressLine1: '12 Mott St', addressLine2: ' ', addressCountry: 'USA' } });
    expect(addressLines(s)).toEqual(['Bakery', '12 Mott St', 'USA']);
    expect(mapSearchUrl(s)).toBe('https://www.openstreetmap.org/search?query=12%20Mott%20St%2C%20USA');
    expect(mapSearchUrl(settings({}))).toBe(`https://www.openstreetmap.org/search?query=${encodeURIComponent('40.720882, -74.000988')}`);
  });

  it('hides the zoom buttons when controls are off or the default UI is disabled', () => {
    expect(mapViewOf(settings({})).controls).toBe(true);
    expect(mapViewOf(settings({ ui: { showControls: false } })).controls).toBe(false);
    expect(mapViewOf(settings({ ui: { disableDefaultUI: true } })).controls).toBe(false);
  });
});
