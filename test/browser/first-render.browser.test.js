// Issue 13 item 5a, React's cost: a block's first render is time-sliced (a transition) instead of
// one long task, and the server HTML stays on screen until the commit swaps it for the view in a
// single task: no frame between the shadow root's attachment and the commit shows an empty box.
// Order of tasks is asserted, never their length. Preact (the lite build) renders synchronously:
// there only the "never empty" half applies.
import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-gallery.js';
import '/dist/elements/sqs-accordion.js';
import '/dist/elements/sqs-rich-text-toolbar.js';
import { cleanup, fixture, ready } from './helpers.js';

const PHOTOS = '/packages/server/demo/assets/gallery';
const SLICED = window.SQS_BUILD !== 'lite';

const gallery = (count) =>
  `<sqs-gallery id="big" data-load-on="eager" data-block-json='{"design":"grid","lightbox":true,"slidesPerRow":4}'>${Array.from(
    { length: count },
    (_, i) => `<figure data-slide-id="s-${i}" data-image-dimensions="600x400" data-src="${PHOTOS}/photo-1.png"><img src="${PHOTOS}/photo-1.png" alt="Photo ${i + 1}" width="600" height="400"></figure>`,
  ).join('')}</sqs-gallery>`;

/**
 * From the moment `tag`'s shadow root is attached until it is ready, a task at a time (a
 * MessageChannel ping, as a visitor's input or a frame would run between React's slices): what
 * the page shows in each.
 */
function watchFirstRender(tag, probe) {
  const seen = [];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (root.host.localName !== tag) return root;
    Element.prototype.attachShadow = attach;
    const { host } = root;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (host.getAttribute('data-sqs-state') === 'ready') return channel.port1.close();
      seen.push(probe(host));
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    return root;
  };
  return { seen, restore: () => (Element.prototype.attachShadow = attach) };
}

/** Resolves right after the next shadow root is attached (the first render has started, not committed). */
const shadowAttached = () =>
  new Promise((resolve) => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      Element.prototype.attachShadow = attach;
      const root = attach.call(this, init);
      queueMicrotask(resolve);
      return root;
    };
  });

