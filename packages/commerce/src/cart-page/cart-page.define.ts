import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsCartPageElement } from './cart-page.element';

defineElement('sqs-cart-page', SqsCartPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-cart-page': SqsCartPageElement;
  }
}
