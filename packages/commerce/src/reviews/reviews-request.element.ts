import { emit } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import type {} from './reviews-request.events';
import { caseOfAnswer, checkReview, reviewText, SELECT_RATING_TEXT } from './reviews-request.logic';

export const REVIEWS_PATH = '/api/commerce/reviews';
export const THANKS_TEXT = 'Thank you for your review!';

/**
 * The reviews-request page's block (page type REVIEWS_REQUEST 209; SPEC.md §8 "Reviews", §5).
 * It wraps the server's form, which works without JavaScript: five native radios in a fieldset
 * (an APG radio group: arrow keys move and select, one tab stop), the text and Submit. The block
 * sends the review once however many clicks land while it is busy (`aria-busy`, the button
 * `aria-disabled`), says 'Please select a star rating' and moves focus to the stars without one,
 * and answers with the SPEC text of the server's case ('You have already reviewed this purchase',
 * 'Your review request has expired', 'There are no products to review', 'Something went wrong',
 * 'Try submitting your review again' offline or on a 5xx, the review kept to send again).
 * No React: it enhances the server HTML in place; without a form it reports and stays as served.
 *
 * @summary Rate a purchase (1 to 5 stars) and review it, sent once.
 * @tag sqs-reviews-request
 *
 * @attr {string} data-block-json - No settings (`{}`): the form carries the request's token.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the runtime loads it (default visible); the form works before.
 *
 * @slot - The server's `<form>`: `token` hidden field, `rating` radios 1 to 5, `text` textarea, a submit button.
 *
 * @fires {CustomEvent<{rating: number}>} sqs-review-submitted - The server stored the review.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the form is enhanced.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - No form inside: the server HTML stays.
 */
export class SqsReviewsRequestElement extends HTMLElement {
  #busy = false;

  connectedCallback(): void {
    const form = this.querySelector('form');
    if (!form) {
      if (this.getAttribute('data-sqs-state') === 'error') return;
      this.setAttribute('data-sqs-state', 'error');
      emit(this, 'sqs-block-error', { tag: 'sqs-reviews-request', message: 'reviews request: no <form> child' });
      return;
    }
    if (this.getAttribute('data-sqs-state') === 'ready') return;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#send(form);
    });
    this.setAttribute('data-sqs-state', 'ready');
    emit(this, 'sqs-block-ready', { tag: 'sqs-reviews-request' });
  }

  /** The live message under the form (created once, reused). */
  #say(form: HTMLFormElement, text: string, alert: boolean): void {
    let box = this.querySelector<HTMLElement>('[data-review-message]');
    if (!box) {
      box = this.ownerDocument.createElement('p');
      box.setAttribute('data-review-message', '');
      box.id = `${form.id || 'review'}-message`;
      form.after(box);
    }
    box.setAttribute('role', alert ? 'alert' : 'status');
    box.textContent = text;
  }

  async #send(form: HTMLFormElement): Promise<void> {
    if (this.#busy) return; // one request however many clicks
    const data = new FormData(form);
    const checked = checkReview({ rating: data.get('rating') ?? '', text: data.get('text') ?? '' });
    const fieldset = form.querySelector('fieldset');
    if (!checked.ok) {
      const text = checked.errors.rating ?? checked.errors.text ?? SELECT_RATING_TEXT;
      this.#say(form, text, true);
      if (checked.errors.rating) {
        fieldset?.setAttribute('aria-invalid', 'true');
        form.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
      }
      return;
    }
    fieldset?.removeAttribute('aria-invalid');
    const button = form.querySelector<HTMLButtonElement>('[type="submit"]');
    this.#busy = true;
    this.setAttribute('aria-busy', 'true');
    button?.setAttribute('aria-disabled', 'true');
    const result = await pageOf(this.ownerDocument).api.post(REVIEWS_PATH, {
      json: { token: String(data.get('token') ?? ''), rating: checked.rating, text: checked.text },
      timeoutMs: 10000,
    });
    this.#busy = false;
    this.removeAttribute('aria-busy');
    button?.removeAttribute('aria-disabled');
    if (result.ok) {
      form.hidden = true;
      this.#say(form, THANKS_TEXT, false);
      emit(this, 'sqs-review-submitted', { rating: checked.rating });
      return;
    }
    const which = caseOfAnswer(result.kind === 'network' || result.kind === 'timeout' ? 0 : result.status, result.data?.case);
    // A spent or closed request: the form has nothing left to do. A failure: kept to send again.
    if (which !== 'retry' && which !== 'failed') form.hidden = true;
    this.#say(form, reviewText(which), true);
  }
}
