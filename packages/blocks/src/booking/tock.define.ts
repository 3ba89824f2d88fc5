import { defineElement } from '../shared/define-element';
import { SqsTockElement } from './booking.element';

defineElement('sqs-tock', SqsTockElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-tock': SqsTockElement;
  }
}
