import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import '/dist/elements/sqs-scaled-text.js';
import { axeViolations, cleanup, fixture, ready, waitFor } from './helpers.js';

const TEXT = 'Fresh sourdough every morning';
// The fallback one line, as the element's docs advise, so the upgrade moves nothing.
const PAGE_CSS = 'sqs-scaled-text { display: block; white-space: nowrap; overflow: hidden; font: 40px/1.2 sans-serif; }';

function page(width) {
  const style = document.createElement('style');
  style.textContent = PAGE_CSS;
  document.head.append(style);
  const wrapper = fixture(`<div><sqs-scaled-text data-load-on="eager">${TEXT}</sqs-scaled-text><p class="after">After</p></div>`);
  wrapper.style.width = `${width}px`;
  return { wrapper, host: wrapper.querySelector('sqs-scaled-text'), after: wrapper.querySelector('.after'), style };
}

const line = (host) => host.shadowRoot.querySelector('[part="text"]');
const box = (host) => host.shadowRoot.querySelector('[part="box"]');
const fontSize = (host) => parseFloat(getComputedStyle(line(host)).fontSize);

describe('sqs-scaled-text (built element)', () => {
  let style;
  afterEach(async () => {
    cleanup();
    style?.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const width of [1200, 320, 90]) {
    it(`fits its line in a ${width} px box, never below 11 px, without moving what follows`, async () => {
      const made = page(width);
      style = made.style;
      const { host, after } = made;
      const before = after.getBoundingClientRect().top;
      await ready(host);
      const size = fontSize(host);
      expect(size).to.be.at.least(11);
      expect(size).to.be.at.most(40);
      if (width === 1200) expect(size).to.equal(40);
      if (width === 320) {
        expect(size).to.be.below(40);
        expect(size).to.be.above(13);
        expect(line(host).getBoundingClientRect().width).to.be.at.most(box(host).clientWidth);
        expect(host.classList.contains('sqs-min-font')).to.equal(false);
      }
      if (width === 90) {
        expect(size).to.equal(11); // still too wide at the floor: clipped, not smaller
        expect(host.classList.contains('sqs-min-font')).to.equal(true);
      }
      // The text stays in the light DOM, one line, and the paragraph after it has not moved.
      expect(host.textContent).to.equal(TEXT);
      expect(line(host).getClientRects().length).to.equal(1);
      expect(after.getBoundingClientRect().top).to.equal(before);
      expect(await axeViolations(host)).to.deep.equal([]);
    });
  }

  it('fits again after its box is resized (debounced)', async () => {
    const made = page(1200);
    style = made.style;
    const { host, wrapper } = made;
    await ready(host);
    expect(fontSize(host)).to.equal(40);
    const fits = [];
    host.addEventListener('sqs-scaled-text-fit', (event) => fits.push(event.detail));
    wrapper.style.width = '250px';
    await waitFor(() => fontSize(host) < 40, { message: 'refit' });
    expect(line(host).getBoundingClientRect().width).to.be.at.most(box(host).clientWidth);
    expect(fits.at(-1)).to.deep.equal({ fontSize: fontSize(host), minFont: false });
    wrapper.style.width = '80px';
    await waitFor(() => host.classList.contains('sqs-min-font'), { message: 'min-font marker' });
  });

  it('works the same under reduced motion (nothing animates)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const made = page(320);
    style = made.style;
    await ready(made.host);
    expect(fontSize(made.host)).to.be.below(40);
  });

  it('keeps its text and reports malformed JSON, without touching other blocks', async () => {
    const errors = [];
    const listener = (event) => errors.push(event.detail);
    document.addEventListener('sqs-block-error', listener);
    const broken = fixture(`<sqs-scaled-text data-load-on="eager" data-block-json='{"x": tru'>Still readable</sqs-scaled-text>`);
    const healthy = fixture(`<sqs-scaled-text data-load-on="eager">Healthy</sqs-scaled-text>`);
    await ready(healthy);
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    document.removeEventListener('sqs-block-error', listener);
    expect(broken.shadowRoot).to.equal(null);
    expect(broken.textContent).to.equal('Still readable');
    expect(errors.filter((e) => e.tag === 'sqs-scaled-text')).to.have.length(1);
  });
});
