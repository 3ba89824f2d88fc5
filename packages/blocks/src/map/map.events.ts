/** sqs-map's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface MapEvents {
  /** The visitor dropped the marker somewhere else (`markerDraggable`): its new position. */
  'sqs-map-marker-move': { lat: number; lng: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends MapEvents {}
}

export const mapEvents = {
  'sqs-map-marker-move': { on: ['sqs-map'], summary: 'The visitor dropped the marker at a new position (markerDraggable).' },
} as const satisfies EventTable<MapEvents>;
