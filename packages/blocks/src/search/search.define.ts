import { defineElement } from '../shared/define-element';
import { SqsSearchElement } from './search.element';

defineElement('sqs-search', SqsSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-search': SqsSearchElement;
  }
}
