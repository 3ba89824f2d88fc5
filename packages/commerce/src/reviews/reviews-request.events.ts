/** sqs-reviews-request's own event (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface ReviewsRequestEvents {
  /** The server stored the review (once per request). */
  'sqs-review-submitted': { rating: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ReviewsRequestEvents {}
}

export const reviewsRequestEvents = {
  'sqs-review-submitted': {
    on: ['sqs-reviews-request'],
    summary: 'The server stored the review (for a site\u2019s analytics); sent once per request.',
  },
} as const satisfies EventTable<ReviewsRequestEvents>;
