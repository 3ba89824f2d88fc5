import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsGalleryElement } from './gallery.element';

defineElement('sqs-gallery', SqsGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-gallery': SqsGalleryElement;
  }
}
