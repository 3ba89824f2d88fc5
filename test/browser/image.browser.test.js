import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/elements/sqs-image.js';
import { axeViolations, cleanup, fixture, ready, sleep, waitFor } from './helpers.js';

const PNG = '/test/browser/fixtures/landscape-3x2.png';
let run = 0;
/** A URL no earlier test fetched, so the browser cache cannot hide a request. */
const unique = (file = PNG) => `${file}?t=${Date.now()}-${(run += 1)}`;

const requestsFor = (url) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(url.split('?')[1]));
const shadowImg = (host) => host.shadowRoot.querySelector('img.sqs-image');
const loaded = (host) => waitFor(() => host.classList.contains('loaded'), { message: 'image loaded' });

/** `load="true"`: no wait for the viewport, so only the lazy test depends on IntersectionObserver. */
function image(src, { attributes = 'data-load-on="eager" load="true"', dimensions = '1500x1000', focal = '0.5,0.5', alt = 'A harbour at dusk', width = 400 } = {}) {
  const wrapper = fixture(`<div class="frame" style="width:${width}px">
    <sqs-image ${attributes}><img data-src="${src}" data-image-dimensions="${dimensions}" data-image-focal-point="${focal}" alt="${alt}"></sqs-image>
  </div>`);
  return wrapper.querySelector('sqs-image');
}

/**
 * IntersectionObserver and ResizeObserver report only from a page that renders. With two
 * test files at once, web-test-runner opens the second in a background tab of the same
 * window, which never renders: the tests that need those observers skip there (and say so).
 */
function needsRendering(test) {
  if (document.visibilityState === 'visible') return;
  console.warn(`skipped "${test.test.title}": this page is a hidden tab (web-test-runner concurrency), it never renders`);
  test.skip();
}

function withDevicePixelRatio(ratio) {
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, get: () => ratio });
}

