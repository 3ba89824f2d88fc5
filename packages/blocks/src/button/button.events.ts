/** sqs-button's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';
import type { ButtonTracking } from './button.tracking';

export interface ButtonEvents {
  /** The button was shown: the button-render census (SPEC.md §7), sent by analytics once consent allows. */
  'sqs-button-render': ButtonTracking;
  /** The button's link was followed: the button-click census. The link never waits for it. */
  'sqs-button-click': ButtonTracking;
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ButtonEvents {}
}

export const buttonEvents = {
  'sqs-button-render': { on: ['sqs-button'], summary: 'The button was shown (the button-render census, SPEC.md §7).' },
  'sqs-button-click': { on: ['sqs-button'], summary: "The button's link was followed (the button-click census, SPEC.md §7)." },
} as const satisfies EventTable<ButtonEvents>;
