import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsLinkEditorElement } from './link-editor.element';

defineElement('sqs-link-editor', SqsLinkEditorElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-link-editor': SqsLinkEditorElement;
  }
}
