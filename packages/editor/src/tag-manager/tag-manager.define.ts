import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsTagManagerElement } from './tag-manager.element';

defineElement('sqs-tag-manager', SqsTagManagerElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-tag-manager': SqsTagManagerElement;
  }
}
