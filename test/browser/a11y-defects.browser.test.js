import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-gallery.js';
import '/dist/elements/sqs-form.js';
import '/dist/elements/sqs-accordion.js';
import { BLACK, WHITE, cleanup, click, colours, contrast, deepActiveElement, fixture, over, ready, rgba, ringContrast, waitFor } from './helpers.js';

// Issue 19: the accessibility defects found by axe (WCAG 2.2 AA) and by hand on the demo, each
// held here on the built elements. (The confirmation dialog's first focus, on Cancel, is in
// chrome-dialogs.browser.test.js.)
const PHOTOS = '/packages/server/demo/assets/gallery';

const figure = (id, n, extra = '') =>
  `<figure data-slide-id="${id}-${n}" data-slide-url="${id}-${n}" data-title="Photo ${n}" data-image-dimensions="600x400" data-src="${PHOTOS}/photo-${n}.png" ${extra}>
    <img src="${PHOTOS}/photo-${n}.png" alt="Photo ${n}"><figcaption>Photo ${n}</figcaption></figure>`;
const gallery = (id, json, slides) =>
  `<sqs-gallery id="${id}" data-load-on="eager" data-block-json='${JSON.stringify(json)}'>${slides}</sqs-gallery>`;
const figures = (id, count) => Array.from({ length: count }, (_, i) => figure(id, i + 1)).join('');

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];

async function axeRules(context, rules) {
  const result = await window.axe.run(context, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('issue 19: accessibility defects (built elements)', () => {
  afterEach(cleanup);

  it('carousel: a captioned slide opener has a name (button-name)', async () => {
    const host = fixture(gallery('cap', { design: 'carousel', lightbox: true, slidesPerRow: 3 }, figures('cap', 5)));
    await ready(host);
    const openers = await waitFor(() => $$(host, '.opener').length === 5 && $$(host, '.opener'));
    // The captioned image's alt is empty (its title is the caption beside it), so the opener names itself.
    expect(openers.map((o) => o.getAttribute('aria-label'))).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4', 'Photo 5']);
    expect(await axeRules(host, ['button-name', 'link-name'])).to.deep.equal([]);
  });

  it('grid: a video slide has no button inside a button (nested-interactive)', async () => {
    const video = figure('vid', 2, 'data-type="video"').replace(
      '<figcaption>',
      '<template><iframe src="/packages/server/demo/assets/video-standin.html" title="Photo 2"></iframe></template><figcaption>',
    );
    const host = fixture(gallery('vid', { design: 'grid', lightbox: true }, figure('vid', 1) + video + figure('vid', 3)));
    await ready(host);
    await waitFor(() => $(host, '.sqs-video-play'), { message: 'the video player' });
    expect($$(host, 'button button, a button, button a').length).to.equal(0);
    expect(await axeRules(host, ['nested-interactive', 'button-name'])).to.deep.equal([]);
  });

  for (const position of ['center', 'bottom-left', 'top-left']) {
    it(`grid: meta titles over the image (${position}) reach 4.5:1 even over a white image (color-contrast)`, async () => {
      const host = fixture(gallery(`meta-${position}`, { design: 'grid', metaPosition: position }, figures(`m${position}`, 2)));
      await ready(host);
      const title = await waitFor(() => $(host, '.meta-title'));
      const meta = title.closest('.meta');
      const style = getComputedStyle(meta);
      // The scrim under the text: the background colour or the darkest stop of the gradient.
      const layers = [rgba(style.backgroundColor), ...colours(style.backgroundImage)];
      const scrim = layers.reduce((darkest, c) => (c.a > darkest.a ? c : darkest));
      const text = rgba(getComputedStyle(title).color);
      expect(contrast(text, over(scrim, WHITE))).to.be.at.least(4.5);
    });
  }

  it('focus rings show on light and dark backgrounds: the form submit button and the gallery controls', async () => {
    const form = fixture(`<sqs-form data-load-on="eager" data-block-json='${JSON.stringify({ formId: 'ring', submitButtonText: 'Send', fields: [{ id: 'email', type: 'email', title: 'Email' }] })}'></sqs-form>`);
    const slides = fixture(gallery('ring', { design: 'carousel', slidesPerRow: 3 }, figures('ring', 6)));
    await ready(form);
    await ready(slides);
    const targets = [
      await waitFor(() => $(form, 'button[type="submit"]')),
      await waitFor(() => $(slides, '.control.next')),
    ];
    // WCAG 2.4.7 / 1.4.11: a ring colour that stands out (3:1) from white, and one from black.
    for (const target of targets) expect(await ringContrast(target, [WHITE, BLACK]), `${target.className} ring`).to.be.at.least(3);
  });

  it('24 px targets by default: accordion triggers, radios, error-summary links (target-size)', async () => {
    const accordion = fixture(
      '<sqs-accordion data-load-on="eager"><details><summary>One</summary><p>1</p></details><details><summary>Two</summary><p>2</p></details></sqs-accordion>',
    );
    const json = {
      formId: 'targets',
      submitButtonText: 'Send',
      fields: [
        { id: 'email', type: 'email', title: 'Email', required: true },
        { id: 'reply', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'], required: true },
      ],
    };
    const form = fixture(`<sqs-form data-load-on="eager" data-block-json='${JSON.stringify(json)}'></sqs-form>`);
    await ready(accordion);
    await ready(form);
    await click($(form, 'button[type="submit"]'));
    const links = await waitFor(() => $$(form, '.form-errors a').length === 2 && $$(form, '.form-errors a'));
    const controls = [...$$(accordion, '.trigger'), ...$$(form, 'input[type="radio"]'), ...links];
    expect(controls).to.have.length(6);
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), `${control.localName}.${control.className}`).to.be.at.least(24);
    }
    expect(await axeRules(document, ['target-size'])).to.deep.equal([]);
  });

  it('slideshow: the rotation control comes first in the tab order (APG carousel)', async () => {
    fixture('<button id="before">Before</button>');
    const host = fixture(gallery('rot', { design: 'slideshow', lightbox: true, autoplay: true, loop: true }, figures('rot', 3)));
    await ready(host);
    const rotation = await waitFor(() => $(host, '.control.autoplay'));
    document.getElementById('before').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement() === rotation).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement() === $(host, '.control.previous')).to.equal(true);
    // Visually previous is still on the left of the rotation control.
    expect($(host, '.control.previous').getBoundingClientRect().left).to.be.below(rotation.getBoundingClientRect().left);
  });
});
