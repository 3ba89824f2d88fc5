import calendarStyles from './calendar.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readCalendar } from './calendar.read';
import { calendarSettings } from './calendar.settings';
import { CalendarView } from './calendar.view';

/**
 * A month view of a collection's events (block type CALENDAR 26), in the site's time zone
 * (`website.timeZone` in the page context, through Intl). The server HTML is the events' list
 * (`<li>` with a `<time datetime>` and a link; the no-JavaScript fallback); each month's events
 * then come from `GET /api/calendar/events`. The grid follows the WAI-ARIA APG grid pattern:
 * one tab stop, arrows a day or a week, Home/End the week, PageUp/PageDown a month (Shift: a
 * year); the focused day's events are listed under it. A zone Intl does not know shows
 * 'Failed to load timezone "{timeZone}". Retry connection or verify site availability.'
 * (SPEC.md §8) and keeps the list; an event with a bad date is left out ('Invalid date').
 *
 * @summary Month calendar of events, upgraded from the server's event list.
 * @tag sqs-calendar
 *
 * @attr {string} collection-id - The events collection to ask the backend for (JSON `collectionId`).
 * @attr {string} time-zone - An IANA zone overriding the site's `website.timeZone` (JSON `timeZone`).
 * @attr {string} month - The month shown first, 'YYYY-MM' (default: today's month in the zone).
 * @attr {number} week-start - First day of the week, 0 Sunday … 6 Saturday (default 0).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{year: number, month: number}>} sqs-calendar-month-change - The month shown changed (previous/next, Today, or the grid keys).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @slot - The server's event list, shown only when the time zone failed.
 *
 * @csspart calendar - The whole block.
 * @csspart header - Month title and its buttons.
 * @csspart previous - Previous month.
 * @csspart next - Next month.
 * @csspart today - Back to today.
 * @csspart month - The month's title.
 * @csspart grid - The month grid.
 * @csspart day - One day's cell; `day-outside` for days of the months around, `day-events` when it has events.
 * @csspart agenda - The focused day's events.
 * @csspart events - Their list.
 * @csspart event - One event.
 * @csspart empty - 'No events on this day.'
 * @csspart error - The time-zone failure text.
 *
 * @cssprop [--sqs-calendar-accent=currentColor] - Buttons' borders and event marks.
 * @cssprop [--sqs-calendar-border-color=#ccc] - The grid's lines.
 * @cssprop [--sqs-calendar-selected-background=#eef3f8] - The focused day.
 * @cssprop [--sqs-calendar-outside-color=#6b6b6b] - Days of the months around.
 * @cssprop [--sqs-calendar-radius=4px] - Corner radius of the buttons.
 * @cssprop [--sqs-calendar-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-calendar-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsCalendarElement extends createBlockElement({
  tag: 'sqs-calendar',
  settings: calendarSettings,
  read: readCalendar,
  View: CalendarView,
  styles: calendarStyles,
}) {}
