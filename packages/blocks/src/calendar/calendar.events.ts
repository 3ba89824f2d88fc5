/** sqs-calendar's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface CalendarEvents {
  /** The month shown changed (buttons, keys); month is 1-12. */
  'sqs-calendar-month-change': { year: number; month: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends CalendarEvents {}
}

export const calendarEvents = {
  'sqs-calendar-month-change': { on: ['sqs-calendar'], summary: 'The month shown changed (previous/next, Today, or the grid keys).' },
} as const satisfies EventTable<CalendarEvents>;
