import type { Meta, StoryObj } from '@storybook/web-components-vite';
import tile from '../test/browser/fixtures/landscape-3x2.png?url';
import '../packages/blocks/src/map/map.define';
import { serverHtml } from './story-html';

// The tiles come from the page context (websiteSettings.mapTiles): a local image stands in for a
// tile server, so the stories never reach outside. Placed before any map reads the context.
if (!document.getElementById('sqs-page-context')) {
  const context = document.createElement('script');
  context.type = 'application/json';
  context.id = 'sqs-page-context';
  context.textContent = JSON.stringify({
    websiteSettings: { mapTiles: { url: `${new URL(tile, location.href).href}?t={z}/{x}/{y}`, attribution: 'Story tiles', maxZoom: 18 } },
  });
  document.head.append(context);
}
/** The visitor's cookie decision: none (maps load), or declined (the click-to-load placeholder). */
const consent = (value: 'none' | 'declined') => {
  document.cookie = value === 'declined' ? 'ss_cookie_consent=false; path=/' : 'ss_cookie_consent=; path=/; max-age=0';
};

const address = `<address><strong>Harbour Café</strong><br>12 Mott St<br>USA</address>
  <a href="https://www.openstreetmap.org/search?query=12%20Mott%20St%2C%20USA">Open in a map</a>`;
const located = { location: { mapLat: 40.7191, mapLng: -73.9973, mapZoom: 15, addressTitle: 'Harbour Café', addressLine1: '12 Mott St', addressCountry: 'USA' } };
const map = (json: object, attributes = '') => {
  consent('none');
  return serverHtml(`<sqs-map data-load-on="eager" ${attributes} data-block-json='${JSON.stringify(json)}'>${address}</sqs-map>`);
};

const meta: Meta = {
  title: 'Blocks/sqs-map',
  parameters: { docs: { description: { component: 'A Leaflet map with a marker; the address is the fallback, shown under the map.' } } },
};
export default meta;

/** No location in its JSON: New York at zoom 12, the marker in the centre; tab to the map, arrows pan and +/- zoom. */
export const Defaults: StoryObj = { render: () => map({}) };
/** An address: the map centred on it, its marker and popup with the address. */
export const WithAddress: StoryObj = { render: () => map(located) };
/** The Grayscale style. */
export const Grayscale: StoryObj = { render: () => map({ ...located, ui: { style: 'Grayscale' } }) };
/** The Satellite style. */
export const Satellite: StoryObj = { render: () => map({ ...located, ui: { style: 'Satellite' } }) };
/** The Minimal Dark style. */
export const MinimalDark: StoryObj = { render: () => map({ ...located, ui: { style: 'MinimalDark' } }) };
/** A style given by its number (4, Minimal Light). */
export const MinimalLightByNumber: StoryObj = { render: () => map({ ...located, ui: { style: 4 } }) };
/** The Minimal Blue style. */
export const MinimalBlue: StoryObj = { render: () => map({ ...located, ui: { style: 'MinimalBlue' } }) };
/** No zoom controls; the wheel zooms (`scrollwheel`). */
export const NoControlsWheelZoom: StoryObj = { render: () => map({ ...located, ui: { showControls: false, scrollwheel: true } }) };
/** `linkOnClick`: the marker links to the address in a maps site, no popup. */
export const MarkerLinksOut: StoryObj = { render: () => map({ ...located, ui: { linkOnClick: true, markerDraggable: true } }) };
/** A site theme through `--sqs-map-*` properties. */
export const Themed: StoryObj = {
  render: () => {
    const wrapper = map(located);
    wrapper.querySelector('sqs-map')!.setAttribute('style', '--sqs-map-height: 240px; --sqs-map-radius: 12px; --sqs-map-marker-color: #1d3557');
    return wrapper;
  },
};
/** Under a restrictive consent policy: a placeholder until the visitor allows the map. */
export const WaitsForConsent: StoryObj = {
  render: () => {
    const wrapper = map(located);
    consent('declined');
    return wrapper;
  },
};
/** Malformed settings: the server address stays, reported once. */
export const MalformedSettingsKeepFallback: StoryObj = {
  render: () => serverHtml(`<sqs-map data-load-on="eager" data-block-json='{"location":'>${address}</sqs-map>`),
};
