import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, sleep, tapInFrame, waitFor } from './helpers.js';

/**
 * A grid gallery's photo tapped before the gallery's code has come (gallery/lightbox/lightbox-preview.ts),
 * on the built runtime (both builds), with plain server figures (no dialogs in the HTML): the
 * gallery's early chunk opens the photo at once in a preview dialog, and the upgrade hands over to
 * the gallery's own lightbox on that photo, once. The gallery's files are held back by a cookie
 * (web-test-runner.config.mjs, holdFiles) until the test releases them.
 * WTR pitfall: DOM nodes compared as booleans (a failing chai equality on nodes hangs the runner).
 */
const FRAME_URL = '/test/browser/fixtures/lightbox-preview.html';

describe('lightbox preview: a gallery photo opens before the gallery code (built runtime)', () => {
  let frame;
  const doc = () => frame.contentDocument;
  const host = () => doc().getElementById('g');
  const figure = (n) => doc().querySelector(`#g > figure:nth-of-type(${n})`);
  const previews = () => [...doc().querySelectorAll('#g dialog[data-sqs-preview]')];
  const openPreviews = () => previews().filter((d) => d.open);
  const lightbox = () => host().shadowRoot?.querySelector('dialog.lightbox') ?? null;
  const lightboxTitle = () => host().shadowRoot.querySelector('[part~="lightbox-title"], .lightbox-title')?.textContent;
  const deepActive = () => deepActiveElement(doc());
  const arrived = (name) => frame.contentWindow.performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

  /** The gallery's lightbox took over on `title`: the preview closed, one lightbox still open a while later, no page error. */
  async function expectLightboxOnceOn(title) {
    await waitFor(() => lightbox()?.open, { message: "the gallery's lightbox open", timeout: 10000 });
    expect(lightboxTitle()).to.equal(title);
    expect(openPreviews().length, 'the preview closed').to.equal(0);
    await sleep(300);
    expect(host().shadowRoot.querySelectorAll('dialog[open]').length, 'one lightbox').to.equal(1);
    expect(frame.contentWindow.pageErrors).to.deep.equal([]);
  }

  /** Holds back these files of the next page (`gallery`, `preview`, comma-separated) until released. */
  const hold = (names) => {
    document.cookie = `sqs-test-hold=${names}; path=/`;
  };
  const release = (name = '') => fetch(`/__test/release${name ? `?file=${name}` : ''}`);

  let runs = 0;
  /** The page, on dist/ URLs of its own (the fixture says why). */
  const load = (query = '') =>
    new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.src = `${FRAME_URL}?run=${Date.now()}-${(runs += 1)}&${query}`;
    });

  /** A real tap on an element of the framed page. */
  const tap = (element) => tapInFrame(frame, element);

  /** The runtime has run and the gallery's early chunk with it (its file arrived, and a moment more to run). */
  async function earlyCodeRan() {
    await waitFor(() => doc().documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime started' });
    await waitFor(() => arrived('/chunks/lightbox-preview-'), { message: "the gallery's early chunk arrived" });
    await sleep(50);
  }

  beforeEach(() => {
    frame = document.createElement('iframe');
    frame.title = 'A page of the site';
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    document.body.append(frame);
  });
  afterEach(async () => {
    document.cookie = 'sqs-test-hold=; path=/; max-age=0';
    await release();
    frame.remove();
  });

  it("opens the tapped photo at once while the gallery's code is on its way; the upgrade opens the lightbox on it, focus inside, and Escape returns focus", async () => {
    hold('gallery');
    await load();
    await earlyCodeRan();
    await tap(figure(3).querySelector('img'));

    expect(openPreviews().length, 'one preview open').to.equal(1);
    const preview = openPreviews()[0];
    expect(figure(3).contains(preview), "in the tapped photo's figure").to.equal(true);
    expect(preview.matches(':modal')).to.equal(true);
    expect(preview.getAttribute('aria-label')).to.equal('Photo 3');
    expect(preview.querySelector('img').getAttribute('src')).to.equal(figure(3).querySelector('img').getAttribute('src'));
    expect(preview.querySelector('img').sizes).to.equal('100vw');
    const box = preview.getBoundingClientRect();
    expect([box.width, box.height], 'full screen').to.deep.equal([800, 600]);
    const background = (element) => frame.contentWindow.getComputedStyle(element).backgroundColor;
    expect(background(preview), "the lightbox's dark theme (the block's default)").to.equal('rgb(0, 0, 0)');
    expect(doc().activeElement === preview.querySelector('button'), 'focus on its close button').to.equal(true);
    expect(host().getAttribute('data-sqs-state'), 'the gallery not ready').to.not.equal('ready');

    await release();
    await waitFor(() => lightbox()?.open, { message: "the gallery's lightbox open", timeout: 10000 });
    // It takes over the photo on screen without its fade-in (0.3 s from transparent would show
    // the grid through it): opaque from its first frame.
    const overlay = lightbox().querySelector('.lightbox-overlay');
    expect(Number(frame.contentWindow.getComputedStyle(overlay).opacity), 'no fade-in at the handover').to.be.above(0.9);
    expect(background(overlay), 'in the colour the preview had').to.equal('rgb(0, 0, 0)');
    expect(host().getAttribute('data-sqs-state')).to.equal('ready');
    expect(lightboxTitle()).to.equal('Photo 3');
    expect(openPreviews().length, 'the preview closed').to.equal(0);
    await waitFor(() => lightbox().contains(deepActive()), { message: 'focus inside the lightbox' });
    // Once: one lightbox, still open a while later.
    await sleep(300);
    expect(host().shadowRoot.querySelectorAll('dialog[open]').length).to.equal(1);
    expect(host().hasAttribute('data-sqs-handover'), 'the handover mark is gone').to.equal(false);
    // The next slide fades in as usual.
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => lightboxTitle() !== 'Photo 3', { message: 'the next slide' });
    expect(lightbox().hasAttribute('data-instant')).to.equal(false);
    await sleep(250); // SPEC.md §9: the lightbox's keys are throttled to one per 200 ms
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => lightboxTitle() === 'Photo 3', { message: 'back on photo 3' });

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !lightbox()?.open, { message: 'the lightbox closed' });
    await waitFor(() => deepActive()?.matches?.('.opener[data-index="2"]') === true, { message: "focus back on photo 3's opener" });
    expect(frame.contentWindow.pageErrors).to.deep.equal([]);
  });

  it('a tap held before the early script came opens the photo when it comes; the lightbox takes over once', async () => {
    hold('gallery,preview');
    await load();
    await waitFor(() => doc().documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime started' });
    const opened = [];
    new frame.contentWindow.MutationObserver((records) => {
      for (const record of records) if (record.target.matches('dialog[data-sqs-preview][open]')) opened.push(record.target.parentElement.dataset.slideId);
    }).observe(host(), { subtree: true, attributes: true, attributeFilter: ['open'] });
    await tap(figure(2).querySelector('img'));
    await sleep(100);
    expect(previews().length, 'no code to answer yet: the tap is held').to.equal(0);

    await release('preview');
    await waitFor(() => openPreviews().length === 1, { message: 'the preview open' });
    expect(figure(2).contains(openPreviews()[0]), 'on the tapped photo').to.equal(true);
    expect(host().getAttribute('data-sqs-state')).to.not.equal('ready');

    await release('gallery');
    await expectLightboxOnceOn('Photo 2');
    expect(opened, 'the preview opened on photo 2, once').to.deep.equal(['p2']);
  });

  it('without the early script (a server that writes none), the tap is held and the lightbox opens on it at ready', async () => {
    hold('gallery');
    await load('noearly');
    await waitFor(() => doc().documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime started' });
    await tap(figure(3).querySelector('img'));
    await sleep(100);
    expect(previews().length).to.equal(0);
    await release();
    await expectLightboxOnceOn('Photo 3');
    expect(arrived('/chunks/lightbox-preview-'), 'runtime.js never asks for it').to.equal(false);
  });

  it('on data-load-on="interaction", the tap that asks for the code is answered by the preview, then by the lightbox once', async () => {
    await load('loadOn=interaction');
    await earlyCodeRan();
    expect(arrived('/elements/sqs-gallery.js'), 'no code before the visitor uses it').to.equal(false);
    // A click with no pointer move first: a real mouse's move over the gallery is an intent too,
    // and (on the lite build, served locally) the upgrade can finish before its click lands, which
    // then opens the lightbox itself and would not test the preview.
    figure(2).querySelector('img').click();
    expect(openPreviews().length, 'the preview at the tap').to.equal(1);
    await expectLightboxOnceOn('Photo 2');
  });

  it('a lightbox opened after the upgrade fades in as usual', async () => {
    await load();
    await waitFor(() => host().getAttribute('data-sqs-state') === 'ready', { message: 'ready', timeout: 10000 });
    await tap(host().shadowRoot.querySelector('.opener[data-index="0"]'));
    await waitFor(() => lightbox()?.open, { message: 'the lightbox open', timeout: 10000 });
    expect(lightbox().hasAttribute('data-instant')).to.equal(false);
    expect(Number(frame.contentWindow.getComputedStyle(lightbox().querySelector('.lightbox-overlay')).opacity), 'fading in').to.be.below(0.9);
  });

  it('a preview closed with Escape before the upgrade opens nothing at it', async () => {
    hold('gallery');
    await load();
    await earlyCodeRan();
    await tap(figure(1).querySelector('img'));
    expect(openPreviews().length).to.equal(1);
    await sendKeys({ press: 'Escape' });
    expect(openPreviews().length, 'closed').to.equal(0);

    await release();
    await waitFor(() => host().getAttribute('data-sqs-state') === 'ready', { message: 'ready', timeout: 10000 });
    await sleep(300);
    expect(Boolean(lightbox()?.open)).to.equal(false);
    expect(openPreviews().length).to.equal(0);
  });

  it("its close button closes it; it is named and labelled, in its slide's theme, and axe finds nothing in it", async () => {
    hold('gallery');
    await load();
    await earlyCodeRan();
    await tap(figure(4).querySelector('img'));
    const preview = openPreviews()[0];
    expect(preview.getAttribute('aria-label'), 'no title or alt: its position').to.equal('Slide 4 of 4');
    expect(frame.contentWindow.getComputedStyle(preview).backgroundColor, "the slide's own light theme").to.equal('rgb(255, 255, 255)');
    const close = preview.querySelector('button');
    expect(close.getAttribute('aria-label')).to.equal('Close');

    const axe = doc().createElement('script');
    axe.src = '/node_modules/axe-core/axe.min.js';
    await new Promise((resolve, reject) => {
      axe.onload = resolve;
      axe.onerror = reject;
      doc().head.append(axe);
    });
    const result = await frame.contentWindow.axe.run(preview, { resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).to.deep.equal([]);

    await tap(close);
    expect(openPreviews().length).to.equal(0);
  });

  it('no preview where the lightbox is off: the tap is held and replayed as before', async () => {
    hold('gallery');
    await load('nolightbox');
    await earlyCodeRan();
    await tap(figure(2).querySelector('img'));
    await sleep(100);
    expect(previews().length).to.equal(0);
    await release();
    await waitFor(() => host().getAttribute('data-sqs-state') === 'ready', { message: 'ready', timeout: 10000 });
    await sleep(300);
    expect(host().shadowRoot.querySelectorAll('dialog[open]').length).to.equal(0);
    expect(frame.contentWindow.pageErrors).to.deep.equal([]);
  });
});
