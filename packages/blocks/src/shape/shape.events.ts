/** sqs-shape's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface ShapeEvents {
  /** The visitor followed the link inside the shape (for tracking; never delays it). */
  'sqs-shape-link': { href: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ShapeEvents {}
}

export const shapeEvents = {
  'sqs-shape-link': { on: ['sqs-shape'], summary: 'The visitor followed the link inside the shape (for tracking; never delays it).' },
} as const satisfies EventTable<ShapeEvents>;