describe('sqs-image (built element)', () => {
  afterEach(() => {
    cleanup();
    withDevicePixelRatio(1);
    window.scrollTo(0, 0);
  });

  it('reserves the box from data-image-dimensions before and after upgrade, and after load (no layout shift)', async () => {
    const shifts = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: false });
    const host = image(unique(), { attributes: 'data-load-on="interaction" load="true"' });
    const below = fixture('<p id="below">Text after the image</p>');
    const expected = (400 * 1000) / 1500;
    const before = host.getBoundingClientRect().height;
    const belowBefore = below.getBoundingClientRect().top;
    expect(Math.abs(before - expected) < 0.5).to.equal(true, `height before upgrade: ${before}`);
    host.dispatchEvent(new Event('focusin')); // wanted now, without a click
    await ready(host);
    expect(host.getBoundingClientRect().height).to.equal(before);
    await loaded(host);
    await sleep(50);
    observer.disconnect();
    expect(host.getBoundingClientRect().height).to.equal(before);
    expect(below.getBoundingClientRect().top).to.equal(belowBefore);
    expect(shifts.reduce((sum, entry) => sum + entry.value, 0)).to.equal(0);
  });

  it('keeps the alt text and shows loading, then loaded', async () => {
    const states = [];
    const host = image(unique());
    const classes = new MutationObserver(() => states.push(host.className));
    classes.observe(host, { attributes: true, attributeFilter: ['class'] });
    await ready(host);
    await loaded(host);
    classes.disconnect();
    expect(shadowImg(host).alt).to.equal('A harbour at dusk');
    expect(states.some((c) => c.includes('loading'))).to.equal(true);
    expect(host.classList.contains('loading')).to.equal(false);
    expect(host.shadowRoot.querySelector('[part="frame"]').classList.contains('loaded')).to.equal(true);
  });

  it('does not request the image until it comes within 200 px of the viewport', async function lazy() {
    needsRendering(this);
    await setViewport({ width: 800, height: 600 });
    const src = unique();
    fixture('<div style="height: 2000px">Spacer</div>');
    const host = image(src, { attributes: 'data-load-on="eager"' });
    await ready(host);
    await sleep(200);
    expect(requestsFor(src).length).to.equal(0);
    expect(shadowImg(host).hasAttribute('src')).to.equal(false);
    // 150 px below the viewport's bottom edge: within the 200 px margin.
    window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY - 600 - 150);
    await loaded(host);
    expect(requestsFor(src).length).to.equal(1);
    expect(shadowImg(host).currentSrc).to.contain('format=500w');
  });

  it('chooses the width from the rendered size and the device pixel ratio (dprMax 2)', async () => {
    const cases = [
      [1, 400, '500w'],
      [2, 400, '1000w'],
      [3, 400, '1000w'], // clamped to dprMax 2
      [1, 120, '300w'],
    ];
    for (const [dpr, width, expected] of cases) {
      withDevicePixelRatio(dpr);
      const host = image(unique(), { width });
      await loaded(host);
      expect(shadowImg(host).getAttribute('src')).to.contain(`format=${expected}`, `dpr ${dpr}, ${width} px`);
      cleanup();
    }
    withDevicePixelRatio(3);
    const host = image(unique(), { attributes: 'data-load-on="eager" load="true" dpr-max="3"' });
    await loaded(host);
    expect(shadowImg(host).getAttribute('src')).to.contain('format=1500w');
  });

  it('fetches again only when a larger width is needed', async function refetch() {
    needsRendering(this);
    const src = unique();
    const host = image(src, { width: 300 });
    await loaded(host);
    expect(shadowImg(host).getAttribute('src')).to.contain('format=300w');
    const frame = host.parentElement;
    frame.style.width = '200px';
    await sleep(150);
    expect(requestsFor(src).length).to.equal(1);
    expect(shadowImg(host).getAttribute('src')).to.contain('format=300w');
    const events = [];
    host.addEventListener('sqs-image-load', (event) => events.push(event.detail.width));
    frame.style.width = '700px';
    await waitFor(() => shadowImg(host).getAttribute('src').includes('format=750w'), { message: 'larger width' });
    expect(requestsFor(src).length).to.equal(2);
    expect(events).to.deep.equal([750]);
  });

  it('places a filled image by its focal point and a fitted one by its alignment', async () => {
    const filled = image(unique(), { width: 300, focal: '0.1,0.5' });
    filled.parentElement.style.height = '300px';
    filled.style.height = '100%';
    filled.style.aspectRatio = 'auto';
    await loaded(filled);
    // 3:2 in a square box: focal x 0.1 cannot be centred, the left edge shows.
    expect(getComputedStyle(shadowImg(filled)).objectPosition).to.equal('0% 50%');
    expect(getComputedStyle(shadowImg(filled)).objectFit).to.equal('cover');
    const fitted = image(unique(), { attributes: 'data-load-on="eager" load="true" mode="fit" fit-alignment="bottom right"' });
    await loaded(fitted);
    expect(getComputedStyle(shadowImg(fitted)).objectFit).to.equal('contain');
    expect(getComputedStyle(shadowImg(fitted)).objectPosition).to.equal('100% 100%');
  });

  it('warns with the SPEC texts and centres a fit image without alignment', async () => {
    const logged = [];
    const original = console.error;
    console.error = (...args) => logged.push(args.join(' '));
    try {
      const fitted = image(unique(), { attributes: 'data-load-on="eager" load="true" mode="fit"' });
      await loaded(fitted);
      expect(getComputedStyle(shadowImg(fitted)).objectPosition).to.equal('50% 50%');
      const missing = image('', {});
      await ready(missing);
      await sleep(50);
      expect(missing.classList.contains('loaded')).to.equal(false);
    } finally {
      console.error = original;
    }
    expect(logged.some((line) => line.includes('Missing alignment for "content-fit" image.'))).to.equal(true);
    expect(logged.some((line) => line.includes('Invalid or missing image source.'))).to.equal(true);
  });

  it('takes its height from the image when the server gave no dimensions', async () => {
    const host = image(unique(), { dimensions: '' });
    await loaded(host);
    // The 30×20 fixture drawn 400 wide.
    expect(Math.round(host.getBoundingClientRect().height)).to.equal(267);
  });

  it('shows the server image with a fitting width when its settings are broken', async () => {
    const errors = [];
    document.addEventListener('sqs-block-error', (event) => errors.push(event.detail.tag), { once: true });
    const host = image(unique(), { attributes: `data-load-on="eager" data-block-json='{"mode": fi'` });
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    const fallback = host.querySelector('img');
    expect(fallback.getAttribute('src')).to.contain('format=500w');
    expect(fallback.assignedSlot !== null).to.equal(true);
    expect(host.getBoundingClientRect().height > 260).to.equal(true);
    expect(errors).to.deep.equal(['sqs-image']);
  });

  it('has no axe violations', async () => {
    const host = image(unique());
    await loaded(host);
    expect(await axeViolations(host.parentElement)).to.deep.equal([]);
  });
});
