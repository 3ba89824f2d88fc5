import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsFormElement } from './form.element';

defineElement('sqs-form', SqsFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-form': SqsFormElement;
  }
}
