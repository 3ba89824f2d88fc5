import tourDatesStyles from './tour-dates.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readTourDates } from './tour-dates.read';
import { tourDatesSettings } from './tour-dates.settings';
import { TourDatesView } from './tour-dates.view';

/**
 * An artist's upcoming tour dates (block type TOURDATES 59): date, venue, city, and ticket and
 * RSVP links. The server's list of dates is the fallback and shows at once (past dates hidden);
 * then the data source the site configures (`feed-url`, or the reference backend's stand-in
 * feed `/api/tour-dates/feed?artist=`) refreshes it. No upcoming date: 'No upcoming dates. Check
 * back soon.' A failed feed keeps the server's dates and is reported.
 *
 * @summary Upcoming tour dates of an artist, upgraded from the server's list.
 * @tag sqs-tour-dates
 *
 * @attr {string} artist - The artist's id at the data source (JSON `artist`).
 * @attr {string} feed-url - The feed the site configures, http(s) or a path (JSON `feedUrl`).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{upcoming: number}>} sqs-tour-dates-update - The site's feed answered; the upcoming dates it gave are shown.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart tour - The whole block.
 * @csspart dates - The list of dates.
 * @csspart date - One date.
 * @csspart when - Its date.
 * @csspart venue - Its venue.
 * @csspart city - Its city and country.
 * @csspart tickets - The tickets link.
 * @csspart rsvp - The RSVP link.
 * @csspart empty - The empty state.
 *
 * @cssprop [--sqs-tour-dates-accent=currentColor] - The links' borders.
 * @cssprop [--sqs-tour-dates-divider-color=#ccc] - Lines between dates.
 * @cssprop [--sqs-tour-dates-radius=4px] - Corner radius of the links.
 * @cssprop [--sqs-tour-dates-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-tour-dates-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsTourDatesElement extends createBlockElement({
  tag: 'sqs-tour-dates',
  settings: tourDatesSettings,
  read: readTourDates,
  View: TourDatesView,
  styles: tourDatesStyles,
}) {}
