/** sqs-search's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface SearchEvents {
  /** A search was made (the form sent, or a suggestion picked): analytics records site search (kind 2). */
  'sqs-search-query': { query: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends SearchEvents {}
}

export const searchEvents = {
  'sqs-search-query': { on: ['sqs-search'], summary: 'A search was made (form sent or suggestion picked).' },
} as const satisfies EventTable<SearchEvents>;
