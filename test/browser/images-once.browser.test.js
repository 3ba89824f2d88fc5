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
