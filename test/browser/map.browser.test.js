import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, rgba, ringContrast, waitFor } from './helpers.js';

// One page context per document (page/page.ts reads it once): a restrictive cookie policy and
// a tile set served by the test server. Consent is the cookie, set or cleared per test.
const TILE = '/test/browser/fixtures/landscape-3x2.png';
const context = document.createElement('script');
context.type = 'application/json';
context.id = 'sqs-page-context';
context.textContent = JSON.stringify({
  websiteSettings: {
    cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    mapTiles: { url: `${TILE}?t={z}/{x}/{y}`, attribution: '© Demo tiles <b>&</b> friends', maxZoom: 18 },
  },
});
document.head.append(context);
const grant = () => (document.cookie = 'ss_cookie_consent=true; path=/');
const forget = () => (document.cookie = 'ss_cookie_consent=; path=/; max-age=0');
await import('/dist/elements/sqs-map.js');

const ADDRESS = `<address><strong>Mott Street Bakery</strong><br>12 Mott St, New York, USA</address>
  <a href="https://www.openstreetmap.org/search?query=12%20Mott%20St">Open in a map</a>`;

function map(json = {}, attributes = 'data-load-on="eager"') {
  const wrapper = fixture(`<div style="width:480px"><button id="before">Before</button>
    <sqs-map ${attributes} data-block-json='${JSON.stringify(json)}'>${ADDRESS}</sqs-map>
    <button id="after">After</button></div>`);
  return wrapper.querySelector('sqs-map');
}

const LOCATION = { location: { mapLat: 40.7191, mapLng: -73.9973, mapZoom: 14, addressTitle: 'Mott Street Bakery', addressLine1: '12 Mott St', addressCountry: 'USA' } };
const box = (host) => host.shadowRoot.querySelector('[part="map"]');
const drawn = (host) => waitFor(() => host.shadowRoot?.querySelector('[part="container"]')?.dataset.phase === 'ready', { message: 'map drawn' });
const tilesLoaded = (host) => waitFor(() => host.shadowRoot.querySelector('[part="container"]').dataset.tiles === 'loaded', { message: 'tiles loaded', timeout: 8000 });
const marker = (host) => host.shadowRoot.querySelector('.sqs-map-pin');
const leafletRequests = () => performance.getEntriesByType('resource').filter((e) => /chunks\/leaflet-map/.test(e.name));

