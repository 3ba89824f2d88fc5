import { defineSystemError } from './system-error';
import type { SqsSystemError } from './system-error.element';

defineSystemError();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-system-error': SqsSystemError;
  }
}
