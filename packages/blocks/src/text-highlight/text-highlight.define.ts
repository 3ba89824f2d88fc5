import { defineElement } from '../shared/define-element';
import { SqsTextHighlightElement } from './text-highlight.element';

defineElement('sqs-text-highlight', SqsTextHighlightElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-text-highlight': SqsTextHighlightElement;
  }
}