describe('sqs-map (built element)', () => {
  beforeEach(grant);
  afterEach(cleanup);
  // The consent cookie is the browser's: leave none for the files that run after this one.
  after(forget);

  it('draws the SPEC defaults (40.720882, -74.000988, zoom 12) with the marker at the centre and the address still readable', async () => {
    const host = map();
    await ready(host);
    await drawn(host);
    await tilesLoaded(host);
    expect(box(host).dataset.zoom).to.equal('12');
    expect(box(host).dataset.center).to.equal('40.72088,-74.00099');
    expect(host.shadowRoot.querySelectorAll('.leaflet-tile').length).to.be.greaterThan(0);
    expect(marker(host).getAttribute('role')).to.equal('button');
    // The marker is drawn at the map's centre.
    const m = marker(host).getBoundingClientRect();
    const b = box(host).getBoundingClientRect();
    expect(Math.abs(m.x + m.width / 2 - (b.x + b.width / 2))).to.be.lessThan(2);
    expect(Math.abs(m.bottom - (b.y + b.height / 2))).to.be.lessThan(2);
    expect(host.querySelector('address').checkVisibility()).to.equal(true);
    // The attribution is the site's text, never its markup.
    expect(host.shadowRoot.querySelector('.leaflet-control-attribution').textContent).to.contain('© Demo tiles <b>&</b> friends');
  });

  it('loads Leaflet once for every map on the page, its CSS inside each shadow root', async () => {
    const a = map(LOCATION);
    const b = map({ ui: { style: 'MinimalDark' } });
    await Promise.all([drawn(a), drawn(b)]);
    expect(leafletRequests().length).to.equal(1);
    for (const host of [a, b]) expect(host.shadowRoot.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.selectorText === '.leaflet-pane'))).to.equal(true);
    expect(document.adoptedStyleSheets.length).to.equal(0);
    expect(getComputedStyle(b.shadowRoot.querySelector('.leaflet-tile-pane')).filter).to.contain('invert');
    expect(b.shadowRoot.querySelector('[part="container"]').dataset.style).to.equal('MinimalDark');
  });

  it('opens the popup with the address on a mouse click on the marker', async () => {
    const host = map(LOCATION);
    await drawn(host);
    await click(marker(host));
    const popup = await waitFor(() => host.shadowRoot.querySelector('.sqs-map-popup'), { message: 'popup' });
    expect([...popup.children].map((c) => c.textContent)).to.deep.equal(['Mott Street Bakery', '12 Mott St', 'USA', 'Open in a map']);
    expect(popup.querySelector('a').href).to.equal('https://www.openstreetmap.org/search?query=12%20Mott%20St%2C%20USA');
  });

  it('pans and zooms from the keyboard, opens the popup with Enter, and never traps focus', async () => {
    const host = map(LOCATION);
    await drawn(host);
    host.parentElement.querySelector('#before').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(box(host));
    expect(box(host).getAttribute('aria-label')).to.equal('Map of Mott Street Bakery');
    await sendKeys({ press: '+' });
    await waitFor(() => box(host).dataset.zoom === '15', { message: 'zoomed in by key' });
    const center = box(host).dataset.center;
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => box(host).dataset.center !== center, { message: 'panned by key' });
    expect(Number(box(host).dataset.center.split(',')[1])).to.be.greaterThan(Number(center.split(',')[1]));
    await sendKeys({ press: '-' });
    await waitFor(() => box(host).dataset.zoom === '14', { message: 'zoomed out by key' });
    // Tab goes on: the marker, then Enter opens its popup.
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(marker(host));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => host.shadowRoot.querySelector('.sqs-map-popup'), { message: 'popup by key' });
    // Every further Tab moves on, and within a few the focus has left the map.
    const seen = [];
    for (let i = 0; i < 8 && deepActiveElement()?.id !== 'after'; i += 1) {
      await sendKeys({ press: 'Tab' });
      seen.push(deepActiveElement());
    }
    expect(deepActiveElement().id).to.equal('after');
    expect(new Set(seen).size).to.equal(seen.length);
  });

  it('lets the wheel scroll the page by default, and takes it when scrollwheel is on', async () => {
    const off = map(LOCATION);
    const on = map({ ...LOCATION, ui: { scrollwheel: true, showControls: false } });
    await Promise.all([drawn(off), drawn(on)]);
    const wheel = (host) => box(host).dispatchEvent(new WheelEvent('wheel', { deltaY: -300, bubbles: true, cancelable: true, clientX: 100, clientY: 100 }));
    expect(wheel(off)).to.equal(true); // not cancelled: the page scrolls
    expect(wheel(on)).to.equal(false);
    expect(on.shadowRoot.querySelector('.leaflet-control-zoom')).to.equal(null);
    expect(off.shadowRoot.querySelector('.leaflet-control-zoom-in').getAttribute('aria-label')).to.equal('Zoom in');
  });

  it('lets the visitor drag the marker when markerDraggable is on, and says where it went', async () => {
    const host = map({ ...LOCATION, ui: { markerDraggable: true } });
    await drawn(host);
    const moves = [];
    host.addEventListener('sqs-map-marker-move', (e) => moves.push(e.detail));
    marker(host).scrollIntoView({ block: 'center' });
    const m = marker(host).getBoundingClientRect();
    const [x, y] = [Math.round(m.x + m.width / 2), Math.round(m.y + m.height / 2)];
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 20, y + 10] });
    await sendMouse({ type: 'move', position: [x + 60, y + 30] });
    await sendMouse({ type: 'up' });
    await waitFor(() => moves.length === 1, { message: 'marker moved' });
    expect(moves[0].lng).to.be.greaterThan(LOCATION.location.mapLng);
    expect(moves[0].lat).to.be.lessThan(LOCATION.location.mapLat);
  });

  it('applies a live change once, after the burst', async () => {
    const host = map(LOCATION);
    await drawn(host);
    host.setAttribute('map-zoom', '10');
    host.setAttribute('map-zoom', '9');
    host.setAttribute('map-style', '4');
    await waitFor(() => box(host).dataset.zoom === '9', { message: 'zoom 9' });
    expect(host.shadowRoot.querySelector('[part="container"]').dataset.style).to.equal('MinimalLight');
  });

  it('waits behind the click-to-load placeholder without consent, then draws tiles after the click', async () => {
    forget();
    const host = map(LOCATION);
    await ready(host);
    const placeholder = await waitFor(() => host.shadowRoot.querySelector('sqs-consent-placeholder'), { message: 'placeholder' });
    expect(host.querySelector('address').checkVisibility()).to.equal(true);
    expect(host.shadowRoot.querySelectorAll('.leaflet-tile').length).to.equal(0);
    expect(host.shadowRoot.querySelector('.leaflet-container')).to.equal(null);
    expect(await axeViolations(host.parentElement)).to.deep.equal([]);
    const load = placeholder.shadowRoot.querySelector('button');
    expect(load.textContent).to.equal(`Load ${location.hostname}`);
    await click(load);
    await drawn(host);
    await tilesLoaded(host);
    expect(deepActiveElement()).to.equal(box(host));
  });

  // Issue 19 follow-up (WCAG 1.4.11, 3:1): the placeholder's button ring, drawn on the placeholder's own opaque
  // surface (2 px off the button), measured against that surface as the site chrome's are; on the default
  // light surface and on a dark one a site themes through the custom properties (the ring follows the text colour).
  it("the placeholder's Load button shows a focus ring of 3:1 on the placeholder, light or themed dark", async () => {
    forget();
    const dark = '--sqs-consent-placeholder-background:#1c1c1c;--sqs-consent-placeholder-color:#f4f4f4;--sqs-consent-placeholder-button-background:#f4f4f4;--sqs-consent-placeholder-button-color:#1c1c1c';
    const results = [];
    for (const [name, style] of [['light', ''], ['dark', dark]]) {
      const host = map(LOCATION);
      host.setAttribute('style', style);
      await ready(host);
      const placeholder = await waitFor(() => host.shadowRoot.querySelector('sqs-consent-placeholder'), { message: 'placeholder' });
      const surface = rgba(getComputedStyle(placeholder.shadowRoot.querySelector('[part="placeholder"]')).backgroundColor);
      expect(surface.a, 'an opaque surface').to.equal(1);
      const worst = await ringContrast(placeholder.shadowRoot.querySelector('[part="button"]'), [surface]);
      results.push(`${name}: ${worst >= 3 ? 'ok' : worst.toFixed(2)}`);
      cleanup();
    }
    expect(results).to.deep.equal(['light: ok', 'dark: ok']);
  });

  it('draws every waiting map when consent arrives from the banner', async () => {
    forget();
    const a = map(LOCATION);
    const b = map();
    await waitFor(() => a.shadowRoot?.querySelector('sqs-consent-placeholder') && b.shadowRoot?.querySelector('sqs-consent-placeholder'), { message: 'placeholders' });
    grant();
    window.dispatchEvent(new CustomEvent('sqs-consent-change', { detail: { consent: 'granted' } }));
    await Promise.all([drawn(a), drawn(b)]);
  });

  it('keeps the server HTML and reports once for malformed JSON', async () => {
    const reports = [];
    const listen = (e) => reports.push(e.detail);
    window.addEventListener('sqs-block-error', listen, true);
    const wrapper = fixture(`<div><sqs-map data-load-on="eager" data-block-json='{"location":'>${ADDRESS}</sqs-map></div>`);
    const host = wrapper.querySelector('sqs-map');
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    window.removeEventListener('sqs-block-error', listen, true);
    expect(host.shadowRoot).to.equal(null);
    expect(host.querySelector('address').checkVisibility()).to.equal(true);
    expect(reports.length).to.equal(1);
  });

  it('has no axe violations, drawn and with the popup open', async () => {
    const host = map(LOCATION);
    await drawn(host);
    await tilesLoaded(host);
    expect(await axeViolations(host.parentElement)).to.deep.equal([]);
    await click(marker(host));
    const popup = await waitFor(() => host.shadowRoot.querySelector('.sqs-map-popup'), { message: 'popup' });
    // Leaflet's 0.2 s fade-in of the popup: axe would measure its text's contrast half-way through it.
    await Promise.all(popup.closest('.leaflet-popup').getAnimations({ subtree: true }).map((animation) => animation.finished));
    expect(await axeViolations(host.parentElement)).to.deep.equal([]);
  });
});
