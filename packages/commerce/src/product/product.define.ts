import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsProductElement } from './product.element';

defineElement('sqs-product', SqsProductElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-product': SqsProductElement;
  }
}
