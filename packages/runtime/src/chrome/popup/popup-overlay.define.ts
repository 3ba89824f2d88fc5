import type { SqsPopupOverlay } from './popup-overlay.element';
import { definePopupOverlay } from './popup-ui';

definePopupOverlay();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-popup-overlay': SqsPopupOverlay;
  }
}
