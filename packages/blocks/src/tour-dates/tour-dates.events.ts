/** sqs-tour-dates's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface TourDatesEvents {
  /** The configured feed answered; `upcoming` dates are shown. */
  'sqs-tour-dates-update': { upcoming: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends TourDatesEvents {}
}

export const tourDatesEvents = {
  'sqs-tour-dates-update': { on: ['sqs-tour-dates'], summary: "The site's feed answered; the upcoming dates it gave are shown." },
} as const satisfies EventTable<TourDatesEvents>;
