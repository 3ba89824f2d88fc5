/** sqs-donation-button's own event (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface DonationButtonEvents {
  /** The button's link to the donation checkout was followed. Sent as the link goes: it never delays it. */
  'sqs-donation-button-click': { donatePageId: string; url: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends DonationButtonEvents {}
}

export const donationButtonEvents = {
  'sqs-donation-button-click': {
    on: ['sqs-donation-button'],
    summary: "The link to the donation checkout was followed (for a site's analytics); the link never waits for it.",
  },
} as const satisfies EventTable<DonationButtonEvents>;
