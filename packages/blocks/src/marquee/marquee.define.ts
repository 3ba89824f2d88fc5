import { defineElement } from '../shared/define-element';
import { SqsMarqueeElement } from './marquee.element';

defineElement('sqs-marquee', SqsMarqueeElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-marquee': SqsMarqueeElement;
  }
}
