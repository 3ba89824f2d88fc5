import { defineElement } from '../shared/define-element';
import { SqsShapeElement } from './shape.element';

defineElement('sqs-shape', SqsShapeElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-shape': SqsShapeElement;
  }
}
