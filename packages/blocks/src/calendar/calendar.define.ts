import { defineElement } from '../shared/define-element';
import { SqsCalendarElement } from './calendar.element';

defineElement('sqs-calendar', SqsCalendarElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-calendar': SqsCalendarElement;
  }
}
