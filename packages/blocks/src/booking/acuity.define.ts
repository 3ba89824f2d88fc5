import { defineElement } from '../shared/define-element';
import { SqsAcuityElement } from './booking.element';

defineElement('sqs-acuity', SqsAcuityElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-acuity': SqsAcuityElement;
  }
}
