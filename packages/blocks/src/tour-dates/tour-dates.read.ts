/**
 * Server HTML → sqs-tour-dates. The fallback is the server's list of dates, one `<li>` each with
 * a `<time datetime>`, a `.venue`, a `.city` (and `.country`), and links `a.tickets` and
 * `a.rsvp`; it works with no JavaScript. A block with no list and no feed keeps its HTML.
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import { safeLink, type TourDate } from './tour-dates.logic';
import type { tourDatesSettings } from './tour-dates.settings';

export interface TourDatesContent {
  dates: TourDate[];
}

export type TourDatesProps = SettingsOf<typeof tourDatesSettings> & TourDatesContent;

export const NO_DATES_SOURCE = 'no list of dates in the server HTML and no feed to ask; the server HTML stays';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function readTourDates(host: HTMLElement, settings: SettingsOf<typeof tourDatesSettings>): TourDatesContent | BlockFallback {
  const list = host.querySelector('ol, ul');
  if (!list && !settings.feedUrl && !settings.artist) return keepFallback(NO_DATES_SOURCE);
  const dates = [...(list?.querySelectorAll('li') ?? [])].flatMap((li): TourDate[] => {
    const start = Date.parse(li.querySelector('time')?.getAttribute('datetime') ?? '');
    const venue = clean(li.querySelector('.venue')?.textContent);
    if (!Number.isFinite(start) || !venue) return [];
    return [
      {
        id: li.getAttribute('data-date-id') || li.id || `${start}:${venue}`,
        start,
        venue,
        city: clean(li.querySelector('.city')?.textContent),
        country: clean(li.querySelector('.country')?.textContent),
        ticketUrl: safeLink(li.querySelector('a.tickets')?.getAttribute('href')),
        rsvpUrl: safeLink(li.querySelector('a.rsvp')?.getAttribute('href')),
      },
    ];
  });
  return { dates };
}
