import { defineElement } from '../shared/define-element';
import { SqsMapElement } from './map.element';

defineElement('sqs-map', SqsMapElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-map': SqsMapElement;
  }
}
