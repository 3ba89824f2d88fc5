/**
 * State, then behaviour, for sqs-calendar: the month shown follows the focused day; the grid is
 * one tab stop (roving tabindex) with the WAI-ARIA APG grid keys (calendar.logic.ts moveFocus);
 * the focused day's events are listed under the grid. Events: the server's list at once, then
 * each month's from the reference backend (cancelled when the month changes); a failed request
 * keeps what is shown.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import type {} from './calendar.events';
import { report } from '@sqs/runtime/report';
import {
  addMonths,
  civil,
  dayOf,
  eventsByDay,
  INVALID_DATE,
  keyOf,
  mergeEvents,
  monthGrid,
  monthQueryRange,
  moveFocus,
  readApiEvents,
  sameDay,
  type CalendarEvent,
  type CivilDate,
} from './calendar.logic';
import type { CalendarProps } from './calendar.read';

export const EVENTS_PATH = '/api/calendar/events';

/** The first month to show: `month` ('YYYY-MM') when given, else today's. */
function initialDay(month: string, today: CivilDate): CivilDate {
  const m = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return today;
  const first = civil(Number(m[1]), Number(m[2]), 1);
  return first.year === today.year && first.month === today.month ? today : first;
}

export function useCalendar(props: CalendarProps, host: HTMLElement) {
  const zone = props.timeZone || 'UTC';
  const today = useMemo(() => dayOf(Date.now(), zone), [zone]);
  const [focused, setFocused] = useState<CivilDate>(() => initialDay(props.month, today));
  const [fetched, setFetched] = useState<CalendarEvent[]>([]);
  const [status, setStatus] = useState('');
  /** Move DOM focus to the focused cell after the render (keys, not buttons). */
  const moveDomFocus = useRef(false);
  const { year, month } = focused;

  useEffect(() => {
    if (!props.collectionId || !props.timeZone) return;
    const controller = new AbortController();
    const { from, to } = monthQueryRange(year, month);
    void pageOf(host.ownerDocument)
      .api.get(EVENTS_PATH, { query: { collectionId: props.collectionId, from, to }, signal: controller.signal, timeoutMs: 8000 })
      .then((result) => {
        if (controller.signal.aborted) return;
        const read = result.ok ? readApiEvents(result.data) : null;
        if (!read) {
          setStatus(message('calendar.loadFailed', 'Events could not be loaded; the list shows what the page had.'));
          return;
        }
        if (read.invalid > 0) report({ source: 'sqs-calendar', message: `${INVALID_DATE}: ${read.invalid} event(s) from the server left out`, element: host });
        setStatus('');
        setFetched((before) => mergeEvents(before, read.events));
      });
    return () => controller.abort();
  }, [year, month, props.collectionId, props.timeZone, host]);

  const events = useMemo(() => mergeEvents(props.events, fetched), [props.events, fetched]);
  const byDay = useMemo(() => eventsByDay(events, zone), [events, zone]);
  const weeks = useMemo(() => monthGrid(year, month, props.weekStart), [year, month, props.weekStart]);

  useEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    host.shadowRoot?.querySelector<HTMLElement>(`[data-date="${keyOf(focused)}"]`)?.focus();
  }, [focused, host]);

  const go = (date: CivilDate, focus: boolean) => {
    moveDomFocus.current = focus;
    if (date.year !== focused.year || date.month !== focused.month) emit(host, 'sqs-calendar-month-change', { year: date.year, month: date.month });
    setFocused(date);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = moveFocus(focused, event.key, event.shiftKey, props.weekStart);
    if (!target) return;
    event.preventDefault();
    go(target, true);
  };

  return {
    zone,
    today,
    focused,
    weeks,
    status,
    dayEvents: (date: CivilDate) => byDay.get(keyOf(date)) ?? [],
    previous: () => go(addMonths(focused, -1), false),
    next: () => go(addMonths(focused, 1), false),
    goToday: () => go(today, false),
    isToday: (date: CivilDate) => sameDay(date, today),
    isFocused: (date: CivilDate) => sameDay(date, focused),
    pick: (date: CivilDate) => go(date, true),
    onGridKeyDown,
  };
}
