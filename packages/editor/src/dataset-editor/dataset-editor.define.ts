import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsDatasetEditorElement } from './dataset-editor.element';

defineElement('sqs-dataset-editor', SqsDatasetEditorElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-dataset-editor': SqsDatasetEditorElement;
  }
}
