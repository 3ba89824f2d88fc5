import { expect } from '@esm-bundle/chai';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '/dist/elements/sqs-marquee.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const TEXT = 'Open late on Fridays';
const track = (host) => host.shadowRoot.querySelector('[part="track"]');
const band = (host) => host.shadowRoot.querySelector('.band');
const toggle = (host) => host.shadowRoot.querySelector('button[part="toggle"]');
/** The band's one animation (a CSS transform loop), or undefined. */
const loop = (host) => band(host).getAnimations()[0];
const paused = (host) => loop(host)?.playState === 'paused';
const running = (host) => loop(host)?.playState === 'running';
/** How far the band has slid sideways right now (the animated transform), in px. */
const copies = (host) => [...host.shadowRoot.querySelectorAll('textPath')];
const offset = (host) => new DOMMatrix(getComputedStyle(band(host)).transform).m41;
const frames = (n) => new Promise((resolve) => {
  const step = () => (n-- <= 0 ? resolve() : requestAnimationFrame(step));
  requestAnimationFrame(step);
});

describe('sqs-marquee (built element)', () => {
  afterEach(async () => {
    cleanup();
    await resetMouse(); // a pointer left over a new marquee would hover it
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('scrolls its text along the path, leftwards by default, and screen readers get it once', async () => {
    const host = fixture(`<sqs-marquee data-load-on="eager">${TEXT}</sqs-marquee>`);
    await ready(host);
    // The copies are in an aria-hidden SVG; the one readable copy is the slotted light-DOM text.
    expect(track(host).getAttribute('aria-hidden')).to.equal('true');
    expect(host.textContent).to.equal(TEXT);
    expect(host.shadowRoot.querySelector('slot').assignedNodes()[0].textContent).to.equal(TEXT);
    expect(copies(host).length).to.be.at.least(2);
    for (const copy of copies(host)) expect(copy.textContent.startsWith(TEXT)).to.equal(true);
    await waitFor(() => track(host).hasAttribute('data-moving') && running(host), { message: 'moving' });
    const start = offset(host);
    await waitFor(() => offset(host) < start, { message: 'text moved left' });
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('moves on the compositor only: a transform loop of one period, the text laid out once', async () => {
    const host = fixture(`<sqs-marquee data-load-on="eager" data-block-json='{"waveIntensity":1.2,"waveFrequency":3}'>${TEXT}</sqs-marquee>`);
    await ready(host);
    await waitFor(() => running(host), { message: 'moving' });
    // No SMIL, no animated start offsets: nothing for the main thread to lay out per frame.
    expect(host.shadowRoot.querySelector('animate, animateMotion, set')).to.equal(null);
    expect(host.shadowRoot.getAnimations()).to.have.length(1);
    const keyframes = loop(host).effect.getKeyframes();
    const properties = new Set(keyframes.flatMap((k) => Object.keys(k).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))));
    expect([...properties]).to.deep.equal(['transform']);
    expect(loop(host).effect.getComputedTiming().iterations).to.equal(Infinity);
    // One loop is the band's width: whole segments of the wave, over which whole copies run, so the
    // picture one period on is the picture now (measured on the browser's own path).
    const path = host.shadowRoot.querySelector('path');
    const segments = (path.getAttribute('d').match(/C/g) ?? []).length / 2;
    const pathEnd = Number(path.getAttribute('d').trim().split(/\s+/).at(-2));
    const segment = pathEnd / segments;
    expect(segment).to.be.closeTo(1000 - 750 * 0.3, 0.1); // SPEC.md §9: waveFrequency 3 → 775 px
    const period = band(host).getBoundingClientRect().width;
    const perLoop = Math.round(period / segment);
    expect(period).to.be.closeTo(perLoop * segment, 0.5);
    const arcPerLoop = (path.getTotalLength() / segments) * perLoop;
    const starts = copies(host).map((c) => c.startOffset.baseVal.value);
    const spacing = starts[1] - starts[0];
    expect(spacing * Math.round(arcPerLoop / spacing)).to.be.closeTo(arcPerLoop, 1);
    // Copies never overlap: each copy is no longer than the spacing.
    expect(host.shadowRoot.querySelector('.probe').getComputedTextLength()).to.be.at.most(spacing + 0.5);
  });

  it('runs rightwards with animationDirection right', async () => {
    const host = fixture(`<sqs-marquee data-load-on="eager" data-block-json='{"animationDirection":"right","waveIntensity":1,"waveFrequency":5}'>${TEXT}</sqs-marquee>`);
    await ready(host);
    await waitFor(() => running(host), { message: 'moving' });
    const start = offset(host);
    await waitFor(() => offset(host) > start, { message: 'text moved right' });
    // A wave: the path rises and falls.
    const ys = (host.shadowRoot.querySelector('path').getAttribute('d').match(/-?[\d.]+ -?[\d.]+/g) ?? []).map((pair) => Number(pair.split(' ')[1]));
    expect(Math.max(...ys) - Math.min(...ys)).to.be.above(40);
  });

  it('pauses and plays from a visible button, by mouse and keyboard (WCAG 2.2.2)', async () => {
    const host = fixture(`<sqs-marquee data-load-on="eager">${TEXT}</sqs-marquee>`);
    await ready(host);
    await waitFor(() => track(host).hasAttribute('data-moving'), { message: 'moving' });
    const button = toggle(host);
    const toggles = [];
    host.addEventListener('sqs-marquee-toggle', (event) => toggles.push(event.detail.running));
    expect(button.checkVisibility()).to.equal(true);
    expect(button.getAttribute('aria-label')).to.equal('Pause scrolling text');
    await click(button);
    await waitFor(() => paused(host), { message: 'paused' });
    expect(button.getAttribute('aria-label')).to.equal('Play scrolling text');
    const still = offset(host);
    await frames(5);
    expect(offset(host)).to.equal(still);
    expect(deepActiveElement()).to.equal(button);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => running(host), { message: 'playing again' });
    expect(button.getAttribute('aria-label')).to.equal('Pause scrolling text');
    await sendKeys({ press: 'Space' });
    await waitFor(() => paused(host), { message: 'paused by Space' });
    expect(toggles).to.deep.equal([false, true, false]);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('stands still under reduced motion until the visitor presses play', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = fixture(`<sqs-marquee data-load-on="eager">${TEXT}</sqs-marquee>`);
    await ready(host);
    await frames(3);
    expect(paused(host)).to.equal(true);
    expect(track(host).hasAttribute('data-moving')).to.equal(false);
    expect(toggle(host).getAttribute('aria-label')).to.equal('Play scrolling text');
    expect(await axeViolations(host)).to.deep.equal([]);
    await click(toggle(host));
    await waitFor(() => running(host), { message: 'played on request' });
  });

  it('pauses off screen and runs again when scrolled back', async () => {
    const page = fixture(`<div><sqs-marquee data-load-on="eager">${TEXT}</sqs-marquee><div class="spacer"></div></div>`);
    page.querySelector('.spacer').style.height = '4000px';
    const host = page.querySelector('sqs-marquee');
    await ready(host);
    await waitFor(() => track(host).hasAttribute('data-moving'), { message: 'moving' });
    window.scrollTo(0, 3000);
    await waitFor(() => paused(host), { message: 'paused off screen' });
    window.scrollTo(0, 0);
    await waitFor(() => running(host), { message: 'running on screen' });
  });

  it('pauses while hovered with pausedOnHover', async () => {
    const host = fixture(`<sqs-marquee data-load-on="eager" paused-on-hover>${TEXT}</sqs-marquee>`);
    await ready(host);
    await waitFor(() => track(host).hasAttribute('data-moving'), { message: 'moving' });
    const box = track(host).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + box.height / 2)] });
    await waitFor(() => paused(host), { message: 'paused on hover' });
    expect(toggle(host).getAttribute('aria-label')).to.equal('Pause scrolling text'); // still meant to run
    await resetMouse();
    await waitFor(() => running(host), { message: 'running after hover' });
  });

  it('keeps its text and reports malformed JSON once, without touching other blocks', async () => {
    const errors = [];
    const listener = (event) => errors.push(event.detail);
    document.addEventListener('sqs-block-error', listener);
    const broken = fixture(`<sqs-marquee data-load-on="eager" data-block-json='{"waveFrequency": '>still readable</sqs-marquee>`);
    const healthy = fixture(`<sqs-marquee data-load-on="eager">healthy</sqs-marquee>`);
    await ready(healthy);
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    document.removeEventListener('sqs-block-error', listener);
    expect(broken.shadowRoot).to.equal(null);
    expect(broken.textContent).to.equal('still readable');
    expect(errors.filter((e) => e.tag === 'sqs-marquee')).to.have.length(1);
  });
});
