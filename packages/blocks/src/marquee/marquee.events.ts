/** sqs-marquee's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface MarqueeEvents {
  /** The visitor paused or played the marquee with its control. */
  'sqs-marquee-toggle': { running: boolean };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends MarqueeEvents {}
}

export const marqueeEvents = {
  'sqs-marquee-toggle': { on: ['sqs-marquee'], summary: 'The visitor paused or played the marquee with its control.' },
} as const satisfies EventTable<MarqueeEvents>;
