import { describe, expect, it } from 'vitest';
import { parseBlockData } from '@sqs/runtime/contracts/block-data';
import { mapSettings } from './map.settings';

const read = (json: string | null, attributes: Record<string, string> = {}) => mapSettings.read(parseBlockData(json), (name) => attributes[name] ?? null);

describe('map settings (SPEC.md §3 "Map location")', () => {
  it('defaults to lat 40.720882, lng -74.000988, zoom 12, the marker at the centre, scrollwheel off', () => {
    const result = read(null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ mapLat: 40.720882, mapLng: -74.000988, mapZoom: 12, markerLat: 40.720882, markerLng: -74.000988 });
    expect(result.value).toMatchObject({ style: 'Original', scrollwheel: false, draggable: true, showControls: true, disableDefaultUI: false, markerDraggable: false, linkOnClick: false });
    expect(result.warnings).toEqual([]);
  });

  it('reads location and ui from their halves, with the marker apart from the centre', () => {
    const result = read(JSON.stringify({
      location: { mapLat: 51.5, mapLng: '-0.12', mapZoom: 15, markerLat: 51.51, markerLng: -0.1, addressTitle: 'Shop', addressLine1: '1 High St' },
      ui: { style: 5, scrollwheel: true, linkOnClick: true },
    }));
    expect(result.ok && result.value).toMatchObject({ mapLat: 51.5, mapLng: -0.12, mapZoom: 15, markerLat: 51.51, markerLng: -0.1, addressTitle: 'Shop', style: 'MinimalDark', scrollwheel: true, linkOnClick: true });
  });

  it('an attribute wins, and a bad value keeps its default with a warning', () => {
    const result = read(JSON.stringify({ location: { mapZoom: 'far' }, ui: { style: 'Neon' } }), { 'map-style': 'satellite', 'map-lat': '10' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ style: 'Satellite', mapLat: 10, markerLat: 10, mapZoom: 12 });
    expect(result.warnings.join('\n')).toMatch(/mapZoom/);
  });

  it('warns about a half that is not an object, and about an unknown style', () => {
    const result = read(JSON.stringify({ location: [1], ui: { style: 'Neon' } }));
    expect(result.ok && result.warnings.join('\n')).toMatch(/"location".*not an object[\s\S]*Neon/);
  });

  it('malformed JSON is an error: the server HTML stays', () => {
    expect(read('{"location":').ok).toBe(false);
    expect(read('[1]').ok).toBe(false);
  });

  it('clamps out-of-range numbers and never reads the prototype', () => {
    const result = read('{"location": {"mapLat": 120, "mapZoom": 99}, "__proto__": {"ui": {"scrollwheel": true}}}');
    expect(result.ok && result.value).toMatchObject({ mapLat: 90, mapZoom: 22, scrollwheel: false });
  });
});
