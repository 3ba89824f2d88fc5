import mapStyles from './map.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readMap } from './map.read';
import { mapSettings } from './map.settings';
import { MapView } from './map.view';

/**
 * A map with a marker at an address (SPEC.md §3 "Map location", §4 "Map script loads once",
 * §9 map numbers), drawn with Leaflet from the tile provider the page context names
 * (`websiteSettings.mapTiles`: `{url, attribution, maxZoom}`, optional `satelliteUrl`,
 * `terrainUrl`, `labelsUrl`). Leaflet and its stylesheet load only with a map, once per page.
 * The element's own content (an address and a link to an external map search) is the
 * no-JavaScript fallback and stays readable under the map whatever fails. Under a restrictive
 * cookie policy the tiles wait for consent behind the click-to-load placeholder.
 * Keyboard: Tab reaches the map (arrows pan, + and - zoom), the marker (Enter opens its popup),
 * the zoom buttons, then leaves.
 *
 * @summary A Leaflet map with a marker, its address as the fallback.
 * @tag sqs-map
 *
 * @attr {string} data-block-json - `{"location": {mapLat, mapLng, mapZoom, markerLat, markerLng, addressTitle, addressLine1, addressLine2, addressCountry}, "ui": {style, showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI, markerDraggable, linkOnClick}}`.
 * @attr {number} map-lat - Latitude of the centre (JSON `location.mapLat`, default 40.720882).
 * @attr {number} map-lng - Longitude of the centre (JSON `location.mapLng`, default -74.000988).
 * @attr {number} map-zoom - Zoom level 0-22 (JSON `location.mapZoom`, default 12).
 * @attr {number} marker-lat - Latitude of the marker (JSON `location.markerLat`, default the centre's).
 * @attr {number} marker-lng - Longitude of the marker (JSON `location.markerLng`, default the centre's).
 * @attr {string} address-title - First line of the marker's popup (JSON `location.addressTitle`).
 * @attr {string} address-line1 - Address line (JSON `location.addressLine1`).
 * @attr {string} address-line2 - Address line (JSON `location.addressLine2`).
 * @attr {string} address-country - Country (JSON `location.addressCountry`).
 * @attr {'Original' | 'Grayscale' | 'Satellite' | 'MinimalDark' | 'MinimalLight' | 'MinimalBlue' | '1' | '2' | '3' | '4' | '5' | '6'} map-style - Style by name, or by SPEC's number (4 is MinimalLight, 5 MinimalDark) (JSON `ui.style`, default Original).
 * @attr {boolean} show-labels - Draw the site's labels overlay when it has one (JSON `ui.showLabels`, default true).
 * @attr {boolean} show-terrain - Use the site's terrain tiles when it has them (JSON `ui.showTerrain`, default false).
 * @attr {boolean} draggable - Pan with the mouse or a finger (JSON `ui.draggable`, default true).
 * @attr {boolean} scrollwheel - Zoom with the wheel; off so the page scrolls (JSON `ui.scrollwheel`, default false).
 * @attr {boolean} show-controls - Zoom buttons (JSON `ui.showControls`, default true).
 * @attr {boolean} disable-default-ui - Hide the zoom buttons whatever show-controls says (JSON `ui.disableDefaultUI`, default false).
 * @attr {boolean} marker-draggable - Let the visitor move the marker (JSON `ui.markerDraggable`, default false).
 * @attr {boolean} link-on-click - A marker click opens an external maps search for the address (JSON `ui.linkOnClick`, default false).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{lat: number, lng: number}>} sqs-map-marker-move - The visitor dropped the marker at a new position (marker-draggable).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart container - The map and its address.
 * @csspart map - The map's box (one tab stop; `data-zoom` and `data-center` say what it shows).
 * @csspart address - The box around the slotted address.
 *
 * @cssprop [--sqs-map-height=360px] - Height of the map.
 * @cssprop [--sqs-map-background=#e5e3df] - Behind the tiles, and the box while they load.
 * @cssprop [--sqs-map-radius=0] - Corner radius of the map.
 * @cssprop [--sqs-map-marker-color=#c0392b] - Colour of the marker pin.
 * @cssprop [--sqs-map-focus-color=#1a73e8] - Focus ring colour.
 * @cssprop [--sqs-map-address-gap=0.75em] - Space between the map and the address.
 *
 * @slot - The address and the external map link (the server's fallback), shown under the map.
 */
export class SqsMapElement extends createBlockElement({
  tag: 'sqs-map',
  settings: mapSettings,
  read: readMap,
  View: MapView,
  styles: mapStyles,
}) {}
