/**
 * The gallery's DOM events (CONTRACT.md §5), added to the runtime's typed event map by
 * declaration merging, so `emit(host, 'sqs-gallery-slide-change', {...})` and `on(...)` are
 * checked. All bubble and are composed (see @sqs/runtime/events).
 *
 * `sqs-gallery-request-slide-change` fires before the slide changes and is cancelable: a listener
 * that calls preventDefault keeps the current slide (CONTRACT.md §5: "a request that can be
 * refused fires before anything changes"). `sqs-gallery-slide-change` follows once it changed.
 */
import type { SqsEventMap } from '@sqs/runtime/events';

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

declare module '@sqs/runtime/events' {
  interface SqsEventMap {
    /** The current slide changed (after any animation started). */
    'sqs-gallery-slide-change': GallerySlideChangeDetail;
    /** Cancelable; fired before the slide changes. Cancel it to stay on the current slide. */
    'sqs-gallery-request-slide-change': GallerySlideChangeDetail;
    /** The lightbox opened on a slide. */
    'sqs-lightbox-open': LightboxOpenDetail;
    /** The lightbox closed. */
    'sqs-lightbox-close': LightboxCloseDetail;
  }
}

/** The gallery's events, for the element's manifest JSDoc and tests. */
export const GALLERY_EVENTS = [
  'sqs-gallery-slide-change',
  'sqs-gallery-request-slide-change',
  'sqs-lightbox-open',
  'sqs-lightbox-close',
] as const satisfies ReadonlyArray<keyof SqsEventMap>;

/** The events fired as cancelable requests. */
export const CANCELABLE_GALLERY_EVENTS: ReadonlyArray<(typeof GALLERY_EVENTS)[number]> = ['sqs-gallery-request-slide-change'];
