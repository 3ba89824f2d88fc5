import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsFileManagerElement } from './file-manager.element';

defineElement('sqs-file-manager', SqsFileManagerElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-file-manager': SqsFileManagerElement;
  }
}
