/** sqs-image's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';
import type { ImageLoadDetail } from './use-image';

export interface ImageEvents {
  /** The image (or a larger width of it) has loaded. */
  'sqs-image-load': ImageLoadDetail;
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ImageEvents {}
}

export const imageEvents = {
  'sqs-image-load': { on: ['sqs-image'], summary: 'The image, or a larger width of it, has loaded.' },
} as const satisfies EventTable<ImageEvents>;
