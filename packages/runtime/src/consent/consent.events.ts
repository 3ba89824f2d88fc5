/** The visitor's cookie decision, announced on window (SPEC.md §4 "Cookie banner"). */
import type { EventTable } from '../events';

export interface ConsentEvents {
  /** The visitor accepted or declined in the banner; embeds waiting for consent and analytics follow it. */
  'sqs-consent-change': { consent: 'granted' | 'declined' };
}

declare module '../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ConsentEvents {}
}

export const consentEvents = {
  'sqs-consent-change': { on: 'window', summary: "The visitor's cookie decision (accept or decline)." },
} as const satisfies EventTable<ConsentEvents>;
