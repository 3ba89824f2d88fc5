/**
 * The map's Leaflet adapter: the one module that imports Leaflet and its stylesheet, so both
 * arrive in one lazily loaded chunk, fetched once per page by the first map that needs it and
 * shared by every other (SPEC.md §4 "Map script loads once and is shared"; ESM caches the
 * import). Nothing here decides: it draws a MapView (map.logic.ts) and applies later ones.
 */
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { message } from '@sqs/runtime/contracts/messages';
import { baseTemplate, type MapTiles, type MapView } from './map.logic';
import { STYLE_LOOK } from './map.styles';

export { leafletCss };

export interface LeafletMapEvents {
  /** The visitor dropped the marker (markerDraggable). */
  onMarkerMove(lat: number, lng: number): void;
  /** A tile could not load (a 500, a timeout, offline). Called once per failure. */
  onTileError(): void;
  onTilesLoaded(): void;
}

export interface LeafletMap {
  update(view: MapView): void;
  /** The box changed size: Leaflet measures again. */
  resize(): void;
  focus(): void;
  destroy(): void;
}

/** A map pin drawn inline (no marker image to fetch, nothing a strict CSP blocks). */
const PIN_SVG =
  '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true" focusable="false"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="var(--sqs-map-marker-color, #c0392b)"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function popupContent(doc: Document, view: MapView): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'sqs-map-popup';
  view.popup.forEach((line, i) => {
    const el = doc.createElement(i === 0 ? 'strong' : 'span');
    el.textContent = line;
    box.append(el);
  });
  const link = doc.createElement('a');
  link.href = view.searchUrl;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = message('map.directions', 'Open in a map');
  box.append(link);
  return box;
}

export function createLeafletMap(container: HTMLElement, first: MapView, tiles: MapTiles, events: LeafletMapEvents): LeafletMap {
  const doc = container.ownerDocument;
  let view = first;
  // Under reduced motion the map jumps instead of gliding (zoom, fades, pans from the keyboard).
  const still = doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false;
  const map = L.map(container, {
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
    center: view.center,
    zoom: view.zoom,
    maxZoom: tiles.maxZoom,
    zoomControl: false,
    keyboard: true, // arrows pan, + and - zoom (Leaflet's keyboard handler on the focused map)
    scrollWheelZoom: view.scrollwheel,
    dragging: view.draggable,
    attributionControl: true,
  });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  // The map is one tab stop with a name: its keys pan and zoom, Tab always leaves it.
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', view.popup[0] ? message('map.label', 'Map of {name}', { name: view.popup[0] }) : message('map.labelPlain', 'Map'));
  container.setAttribute('aria-roledescription', message('map.roleDescription', 'map'));

  const layerOptions = { maxZoom: tiles.maxZoom, attribution: escapeHtml(tiles.attribution) };
  let errorOnce = false;
  const base = L.tileLayer(baseTemplate(tiles, view.style, view.showTerrain), layerOptions)
    .on('tileerror', () => {
      if (!errorOnce) events.onTileError();
      errorOnce = true;
    })
    .on('load', () => events.onTilesLoaded())
    .addTo(map);
  const labels = tiles.labelsUrl ? L.tileLayer(tiles.labelsUrl, { maxZoom: tiles.maxZoom, pane: 'overlayPane' }) : null;
  const zoom = L.control.zoom({
    zoomInTitle: message('map.zoomIn', 'Zoom in'),
    zoomOutTitle: message('map.zoomOut', 'Zoom out'),
  });

  const marker = L.marker(view.marker, {
    icon: L.divIcon({ html: PIN_SVG, className: 'sqs-map-pin', iconSize: [28, 40], iconAnchor: [14, 40], popupAnchor: [0, -36] }),
    keyboard: true,
    draggable: view.markerDraggable,
    autoPanOnFocus: true,
  }).addTo(map);
  marker.on('click', () => {
    // linkOnClick (SPEC.md §7): the marker opens an external maps search for the address.
    if (!view.linkOnClick) return;
    doc.defaultView?.open(view.searchUrl, '_blank', 'noopener');
  });

  marker.on('dragend', () => {
    const { lat, lng } = marker.getLatLng();
    events.onMarkerMove(lat, lng);
  });

  // What the map shows, on its box: read by tests and by site scripts that follow the view.
  const publish = () => {
    const c = map.getCenter();
    container.dataset.zoom = String(map.getZoom());
    container.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
  };
  map.on('moveend zoomend', publish);

  const apply = (next: MapView, initial: boolean) => {
    const previous = view;
    view = next;
    if (initial || previous.center.join() !== next.center.join() || previous.zoom !== next.zoom) map.setView(next.center, next.zoom, { animate: false });
    if (initial || previous.marker.join() !== next.marker.join()) marker.setLatLng(next.marker);
    base.setUrl(baseTemplate(tiles, next.style, next.showTerrain));
    map.getPane('tilePane')!.style.filter = STYLE_LOOK[next.style].filter;
    if (labels) {
      if (next.showLabels && next.style !== 'Satellite') labels.addTo(map);
      else labels.remove();
    }
    if (next.controls) zoom.addTo(map);
    else zoom.remove();
    if (next.draggable) map.dragging.enable();
    else map.dragging.disable();
    if (next.scrollwheel) map.scrollWheelZoom.enable();
    else map.scrollWheelZoom.disable();
    if (next.markerDraggable) marker.dragging?.enable();
    else marker.dragging?.disable();
    const title = next.popup[0] ?? message('map.marker', 'Location');
    marker.options.title = title;
    const icon = marker.getElement();
    icon?.setAttribute('title', title);
    icon?.setAttribute('aria-label', next.linkOnClick ? message('map.markerLink', '{name}, open in a map', { name: title }) : title);
    // linkOnClick: the marker is a link out, so it has no popup at all (never a popup flashing open).
    if (next.linkOnClick) marker.unbindPopup();
    else if (marker.getPopup()) marker.setPopupContent(popupContent(doc, next));
    else marker.bindPopup(popupContent(doc, next));
    publish();
  };
  apply(view, true);

  return {
    update: (next) => apply(next, false),
    resize: () => map.invalidateSize({ pan: false }),
    focus: () => container.focus({ preventScroll: true }),
    destroy: () => {
      // Leaflet's wheel zoom waits on a timer of its own, which map.remove() leaves running:
      // fired after removal it reads panes that are gone. Cleared here.
      clearTimeout((map.scrollWheelZoom as unknown as { _timer?: ReturnType<typeof setTimeout> })._timer);
      map.remove();
    },
  };
}
