/**
 * sqs-gallery's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events),
 * so `emit(host, 'sqs-gallery-slide-change', {...})` and `on(...)` are checked.
 *
 * `sqs-gallery-request-slide-change` fires before the slide changes and is cancelable: a listener
 * that calls preventDefault keeps the current slide (CONTRACT.md §5: "a request that can be
 * refused fires before anything changes"). `sqs-gallery-slide-change` follows once it changed.
 */
import type { EventTable } from '@sqs/runtime/events';

export interface GallerySlideChangeDetail {
  index: number;
  previousIndex: number;
  /** `data-slide-id` of the new slide; null when the slide has none. */
  slideId: string | null;
}

export interface LightboxOpenDetail {
  index: number;
  slideId: string | null;
}

export interface LightboxCloseDetail {
  /** The slide showing when the lightbox closed. */
  index: number;
}

export interface GalleryEvents {
  /** The current slide changed (after any animation started). */
  'sqs-gallery-slide-change': GallerySlideChangeDetail;
  /** Cancelable; fired before the slide changes. Cancel it to stay on the current slide. */
  'sqs-gallery-request-slide-change': GallerySlideChangeDetail;
  /** The lightbox opened on a slide. */
  'sqs-lightbox-open': LightboxOpenDetail;
  /** The lightbox closed. */
  'sqs-lightbox-close': LightboxCloseDetail;
  /** A follower (a thumbnail strip, `data-linked-to`) asks the gallery it follows to show a slide. */
  'sqs-gallery-linked-select': { index: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends GalleryEvents {}
}

const GALLERY = ['sqs-gallery'] as const;

export const galleryEvents = {
  'sqs-gallery-request-slide-change': { on: GALLERY, cancelable: true, summary: "Before the visitor's change of slide." },
  'sqs-gallery-slide-change': { on: GALLERY, summary: 'The current slide changed (also once at the upgrade of a gallery that starts on a later slide than the first, `previousIndex` 0).' },
  'sqs-lightbox-open': { on: GALLERY, summary: 'The lightbox opened.' },
  'sqs-lightbox-close': { on: GALLERY, summary: 'The lightbox closed.' },
  'sqs-gallery-linked-select': { on: GALLERY, summary: 'A gallery following this one (data-linked-to) asks it to show a slide.' },
} as const satisfies EventTable<GalleryEvents>;
