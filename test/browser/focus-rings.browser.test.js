// Issue 19 item 6, WCAG 2.4.7 / 1.4.11: every control of the blocks shows a focus ring that stands
// out (3:1) from a light page and from a dark page. Each block sits on a white section (dark text)
// and then on a near-black one (light text, as a site's dark section has it); every control it
// renders is focused as by the keyboard, and its ring's colours (outline, box-shadow halo, and for
// an SVG mark its stroke) are composed over that section's background, and over white and black
// (a control's own fill or an image may be either), and measured (helpers.js `ringContrast`, the
// one measure of every ring test). The same for the video's play button, the map (its focusable
// box, marker, zoom and attribution controls, the popup's link and close), the lightbox's
// close/previous/next in both themes, and the editor's controls (packages/editor). The site
// chrome, on its own surfaces, is in chrome-focus-rings.browser.test.js.
import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-accordion.js';
import '/dist/elements/sqs-menu.js';
import '/dist/elements/sqs-search.js';
import '/dist/elements/sqs-audio.js';
import '/dist/elements/sqs-chart.js';
import '/dist/elements/sqs-calendar.js';
import '/dist/elements/sqs-tour-dates.js';
import '/dist/elements/sqs-marquee.js';
import '/dist/elements/sqs-form.js';
import '/dist/elements/sqs-gallery.js';
import '/dist/elements/sqs-video.js';
import '/dist/elements/sqs-address-field.js';
import '/dist/elements/sqs-color-picker.js';
import '/dist/elements/sqs-dataset-editor.js';
import '/dist/elements/sqs-file-manager.js';
import '/dist/elements/sqs-link-editor.js';
import '/dist/elements/sqs-mailing-list.js';
import '/dist/elements/sqs-rich-text-toolbar.js';
import '/dist/elements/sqs-spreadsheet-name.js';
import '/dist/elements/sqs-stepper.js';
import '/dist/elements/sqs-tag-manager.js';
import '/dist/elements/sqs-unsaved-changes.js';
import { sendKeys } from '@web/test-runner-commands';
import { BLACK, WHITE, cleanup, fixture, keyboardControls, over, ready, rgba, ringContrast, waitFor } from './helpers.js';

const BACKGROUNDS = {
  light: { page: 'background:#fff;color:#111', colour: WHITE },
  dark: { page: 'background:#111;color:#f2f2f2', colour: { r: 17, g: 17, b: 17, a: 1 } },
};

// The map's tiles from the test server (one page context per document, read when a map first draws).
const context = document.createElement('script');
context.type = 'application/json';
context.id = 'sqs-page-context';
context.textContent = JSON.stringify({ websiteSettings: { mapTiles: { url: '/test/browser/fixtures/landscape-3x2.png?t={z}/{x}/{y}', attribution: '<a href="https://tiles.example/">Demo tiles</a>', maxZoom: 18 } } });
document.head.append(context);
await import('/dist/elements/sqs-map.js');

const PHOTOS = '/packages/server/demo/assets/gallery';
const A = '/packages/server/demo/assets/media/tone-a.wav';
const TABLE = `<table><caption>Coffee sold</caption><thead><tr><th>Month</th><th>2024</th></tr></thead>
  <tbody><tr><th>Jan</th><td>120</td></tr><tr><th>Feb</th><td>90</td></tr></tbody></table>`;
const BLOCKS = {
  'sqs-accordion': '<sqs-accordion data-load-on="eager"><details><summary>Shipping</summary><p>Two days.</p></details><details><summary>Returns</summary><p>Free.</p></details></sqs-accordion>',
  'sqs-menu': '<sqs-menu data-load-on="eager" label="Menus"><section data-label="Lunch"><p>Soup</p></section><section data-label="Dinner"><p>Fish</p></section></sqs-menu>',
  'sqs-search': '<sqs-search><form action="/search" method="get" role="search"><label for="q">Search the site</label><input id="q" type="search" name="q"><button type="submit">Search</button></form></sqs-search>',
  'sqs-audio': `<sqs-audio data-load-on="eager" album-title="Field recordings"><audio title="Bells" src="${A}?f1" controls></audio><audio title="Gulls" src="${A}?f2" controls></audio></sqs-audio>`,
  'sqs-chart': `<sqs-chart data-load-on="eager" type="bar">${TABLE}</sqs-chart>`,
  'sqs-calendar': `<sqs-calendar data-load-on="eager" time-zone="Europe/London" month="2027-03"><ol><li><a href="/events#jazz">Jazz night</a> <time datetime="2027-03-05T19:00:00Z">5 March</time></li></ol></sqs-calendar>`,
  'sqs-tour-dates': `<sqs-tour-dates data-load-on="eager"><ul><li><time datetime="2098-02-06T20:00:00Z">6 Feb 2098</time> <span class="venue">Barrowland</span> <span class="city">Glasgow</span> <a class="tickets" href="https://tickets.example/g">Tickets</a></li></ul></sqs-tour-dates>`,
  'sqs-marquee': '<sqs-marquee data-load-on="eager">Open late on Fridays</sqs-marquee>',
  // The two fixed before (a11y-defects), now on the shared partial too.
  'sqs-form': `<sqs-form data-load-on="eager" data-block-json='${JSON.stringify({ formId: 'rings', submitButtonText: 'Send', fields: [{ id: 'email', type: 'email', title: 'Email' }, { id: 'r', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'] }] })}'></sqs-form>`,
  'sqs-gallery': `<sqs-gallery data-load-on="eager" data-block-json='{"design":"slideshow","thumbnails":true,"lightbox":true}'>${[1, 2, 3]
    .map((n) => `<figure data-slide-id="r${n}" data-image-dimensions="600x400" data-src="${PHOTOS}/photo-${n}.png"><img src="${PHOTOS}/photo-${n}.png" alt="Photo ${n}"></figure>`)
    .join('')}</sqs-gallery>`,
  'sqs-video': `<sqs-video data-load-on="eager" data-block-json='{"title": "Harbour tour"}'><img src="/test/browser/fixtures/landscape-3x2.png" alt="" width="640" height="360"><template><iframe src="/packages/server/demo/assets/video-standin.html" data-provider="youtube" width="640" height="360"></iframe></template></sqs-video>`,
};

