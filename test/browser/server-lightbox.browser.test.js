import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, sleep, tapInFrame, waitFor } from './helpers.js';

/**
 * A grid whose photos the server HTML also puts in `<dialog>`s their buttons open with no script
 * (README, "Server HTML for a lightbox"), on the built runtime (both builds): the tap opens the
 * photo at once, before any code of ours and while the block waits for its code (the invoker's
 * click is never held), and the upgrade hands over to the gallery's own lightbox on that photo.
 * WTR pitfall: DOM nodes compared as booleans (a failing chai equality on nodes hangs the runner).
 */
const FRAME_URL = '/test/browser/fixtures/server-lightbox.html';

describe('server HTML lightbox: a <dialog> per photo, then the gallery (built runtime)', () => {
  let frame;
  const doc = () => frame.contentDocument;
  const host = () => doc().getElementById('g');
  const serverDialog = (n) => doc().getElementById(`lb-${n}`);
  const openServerDialogs = () => [...doc().querySelectorAll('sqs-gallery dialog')].filter((d) => d.open).map((d) => d.id);
  const lightbox = () => host().shadowRoot?.querySelector('dialog.lightbox') ?? null;
  const lightboxTitle = () => host().shadowRoot.querySelector('[part~="lightbox-title"], .lightbox-title')?.textContent;
  const deepActive = () => deepActiveElement(doc());

  const load = (query) =>
    new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.src = `${FRAME_URL}?${query}`;
    });

  /** A real tap on an element of the framed page. */
  const tap = (element) => tapInFrame(frame, element);

  beforeEach(() => {
    frame = document.createElement('iframe');
    frame.title = 'A page of the site';
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    document.body.append(frame);
  });
  afterEach(() => frame.remove());

  it('a tap before any code of ours opens the photo natively; the upgrade opens the lightbox on it, focus inside, and Escape returns focus', async () => {
    await load('hold');
    await tap(doc().querySelector('#g figure:nth-of-type(3) > button'));
    expect(serverDialog(3).open, 'opened by the browser').to.equal(true);
    expect(serverDialog(3).matches(':modal')).to.equal(true);
    expect(doc().documentElement.hasAttribute('data-sqs-runtime')).to.equal(false);

    frame.contentWindow.loadRuntime();
    await waitFor(() => lightbox()?.open, { message: "the gallery's lightbox open", timeout: 10000 });
    // It takes over the photo on screen without its fade-in: opaque from its first frame.
    expect(Number(frame.contentWindow.getComputedStyle(lightbox().querySelector('.lightbox-overlay')).opacity), 'no fade-in').to.be.above(0.9);
    expect(host().getAttribute('data-sqs-state')).to.equal('ready');
    expect(lightboxTitle()).to.equal('Photo 3');
    expect(openServerDialogs()).to.deep.equal([]);
    await waitFor(() => lightbox().contains(deepActive()), { message: 'focus inside the lightbox' });

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !lightbox()?.open, { message: 'the lightbox closed' });
    await waitFor(() => deepActive()?.matches?.('.opener[data-index="2"]') === true, { message: "focus back on photo 3's opener" });
    expect(frame.contentWindow.pageErrors).to.deep.equal([]);
  });

  it('a tap while the block waits for its code (data-load-on="interaction") is not held: the photo opens at once, then the lightbox takes over on it', async () => {
    await load('loadOn=interaction');
    await waitFor(() => doc().documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime started' });
    expect(host().getAttribute('data-sqs-state')).to.not.equal('ready');
    // A click with no pointer move first: a real mouse's move counts as "about to interact" and
    // can finish the (lite) upgrade before its click lands, which would not test the holder.
    doc().querySelector('#g figure:nth-of-type(2) > button').click();
    expect(serverDialog(2).open, `opened at the tap (${host().getAttribute('data-sqs-state')}, lightbox ${Boolean(lightbox()?.open)})`).to.equal(true);
    await waitFor(() => lightbox()?.open, { message: "the gallery's lightbox open", timeout: 10000 });
    expect(lightboxTitle()).to.equal('Photo 2');
    expect(openServerDialogs()).to.deep.equal([]);
    // Once: one lightbox, still open a while later.
    await sleep(300);
    expect(host().shadowRoot.querySelectorAll('dialog[open]').length).to.equal(1);
    expect(lightboxTitle()).to.equal('Photo 2');
  });

  it('a photo opened and closed again before the upgrade opens nothing at it', async () => {
    await load('hold');
    await tap(doc().querySelector('#g figure:nth-of-type(1) > button'));
    expect(serverDialog(1).open).to.equal(true);
    await tap(serverDialog(1).querySelector('button'));
    expect(serverDialog(1).open).to.equal(false);
    frame.contentWindow.loadRuntime();
    await waitFor(() => host().getAttribute('data-sqs-state') === 'ready', { message: 'ready', timeout: 10000 });
    await sleep(300);
    expect(Boolean(lightbox()?.open)).to.equal(false);
    expect(openServerDialogs()).to.deep.equal([]);
  });
});
