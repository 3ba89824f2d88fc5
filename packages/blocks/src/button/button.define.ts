import { SqsButtonElement } from './button.element';

// Not through blocks/shared/define-element: that folder ships in the React chunk, and this
// element has no React. Importing the file twice stays harmless.
if (!customElements.get('sqs-button')) customElements.define('sqs-button', SqsButtonElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-button': SqsButtonElement;
  }
}