// The editor's controls (packages/editor), each in a form as the /editor page has it.
const DATA = '[["","Visits"],["Mon","12"],["Tue","15"]]';
const EDITORS = {
  'sqs-address-field': '<sqs-address-field aria-label="Store address" name="address" data-load-on="eager"></sqs-address-field>',
  'sqs-color-picker': '<sqs-color-picker aria-label="Button colour" name="colour" value="#ff0000" data-load-on="eager" palette-seed="#1d4ed8"></sqs-color-picker>',
  'sqs-dataset-editor': `<sqs-dataset-editor aria-label="Weekly visits" name="data" data-load-on="eager" value='${DATA}'></sqs-dataset-editor>`,
  'sqs-file-manager': '<sqs-file-manager aria-label="Download file" name="download" data-load-on="eager" endpoint="/test/browser/fixtures/files-page.json"></sqs-file-manager>',
  'sqs-link-editor': '<sqs-link-editor aria-label="Button link" name="link" value="https://example.com/a" pages-url="/test/browser/fixtures/pages.json" data-load-on="eager"></sqs-link-editor>',
  // No backend in this runner: the mailing list shows its load failure with the Try again button.
  'sqs-mailing-list': '<sqs-mailing-list aria-label="Mailing list" name="list" data-load-on="eager" form-id="contact"></sqs-mailing-list>',
  'sqs-rich-text-toolbar': '<sqs-rich-text-toolbar aria-label="Story" name="story" value="<p>Fresh bread</p>" data-load-on="eager"></sqs-rich-text-toolbar>',
  'sqs-spreadsheet-name': '<sqs-spreadsheet-name aria-label="Spreadsheet name" name="sheet" data-load-on="eager" form-id="contact" value="Contact leads"></sqs-spreadsheet-name>',
  'sqs-stepper': `<sqs-stepper aria-label="Setup step" name="step" data-load-on="eager" data-block-json='{"currentStepNumber": 2, "stepCount": 4}'></sqs-stepper>`,
  'sqs-tag-manager': `<sqs-tag-manager aria-label="Post tags" name="tags" data-load-on="eager" value='["News","Travel"]'></sqs-tag-manager>`,
};

/**
 * Each control's ring on this page, and on white and on black (what a control's own background
 * or an image behind it may be): `light button: ok`, or the contrast that fell short.
 */
async function measured(controls, name, background) {
  const results = [];
  for (const control of controls) {
    const worst = await ringContrast(control, [background.colour, WHITE, BLACK]);
    const label = control.getAttribute('part') ?? [control.localName, ...control.classList].join('.');
    results.push(`${name} ${label}: ${worst >= 3 ? 'ok' : worst.toFixed(2)}`);
  }
  return results;
}

