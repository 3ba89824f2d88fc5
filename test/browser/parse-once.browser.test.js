// Issue 12 item 1: each block's data-block-json is parsed once per upgrade (the glue parses it,
// every reader takes the result), and once more per live change of it, never more. Counted by
// wrapping JSON.parse for the block's own text while every kind of block upgrades.
import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-accordion.js';
import '/dist/elements/sqs-menu.js';
import '/dist/elements/sqs-form.js';
import '/dist/elements/sqs-newsletter.js';
import '/dist/elements/sqs-gallery.js';
import '/dist/elements/sqs-image.js';
import '/dist/elements/sqs-video.js';
import { cleanup, fixture, ready } from './helpers.js';

const PNG = '/test/browser/fixtures/landscape-3x2.png';
const FORM = { formId: 'f', fields: [{ id: 'email', type: 'email', title: 'Email' }] };
const BLOCKS = [
  ['sqs-accordion', { allowMultipleOpen: true }, '<details><summary>A</summary><p>a</p></details>'],
  ['sqs-menu', { headingLevel: 3 }, '<section data-label="Lunch"><p>Soup</p></section>'],
  ['sqs-form', FORM, '<p>Write to us.</p>'],
  ['sqs-newsletter', { ...FORM, isNewsletter: true }, '<p>Sign up.</p>'],
  ['sqs-gallery', { design: 'carousel', lightbox: true }, `<figure data-src="${PNG}"><img src="${PNG}" alt="A"></figure>`],
  ['sqs-image', { mode: 'fit', fitAlignment: 'top' }, `<img src="${PNG}" alt="A">`],
  ['sqs-video', { title: 'Tour' }, '<template><iframe src="https://www.youtube.com/embed/x" title="Tour"></iframe></template>'],
];

describe('data-block-json is parsed once per upgrade and per change (issue 12)', () => {
  const parse = JSON.parse;
  const counts = new Map();
  before(() => {
    JSON.parse = function counted(text, reviver) {
      if (typeof text === 'string' && counts.has(text)) counts.set(text, counts.get(text) + 1);
      return parse.call(this, text, reviver);
    };
  });
  after(() => {
    JSON.parse = parse;
    cleanup();
  });

  for (const [tag, data, children] of BLOCKS) {
    it(`${tag}: once at the upgrade, once per change`, async () => {
      // A text of its own (a unique key), so only this block's parses are counted.
      const text = JSON.stringify({ ...data, probe: `${tag}-${Math.random()}` });
      counts.set(text, 0);
      const host = fixture(`<${tag} data-load-on="eager" data-block-json='${text}'>${children}</${tag}>`);
      host.dispatchEvent(new Event('pointerenter')); // blocks that render on use: now
      await ready(host);
      expect(counts.get(text), `${tag} upgrade`).to.equal(1);
      const changed = JSON.stringify({ ...data, probe: `${tag}-changed-${Math.random()}` });
      counts.set(changed, 0);
      host.setAttribute('data-block-json', changed);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(counts.get(changed), `${tag} change`).to.equal(1);
      host.setAttribute('aria-label', 'not a setting'); // an unobserved attribute parses nothing
      host.setAttribute(tag === 'sqs-video' ? 'video-title' : 'data-load-on', 'eager');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(counts.get(changed), `${tag} other attribute`).to.equal(1);
    });
  }
});
