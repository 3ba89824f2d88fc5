/** The modal dialogs' events (CONTRACT.md §5), in the library's one event map. */
import type { EventTable } from '../../events';

export interface DialogElementEvents {
  /**
   * The dialog has hidden and focus is back: `value` is the chosen button's value, or the
   * cancel value (Escape, a close nobody chose).
   */
  'sqs-dialog-close': { value: string };
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends DialogElementEvents {}
}

export const dialogElementEvents = {
  'sqs-dialog-close': { on: ['sqs-dialog', 'sqs-system-error'], summary: 'The dialog has hidden: the answer, or the cancel value.' },
} as const satisfies EventTable<DialogElementEvents>;
