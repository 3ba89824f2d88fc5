import { defineElement } from '../shared/define-element';
import { SqsScaledTextElement } from './scaled-text.element';

defineElement('sqs-scaled-text', SqsScaledTextElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-scaled-text': SqsScaledTextElement;
  }
}
