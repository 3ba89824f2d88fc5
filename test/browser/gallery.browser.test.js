import { expect } from '@esm-bundle/chai';
import { emulateMedia, resetMouse, sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-gallery.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, sleep, waitFor } from './helpers.js';

// The built sqs-gallery upgraded from server HTML, in Chromium. WTR pitfall: compare DOM
// nodes as booleans (a failing chai equality on nodes hangs the runner).
const PHOTOS = '/packages/server/demo/assets/gallery';
const SIZES = ['600x400', '400x600', '600x600', '800x450', '500x400', '600x300'];

const figures = (prefix, count) =>
  Array.from({ length: count }, (_, i) => {
    const n = (i % 6) + 1;
    return `<figure data-slide-id="${prefix}-${i + 1}" data-slide-url="${prefix}-${i + 1}" data-title="Photo ${i + 1}" data-image-dimensions="${SIZES[i % 6]}" data-src="${PHOTOS}/photo-${n}.png">
      <img src="${PHOTOS}/photo-${n}.png" alt="Photo ${i + 1}"><figcaption>Photo ${i + 1}</figcaption></figure>`;
  }).join('');

const gallery = (id, json, count = 5, attrs = '') =>
  `<sqs-gallery id="${id}" data-load-on="eager" ${attrs} data-block-json='${JSON.stringify(json)}'>${figures(id, count)}</sqs-gallery>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const dialog = (host) => $(host, 'dialog');
const activeIndex = (host) => $$(host, '.slide').findIndex((s) => s.classList.contains('sqs-active-slide'));

describe('sqs-gallery (built element)', () => {
  const start = location.href;
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', start);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('builds a grid from the figures, keeps alt texts, and passes axe', async () => {
    const host = fixture(gallery('g', { design: 'grid', lightbox: true, slidesPerRow: 3 }));
    await ready(host);
    const slides = $$(host, '.slide');
    expect(slides.length).to.equal(5);
    expect($$(host, 'img').map((img) => img.alt)).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4', 'Photo 5']);
    // 3 per row: the first three share a top edge, the fourth starts a new row.
    const tops = slides.map((s) => Math.round(s.getBoundingClientRect().top));
    expect(tops[0]).to.equal(tops[2]);
    expect(tops[3]).to.be.greaterThan(tops[0]);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('opens the lightbox from a slide: focus in, keys move, the hash follows, Escape closes and focus returns', async () => {
    const host = fixture(gallery('lb', { design: 'grid', lightbox: true }));
    await ready(host);
    const opener = $$(host, 'button.opener')[1];
    await click(opener);
    await waitFor(() => dialog(host)?.open, { message: 'lightbox open' });
    await waitFor(() => dialog(host).contains(deepActiveElement()), { message: 'focus inside the lightbox' });
    expect(location.hash).to.equal('#itemId=lb-2');
    // The fade-in: axe would measure contrast half-way through it.
    await Promise.all(dialog(host).getAnimations({ subtree: true }).map((animation) => animation.finished));
    expect(await axeViolations(host)).to.deep.equal([]);

    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => location.hash === '#itemId=lb-3', { message: 'hash follows the slide' });

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(host)?.open, { message: 'lightbox closed' });
    await waitFor(() => deepActiveElement() === opener, { message: 'focus back on the slide that opened it' });
    expect(location.hash).to.equal('');
  });

  it('opens the slide named by an itemId hash on upgrade (deep link)', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#itemId=dl-4`);
    const host = fixture(gallery('dl', { design: 'grid', lightbox: true }));
    await ready(host);
    await waitFor(() => dialog(host)?.open, { message: 'lightbox open from the hash' });
    expect($(host, '[part~="lightbox-title"], .lightbox-title')?.textContent).to.equal('Photo 4');
  });

  it('Back closes the lightbox and Forward opens it again', async () => {
    const host = fixture(gallery('hist', { design: 'grid', lightbox: true }));
    await ready(host);
    await click($$(host, 'button.opener')[0]);
    await waitFor(() => dialog(host)?.open);
    history.back();
    await waitFor(() => !dialog(host)?.open, { message: 'closed by Back' });
    expect(location.hash).to.equal('');
    history.forward();
    await waitFor(() => dialog(host)?.open, { message: 'opened by Forward' });
    expect(location.hash).to.equal('#itemId=hist-1');
  });

  it('slideshow: arrow keys move, the ends are disabled without loop, events fire', async () => {
    const host = fixture(gallery('ss', { design: 'slideshow', loop: false }));
    await ready(host);
    const changes = [];
    host.addEventListener('sqs-gallery-slide-change', (e) => changes.push(e.detail.index));
    expect(activeIndex(host)).to.equal(0);
    expect($(host, '.control.previous').getAttribute('aria-disabled')).to.equal('true');
    document.body.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => activeIndex(host) === 1, { message: 'moved to slide 2' });
    expect(changes).to.deep.equal([1]);
    await sleep(450); // the slide's motion; keys are ignored while in motion (SPEC.md §5)
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => activeIndex(host) === 0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('slideshow: a cancelable request can refuse a change', async () => {
    const host = fixture(gallery('rq', { design: 'slideshow' }));
    await ready(host);
    host.addEventListener('sqs-gallery-request-slide-change', (e) => e.preventDefault());
    await click($(host, '.control.next'));
    await sleep(50);
    expect(activeIndex(host)).to.equal(0);
  });

  it('slideshow: a touch swipe (pointer events) moves to the next slide', async () => {
    const host = fixture(gallery('sw', { design: 'slideshow' }));
    await ready(host);
    const stage = $(host, '.stage');
    const box = stage.getBoundingClientRect();
    const at = (type, x) =>
      stage.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType: 'touch', clientX: x, clientY: box.top + 20, isPrimary: true }));
    at('pointerdown', box.left + 200);
    at('pointermove', box.left + 160);
    at('pointerup', box.left + 120);
    await waitFor(() => activeIndex(host) === 1, { message: 'swiped to slide 2' });
  });

  it('slideshow autoplay advances, shows a pause control, and stays off under reduced motion', async () => {
    await resetMouse(); // a mouse resting over it would pause it (SPEC.md §3 pauseOnMouseover)
    const host = fixture(gallery('ap', { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.3, 'autoplay-randomize': false, loop: true }));
    await ready(host);
    const pause = $(host, '.control.autoplay');
    expect(pause.getAttribute('aria-label')).to.equal('Pause slideshow');
    await waitFor(() => activeIndex(host) === 1, { timeout: 3000, message: 'autoplay moved on' });
    await click(pause);
    await waitFor(() => pause.getAttribute('aria-label') === 'Play slideshow');

    cleanup();
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = fixture(gallery('ap2', { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.2, loop: true }));
    await ready(still);
    await sleep(700);
    expect(activeIndex(still)).to.equal(0);
  });

  it('carousel: slides take a third of the frame even when the site styles the fallback narrower until ready', async () => {
    // A site's fallback styles (the demo's site.css) lay the figures out in a grid until the
    // block is ready, so the first render happens in one narrow grid cell.
    const style = document.createElement('style');
    style.textContent = "sqs-gallery:not([data-sqs-state='ready']) { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }";
    document.head.append(style);
    try {
      const host = fixture(gallery('cw', { design: 'carousel', slidesPerRow: 3, gutter: 0 }, 6));
      host.style.width = '900px';
      await ready(host);
      const slideWidth = () => $$(host, '.slide')[0].getBoundingClientRect().width;
      await waitFor(() => Math.abs(slideWidth() - $(host, '.track').getBoundingClientRect().width / 3) < 2, {
        message: 'the first slide is a third of the track',
      });
    } finally {
      style.remove();
    }
  });

  it('slideshow thumbnails: one tab stop, a click shows that slide, keys move and focus follows, Home/End, axe', async () => {
    const host = fixture(gallery('th', { design: 'slideshow', thumbnails: true, 'thumbnails-per-row': 4, 'square-thumbs': true, loop: false }, 6));
    await ready(host);
    const thumbs = $$(host, '.thumbnail');
    expect(thumbs.length).to.equal(6);
    expect($(host, '.thumbnails').getAttribute('role')).to.equal('group');
    expect(thumbs.map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1]);
    expect(thumbs[0].getAttribute('aria-current')).to.equal('true');
    expect(thumbs[2].getAttribute('aria-label')).to.equal('Show slide 3 of 6');
    // 4 per row, square: the fifth starts a second row, each as tall as it is wide.
    const [first, fifth] = [thumbs[0].getBoundingClientRect(), thumbs[4].getBoundingClientRect()];
    expect(fifth.top > first.bottom - 1).to.equal(true);
    expect(Math.abs(first.width - first.height) < 1).to.equal(true);
    // The previous/next controls sit on the stage, not on the thumbnails under it.
    const stage = $(host, '.stage').getBoundingClientRect();
    expect($(host, '.control.next').getBoundingClientRect().bottom <= stage.bottom).to.equal(true);

    await click(thumbs[2]);
    await waitFor(() => activeIndex(host) === 2, { message: 'the third slide shows' });
    expect(thumbs[2].getAttribute('aria-current')).to.equal('true');
    expect(thumbs[0].hasAttribute('aria-current')).to.equal(false);
    expect(thumbs[2].tabIndex).to.equal(0);

    thumbs[2].focus();
    await sleep(450); // the slide's motion; keys are ignored while in motion (SPEC.md §5)
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => activeIndex(host) === 3, { message: 'the arrow key moved on' });
    await waitFor(() => deepActiveElement() === thumbs[3], { message: 'focus followed to the fourth thumbnail' });
    await sleep(450);
    await sendKeys({ press: 'End' });
    await waitFor(() => activeIndex(host) === 5, { message: 'End shows the last slide' });
    await waitFor(() => deepActiveElement() === thumbs[5], { message: 'focus on the last thumbnail' });
    await sleep(450);
    await sendKeys({ press: 'Home' });
    await waitFor(() => activeIndex(host) === 0, { message: 'Home shows the first slide' });
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('slideshow without thumbnails has no picker', async () => {
    const host = fixture(gallery('nt', { design: 'slideshow' }));
    await ready(host);
    expect($(host, '.thumbnails') === null).to.equal(true);
  });

  it('carousel: previous disabled at the start, next moves, controls hidden when all slides fit', async () => {
    const host = fixture(gallery('ca', { design: 'carousel', slidesPerRow: 3 }, 6));
    host.style.width = '900px';
    await ready(host);
    const previous = $(host, '.control.previous');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    // The controls sit at mid-height of the track, which grows as the images arrive: click
    // once it has settled, or the pointer lands on an image.
    await waitFor(() => $$(host, '.sqs-image-frame').slice(0, 3).every((frame) => frame.dataset.state === 'loaded'), { message: 'the images in view loaded' });
    await sleep(50);
    await click($(host, '.control.next'));
    await waitFor(() => activeIndex(host) === 1, { message: 'carousel moved' });
    expect(await axeViolations(host)).to.deep.equal([]);

    cleanup();
    const fits = fixture(gallery('ca2', { design: 'carousel', slidesPerRow: 3 }, 3));
    fits.style.width = '900px';
    await ready(fits);
    expect($(fits, '.controls')).to.equal(null);
  });

  for (const design of ['autogrid', 'autocolumns', 'autorows', 'list', 'slider']) {
    it(`${design}: renders every slide and passes axe`, async () => {
      const host = fixture(gallery(`d-${design}`, { design, lightbox: true }, 6));
      await ready(host);
      expect($$(host, '.slide').length).to.equal(6);
      expect(await axeViolations(host)).to.deep.equal([]);
    });
  }

  it('keeps the fallback for unreadable block data and reports it', async () => {
    const host = fixture(`<sqs-gallery data-load-on="eager" data-block-json='{"design": '>${figures('bad', 2)}</sqs-gallery>`);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error');
    expect(host.querySelector('figure img').checkVisibility()).to.equal(true);
  });
});
