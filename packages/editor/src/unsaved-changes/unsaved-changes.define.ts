import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsUnsavedChangesElement } from './unsaved-changes.element';

defineElement('sqs-unsaved-changes', SqsUnsavedChangesElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-unsaved-changes': SqsUnsavedChangesElement;
  }
}
