import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import type { BlockViewProps } from '../shared/block-element';
import { placeOf } from './tour-dates.logic';
import type { TourDatesProps } from './tour-dates.read';
import { useTourDates } from './use-tour-dates';

/** The date in the site's zone when the page context names one Intl knows. */
function dateFormat(host: HTMLElement): Intl.DateTimeFormat {
  const locale = host.closest('[lang]')?.getAttribute('lang') || undefined;
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
  const timeZone = pageOf(host.ownerDocument).context.website.timeZone;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || undefined });
  } catch {
    return new Intl.DateTimeFormat('en', options);
  }
}

export function TourDatesView(props: TourDatesProps & BlockViewProps) {
  const { dates, status } = useTourDates(props, props.host);
  const format = dateFormat(props.host);
  return (
    <div part="tour" className="tour">
      {dates.length === 0 ? (
        <p part="empty" className="empty">{message('tourDates.empty', 'No upcoming dates. Check back soon.')}</p>
      ) : (
        <ul part="dates" className="dates">
          {dates.map((date) => {
            const where = [date.venue, placeOf(date)].filter(Boolean).join(', ');
            return (
              <li key={date.id} part="date" className="date">
                <time part="when" className="when" dateTime={new Date(date.start).toISOString()}>{format.format(date.start)}</time>
                <span part="venue" className="venue">{date.venue}</span>
                <span part="city" className="city">{placeOf(date)}</span>
                <span className="links">
                  {date.ticketUrl && (
                    <a part="tickets" className="button" href={date.ticketUrl} aria-label={message('tourDates.ticketsFor', 'Tickets: {where}', { where })}>
                      {message('tourDates.tickets', 'Tickets')}
                    </a>
                  )}
                  {date.rsvpUrl && (
                    <a part="rsvp" className="button" href={date.rsvpUrl} aria-label={message('tourDates.rsvpFor', 'RSVP: {where}', { where })}>
                      {message('tourDates.rsvp', 'RSVP')}
                    </a>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <span className="visually-hidden" role="status">{status}</span>
    </div>
  );
}
