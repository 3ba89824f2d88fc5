/**
 * A carousel that answers from its server HTML (issue 13: ready against keen-slider). A site may
 * write, beside a carousel's figures, the two arrows the upgraded carousel will have:
 *
 *   <button type="button" data-sqs-slide="previous" aria-label="Previous slide" hidden>‹</button>
 *   <button type="button" data-sqs-slide="next" aria-label="Next slide" hidden>›</button>
 *
 * and lay the figures out as a scroll-snap strip until the block is ready (README, "Server HTML
 * for a carousel"). Runtime.js, the first of our files to run, shows them (hidden until then, so
 * no page shows an arrow nothing answers) and scrolls the strip by one view per click, so the
 * carousel moves long before its code has arrived; the upgrade then starts on the slide the
 * strip shows (gallery/server-strip.ts). A swipe on the strip needs no script at all.
 *
 * Such a click is done here, not held for replay: it is marked as recorded (the key replay.ts and
 * early-clicks.ts share) so neither holds it. Listening on the window, in the capture phase, it
 * runs before both. Once the block is ready its shadow root no longer shows these buttons; if its
 * code fails, the server HTML comes back and the arrows still work.
 *
 * Runtime.js's own module: no import (runtime.js keeps none).
 */
const RECORDED = Symbol.for('sqs.held');
const CONTROL = 'sqs-gallery > button[data-sqs-slide]';

/** Shows the server arrows of `doc`'s carousels, and answers them from now on, until each block is ready. */
export function startServerSlideControls(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>(CONTROL)) button.hidden = false;
  doc.defaultView?.addEventListener(
    'click',
    (event) => {
      const origin = event.composedPath()[0];
      const button = origin instanceof Element ? origin.closest(CONTROL) : null;
      const strip = button?.parentElement;
      if (!button || !strip || strip.getAttribute('data-sqs-state') === 'ready') return;
      (event as Event & { [RECORDED]?: true })[RECORDED] = true;
      // One view towards the arrow's side (the strip starts on the right in a right-to-left page).
      // Smooth or not as the strip's CSS `scroll-behavior` says: the site's recipe makes it smooth
      // only without `prefers-reduced-motion`.
      const back = button.getAttribute('data-sqs-slide') === 'previous';
      strip.scrollBy({ left: (back === strip.matches(':dir(rtl)') ? 1 : -1) * strip.clientWidth });
    },
    true,
  );
}