describe('focus rings on light and dark pages (issue 19)', () => {
  afterEach(cleanup);

  for (const [tag, html] of [...Object.entries(BLOCKS), ...Object.entries(EDITORS)]) {
    it(`${tag}: every control's ring reaches 3:1 on a light and on a dark page`, async () => {
      const results = [];
      for (const [name, background] of Object.entries(BACKGROUNDS)) {
        const section = fixture(`<section style="${background.page};padding:24px">${tag in EDITORS ? `<form>${html}</form>` : html}</section>`);
        const host = section.querySelector(tag);
        await ready(host);
        const found = await waitFor(() => keyboardControls(host.shadowRoot).length && keyboardControls(host.shadowRoot), { message: `${tag} controls` });
        results.push(...(await measured(found, name, background)));
        cleanup();
      }
      expect(results.filter((r) => !r.endsWith(': ok')), results.join('\n')).to.deep.equal([]);
      expect(results.length).to.be.at.least(2);
    });
  }

  it("sqs-map: the map's container, its marker, zoom and attribution controls and the popup's close reach 3:1", async () => {
    const results = [];
    for (const [name, background] of Object.entries(BACKGROUNDS)) {
      const location = { mapLat: 40.7191, mapLng: -73.9973, mapZoom: 14, addressTitle: 'Mott Street Bakery', addressLine1: '12 Mott St' };
      const section = fixture(`<section style="${background.page};padding:24px;width:480px"><sqs-map data-load-on="eager" data-block-json='${JSON.stringify({ location })}'><address>12 Mott St</address></sqs-map></section>`);
      const host = section.querySelector('sqs-map');
      await waitFor(() => host.shadowRoot?.querySelector('[part="container"]')?.dataset.phase === 'ready', { message: 'map drawn' });
      // The popup's close button shows once the marker opens it (Enter on the focused marker).
      const pin = host.shadowRoot.querySelector('.sqs-map-pin');
      pin.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => host.shadowRoot.querySelector('.leaflet-popup-close-button'), { message: 'the popup' });
      const found = keyboardControls(host.shadowRoot);
      const kinds = ['map', 'sqs-map-pin', 'leaflet-control-zoom-in', 'leaflet-control-zoom-out', 'leaflet-popup-close-button'];
      for (const kind of kinds) expect(found.some((c) => c.classList.contains(kind) || c.getAttribute('part') === kind), kind).to.equal(true);
      results.push(...(await measured(found, name, background)));
      cleanup();
    }
    expect(results.filter((r) => !r.endsWith(': ok')), results.join('\n')).to.deep.equal([]);
  });

  for (const theme of ['light', 'dark']) {
    it(`the lightbox (${theme}): close, previous and next reach 3:1 over its overlay, over white and over black`, async () => {
      const figures = [1, 2, 3].map((n) => `<figure data-slide-id="lb${theme}${n}" data-image-dimensions="600x400" data-src="${PHOTOS}/photo-${n}.png"><img src="${PHOTOS}/photo-${n}.png" alt="Photo ${n}"></figure>`);
      const host = fixture(`<sqs-gallery data-load-on="eager" data-block-json='${JSON.stringify({ design: 'grid', lightbox: true, lightboxTheme: theme })}'>${figures.join('')}</sqs-gallery>`);
      await ready(host);
      host.shadowRoot.querySelectorAll('button.opener')[1].click();
      const dialog = await waitFor(() => host.shadowRoot.querySelector('dialog[open]'), { message: 'lightbox open' });
      expect(dialog.dataset.theme).to.equal(theme);
      await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)); // the fade-in
      const found = keyboardControls(dialog).filter((c) => c.classList.contains('lightbox-control'));
      expect(found.length, 'close, previous, next').to.equal(3);
      // The overlay (at its opacity over the page) is the background the controls sit on; an image may be either extreme.
      const overlay = getComputedStyle(dialog.querySelector('.lightbox-overlay'));
      const results = await measured(found, theme, { colour: over({ ...rgba(overlay.backgroundColor), a: Number(overlay.opacity) }, WHITE) });
      expect(results.filter((r) => !r.endsWith(': ok')), results.join('\n')).to.deep.equal([]);
      history.replaceState(null, '', location.pathname);
    });
  }

  it("sqs-unsaved-changes: the dialog's buttons (Stay, Save, Leave) reach 3:1 on its surface, over white and over black", async () => {
    const page = fixture(`<main><a id="away" href="/elsewhere">Elsewhere</a>
      <form id="rings-form"><label for="title">Title</label> <input id="title" name="title" value="Café"></form>
      <sqs-unsaved-changes for="rings-form" data-load-on="eager"></sqs-unsaved-changes></main>`);
    const host = page.querySelector('sqs-unsaved-changes');
    await ready(host);
    await waitFor(() => host.hasAttribute('data-watching'), { message: 'watching the form' });
    host.addEventListener('sqs-unsaved-changes-leave', (event) => event.preventDefault()); // the test page stays
    const input = page.querySelector('#title');
    input.focus();
    await sendKeys({ type: ' du port' });
    page.querySelector('#away').focus();
    await sendKeys({ press: 'Enter' }); // held by the dialog: the form is dirty
    const dialog = await waitFor(() => host.shadowRoot.querySelector('[part="dialog"][open]'), { message: 'the dialog open' });
    const found = keyboardControls(dialog);
    expect(found.length, 'Stay, Save, Leave').to.be.at.least(3);
    const results = await measured(found, 'dialog', { colour: rgba(getComputedStyle(dialog).backgroundColor) });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, { message: 'the dialog closed' });
    expect(results.filter((r) => !r.endsWith(': ok')), results.join('\n')).to.deep.equal([]);
  });
});
