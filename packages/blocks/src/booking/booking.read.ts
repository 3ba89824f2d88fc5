/**
 * Server HTML → a booking block. The fallback is a link to the provider's page ("Reserve on
 * OpenTable"), which stays the way to book when the widget cannot load. A block whose JSON has
 * no `source` keeps its server HTML; a `source` that is not http(s) is never loaded (the view
 * reports it and shows the link).
 */
import { keepFallback, type BlockFallback } from '@sqs/runtime/contracts/block-data';
import { ADAPTERS, providerLink, type BookingAdapter, type ProviderId } from './booking.logic';
import type { BookingSettings } from './booking.settings';

export interface BookingContent {
  adapter: BookingAdapter;
  /** The provider's page: the server link, else the provider's home. */
  link: string;
  /** The server link's text, for the failure link. */
  linkText: string;
}

export type BookingProps = BookingSettings & BookingContent;

export const NO_SOURCE = 'no "source" (the provider\'s script URL) in the block JSON; the server link stays';

export const readBooking =
  (provider: ProviderId) =>
  (host: HTMLElement, settings: BookingSettings): BookingContent | BlockFallback => {
    if (!settings.source.trim()) return keepFallback(NO_SOURCE);
    const adapter = ADAPTERS[provider];
    const anchor = host.querySelector('a[href]');
    return {
      adapter,
      link: providerLink(anchor?.getAttribute('href'), adapter, host.ownerDocument.baseURI),
      linkText: (anchor?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  };
