/** sqs-announcement-bar's events (CONTRACT.md §5), in the library's one event map. */
import type { EventTable } from '../../events';

export interface AnnouncementBarEvents {
  /** The visitor closed the bar with its close button; it leaves the page for this view. */
  'sqs-announcement-bar-close': Record<string, never>;
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends AnnouncementBarEvents {}
}

export const announcementBarEvents = {
  'sqs-announcement-bar-close': { on: ['sqs-announcement-bar'], summary: 'The visitor closed the bar; it leaves the page.' },
} as const satisfies EventTable<AnnouncementBarEvents>;
