import { defineToast } from './toast';
import type { SqsToast } from './toast.element';

defineToast();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-toast': SqsToast;
  }
}
