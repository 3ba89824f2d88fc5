import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

export const tourDatesSettings = {
  /** The artist's id at the data source (the reference feed: `/api/tour-dates/feed?artist=`). */
  artist: { type: 'string', default: '' },
  /** The data source the site configures: a feed URL (http(s) or a path) answering `{dates: […]}`. */
  feedUrl: { type: 'string', default: '' },
} satisfies SettingsSchema;
