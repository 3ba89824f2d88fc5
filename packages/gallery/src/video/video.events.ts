/** sqs-video's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface VideoEvents {
  /** The visitor played the video (its player is now in the page). */
  'sqs-video-play': { title: string };
  /** The video went back to its overlay (another one played). */
  'sqs-video-stop': { title: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends VideoEvents {}
}

export const videoEvents = {
  'sqs-video-play': { on: ['sqs-video'], summary: 'The visitor played the video.' },
  'sqs-video-stop': { on: ['sqs-video'], summary: 'The video went back to its overlay (another one played).' },
} as const satisfies EventTable<VideoEvents>;
