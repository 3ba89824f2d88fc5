// Issue 13: a carousel answers from its server HTML. runtime.js shows a carousel's server arrows
// and moves its scroll-snap strip a slide per click until the gallery's code defines the element
// (not held for a replay, so once only); from then on a click is held and replayed on the
// carousel's own arrow. The upgrade starts on the slide the strip shows, whether an arrow or a
// swipe moved it. README, "Server HTML for a carousel".
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { deepActiveElement, fixture, sleep, waitFor } from './helpers.js';

const PHOTO = '/packages/server/demo/assets/gallery/photo-1.png';
// The site's own CSS for the strip until the block is ready (the README's recipe). The wrapper
// holds the arrows still while the strip scrolls under them.
const STRIP_CSS = `<style>
  .carousel { position: relative; width: 400px }
  .carousel sqs-gallery { display: block; overflow: hidden }
  .carousel sqs-gallery:not([data-sqs-state=ready]) { display: flex; scroll-snap-type: x mandatory }
  .carousel sqs-gallery:not(:defined) { overflow-x: auto }
  .carousel sqs-gallery:not([data-sqs-state=ready]) > figure { flex: 0 0 100%; margin: 0; scroll-snap-align: start }
  .carousel sqs-gallery > figure img { display: block; width: 100%; height: auto }
  .carousel [data-sqs-slide] { position: absolute; top: 8px; width: 44px; height: 44px }
  .carousel [data-sqs-slide=previous] { inset-inline-start: 8px }
  .carousel [data-sqs-slide=next] { inset-inline-end: 8px }
</style>`;

const carousel = (id) => `<div class="carousel"><sqs-gallery id="${id}" data-load-on="interaction" data-block-json='{"design":"carousel","slidesPerRow":1,"gutter":0}'>
  ${Array.from({ length: 5 }, (_, i) => `<figure data-slide-id="${id}-${i + 1}" data-image-dimensions="600x400" data-src="${PHOTO}"><img src="${PHOTO}" alt="Photo ${i + 1}" width="600" height="400"></figure>`).join('')}
  <button type="button" data-sqs-slide="previous" aria-label="Previous slide" hidden>‹</button>
  <button type="button" data-sqs-slide="next" aria-label="Next slide" hidden>›</button>
</sqs-gallery></div>`;

const arrow = (host, which) => host.querySelector(`:scope > [data-sqs-slide=${which}]`);
const currentSlide = (host) =>
  [...host.shadowRoot.querySelectorAll('.keen-slider__slide')].findIndex((slide) => slide.getAttribute('aria-current') === 'true');
/**
 * Upgrades an interaction-loaded block without a click (pointerenter: the visitor's pointer is
 * near), again until it has settled: the loader may not be watching the block yet.
 */
const upgrade = (host) =>
  waitFor(
    () => {
      host.dispatchEvent(new Event('pointerenter'));
      return ['ready', 'error'].includes(host.getAttribute('data-sqs-state'));
    },
    { message: `${host.id} settled` },
  );

describe('a carousel’s server arrows (issue 13)', () => {
  let runtime;
  const hidden = {};

  before(async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // as a visitor may: nothing here depends on motion
    fixture(STRIP_CSS);
    for (const id of ['arrows', 'swiped', 'failing', 'held', 'focused']) fixture(carousel(id));
    fixture(`<div dir="rtl">${carousel('rtl')}</div>`);
    hidden.before = [...document.querySelectorAll('[data-sqs-slide]')].map((button) => button.hidden);
    // The runtime starts on import, on the page as a server sent it.
    runtime = await import('/dist/runtime.js');
  });

  after(async () => {
    runtime.destroy();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('are hidden in the server HTML and shown once runtime.js runs', () => {
    expect(hidden.before).to.deep.equal(Array(12).fill(true));
    expect([...document.querySelectorAll('[data-sqs-slide]')].map((button) => button.hidden)).to.deep.equal(Array(12).fill(false));
  });

  it('move the strip a slide per click before the gallery’s code is here, right to left too', async () => {
    // A boolean, not the class: a failure that quotes an element class never reaches the report
    // (web-test-runner waits for it until its 180 s limit).
    expect(customElements.get('sqs-gallery') === undefined, 'the gallery’s code is not here yet').to.equal(true);
    const host = document.getElementById('arrows');
    arrow(host, 'next').click();
    arrow(host, 'next').click();
    expect(host.scrollLeft).to.equal(800);
    arrow(host, 'previous').click();
    expect(host.scrollLeft).to.equal(400);
    // Right to left: the strip starts on the right, so next scrolls towards negative offsets.
    const rtl = document.getElementById('rtl');
    arrow(rtl, 'next').click();
    arrow(rtl, 'next').click();
    expect(rtl.scrollLeft).to.equal(-800);
  });

  it('the carousel starts on the slide the arrows left the strip at, and its own arrows take over (the clicks not replayed)', async () => {
    const host = document.getElementById('arrows');
    await upgrade(host);
    expect(host.getAttribute('data-sqs-state')).to.equal('ready');
    await sleep(100); // a held click would have been replayed by now
    expect(currentSlide(host)).to.equal(1);
    // The server's arrows are not shown any more.
    expect(arrow(host, 'next').checkVisibility()).to.equal(false);
    host.shadowRoot.querySelector('button.control.next').click();
    await waitFor(() => currentSlide(host) === 2, { message: 'the upgraded carousel moves on from there' });
    const rtl = document.getElementById('rtl');
    await upgrade(rtl);
    expect(currentSlide(rtl), 'right to left').to.equal(2);
  });

  it('once the gallery’s code has defined the element, a click on a server arrow is held and replayed on the carousel’s own arrow', async () => {
    expect(customElements.get('sqs-gallery') !== undefined, 'the gallery’s code is here').to.equal(true);
    const host = document.getElementById('held');
    arrow(host, 'next').click();
    expect(host.scrollLeft, 'not moved: held').to.equal(0);
    await upgrade(host);
    await waitFor(() => currentSlide(host) === 1, { message: 'replayed on the carousel’s next arrow' });
    await sleep(100);
    expect(currentSlide(host), 'once').to.equal(1);
  });

  it('a strip swiped before the upgrade: the carousel starts on the slide the visitor left it at', async () => {
    const host = document.getElementById('swiped');
    host.scrollLeft = 1200; // where a swipe leaves it (scroll-snap: a whole slide)
    await upgrade(host);
    expect(currentSlide(host)).to.equal(3);
  });

  it('a carousel whose upgrade fails keeps its server strip, and its arrows move it again', async () => {
    const host = document.getElementById('failing');
    host.setAttribute('data-block-json', '{"design": '); // unreadable: the block keeps its fallback
    await upgrade(host);
    expect(host.getAttribute('data-sqs-state'), 'the block fell back').to.equal('error');
    host.scrollLeft = 0;
    arrow(host, 'next').click();
    expect(host.scrollLeft).to.equal(400);
  });

  it('keyboard focus on a server arrow follows to the carousel’s own arrow at the upgrade', async () => {
    const host = document.getElementById('focused');
    arrow(host, 'next').focus();
    await upgrade(host);
    const active = deepActiveElement();
    expect(active?.getRootNode() === host.shadowRoot).to.equal(true);
    expect(active.matches('button.control.next')).to.equal(true);
  });
});
