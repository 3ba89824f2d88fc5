import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsStepperElement } from './stepper.element';

defineElement('sqs-stepper', SqsStepperElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-stepper': SqsStepperElement;
  }
}
