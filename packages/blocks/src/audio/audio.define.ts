import { defineElement } from '../shared/define-element';
import { SqsAudioElement } from './audio.element';

defineElement('sqs-audio', SqsAudioElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-audio': SqsAudioElement;
  }
}
