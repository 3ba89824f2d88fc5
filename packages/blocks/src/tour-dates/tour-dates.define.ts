import { defineElement } from '../shared/define-element';
import { SqsTourDatesElement } from './tour-dates.element';

defineElement('sqs-tour-dates', SqsTourDatesElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-tour-dates': SqsTourDatesElement;
  }
}
