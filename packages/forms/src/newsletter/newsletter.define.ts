import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsNewsletterElement } from './newsletter.element';

defineElement('sqs-newsletter', SqsNewsletterElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-newsletter': SqsNewsletterElement;
  }
}
