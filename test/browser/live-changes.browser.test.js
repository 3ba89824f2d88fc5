import { expect } from '@esm-bundle/chai';
import { emulateMedia, resetMouse, sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-accordion.js';
import '/dist/elements/sqs-menu.js';
import '/dist/elements/sqs-form.js';
import '/dist/elements/sqs-newsletter.js';
import '/dist/elements/sqs-gallery.js';
import '/dist/elements/sqs-image.js';
import '/dist/elements/sqs-video.js';
import { cleanup, fixture, ready, sleep, waitFor } from './helpers.js';

// Issue 12 item 1: every block follows live changes to its attributes and to its
// `data-block-json` once it is ready (CONTRACT.md §4: an attribute wins over the JSON). Broken
// JSON set on a live block keeps it as it is and is reported once; a block that kept its
// fallback for broken JSON upgrades once the JSON is fixed. The gallery reports SPEC.md §5's
// texts for its data.

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const json = (value) => JSON.stringify(value).replace(/'/g, '&#39;');
const state = (host) => host.getAttribute('data-sqs-state');

/** What the library reported (runtime report.ts logs each report as `[source] message`). */
const reports = [];
const originalError = console.error;
const originalFetch = window.fetch;
const reported = (source, text) => reports.filter((line) => line.startsWith(`[${source}] ${text}`)).length;

/** A render after a change: one task is enough for the synchronous commit, more for a chunk. */
const settle = () => sleep(30);

describe('live changes to ready blocks (built elements)', () => {
  beforeEach(() => {
    reports.length = 0;
    console.error = (...args) => reports.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.error = originalError;
    window.fetch = originalFetch;
    cleanup();
    sessionStorage.clear();
  });

  describe('sqs-accordion', () => {
    before(() => emulateMedia({ reducedMotion: 'reduce' })); // no 250 ms animation between clicks
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));
    const accordion = (attributes = '') =>
      fixture(`<sqs-accordion data-load-on="eager" ${attributes}>
        <details><summary>One</summary><p>First panel</p></details>
        <details><summary>Two</summary><p>Second panel</p></details>
        <details><summary>Three</summary><p>Third panel</p></details>
      </sqs-accordion>`);
    const triggers = (host) => $$(host, 'button[part="trigger"]');
    const expanded = (host) => triggers(host).map((t) => t.getAttribute('aria-expanded') === 'true');
    const headingTag = (host) => triggers(host)[0].parentElement.localName;
    /** A click, then its commit (React flushes a discrete event's update in a microtask). */
    const toggle = async (host, index) => {
      triggers(host)[index].click();
      await settle();
    };

    it('allow-multiple-open, added and removed, decides whether opening one closes the others', async () => {
      const host = accordion();
      await ready(host);
      await toggle(host, 0);
      await toggle(host, 1);
      expect(expanded(host)).to.deep.equal([false, true, false]);

      host.setAttribute('allow-multiple-open', '');
      await settle();
      await toggle(host, 0);
      expect(expanded(host)).to.deep.equal([true, true, false]);

      host.removeAttribute('allow-multiple-open');
      await settle();
      await toggle(host, 2);
      expect(expanded(host)).to.deep.equal([false, false, true]);
    });

    it('follows heading-level, and the JSON once the attribute is gone', async () => {
      const host = accordion(`data-block-json='${json({ headingLevel: 4 })}'`);
      await ready(host);
      expect(headingTag(host)).to.equal('h4');
      host.setAttribute('heading-level', '5');
      await settle();
      expect(headingTag(host)).to.equal('h5');
      host.removeAttribute('heading-level');
      await settle();
      expect(headingTag(host)).to.equal('h4');
      host.setAttribute('data-block-json', json({ headingLevel: 2, allowMultipleOpen: true }));
      await settle();
      expect(headingTag(host)).to.equal('h2');
      await toggle(host, 0);
      await toggle(host, 1);
      expect(expanded(host)).to.deep.equal([true, true, false]);
    });

    it('keeps the live block as it is for broken JSON, reports it once, and follows the JSON once fixed', async () => {
      const host = accordion(`data-block-json='${json({ headingLevel: 3 })}'`);
      await ready(host);
      host.setAttribute('data-block-json', '{"headingLevel": ');
      await settle();
      host.setAttribute('heading-level', '5'); // a second change while the JSON is still broken
      await settle();
      expect(state(host)).to.equal('ready');
      expect(headingTag(host)).to.equal('h3');
      expect(triggers(host).length).to.equal(3);
      expect(reported('sqs-accordion', 'data-block-json is not valid JSON')).to.equal(1);

      host.setAttribute('data-block-json', json({ headingLevel: 2 }));
      await settle();
      expect(headingTag(host)).to.equal('h5'); // the attribute wins over the JSON
    });

    it('upgrades once broken JSON that kept its fallback is fixed', async () => {
      const host = accordion(`data-block-json='{"allowMultipleOpen": tru'`);
      await waitFor(() => state(host) === 'error', { message: 'fallback kept' });
      expect(host.shadowRoot).to.equal(null);
      expect(reported('sqs-accordion', 'data-block-json is not valid JSON')).to.equal(1);
      host.setAttribute('data-block-json', json({ allowMultipleOpen: true }));
      await ready(host);
      await toggle(host, 0);
      await toggle(host, 1);
      expect(expanded(host)).to.deep.equal([true, true, false]);
    });
  });

  describe('sqs-menu', () => {
    const menu = (attributes = '') =>
      fixture(`<sqs-menu data-load-on="eager" ${attributes}>
        <section data-label="Starters"><p>Oysters</p></section>
        <section data-label="Mains"><p>Hake</p></section>
        <section data-label="Desserts"><p>Tart</p></section>
      </sqs-menu>`);
    const selected = (host) => $$(host, '[role="tab"]').findIndex((t) => t.getAttribute('aria-selected') === 'true');
    const visible = (host) => $$(host, '[role="tabpanel"]').findIndex((p) => !p.hidden);
    const label = (host) => $(host, '[role="tablist"]').getAttribute('aria-label');

    it('shows the tab selected-index names, without a select event', async () => {
      const host = menu();
      await ready(host);
      const events = [];
      host.addEventListener('sqs-menu-select', (e) => events.push(e.detail));
      expect(selected(host)).to.equal(0);
      host.setAttribute('selected-index', '2');
      await settle();
      expect(selected(host)).to.equal(2);
      expect(visible(host)).to.equal(2);
      host.setAttribute('selected-index', '1');
      await settle();
      expect(selected(host)).to.equal(1);
      expect($$(host, '[role="tab"]')[1].tabIndex).to.equal(0);
      expect(events).to.deep.equal([]);
    });

    it('follows the JSON: its label and its selected tab', async () => {
      const host = menu(`data-block-json='${json({ label: 'Lunch' })}'`);
      await ready(host);
      expect(label(host)).to.equal('Lunch');
      host.setAttribute('data-block-json', json({ label: 'Dinner', selectedIndex: 1 }));
      await settle();
      expect(label(host)).to.equal('Dinner');
      expect(selected(host)).to.equal(1);
    });
  });

  for (const tag of ['sqs-form', 'sqs-newsletter']) {
    describe(tag, () => {
      const DEFINITION = {
        formId: `live-${tag}`,
        submitButtonText: 'Send',
        fields: [
          { id: 'about', type: 'section', title: 'About you' },
          { id: 'email', type: 'email', title: 'Email', required: true },
        ],
      };
      const form = (definition = DEFINITION, attributes = '') =>
        fixture(`<${tag} data-load-on="eager" ${attributes} data-block-json='${json(definition)}'><p>Fallback</p></${tag}>`);
      const button = (host) => $(host, 'button[type="submit"]');
      const sectionTag = (host) => $(host, '.section-title').localName;

      it('follows submitButtonText and the fields in its JSON, up to what it submits', async () => {
        const host = form();
        await ready(host);
        expect(button(host).textContent).to.equal('Send');
        const email = $(host, 'input[type="email"]');
        email.focus();
        await sendKeys({ type: 'ada@example.com' });
        const fields = [...DEFINITION.fields, { id: 'name', type: 'text', title: 'Name' }, { id: 'src', type: 'hidden', value: 'live' }];
        host.setAttribute('data-block-json', json({ ...DEFINITION, submitButtonText: 'Sign me up', fields }));
        await settle();
        expect(button(host).textContent).to.equal('Sign me up');
        expect($$(host, 'label').map((l) => l.textContent.replace(' *', ''))).to.include('Name');
        expect($(host, 'input[type="email"]').value).to.equal('ada@example.com'); // what was typed stays

        const bodies = [];
        window.fetch = async (input, init = {}) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('SaveFormSubmission')) bodies.push(new URLSearchParams(String(init.body)));
          const body = url.includes('FormSubmissionKey') ? { key: 'K-live' } : { success: true };
          return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        };
        const success = new Promise((resolve) => host.addEventListener('sqs-form-success', resolve, { once: true }));
        button(host).click();
        await success;
        expect(bodies.length).to.equal(1);
        expect(bodies[0].get('submitButtonText')).to.equal('Sign me up');
        expect(JSON.parse(bodies[0].get('form'))).to.deep.equal({ email: 'ada@example.com', name: '', src: 'live' });
      });

      it('follows heading-level', async () => {
        const host = form();
        await ready(host);
        expect(sectionTag(host)).to.equal('h3');
        host.setAttribute('heading-level', '5');
        await settle();
        expect(sectionTag(host)).to.equal('h5');
      });

      it('keeps the live form for broken JSON (reported once) and upgrades a kept fallback once fixed', async () => {
        const host = form();
        await ready(host);
        host.setAttribute('data-block-json', '{"formId": "x", "fields": [}');
        await settle();
        host.setAttribute('heading-level', '4');
        await settle();
        expect(state(host)).to.equal('ready');
        expect(button(host).textContent).to.equal('Send');
        expect(reported(tag, 'data-block-json is not valid JSON')).to.equal(1);

        cleanup();
        const kept = fixture(`<${tag} data-load-on="eager" data-block-json='{"formId": "x", "fields": [}'><p>Fallback</p></${tag}>`);
        await waitFor(() => state(kept) === 'error', { message: 'fallback kept' });
        expect(kept.querySelector('p').checkVisibility()).to.equal(true);
        kept.setAttribute('data-block-json', json(DEFINITION));
        await ready(kept);
        expect(button(kept).textContent).to.equal('Send');
      });
    });
  }

  describe('sqs-gallery', () => {
    const figures = (count = 4) =>
      Array.from(
        { length: count },
        (_, i) => `<figure data-slide-id="s${i + 1}" data-image-dimensions="600x400"><img src="/test/browser/fixtures/landscape-3x2.png" alt="Slide ${i + 1}"></figure>`,
      ).join('');
    const gallery = (attributes) => fixture(`<sqs-gallery data-load-on="eager" ${attributes}>${figures()}</sqs-gallery>`);
    const chunkRequests = (name) => performance.getEntriesByType('resource').filter((e) => e.name.includes(`/chunks/${name}-`)).length;

    it('design grid → carousel loads the slider part and renders it; removing lightbox removes the openers', async () => {
      const host = gallery(`design="grid" lightbox data-block-json='${json({ slidesPerRow: 2 })}'`);
      host.style.width = '800px';
      await ready(host);
      expect($(host, 'ul.grid') === null).to.equal(false);
      expect($$(host, 'button.opener').length).to.equal(4);

      host.setAttribute('design', 'carousel');
      await waitFor(() => $(host, '.keen-slider') !== null, { message: 'the carousel' });
      expect(chunkRequests('slider')).to.be.greaterThan(0);
      expect($(host, 'ul.grid')).to.equal(null);
      expect($(host, '.gallery').getAttribute('aria-roledescription')).to.equal('carousel');
      expect($$(host, '.slide').length).to.equal(4);

      host.removeAttribute('lightbox');
      await settle();
      expect($$(host, 'button.opener').length).to.equal(0);
      expect($(host, 'dialog')).to.equal(null);
    });

    it('follows its JSON: design and slides per row', async () => {
      const host = gallery(`data-block-json='${json({ design: 'grid', slidesPerRow: 2 })}'`);
      await ready(host);
      expect($(host, 'ul.grid').style.getPropertyValue('--gallery-per-row')).to.equal('2');
      host.setAttribute('data-block-json', json({ design: 'grid', slidesPerRow: 3 }));
      await settle();
      expect($(host, 'ul.grid').style.getPropertyValue('--gallery-per-row')).to.equal('3');
      host.setAttribute('data-block-json', json({ design: 'slideshow' }));
      await waitFor(() => $(host, '.slideshow .stage') !== null, { message: 'the slideshow' });
      expect($(host, '.gallery').getAttribute('aria-roledescription')).to.equal('carousel');
    });

    it('slideshow: loop, current-index and autoplay follow, on and off', async () => {
      await resetMouse(); // a mouse resting over it would hold autoplay (SPEC.md §3 pauseOnMouseover)
      const host = gallery(`data-block-json='${json({ design: 'slideshow', 'autoplay-duration': 0.3, 'autoplay-randomize': false })}'`);
      await ready(host);
      const active = () => $$(host, '.slide').findIndex((slide) => slide.classList.contains('sqs-active-slide'));
      const previousDisabled = () => $(host, '.control.previous').getAttribute('aria-disabled') === 'true';
      expect(previousDisabled()).to.equal(true);
      host.setAttribute('loop', '');
      await settle();
      expect(previousDisabled()).to.equal(false);
      host.removeAttribute('loop');
      await settle();
      expect(previousDisabled()).to.equal(true);

      host.setAttribute('current-index', '2');
      await waitFor(() => active() === 2, { message: 'the third slide' });

      expect($(host, '.control.autoplay')).to.equal(null);
      host.setAttribute('autoplay', '');
      await waitFor(() => $(host, '.control.autoplay')?.getAttribute('aria-label') === 'Pause slideshow', { message: 'autoplay on' });
      await waitFor(() => active() === 3, { timeout: 3000, message: 'autoplay moved on' });
      host.removeAttribute('autoplay');
      await settle();
      expect($(host, '.control.autoplay')).to.equal(null);
      const still = active();
      await sleep(700);
      expect(active()).to.equal(still);
    });

    it("keeps the live gallery for undecodable JSON and reports 'Error decoding gallery block data.' once", async () => {
      const host = gallery(`data-block-json='${json({ design: 'grid' })}'`);
      await ready(host);
      host.setAttribute('data-block-json', '{"design": ');
      await settle();
      host.setAttribute('slides-per-row', '2');
      await settle();
      expect(state(host)).to.equal('ready');
      expect($(host, 'ul.grid') === null).to.equal(false);
      expect(reported('sqs-gallery', 'Error decoding gallery block data.')).to.equal(1);

      host.setAttribute('data-block-json', json({ design: 'slideshow' }));
      await waitFor(() => $(host, '.slideshow') !== null, { message: 'the fixed JSON followed' });
    });

    it("keeps the fallback for undecodable JSON, reports 'Error decoding gallery block data.' once, upgrades when fixed", async () => {
      const host = gallery(`data-block-json='{"design": '`);
      await waitFor(() => state(host) === 'error', { message: 'fallback kept' });
      expect(host.querySelector('figure img').checkVisibility()).to.equal(true);
      expect(reports.filter((line) => line.startsWith('[sqs-gallery]'))).to.deep.equal(['[sqs-gallery] Error decoding gallery block data. ']);
      host.setAttribute('data-block-json', json({ design: 'grid' }));
      await ready(host);
      expect($$(host, '.slide').length).to.equal(4);
      expect(reported('sqs-gallery', 'Error decoding gallery block data.')).to.equal(1);
    });

    it("reports 'Error evaluating gallery block data.' once for JSON that is no object, and for missing data", async () => {
      const notObject = gallery(`data-block-json='[1, 2]'`);
      await waitFor(() => state(notObject) === 'error', { message: 'fallback kept' });
      expect(reports.filter((line) => line.startsWith('[sqs-gallery]'))).to.deep.equal(['[sqs-gallery] Error evaluating gallery block data. ']);
      notObject.setAttribute('data-block-json', json({ design: 'list' }));
      await ready(notObject);

      cleanup();
      reports.length = 0;
      const missing = gallery('');
      await waitFor(() => state(missing) === 'error', { message: 'fallback kept' });
      expect(reports.filter((line) => line.startsWith('[sqs-gallery]'))).to.deep.equal(['[sqs-gallery] Error evaluating gallery block data. ']);
      missing.setAttribute('design', 'grid'); // settings given as attributes instead
      await ready(missing);
      expect($$(missing, '.slide').length).to.equal(4);
    });
  });

  describe('sqs-image', () => {
    const image = (attributes) =>
      fixture(`<sqs-image data-load-on="eager" load="true" ${attributes}><img data-src="/test/browser/fixtures/landscape-3x2.png?live=${Math.random()}" data-image-dimensions="1500x1000" alt="Harbour"></sqs-image>`);
    const mode = (host) => $(host, '.sqs-image-frame').dataset.mode;

    it('follows mode as an attribute, and as JSON', async () => {
      const host = image('mode="fill"');
      await ready(host);
      expect(mode(host)).to.equal('fill');
      host.setAttribute('mode', 'fit');
      await settle();
      expect(mode(host)).to.equal('fit');

      cleanup();
      const fromJson = image(`data-block-json='${json({ mode: 'fill' })}'`);
      await ready(fromJson);
      fromJson.setAttribute('data-block-json', json({ mode: 'none' }));
      await settle();
      expect(mode(fromJson)).to.equal('none');
    });
  });

  describe('sqs-video', () => {
    const video = (attributes) =>
      fixture(`<sqs-video data-load-on="eager" ${attributes}>
        <img src="/test/browser/fixtures/landscape-3x2.png" alt="" width="640" height="360">
        <template><iframe src="/packages/server/demo/assets/video-standin.html" width="640" height="360"></iframe></template>
      </sqs-video>`);
    const playLabel = (host) => $(host, '[part="play-button"]').getAttribute('aria-label');

    it('follows video-title as an attribute, and title in its JSON', async () => {
      const host = video(`data-block-json='${json({ title: 'Harbour tour' })}'`);
      await ready(host);
      expect(playLabel(host)).to.equal('Play Harbour tour');
      host.setAttribute('video-title', 'Night market');
      await settle();
      expect(playLabel(host)).to.equal('Play Night market');
      host.removeAttribute('video-title');
      await settle();
      host.setAttribute('data-block-json', json({ title: 'River walk' }));
      await settle();
      expect(playLabel(host)).to.equal('Play River walk');
    });
  });
});
