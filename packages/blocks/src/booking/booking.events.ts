/** The booking blocks' events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface BookingEvents {
  /** The provider's script loaded (the host now has the class `loaded`). */
  'sqs-booking-loaded': { provider: string };
  /** The widget could not load (reported); the link to the provider's page is shown. */
  'sqs-booking-failed': { provider: string; reason: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends BookingEvents {}
}

const TAGS = ['sqs-opentable', 'sqs-tock', 'sqs-acuity'];

export const bookingEvents = {
  'sqs-booking-loaded': { on: TAGS, summary: "The provider's script loaded; the host has the class `loaded`." },
  'sqs-booking-failed': { on: TAGS, summary: "The widget could not load (reported); the link to the provider's page shows." },
} as const satisfies EventTable<BookingEvents>;
