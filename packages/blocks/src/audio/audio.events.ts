/** sqs-audio's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface AudioEvents {
  /**
   * A track started playing. Every other player on the page pauses (audio and video blocks
   * alike), and the page's analytics records the audio event (kind 20) through its gate.
   */
  'sqs-audio-play': { title: string; src: string; index: number };
  /** The track paused (by the visitor, by another player, or at its end). */
  'sqs-audio-pause': { title: string; src: string; index: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends AudioEvents {}
}

export const audioEvents = {
  'sqs-audio-play': { on: ['sqs-audio'], summary: 'A track started playing; every other player on the page pauses.' },
  'sqs-audio-pause': { on: ['sqs-audio'], summary: 'The track paused (by the visitor, another player, or its end).' },
} as const satisfies EventTable<AudioEvents>;
