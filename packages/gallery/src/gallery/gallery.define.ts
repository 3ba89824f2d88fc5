// First: a tap on a photo opens it before the gallery's code has come (lightbox/lightbox-preview.ts).
import '../lightbox/lightbox-preview.early';
import { defineElement } from '@sqs/blocks/shared/define-element';
import { SqsGalleryElement } from './gallery.element';

defineElement('sqs-gallery', SqsGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-gallery': SqsGalleryElement;
  }
}
