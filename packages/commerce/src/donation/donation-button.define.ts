import { SqsDonationButtonElement } from './donation-button.element';

// Not through blocks/shared/define-element: that folder ships in the React chunk, and this
// element has no React. Importing the file twice stays harmless.
if (!customElements.get('sqs-donation-button')) customElements.define('sqs-donation-button', SqsDonationButtonElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-donation-button': SqsDonationButtonElement;
  }
}
