/**
 * The codes of contracts/enums.ts that only analytics' tracking code sends (analytics-payloads.ts,
 * analytics-page.ts), as plain values for the reason service-codes.ts gives; here rather than
 * there so they ship in analytics-page, the chunk that uses them, not in runtime-services.
 * service-codes.test.ts holds each to its enum.
 */
import type { AnalyticsEventKind, EventSource } from '../contracts/enums';

/** AnalyticsEventKind codes the census records (SPEC.md §7). */
export const EVENT_PAGE_VIEW = 1 satisfies AnalyticsEventKind;
export const EVENT_SITE_SEARCH = 2 satisfies AnalyticsEventKind;
export const EVENT_AUDIO = 20 satisfies AnalyticsEventKind;

/** EventSource.WEB, the events service's source for a page. */
export const SOURCE_WEB = 'WEB' satisfies EventSource;
