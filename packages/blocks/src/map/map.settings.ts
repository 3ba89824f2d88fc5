/**
 * The map block's settings (SPEC.md §3 "Map location"): the block JSON is
 * `{"location": {mapLat, mapLng, mapZoom, markerLat, markerLng, addressTitle, addressLine1,
 * addressLine2, addressCountry}, "ui": {style, showLabels, showTerrain, draggable, scrollwheel,
 * showControls, disableDefaultUI, markerDraggable, linkOnClick}}`. Each half is read through a
 * settings table (an attribute wins, a wrong type keeps its default with a warning); the style
 * takes SPEC's names or its numbers (map.styles.ts). The marker defaults to the map's centre.
 */
import {
  readSettingsTable,
  showValue,
  tableAttributes,
  type BlockData,
  type SettingsOf,
  type SettingsReader,
  type SettingsSchema,
} from '@sqs/runtime/contracts/block-data';
import { mapStyleOf, type MapStyle } from './map.styles';

/** SPEC.md §3 defaults: New York, zoom 12. */
export const DEFAULT_LAT = 40.720882;
export const DEFAULT_LNG = -74.000988;
export const DEFAULT_ZOOM = 12;

export const locationSettings = {
  mapLat: { type: 'number', default: DEFAULT_LAT, min: -90, max: 90 },
  mapLng: { type: 'number', default: DEFAULT_LNG, min: -180, max: 180 },
  mapZoom: { type: 'number', default: DEFAULT_ZOOM, min: 0, max: 22 },
  // NaN: "not given", resolved to the map's centre below (a table needs a number default).
  markerLat: { type: 'number', default: Number.NaN, min: -90, max: 90 },
  markerLng: { type: 'number', default: Number.NaN, min: -180, max: 180 },
  addressTitle: { type: 'string', default: '' },
  addressLine1: { type: 'string', default: '' },
  addressLine2: { type: 'string', default: '' },
  addressCountry: { type: 'string', default: '' },
} satisfies SettingsSchema;

export const uiSettings = {
  showLabels: { type: 'boolean', default: true },
  showTerrain: { type: 'boolean', default: false },
  draggable: { type: 'boolean', default: true },
  // Off by default: a wheel over the map scrolls the page, as a visitor reading it expects.
  scrollwheel: { type: 'boolean', default: false },
  showControls: { type: 'boolean', default: true },
  disableDefaultUI: { type: 'boolean', default: false, attribute: 'disable-default-ui' },
  markerDraggable: { type: 'boolean', default: false },
  linkOnClick: { type: 'boolean', default: false },
} satisfies SettingsSchema;

export type MapSettings = SettingsOf<typeof locationSettings> & SettingsOf<typeof uiSettings> & { style: MapStyle };

/** A JSON half (`location`, `ui`) as block data of its own; a half that is not an object is a warning. */
function half(data: Readonly<Record<string, unknown>>, key: string, warnings: string[]): BlockData {
  const value = Object.hasOwn(data, key) ? data[key] : undefined;
  if (value === undefined) return { ok: true, data: Object.create(null) as Record<string, unknown>, given: false };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warnings.push(`"${key}": ${showValue(value)} is not an object; using the defaults`);
    return { ok: true, data: Object.create(null) as Record<string, unknown>, given: false };
  }
  return { ok: true, data: value as Record<string, unknown>, given: true };
}

export const mapSettings: SettingsReader<MapSettings> = {
  attributes: [...tableAttributes(locationSettings), ...tableAttributes(uiSettings), 'map-style'],
  read(blockData, attribute) {
    if (!blockData.ok) return { ok: false, error: blockData.detail };
    const warnings: string[] = [];
    const location = readSettingsTable(locationSettings, half(blockData.data, 'location', warnings), attribute);
    const ui = readSettingsTable(uiSettings, half(blockData.data, 'ui', warnings), attribute);
    if (!location.ok || !ui.ok) return { ok: false, error: 'unreadable map settings' };
    warnings.push(...location.warnings, ...ui.warnings);

    const uiData = half(blockData.data, 'ui', []);
    const rawStyle = attribute('map-style') ?? (uiData.ok && Object.hasOwn(uiData.data, 'style') ? uiData.data.style : undefined);
    let style: MapStyle = 'Original';
    if (rawStyle !== undefined && rawStyle !== null) {
      const read = mapStyleOf(rawStyle);
      if (read) style = read;
      else warnings.push(`style ${showValue(rawStyle)} is not one of the six map styles; using "Original"`);
    }
    const value = { ...location.value, ...ui.value, style };
    if (Number.isNaN(value.markerLat)) value.markerLat = value.mapLat;
    if (Number.isNaN(value.markerLng)) value.markerLng = value.mapLng;
    return { ok: true, value, warnings };
  },
};
