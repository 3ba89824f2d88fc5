import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsMemberAreaElement } from './member-area.element';

defineElement('sqs-member-area', SqsMemberAreaElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-member-area': SqsMemberAreaElement;
  }
}
