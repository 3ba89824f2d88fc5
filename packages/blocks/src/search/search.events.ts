/** sqs-search's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface SearchEvents {
  /** A suggestion was picked: analytics records site search (kind 2). The results page counts its own query. */
  'sqs-search-query': { query: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends SearchEvents {}
}

export const searchEvents = {
  'sqs-search-query': { on: ['sqs-search'], summary: 'A suggestion was picked (a search made).' },
} as const satisfies EventTable<SearchEvents>;
