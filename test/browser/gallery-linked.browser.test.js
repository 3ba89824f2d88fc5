// SPEC.md §4 "Gallery index": linked galleries stay in sync; only the parent keeps keyboard
// control. A gallery follows another with `data-linked-to` (a thumbnail strip under a
// slideshow): it moves with its parent, a thumbnail chosen in it moves the parent, and it starts
// on its parent's slide whichever of the two upgrades first.
import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-gallery.js';
import { cleanup, click, fixture, ready, sleep, waitFor } from './helpers.js';

const PHOTO = '/packages/server/demo/assets/gallery/photo-1.png';
const figures = (prefix) =>
  Array.from({ length: 5 }, (_, i) => `<figure data-slide-id="${prefix}-${i + 1}" data-image-dimensions="600x400" data-src="${PHOTO}"><img src="${PHOTO}" alt="Photo ${i + 1}"></figure>`).join('');
const gallery = (id, json, attrs = 'data-load-on="interaction"') =>
  `<sqs-gallery id="${id}" ${attrs} data-block-json='${JSON.stringify(json)}'>${figures(id)}</sqs-gallery>`;
const parentOf = (id, json = {}, attrs = undefined) => gallery(id, { design: 'slideshow', loop: false, ...json }, attrs);
const followerOf = (id, parent) => gallery(id, { design: 'slideshow', thumbnails: true, loop: false }, `data-load-on="interaction" data-linked-to="${parent}"`);

const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const activeIndex = (host) => $$(host, '.slide').findIndex((slide) => slide.classList.contains('sqs-active-slide'));
/** Upgrades an interaction-loaded gallery now (the visitor's pointer is near). */
async function upgrade(host) {
  await waitFor(
    () => {
      host.dispatchEvent(new Event('pointerenter'));
      return host.getAttribute('data-sqs-state') === 'ready';
    },
    { message: `${host.id} ready` },
  );
  await ready(host);
}

describe('linked galleries (SPEC.md §4)', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' })); // no motion: a change at once, keys never ignored
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(cleanup);

  it('a follower moves with its parent, a thumbnail chosen in it moves the parent, and only the parent takes the arrow keys', async () => {
    fixture(parentOf('p1') + followerOf('f1', 'p1'));
    const [parent, follower] = ['p1', 'f1'].map((id) => document.getElementById(id));
    await upgrade(parent);
    await upgrade(follower);
    const changes = [];
    parent.addEventListener('sqs-gallery-slide-change', (event) => changes.push(event.detail.index));

    await click(parent.shadowRoot.querySelector('.control.next'));
    await waitFor(() => activeIndex(follower) === 1, { message: 'the follower moved with its parent' });

    await click($$(follower, '.thumbnail')[3]);
    await waitFor(() => activeIndex(parent) === 3, { message: 'the thumbnail moved the parent' });
    expect(activeIndex(follower)).to.equal(3);

    // Keys on the page, not on the follower's thumbnails (which move among themselves).
    document.activeElement?.blur();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => activeIndex(parent) === 2, { message: 'the parent took the key' });
    await sleep(100);
    // One step: had the follower taken the key too, it would have moved on its own.
    expect([activeIndex(parent), activeIndex(follower)]).to.deep.equal([2, 2]);
    expect(changes).to.deep.equal([1, 3, 2]);
  });

  it('a follower upgraded after its parent starts on the parent’s slide', async () => {
    fixture(parentOf('p2', { currentIndex: 2 }) + followerOf('f2', 'p2'));
    const [parent, follower] = ['p2', 'f2'].map((id) => document.getElementById(id));
    await upgrade(parent);
    expect(activeIndex(parent)).to.equal(2);
    await upgrade(follower);
    await waitFor(() => activeIndex(follower) === 2, { message: 'the follower starts where its parent is' });
  });

  it('a parent upgraded after its follower, on a later slide, says so once and the follower moves there', async () => {
    // The parent loads when visible (an interaction-loaded block also loads when the page is
    // idle): it waits, out of the page's layout, until the follower is ready.
    fixture(`<div hidden>${parentOf('p3', { currentIndex: 3 }, 'data-load-on="visible"')}</div>${followerOf('f3', 'p3')}`);
    const [parent, follower] = ['p3', 'f3'].map((id) => document.getElementById(id));
    await upgrade(follower);
    expect(parent.hasAttribute('data-sqs-state'), 'the parent is not upgraded yet').to.equal(false);
    expect(activeIndex(follower)).to.equal(0);
    const changes = [];
    parent.addEventListener('sqs-gallery-slide-change', (event) => changes.push(event.detail));
    parent.parentElement.hidden = false;
    await ready(parent);
    await waitFor(() => activeIndex(follower) === 3, { message: 'the follower moved to its parent’s first slide' });
    await sleep(100);
    expect(changes).to.deep.equal([{ index: 3, previousIndex: 0, slideId: 'p3-4' }]);
  });
});
