/** sqs-accordion's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface AccordionEvents {
  /** Fired before an item opens or closes; cancel it to keep the item as it is. */
  'sqs-accordion-toggle': { index: number; open: boolean };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends AccordionEvents {}
}

export const accordionEvents = {
  'sqs-accordion-toggle': { on: ['sqs-accordion'], cancelable: true, summary: 'Before an item opens or closes.' },
} as const satisfies EventTable<AccordionEvents>;
