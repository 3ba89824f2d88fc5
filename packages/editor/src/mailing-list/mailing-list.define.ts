import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsMailingListElement } from './mailing-list.element';

defineElement('sqs-mailing-list', SqsMailingListElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-mailing-list': SqsMailingListElement;
  }
}
