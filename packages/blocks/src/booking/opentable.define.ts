import { defineElement } from '../shared/define-element';
import { SqsOpenTableElement } from './booking.element';

defineElement('sqs-opentable', SqsOpenTableElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-opentable': SqsOpenTableElement;
  }
}
