import { SqsReviewsRequestElement } from './reviews-request.element';

// No React (like sqs-donation-button): it enhances the server's form in place.
if (!customElements.get('sqs-reviews-request')) customElements.define('sqs-reviews-request', SqsReviewsRequestElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-reviews-request': SqsReviewsRequestElement;
  }
}
