/** sqs-scaled-text's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface ScaledTextEvents {
  /** After the line is fitted to its box (first render, resize, fonts). */
  'sqs-scaled-text-fit': { fontSize: number; minFont: boolean };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ScaledTextEvents {}
}

export const scaledTextEvents = {
  'sqs-scaled-text-fit': { on: ['sqs-scaled-text'], summary: 'After the line is fitted to its box (first render, resize, fonts).' },
} as const satisfies EventTable<ScaledTextEvents>;
