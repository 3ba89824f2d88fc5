// The README's recipe for a carousel's server strip ("Server HTML for a carousel"), its CSS alone:
// until the gallery's code has come, the strip's arrows are dimmed at its ends and hidden when
// every slide fits, as the carousel's own arrows are (SPEC.md §2), through CSS scroll-state
// container queries. No code of ours runs on this page, so the element stays `:not(:defined)`
// for the whole test; the arrows are shown here as runtime.js shows them
// (test/browser/server-slide-controls holds that part).
import { expect } from '@esm-bundle/chai';
import { fixture, nextFrames } from './helpers.js';

const PHOTO = '/packages/server/demo/assets/gallery/photo-1.png';
const RECIPE = `<style>
  .carousel { position: relative; width: 400px }
  .carousel sqs-gallery { display: block; overflow: hidden }
  .carousel sqs-gallery:not([data-sqs-state=ready]) { display: flex; scroll-snap-type: x mandatory }
  .carousel sqs-gallery:not(:defined) { overflow-x: auto; scrollbar-width: none; container-type: scroll-state }
  .carousel sqs-gallery:not([data-sqs-state=ready]) > figure { flex: 0 0 100%; margin: 0; scroll-snap-align: start }
  .carousel sqs-gallery > figure img { display: block; width: 100%; height: auto }
  .carousel sqs-gallery > [data-sqs-slide] { position: absolute; top: 8px; width: 44px; height: 44px }
  .carousel sqs-gallery > [data-sqs-slide=previous] { inset-inline-start: 8px }
  .carousel sqs-gallery > [data-sqs-slide=next] { inset-inline-end: 8px }
  @container not scroll-state(scrollable: inline-start) { .carousel sqs-gallery > [data-sqs-slide=previous] { opacity: 0.35; cursor: default } }
  @container not scroll-state(scrollable: inline-end) { .carousel sqs-gallery > [data-sqs-slide=next] { opacity: 0.35; cursor: default } }
  @container not scroll-state(scrollable: inline) { .carousel sqs-gallery > [data-sqs-slide] { visibility: hidden } }
</style>`;

const carousel = (id, slides) => `<div class="carousel"><sqs-gallery id="${id}" data-block-json='{"design":"carousel","slidesPerRow":1}'>
  ${Array.from({ length: slides }, (_, i) => `<figure><img src="${PHOTO}" alt="Photo ${i + 1}" width="600" height="400"></figure>`).join('')}
  <button type="button" data-sqs-slide="previous" aria-label="Previous slide">‹</button>
  <button type="button" data-sqs-slide="next" aria-label="Next slide">›</button>
</sqs-gallery></div>`;

const arrow = (host, which) => host.querySelector(`:scope > [data-sqs-slide=${which}]`);
/** Each arrow's visibility and opacity, previous first. */
const look = (host) =>
  ['previous', 'next'].map((which) => {
    const style = getComputedStyle(arrow(host, which));
    return `${style.visibility} ${style.opacity}`;
  });

describe('a carousel’s server strip, the recipe’s CSS (README)', () => {
  before(async () => {
    fixture(RECIPE);
    fixture(carousel('ends', 5));
    fixture(`<div dir="rtl">${carousel('rtl', 5)}</div>`);
    fixture(carousel('fits', 1));
    await nextFrames(); // scroll-state is applied at the frame after a scroll
  });

  it('dims the previous arrow at the start, neither in the middle, the next arrow at the end', async () => {
    const host = document.getElementById('ends');
    expect(customElements.get('sqs-gallery') === undefined, 'nothing of ours on this page').to.equal(true);
    expect(look(host), 'at the start').to.deep.equal(['visible 0.35', 'visible 1']);
    host.scrollLeft = 400;
    await nextFrames();
    expect(look(host), 'in the middle').to.deep.equal(['visible 1', 'visible 1']);
    host.scrollLeft = host.scrollWidth;
    await nextFrames();
    expect(look(host), 'at the end').to.deep.equal(['visible 1', 'visible 0.35']);
  });

  it('right to left: the start is on the right, and previous is dimmed there', () => {
    const host = document.getElementById('rtl');
    expect(arrow(host, 'previous').getBoundingClientRect().left > arrow(host, 'next').getBoundingClientRect().left, 'previous on the right').to.equal(true);
    expect(look(host)).to.deep.equal(['visible 0.35', 'visible 1']);
  });

  it('hides both arrows when every slide fits', () => {
    const host = document.getElementById('fits');
    for (const which of ['previous', 'next']) expect(arrow(host, which).checkVisibility({ visibilityProperty: true }), which).to.equal(false);
  });
});
