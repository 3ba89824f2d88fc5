/**
 * A carousel that answers from its server HTML (issue 13: ready against keen-slider). A site may
 * write, beside a carousel's figures, the two arrows the upgraded carousel will have:
 *
 *   <button type="button" data-sqs-slide="previous" aria-label="Previous slide" hidden>‹</button>
 *   <button type="button" data-sqs-slide="next" aria-label="Next slide" hidden>›</button>
 *
 * and lay the figures out as a scroll-snap strip until the block is ready (README, "Server HTML
 * for a carousel"). Runtime.js, the first of our files to run, shows the arrows of the carousels
 * in the page it was loaded with (hidden until then, so no page shows an arrow nothing answers)
 * and scrolls the strip by one slide per click, so the carousel moves long before its code has
 * arrived; the upgrade then starts on the slide the strip shows (gallery/server-strip.ts). A
 * swipe on the strip needs no script at all.
 *
 * Such a click is done here, not held for replay: it is marked as recorded (the key replay.ts and
 * early-clicks.ts share) so neither holds it. Listening on the document, in the capture phase, and
 * started before early-clicks.ts's listener there (runtime.ts), it runs before both. Once the
 * block is ready its shadow root no longer shows these buttons; if its upgrade fails, the server
 * HTML comes back and the arrows work again.
 *
 * Runtime.js's own module: it imports only early-clicks.ts, another of runtime.js's own (runtime.js
 * keeps no import of a chunk).
 */
import { RECORDED } from './early-clicks';

const CONTROL = 'sqs-gallery > button[data-sqs-slide]';

/** Shows the server arrows of `doc`'s carousels, and answers them from now on (above: until when). */
export function startServerSlideControls(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>(CONTROL)) button.hidden = false;
  doc.addEventListener(
    'click',
    (event) => {
      const marked = event as Event & { [RECORDED]?: true };
      const origin = event.composedPath()[0];
      const button = origin instanceof Element ? origin.closest(CONTROL) : null;
      const strip = button?.parentElement;
      // Answered until the gallery's code defines the element (or after its upgrade failed): from
      // then on the element's holder keeps the tap for the carousel's own arrow (replay.ts). Once
      // only, should runtime.js run twice.
      if (marked[RECORDED] || !button || !strip || (strip.matches(':defined') && strip.getAttribute('data-sqs-state') !== 'error')) return;
      marked[RECORDED] = true;
      // One slide, as the carousel's own arrows move (a figure's width: scroll-snap lands it on the
      // next figure across the gap), towards the arrow's side (the strip starts on the right in a
      // right-to-left page). The recipe's strip jumps: a second tap within a smooth scroll would
      // count from where the strip is, not from where the first was taking it.
      const slide = strip.querySelector<HTMLElement>('figure')?.offsetWidth || strip.clientWidth;
      const back = button.getAttribute('data-sqs-slide') === 'previous';
      strip.scrollBy({ left: back === (getComputedStyle(strip).direction === 'rtl') ? slide : -slide });
    },
    true,
  );
}
