import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsCodeEditorElement } from './code-editor.element';

defineElement('sqs-code-editor', SqsCodeEditorElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-code-editor': SqsCodeEditorElement;
  }
}
