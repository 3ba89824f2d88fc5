import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsColorPickerElement } from './color-picker.element';

defineElement('sqs-color-picker', SqsColorPickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-color-picker': SqsColorPickerElement;
  }
}
