import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import '/dist/elements/sqs-text-highlight.js';
import { axeViolations, cleanup, fixture, nextFrames, ready, waitFor } from './helpers.js';

const SHAPES = ['circle', 'cross', 'enclose', 'jagged', 'marker', 'scribble', 'strike', 'strikeDiagonal', 'underline', 'underlineCurve', 'underlineDouble', 'wave'];
const svg = (host) => host.shadowRoot.querySelector('svg[part="shape"]');

describe('sqs-text-highlight (built element)', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('keeps the words as plain light-DOM text and hides the SVG from assistive tech', async () => {
    const p = fixture(`<p>We bake <sqs-text-highlight data-load-on="eager">every single day</sqs-text-highlight> at dawn.</p>`);
    const host = p.querySelector('sqs-text-highlight');
    await ready(host);
    expect(p.textContent).to.equal('We bake every single day at dawn.');
    expect(host.shadowRoot.querySelector('slot').assignedNodes()[0].textContent).to.equal('every single day');
    expect(svg(host).getAttribute('aria-hidden')).to.equal('true');
    // Find-in-page sees the words: a selection over them is the text itself.
    const range = document.createRange();
    range.selectNodeContents(host);
    expect(range.toString()).to.equal('every single day');
  });

  it('draws the default wave on first visibility, with the defaults of SPEC.md §9', async () => {
    const host = fixture(`<sqs-text-highlight data-load-on="eager">on screen</sqs-text-highlight>`);
    await ready(host);
    const shape = svg(host);
    expect(shape.dataset.shape).to.equal('wave');
    expect(shape.dataset.animation).to.equal('draw');
    expect(shape.style.strokeLinecap).to.equal('square');
    expect(shape.style.transitionDuration).to.equal('0.75s');
    await waitFor(() => shape.hasAttribute('data-drawn'), { message: 'drawn' });
    await waitFor(() => getComputedStyle(shape).clipPath === 'inset(0px)', { message: 'fully revealed' });
    const width = parseFloat(getComputedStyle(shape.querySelector('path')).strokeWidth);
    const font = parseFloat(getComputedStyle(host).fontSize);
    expect(width).to.be.closeTo(font * 0.06, 0.01);
  });

  it('starts undrawn below the fold and draws only once scrolled into view', async () => {
    const page = fixture(`<div><div class="spacer"></div><p><sqs-text-highlight data-load-on="eager" shape="underline">far below</sqs-text-highlight></p></div>`);
    page.querySelector('.spacer').style.height = '3000px';
    const host = page.querySelector('sqs-text-highlight');
    await ready(host);
    await nextFrames();
    expect(svg(host).hasAttribute('data-drawn')).to.equal(false);
    expect(getComputedStyle(svg(host)).clipPath).to.equal('inset(0px 100% 0px 0px)');
    host.scrollIntoView();
    const drawn = new Promise((resolve) => host.addEventListener('sqs-text-highlight-drawn', (event) => resolve(event.detail.shape)));
    await waitFor(() => svg(host).hasAttribute('data-drawn'), { message: 'drawn after scrolling' });
    expect(await drawn).to.equal('underline');
    window.scrollTo(0, 0);
  });

  it('is drawn at once, with no transition, under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = fixture(`<div><div class="spacer"></div><sqs-text-highlight data-load-on="eager" animation="fadeScale">off screen</sqs-text-highlight></div>`);
    page.querySelector('.spacer').style.height = '3000px';
    const host = page.querySelector('sqs-text-highlight');
    await ready(host);
    const shape = svg(host);
    expect(shape.hasAttribute('data-drawn')).to.equal(true);
    expect(getComputedStyle(shape).transitionDuration.split(',').every((d) => parseFloat(d) === 0)).to.equal(true);
    expect(getComputedStyle(shape).opacity).to.equal('1');
  });

  it('applies colour, thickness, linecap, blend, opacity and direction from the block JSON', async () => {
    const json = JSON.stringify({ shape: 'circle', color: '#e63946', thickness: '3px', linecap: 'round', blend: 'multiply', opacity: 0.5, direction: 'left', isAnimationEnabled: false });
    const host = fixture(`<sqs-text-highlight data-load-on="eager" data-block-json='${json}'>circled</sqs-text-highlight>`);
    await ready(host);
    const style = getComputedStyle(svg(host));
    expect(svg(host).dataset.shape).to.equal('circle');
    expect(style.stroke).to.equal('rgb(230, 57, 70)');
    expect(style.strokeLinecap).to.equal('round');
    expect(style.mixBlendMode).to.equal('multiply');
    expect(style.opacity).to.equal('0.5');
    expect(getComputedStyle(svg(host).querySelector('path')).strokeWidth).to.equal('3px');
  });

  it('ignores a hostile colour (no url(), no injected declarations)', async () => {
    const json = JSON.stringify({ color: 'red; background: url(https://evil.example/x.png)', isAnimationEnabled: false });
    const host = fixture(`<p style="color: rgb(0, 0, 255)"><sqs-text-highlight data-load-on="eager" data-block-json='${json}'>safe</sqs-text-highlight></p>`).querySelector('sqs-text-highlight');
    await ready(host);
    expect(getComputedStyle(svg(host)).stroke).to.equal('rgb(0, 0, 255)');
    expect(getComputedStyle(svg(host)).backgroundImage).to.equal('none');
  });

  it('renders all twelve shapes, with no axe violations', async () => {
    const p = fixture(`<p>${SHAPES.map((shape) => `<sqs-text-highlight data-load-on="eager" shape="${shape}">${shape}</sqs-text-highlight> `).join('')}</p>`);
    const hosts = [...p.querySelectorAll('sqs-text-highlight')];
    await Promise.all(hosts.map(ready));
    for (const host of hosts) {
      const paths = svg(host).querySelectorAll('path');
      expect(paths.length, host.textContent).to.be.at.least(1);
      expect(paths[0].getTotalLength(), host.textContent).to.be.above(0);
      expect(svg(host).dataset.shape).to.equal(host.textContent);
    }
    expect(await axeViolations(p)).to.deep.equal([]);
  });

  it('keeps its words and reports malformed JSON once, without touching other blocks', async () => {
    const errors = [];
    const listener = (event) => errors.push(event.detail);
    document.addEventListener('sqs-block-error', listener);
    const broken = fixture(`<sqs-text-highlight data-load-on="eager" data-block-json='{"shape": "wave'>still here</sqs-text-highlight>`);
    const healthy = fixture(`<sqs-text-highlight data-load-on="eager">healthy</sqs-text-highlight>`);
    await ready(healthy);
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    document.removeEventListener('sqs-block-error', listener);
    expect(broken.shadowRoot).to.equal(null);
    expect(broken.textContent).to.equal('still here');
    expect(errors.filter((e) => e.tag === 'sqs-text-highlight')).to.have.length(1);
  });
});