describe('a block’s first render (issue 13 item 5a)', () => {
  afterEach(cleanup);

  it('a 400-slide grid renders in slices while its server figures stay visible at their size', async () => {
    const watch = watchFirstRender('sqs-gallery', (host) => ({
      visible: host.querySelector('figure').checkVisibility() && host.querySelector('figure img').checkVisibility(),
      height: Math.round(host.getBoundingClientRect().height),
    }));
    try {
      const host = fixture(gallery(400));
      const height = Math.round(host.getBoundingClientRect().height);
      expect(height).to.be.greaterThan(1000);
      await ready(host);
      // Old behaviour (flushSync in the task that attached the shadow root): no task between.
      if (SLICED) expect(watch.seen.length, 'tasks that ran between the shadow root and the commit').to.be.at.least(2);
      expect(watch.seen.filter((s) => !s.visible)).to.deep.equal([]);
      expect(watch.seen.filter((s) => s.height !== height)).to.deep.equal([]);
      expect(host.shadowRoot.querySelectorAll('.slide').length).to.equal(400);
      // The fallback slot is gone: the server figures are not shown beside the view.
      expect(host.shadowRoot.querySelectorAll('slot:not([name])').length).to.equal(0);
      expect(host.querySelector('figure').checkVisibility()).to.equal(false);
    } finally {
      watch.restore();
    }
  });

  it('named slots get the server nodes at the commit, and focus on a hidden server control moves to the view', async () => {
    const watch = watchFirstRender('sqs-accordion', (host) => ({ visible: host.querySelector('summary').checkVisibility() }));
    try {
      const host = fixture(
        `<sqs-accordion data-load-on="eager">${Array.from({ length: 30 }, (_, i) => `<details><summary>Question ${i + 1}</summary><p>Answer ${i + 1}</p></details>`).join('')}</sqs-accordion>`,
      );
      host.querySelector('summary').focus();
      await ready(host);
      expect(watch.seen.filter((s) => !s.visible)).to.deep.equal([]);
      // The answers are the server's own nodes, moved at the commit into panels the view's named slots show.
      const panel = host.querySelector('p').parentElement;
      expect(panel.slot).to.equal('panel-0');
      expect(panel.assignedSlot?.getRootNode() === host.shadowRoot).to.equal(true);
      // Focus was on the first server <summary>; it follows to the view's first trigger.
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      expect(active?.getRootNode() === host.shadowRoot).to.equal(true);
      expect(active.textContent).to.include('Question 1');
    } finally {
      watch.restore();
    }
  });

  it('the view’s effects have run by the time the block says it is ready, before a frame paints', async () => {
    // The rich text shows its value from an effect. A transition runs effects a task later, after
    // a paint, unless the block flushes them with the commit.
    const host = document.createElement('sqs-rich-text-toolbar');
    host.setAttribute('data-load-on', 'eager');
    host.setAttribute('value', '<p>Hello world</p>');
    let shownAtReady = null;
    new MutationObserver((_records, observer) => {
      if (host.getAttribute('data-sqs-state') !== 'ready') return;
      shownAtReady = host.shadowRoot.querySelector('[part="region"]')?.textContent ?? null;
      observer.disconnect();
    }).observe(host, { attributes: true, attributeFilter: ['data-sqs-state'] });
    document.body.append(host);
    await ready(host);
    expect(shownAtReady).to.equal('Hello world');
  });

  it('a block moved or removed while its first render is under way keeps its server HTML, and upgrades again when it comes back', async () => {
    const host = fixture(gallery(400));
    // The shadow root is there, the commit not yet: remove the block mid-render.
    await shadowAttached();
    if (SLICED) expect(host.getAttribute('data-sqs-state')).to.equal(null);
    host.remove();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host.querySelectorAll('figure').length).to.equal(400);
    expect(host.querySelectorAll('[slot]').length).to.equal(0);
    // One default slot: the server HTML shows again as soon as the block is back.
    expect(host.shadowRoot.children.length).to.equal(1);
    expect(host.shadowRoot.querySelectorAll('slot:not([name])').length).to.equal(1);
    document.body.append(host);
    expect(host.querySelector('figure').checkVisibility()).to.equal(true);
    await ready(host);
    expect(host.shadowRoot.querySelectorAll('.slide').length).to.equal(400);
    expect(host.shadowRoot.querySelectorAll('slot:not([name])').length).to.equal(0);
  });

  it('new data given while the first render is under way is what the block shows', async () => {
    const host = fixture(gallery(400));
    await shadowAttached();
    host.setAttribute('data-block-json', '{"design":"grid","lightbox":true,"slidesPerRow":2}');
    await ready(host);
    // Two per row, as the new data says (the first data had four): the first two slides share a
    // top edge, the third starts a new row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const tops = [...host.shadowRoot.querySelectorAll('.slide')].slice(0, 3).map((slide) => Math.round(slide.getBoundingClientRect().top));
    expect(tops[0]).to.equal(tops[1]);
    expect(tops[2]).to.be.greaterThan(tops[0]);
  });

  it('focus moved elsewhere during the first render stays where the visitor put it', async function () {
    if (!SLICED) this.skip(); // Preact commits in the task that starts the render: there is no "during"
    const outside = fixture('<button type="button">Elsewhere</button>');
    const host = fixture(
      `<sqs-accordion data-load-on="eager">${Array.from({ length: 200 }, (_, i) => `<details><summary>Question ${i + 1}</summary><p>Answer ${i + 1}</p></details>`).join('')}</sqs-accordion>`,
    );
    host.querySelector('summary').focus();
    await shadowAttached();
    outside.focus();
    await ready(host);
    expect(document.activeElement === outside).to.equal(true);
  });
});
