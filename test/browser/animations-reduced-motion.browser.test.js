import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { waitFor } from './helpers.js';

/** Under prefers-reduced-motion every animated element shows at once, wherever it is (issue 14 item 7). */
await emulateMedia({ reducedMotion: 'reduce' });
document.body.insertAdjacentHTML(
  'beforeend',
  `<section id="top" data-sqs-animation="fade"><h2>Top</h2></section>
   <div style="height: 300vh" aria-hidden="true"></div>
   <section id="far" data-sqs-animation="slide"><h2>Far below</h2></section>`,
);
await import('/dist/runtime.js');

describe('block animations under reduced motion', () => {
  it('reveals every element at once, with no transition', async () => {
    await waitFor(() => document.getElementById('far').classList.contains('animation-loaded'), { message: 'far revealed at once' });
    expect(document.getElementById('top').classList.contains('animation-loaded')).to.equal(true);
    expect(getComputedStyle(document.getElementById('far')).transitionDuration).to.equal('0s');
  });
});
