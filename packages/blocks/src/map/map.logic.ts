/**
 * Pure rules of the map block: where the tiles come from (the page context), the address as
 * lines and as an external maps search, and the SPEC.md §9 numbers. No DOM, no Leaflet.
 */
import type { MapSettings } from './map.settings';
import { STYLE_LOOK, type MapStyle } from './map.styles';

/** SPEC.md §9: the map script times out after 30 s; UI updates are debounced 60 ms. */
export const MAP_SCRIPT_TIMEOUT_MS = 30_000;
export const MAP_UI_DEBOUNCE_MS = 60;
/** SPEC.md §8 console-level text, reported when the map's code never arrives. */
export const MAP_SCRIPT_FAILURE = 'map script failure after 30 s';

/**
 * `websiteSettings.mapTiles` in the page context: the site's tile provider. `url` is a Leaflet
 * template (`{z}/{x}/{y}`, `{s}`); the optional sets serve the Satellite style, the terrain and
 * a labels overlay. Tile servers are third parties, so they load only when consent allows.
 */
export interface MapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
  satelliteUrl: string;
  terrainUrl: string;
  labelsUrl: string;
}

const TEMPLATE = /^(https?:\/\/|\/)[^\s"'<>]*$/;

const templateOf = (value: unknown): string => (typeof value === 'string' && TEMPLATE.test(value.trim()) ? value.trim() : '');

/** `websiteSettings.mapTiles` → tiles, or why there are none (a missing or bad `url`). */
export function mapTilesOf(value: unknown): MapTiles | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'no websiteSettings.mapTiles in the page context: the map shows the address only' };
  const v = value as Record<string, unknown>;
  const url = templateOf(v.url);
  if (!url) return { problem: 'websiteSettings.mapTiles.url is not an http(s) or root-relative tile template: the map shows the address only' };
  const maxZoom = typeof v.maxZoom === 'number' && Number.isFinite(v.maxZoom) ? Math.min(22, Math.max(0, Math.round(v.maxZoom))) : 19;
  return {
    url,
    attribution: typeof v.attribution === 'string' ? v.attribution : '',
    maxZoom,
    satelliteUrl: templateOf(v.satelliteUrl),
    terrainUrl: templateOf(v.terrainUrl),
    labelsUrl: templateOf(v.labelsUrl),
  };
}

/** The base tile template for a style and the terrain option (Satellite's own set when the site has one). */
export function baseTemplate(tiles: MapTiles, style: MapStyle, showTerrain: boolean): string {
  if (STYLE_LOOK[style].tiles === 'satellite' && tiles.satelliteUrl) return tiles.satelliteUrl;
  if (showTerrain && tiles.terrainUrl) return tiles.terrainUrl;
  return tiles.url;
}

type Address = Pick<MapSettings, 'addressTitle' | 'addressLine1' | 'addressLine2' | 'addressCountry'>;

/** The address as the popup shows it: non-empty lines, title first. */
export function addressLines(address: Address): string[] {
  return [address.addressTitle, address.addressLine1, address.addressLine2, address.addressCountry].map((line) => line.trim()).filter(Boolean);
}

/**
 * An external maps search for the address (SPEC.md §7: a marker click opens one), or for the
 * marker's coordinates when there is no address. OpenStreetMap: no key, no account.
 */
export function mapSearchUrl(settings: Address & Pick<MapSettings, 'markerLat' | 'markerLng'>): string {
  const lines = [settings.addressLine1, settings.addressLine2, settings.addressCountry].map((l) => l.trim()).filter(Boolean);
  const query = lines.length > 0 ? lines.join(', ') : `${settings.markerLat}, ${settings.markerLng}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** What the map shows, from the settings: the one value the debounced update compares. */
export interface MapView {
  center: [number, number];
  zoom: number;
  marker: [number, number];
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  /** Zoom buttons: shown unless `showControls` is off or `disableDefaultUI` is on. */
  controls: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  popup: string[];
  searchUrl: string;
}

export function mapViewOf(s: MapSettings): MapView {
  return {
    center: [s.mapLat, s.mapLng],
    zoom: s.mapZoom,
    marker: [s.markerLat, s.markerLng],
    style: s.style,
    showLabels: s.showLabels,
    showTerrain: s.showTerrain,
    draggable: s.draggable,
    scrollwheel: s.scrollwheel,
    controls: s.showControls && !s.disableDefaultUI,
    markerDraggable: s.markerDraggable,
    linkOnClick: s.linkOnClick,
    popup: addressLines(s),
    searchUrl: mapSearchUrl(s),
  };
}
