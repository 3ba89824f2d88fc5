import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

export const calendarSettings = {
  /** The events collection the reference backend answers for (`GET /api/calendar/events`). */
  collectionId: { type: 'string', default: '' },
  /** An IANA zone overriding the page context's `website.timeZone` (the site's). */
  timeZone: { type: 'string', default: '' },
  /** The month shown first, 'YYYY-MM' (default: the month of today in the zone). */
  month: { type: 'string', default: '' },
  /** First day of the week: 0 Sunday … 6 Saturday. */
  weekStart: { type: 'number', default: 0, min: 0, max: 6 },
} satisfies SettingsSchema;
