import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsFontPickerElement } from './font-picker.element';

defineElement('sqs-font-picker', SqsFontPickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-font-picker': SqsFontPickerElement;
  }
}
