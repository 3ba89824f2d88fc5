import { defineElement } from '../shared/define-element';
import { SqsMenuElement } from './menu.element';

defineElement('sqs-menu', SqsMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-menu': SqsMenuElement;
  }
}
