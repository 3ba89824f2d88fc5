// Issue 13 item 3, "images once": an upgraded gallery or image block shows the image its server
// <img> already has (same URL, no second request) and fetches a larger width only when its box
// needs more than that. Counted with the Resource Timing entries of each image URL.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/elements/sqs-gallery.js';
import '/dist/elements/sqs-image.js';
import { cleanup, fixture, ready, sleep, waitFor } from './helpers.js';

const PNG = '/test/browser/fixtures/landscape-3x2.png';
let run = 0;
/** A URL no other test has fetched, so the counts are this test's own. */
const fresh = (width) => `${PNG}?run=${(run += 1)}-${Date.now()}&format=${width}w`;
const requests = (path) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname + new URL(entry.name).search.replace(/&format=\d+w/, '') === path).length;
const base = (url) => url.replace(/&format=\d+w/, '');
/** The server's images have loaded before the upgrade (the page's own HTML loads them first). */
const loaded = (element) => Promise.all([...element.querySelectorAll('img')].map((img) => img.decode().catch(() => {})));

describe('images once (issue 13)', () => {
  before(() => setViewport({ width: 800, height: 900 }));
  afterEach(cleanup);

  it('a grid adopts each figure’s image when it is wide enough: one request per photo', async () => {
    const urls = [fresh(750), fresh(750), fresh(750), fresh(750)];
    const gallery = fixture(`<sqs-gallery data-load-on="interaction" data-block-json='{"design":"grid","slidesPerRow":4,"lightbox":true}'>
      ${urls.map((url, i) => `<figure data-src="${base(url)}" data-image-dimensions="1500x1000"><img src="${url}" alt="Photo ${i}" width="300" height="200"></figure>`).join('')}
    </sqs-gallery>`);
    await loaded(gallery);
    gallery.dispatchEvent(new Event('pointerenter'));
    await ready(gallery);
    await sleep(500); // any second fetch has started by now
    for (const url of urls) expect(requests(base(url)), url).to.equal(1);
    const shown = [...gallery.shadowRoot.querySelectorAll('img.sqs-image')].map((img) => img.getAttribute('src'));
    expect(shown).to.deep.equal(urls.map((url) => new URL(url, location.href).href));
  });

  it('shows a complete server image from its first render: no frame passes through "unloaded" (one render, not two)', async () => {
    const urls = [fresh(750), fresh(750), fresh(750)];
    const gallery = fixture(`<sqs-gallery data-load-on="interaction" data-block-json='{"design":"grid","slidesPerRow":3}'>
      ${urls.map((url, i) => `<figure data-src="${base(url)}" data-image-dimensions="1500x1000"><img src="${url}" alt="Photo ${i}" width="300" height="200"></figure>`).join('')}
    </sqs-gallery>`);
    await loaded(gallery);
    // Every state a frame shows after its insertion is an attribute change in its shadow root.
    const changes = [];
    const watch = (root) => new MutationObserver((list) => changes.push(...list.map((r) => `${r.oldValue} → ${r.target.getAttribute('data-state')}`)))
      .observe(root, { subtree: true, attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
    if (gallery.shadowRoot) watch(gallery.shadowRoot);
    else {
      const attach = gallery.attachShadow.bind(gallery);
      gallery.attachShadow = (init) => {
        const root = attach(init);
        watch(root);
        return root;
      };
    }
    gallery.dispatchEvent(new Event('pointerenter'));
    await ready(gallery);
    await sleep(100);
    const frames = [...gallery.shadowRoot.querySelectorAll('.sqs-image-frame')];
    expect(frames.map((frame) => frame.getAttribute('data-state'))).to.deep.equal(['loaded', 'loaded', 'loaded']);
    expect(changes).to.deep.equal([]);
  });

  it('a lazy srcset <img> that has not chosen yet is not adopted by its src: each photo once, at the width its slot needs', async () => {
    // Issue 13's lite race: the block read such an <img> as its `src` (750w) and fetched that on top of
    // the browser's srcset choice (500w). Far below the fold, the lazy <img>s have chosen nothing at upgrade.
    const urls = [fresh(750), fresh(750), fresh(750), fresh(750)];
    const srcset = (url) => [300, 500, 750].map((w) => `${base(url)}&format=${w}w ${w}w`).join(', ');
    const page = fixture(`<div><div style="height:4000px"></div><sqs-gallery data-load-on="interaction" data-block-json='{"design":"grid","slidesPerRow":4}'>
      ${urls.map((url, i) => `<figure data-src="${base(url)}" data-image-dimensions="1500x1000"><img src="${url}" srcset="${srcset(url)}" sizes="25vw" loading="lazy" alt="Photo ${i}" width="300" height="200"></figure>`).join('')}
    </sqs-gallery></div>`);
    const gallery = page.querySelector('sqs-gallery');
    expect([...gallery.querySelectorAll('img')].every((img) => img.currentSrc === ''), 'lazy, nothing chosen yet').to.equal(true);
    gallery.dispatchEvent(new Event('pointerenter'));
    await ready(gallery);
    gallery.scrollIntoView();
    const shown = () => [...gallery.shadowRoot.querySelectorAll('img.sqs-image')].map((img) => img.getAttribute('src') ?? '');
    await waitFor(() => shown().length === urls.length && shown().every((src) => /format=\d+w/.test(src)), { message: 'every slide shows a photo' });
    await sleep(500); // any second fetch has started by now
    window.scrollTo(0, 0);
    for (const url of urls) {
      expect(requests(base(url)), url).to.equal(1);
      // The slot is about 200 px wide: the src attribute's 750w is more than it needs.
      expect(performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(url)), `${url} not fetched`).to.equal(false);
    }
  });

  it('fetches a larger width only when the box needs it, and shows the server’s image meanwhile', async () => {
    const url = fresh(100);
    const image = fixture(`<div style="width:700px"><sqs-image data-load-on="interaction" data-block-json='{"mode":"fill"}'><img src="${url}" data-src="${base(url)}" data-image-dimensions="1500x1000" alt="Wide"></sqs-image></div>`).querySelector('sqs-image');
    await loaded(image);
    image.dispatchEvent(new Event('pointerenter'));
    await ready(image);
    const img = image.shadowRoot.querySelector('img.sqs-image');
    await waitFor(() => /format=(750|1000|1500)w/.test(img.getAttribute('src') ?? ''), { message: 'a larger width' });
    expect(requests(base(url))).to.equal(2); // the server's 100w, then one larger
  });
});
