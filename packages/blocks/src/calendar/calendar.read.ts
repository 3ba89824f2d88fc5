/**
 * Server HTML → sqs-calendar. The fallback is the collection's event list, one `<li>` per event
 * with a `<time datetime>` (its start), a link (its title and page) and an optional
 * `.location`; it works with no JavaScript. An event whose date cannot be read is left out and
 * reported ('Invalid date', SPEC.md §8). The zone is the page context's `website.timeZone`
 * (or the block's `time-zone`); one Intl does not know keeps the list under the SPEC.md §8 text.
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import { report } from '@sqs/runtime/report';
import { INVALID_DATE, isValidTimeZone, parseInstant, safeLink, type CalendarEvent } from './calendar.logic';
import type { calendarSettings } from './calendar.settings';

export interface CalendarContent {
  events: CalendarEvent[];
  /** The zone events are shown in (valid), or '' when `timeZoneError` says why not. */
  timeZone: string;
  timeZoneError: string;
}

export type CalendarProps = SettingsOf<typeof calendarSettings> & CalendarContent;

export const NO_EVENTS_SOURCE = 'no event list in the server HTML and no collection-id to ask for; the server HTML stays';

/** SPEC.md §8, shown when the site's zone is unknown to the browser. */
export const timeZoneFailed = (timeZone: string) =>
  message('calendar.timeZoneFailed', 'Failed to load timezone "{timeZone}". Retry connection or verify site availability.', { timeZone });

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function readServerEvents(host: Element): { events: CalendarEvent[]; invalid: number; found: boolean } {
  const items = [...host.querySelectorAll('li')].filter((li) => li.querySelector('time'));
  let invalid = 0;
  const events: CalendarEvent[] = [];
  for (const li of items) {
    const time = li.querySelector('time')!;
    const start = parseInstant(time.getAttribute('datetime'));
    if (start === null) {
      invalid += 1;
      continue;
    }
    const ends = li.querySelectorAll('time')[1];
    const link = li.querySelector('a[href]');
    const location = clean(li.querySelector('.location, [data-location]')?.textContent);
    const title = clean(link?.textContent) || clean(li.querySelector('.title')?.textContent) || clean(li.textContent);
    events.push({
      id: li.getAttribute('data-event-id') || li.id || `${start}:${title}`,
      title,
      start,
      end: ends ? parseInstant(ends.getAttribute('datetime')) : null,
      url: safeLink(link?.getAttribute('href')),
      location,
    });
  }
  return { events, invalid, found: items.length > 0 };
}

const reported = new WeakMap<Element, string>();
/** A problem is reported once per element and text. */
function reportOnce(host: Element, text: string): void {
  if (reported.get(host) === text) return;
  reported.set(host, text);
  report({ source: 'sqs-calendar', message: text, element: host });
}

export function readCalendar(host: HTMLElement, settings: SettingsOf<typeof calendarSettings>): CalendarContent | BlockFallback {
  const { events, invalid, found } = readServerEvents(host);
  if (!found && !settings.collectionId) return keepFallback(NO_EVENTS_SOURCE);
  if (invalid > 0) reportOnce(host, `${INVALID_DATE}: ${invalid} event(s) of the server list left out`);
  const asked = settings.timeZone || pageOf(host.ownerDocument).context.website.timeZone;
  const zone = asked || new Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(zone)) {
    const text = timeZoneFailed(zone);
    reportOnce(host, text);
    return { events, timeZone: '', timeZoneError: text };
  }
  return { events, timeZone: zone, timeZoneError: '' };
}
