/** sqs-cookie-banner's events (CONTRACT.md §5), in the library's one event map. */
import type { EventTable } from '../../events';

export interface CookieBannerEvents {
  /**
   * The visitor chose Accept or Decline. The decision is stored already (and announced on
   * window as `sqs-consent-change`); the banner removes itself right after. A banner the
   * server wrote (`dialog[data-sqs-cookie-banner]`, README) fires it on its dialog.
   */
  'sqs-cookie-banner-decision': { consent: 'granted' | 'declined' };
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends CookieBannerEvents {}
}

export const cookieBannerEvents = {
  'sqs-cookie-banner-decision': { on: ['sqs-cookie-banner'], summary: 'The visitor accepted or declined; the decision is stored.' },
} as const satisfies EventTable<CookieBannerEvents>;
