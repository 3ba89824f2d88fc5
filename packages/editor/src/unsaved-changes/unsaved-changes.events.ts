/** sqs-unsaved-changes' events, in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface UnsavedChangesEvents {
  /** Save was chosen in the dialog; cancel it to save another way (the dialog then closes). */
  'sqs-unsaved-changes-save': { href: string; form: HTMLFormElement };
  /** The page is about to be left for `href`; cancel it to route in the app itself. */
  'sqs-unsaved-changes-leave': { href: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends UnsavedChangesEvents {}
}

export const unsavedChangesEvents = {
  'sqs-unsaved-changes-save': { on: ['sqs-unsaved-changes'], summary: 'Save was chosen in the unsaved-changes dialog (cancelable: the page saves its own way).' },
  'sqs-unsaved-changes-leave': { on: ['sqs-unsaved-changes'], summary: 'The page is about to be left after Leave or a save (cancelable: the app routes itself).' },
} as const satisfies EventTable<UnsavedChangesEvents>;
