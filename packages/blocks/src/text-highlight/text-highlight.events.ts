/** sqs-text-highlight's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface TextHighlightEvents {
  /** When the shape starts to draw (or shows at once), once. */
  'sqs-text-highlight-drawn': { shape: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends TextHighlightEvents {}
}

export const textHighlightEvents = {
  'sqs-text-highlight-drawn': { on: ['sqs-text-highlight'], summary: 'When the shape starts to draw (or shows at once), once.' },
} as const satisfies EventTable<TextHighlightEvents>;
