import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsAddressFieldElement } from './address-field.element';

defineElement('sqs-address-field', SqsAddressFieldElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-address-field': SqsAddressFieldElement;
  }
}
