import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsRichTextToolbarElement } from './rich-text-toolbar.element';

defineElement('sqs-rich-text-toolbar', SqsRichTextToolbarElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-rich-text-toolbar': SqsRichTextToolbarElement;
  }
}
