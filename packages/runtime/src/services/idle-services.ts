/**
 * The services that start once the page is idle (issue 13: the page's own work first):
 * performance metrics and analytics, started together from one import so the runtime's core,
 * which every page loads, carries one lazy start for both rather than one each.
 */
import type { Page } from '../page/page';
import { startAnalyticsWhenAllowed } from './analytics-start';
import { startPerformanceMetrics } from './performance';

/** Starts both; the returned function stops both. */
export function startIdleServices(page: Page): () => void {
  const stops = [startPerformanceMetrics({ window, document, baseUrl: page.apiBase }), startAnalyticsWhenAllowed(page)];
  return () => stops.forEach((stop) => stop());
}
