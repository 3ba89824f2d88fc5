/**
 * State for sqs-tour-dates: the server's dates at once, then the configured feed's (the page's
 * API client for a path on the site, a plain credential-less GET for another origin); past
 * dates are hidden at each render. A failed feed keeps the server's dates and says so.
 */
import { useEffect, useState } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import type {} from './tour-dates.events';
import { report } from '@sqs/runtime/report';
import { feedAddress, readFeed, upcoming, type TourDate } from './tour-dates.logic';
import type { TourDatesProps } from './tour-dates.read';

async function loadFeed(address: string, doc: Document, signal: AbortSignal): Promise<unknown> {
  const url = new URL(address, doc.baseURI);
  const page = pageOf(doc);
  if (url.origin === new URL(doc.baseURI).origin) {
    const result = await page.api.get(url.pathname, { query: Object.fromEntries(url.searchParams), signal, timeoutMs: 8000 });
    return result.ok ? result.data : null;
  }
  const response = await fetch(url.href, { credentials: 'omit', signal });
  return response.ok ? response.json() : null;
}

export function useTourDates(props: TourDatesProps, host: HTMLElement) {
  const [fed, setFed] = useState<TourDate[] | null>(null);
  const [status, setStatus] = useState('');
  const address = feedAddress(props.feedUrl, props.artist);

  useEffect(() => {
    if (!address) {
      if (props.feedUrl) report({ source: 'sqs-tour-dates', message: `feed-url is not http(s) or a path: ${props.feedUrl.slice(0, 100)}`, element: host });
      return;
    }
    const controller = new AbortController();
    loadFeed(address, host.ownerDocument, controller.signal)
      .catch(() => null)
      .then((data) => {
        if (controller.signal.aborted) return;
        const dates = readFeed(data);
        if (dates) {
          setFed(dates);
          setStatus('');
          emit(host, 'sqs-tour-dates-update', { upcoming: upcoming(dates, Date.now()).length });
        } else {
          report({ source: 'sqs-tour-dates', message: `tour dates feed failed: ${address}`, element: host });
          setStatus(message('tourDates.feedFailed', 'Tour dates could not be updated; these are the dates the page had.'));
        }
      });
    return () => controller.abort();
  }, [address, host, props.feedUrl]);

  return { dates: upcoming(fed ?? props.dates, Date.now()), status };
}
