import { defineElement } from '../shared/define-element';
import { SqsAccordionElement } from './accordion.element';

defineElement('sqs-accordion', SqsAccordionElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-accordion': SqsAccordionElement;
  }
}
