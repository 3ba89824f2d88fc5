import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsSpreadsheetNameElement } from './spreadsheet-name.element';

defineElement('sqs-spreadsheet-name', SqsSpreadsheetNameElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-spreadsheet-name': SqsSpreadsheetNameElement;
  }
}
