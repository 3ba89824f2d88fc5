import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsImageElement } from './image.element';

defineElement('sqs-image', SqsImageElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-image': SqsImageElement;
  }
}
