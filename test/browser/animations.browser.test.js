import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { axeViolations, nextFrames, waitFor } from './helpers.js';

/**
 * Block animations (issue 14 item 7, SPEC.md §4 "Block animations", §9 thresholds) in the BUILT
 * dist/runtime.js: the server HTML has `[data-sqs-animation]` elements before the runtime runs.
 * The page without any, and reduced motion, are animations-none/-reduced-motion.browser.test.js.
 */
document.body.insertAdjacentHTML(
  'beforeend',
  `<main><section id="top" data-sqs-animation="fade"><h2>In view at once</h2><p>Fresh bread.</p></section>
   <div style="height: 200vh" aria-hidden="true"></div>
   <section id="below" data-sqs-animation="slide"><h2>Below the fold</h2></section>
   <section id="whole" data-sqs-animation-threshold="1" data-sqs-animation="fade" style="height: 300px"><h2>Only when all of it shows</h2></section>
   <div style="height: 100vh" aria-hidden="true"></div>
   <figure id="broken" data-sqs-animation="scale"><img src="/test/browser/fixtures/missing-image.png" alt="A photo that fails"></figure>
   <div style="height: 100vh" aria-hidden="true"></div></main>`,
);
// The browser is shared with the files before this one (animations-reduced-motion emulates reduce).
await emulateMedia({ reducedMotion: 'no-preference' });
await import('/dist/runtime.js');

const loaded = (id) => document.getElementById(id).classList.contains('animation-loaded');
const chunk = () => performance.getEntriesByType('resource').filter((e) => /\/dist\/chunks\/block-animations-[\w-]{6}\.js$/.test(e.name));

describe('block animations (built runtime)', () => {
  it('loads its code on a page that uses it, and reveals what is in view', async () => {
    await waitFor(() => loaded('top'), { message: 'top revealed' });
    expect(chunk().length).to.equal(1);
    expect(loaded('below')).to.equal(false);
    expect(getComputedStyle(document.getElementById('below')).opacity).to.equal('0');
    expect(getComputedStyle(document.getElementById('top')).transitionDuration).to.contain('0.5s');
    expect(getComputedStyle(document.getElementById('below')).transitionDuration).to.equal('0s'); // hidden at once, never faded out
  });

  it('reveals an element when it scrolls into view, and keeps it', async () => {
    document.getElementById('below').scrollIntoView({ block: 'center' });
    await waitFor(() => loaded('below'), { message: 'below revealed' });
    window.scrollTo(0, 0);
    await nextFrames();
    expect(loaded('below')).to.equal(true);
  });

  it('waits for its threshold: 1 means the whole element', async () => {
    const whole = document.getElementById('whole');
    window.scrollTo(0, whole.offsetTop - innerHeight + 100); // a third of it shows
    await new Promise((r) => setTimeout(r, 300));
    expect(loaded('whole')).to.equal(false);
    whole.scrollIntoView({ block: 'center' });
    await waitFor(() => loaded('whole'), { message: 'whole revealed' });
  });

  it('an image that fails does not keep its block hidden', async () => {
    document.getElementById('broken').scrollIntoView({ block: 'center' });
    await waitFor(() => loaded('broken'), { message: 'broken-image block revealed' });
  });

  it('finds an element added during the first 2 s', async () => {
    const late = document.createElement('p');
    late.id = 'late';
    late.dataset.sqsAnimation = 'fade';
    late.textContent = 'Added by a script';
    document.querySelector('main').prepend(late);
    window.scrollTo(0, 0);
    await waitFor(() => loaded('late'), { message: 'late element revealed' });
  });

  it('has no axe violations once revealed', async () => {
    for (const el of document.querySelectorAll('[data-sqs-animation]')) el.scrollIntoView({ block: 'center' });
    await waitFor(() => [...document.querySelectorAll('[data-sqs-animation]')].every((el) => el.classList.contains('animation-loaded')), { message: 'all revealed' });
    await Promise.all(document.getAnimations().map((a) => a.finished)); // contrast measured on the final colours
    expect(await axeViolations(document.body)).to.deep.equal([]);
  });
});
