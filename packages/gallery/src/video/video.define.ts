import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsVideoElement } from './video.element';

defineElement('sqs-video', SqsVideoElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-video': SqsVideoElement;
  }
}
