/** sqs-member-area's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface MemberAreaEvents {
  /** Before the pricing toggle shows another price view; cancel it to keep the current one. */
  'sqs-member-area-view-change': { index: number; label: string };
  /** A visitor signed up or signed in through the join dialog, just before the page goes on to the member's view. */
  'sqs-member-area-sign-in': { mode: 'sign-up' | 'sign-in' };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends MemberAreaEvents {}
}

export const memberAreaEvents = {
  'sqs-member-area-view-change': { on: ['sqs-member-area'], cancelable: true, summary: 'Before the pricing toggle shows another price view. Cancelable.' },
  'sqs-member-area-sign-in': { on: ['sqs-member-area'], summary: 'A visitor signed up or in through the join dialog; the page then goes on to the member view.' },
} as const satisfies EventTable<MemberAreaEvents>;
