import { useId } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import type { BlockViewProps } from '../shared/block-element';
import { keyOf } from './calendar.logic';
import { localeOf, longDate, monthTitle, timeOf, weekdays } from './calendar.format';
import type { CalendarProps } from './calendar.read';
import { useCalendar } from './use-calendar';

/** A zone Intl does not know: the SPEC.md §8 text over the server's list (the default slot). */
function ZoneFailed({ text }: { text: string }) {
  return (
    <div part="calendar" className="calendar">
      <p part="error" className="error" role="alert">{text}</p>
      <slot />
    </div>
  );
}

export function CalendarView(props: CalendarProps & BlockViewProps) {
  if (props.timeZoneError) return <ZoneFailed text={props.timeZoneError} />;
  return <MonthView {...props} />;
}

function MonthView(props: CalendarProps & BlockViewProps) {
  const cal = useCalendar(props, props.host);
  const id = useId();
  const locale = localeOf(props.host);
  const days = weekdays(props.weekStart, locale);
  const title = monthTitle(cal.focused.year, cal.focused.month, locale);
  const selected = cal.dayEvents(cal.focused);
  const countText = (n: number) => message('calendar.count', '{n, plural, =0 {no events} one {# event} other {# events}}', { n });
  return (
    <div part="calendar" className="calendar">
      <div part="header" className="header">
        <button part="previous" type="button" className="nav" aria-label={message('calendar.previous', 'Previous month')} onClick={cal.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 part="month" className="month" id={`${id}-month`} aria-live="polite">{title}</h2>
        <button part="next" type="button" className="nav" aria-label={message('calendar.next', 'Next month')} onClick={cal.next}>
          <span aria-hidden="true">›</span>
        </button>
        <button part="today" type="button" className="today" onClick={cal.goToday}>
          {message('calendar.today', 'Today')}
        </button>
      </div>
      <table part="grid" className="grid" role="grid" aria-labelledby={`${id}-month`} onKeyDown={cal.onGridKeyDown}>
        <thead>
          <tr>
            {days.map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                <span aria-hidden="true">{d.short}</span>
                <span className="visually-hidden">{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cal.weeks.map((week) => (
            <tr key={keyOf(week[0]!)}>
              {week.map((cell) => {
                const events = cal.dayEvents(cell);
                const focused = cal.isFocused(cell);
                return (
                  <td
                    key={keyOf(cell)}
                    role="gridcell"
                    part={['day', cell.inMonth ? '' : 'day-outside', events.length ? 'day-events' : ''].filter(Boolean).join(' ')}
                    className="day"
                    data-date={keyOf(cell)}
                    data-outside={cell.inMonth ? undefined : ''}
                    tabIndex={focused ? 0 : -1}
                    aria-selected={focused}
                    aria-current={cal.isToday(cell) ? 'date' : undefined}
                    onClick={() => cal.pick(cell)}
                  >
                    <span className="number" aria-hidden="true">{cell.day}</span>
                    <span className="visually-hidden">{`${longDate(cell, locale)}, ${countText(events.length)}`}</span>
                    {events.slice(0, 2).map((event) => (
                      <span key={event.id} className="chip" aria-hidden="true">{event.title}</span>
                    ))}
                    {events.length > 2 && <span className="chip more" aria-hidden="true">+{events.length - 2}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section part="agenda" className="agenda" aria-labelledby={`${id}-day`}>
        <h3 id={`${id}-day`} className="day-title">{longDate(cal.focused, locale)}</h3>
        {selected.length === 0 ? (
          <p part="empty" className="empty">{message('calendar.noEvents', 'No events on this day.')}</p>
        ) : (
          <ul part="events" className="events">
            {selected.map((event) => (
              <li key={event.id} part="event" className="event">
                <time dateTime={new Date(event.start).toISOString()}>{timeOf(event.start, cal.zone, locale)}</time>{' '}
                {event.url ? <a href={event.url}>{event.title}</a> : <span>{event.title}</span>}
                {event.location && <span className="location"> · {event.location}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="zone">{message('calendar.zone', 'Times in {zone}', { zone: cal.zone })}</p>
      <span className="visually-hidden" role="status">{cal.status}</span>
    </div>
  );
}
