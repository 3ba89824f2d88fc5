/**
 * The pure part of performance metrics (SPEC.md §7 GET /api/1/performance/settings and
 * POST /api/1/performance/records, §8 "Console-level", §9 "Metrics"): reading the
 * settings answer, turning timing entries into records, remembering what was sent so
 * each record leaves once, and when the 30 s after load is up. No DOM, no timers.
 */

/** SPEC.md §9: "Performance mark prefix rum-". Only marks and measures named so are sent. */
export const RUM_PREFIX = 'rum-';
export const SETTINGS_PATH = '/api/1/performance/settings';
export const RECORDS_PATH = '/api/1/performance/records';
export const SETTINGS_TIMEOUT_MS = 30_000;
/** SPEC.md §9: "sent 30 s after load or when page hides". */
export const SEND_AFTER_LOAD_MS = 30_000;

/** SPEC.md §8 "Console-level": logged with console.warn, never thrown at the visitor. */
export const PERFORMANCE_MESSAGES = {
  noPageLoadId: 'Unable to resolve pageLoadId',
  settingsTimeout: 'Metric settings request timeout',
  unexpectedStatus: (status: number) => `XHR request DONE with unexpected status: ${status}`,
} as const;

/** One element of the records array (SPEC.md §7). */
export interface PerformanceRecord {
  app: string;
  /** `page_speed` (navigation and paint timings, once a page) or `user` (a rum- mark or measure). */
  event: 'page_speed' | 'user';
  pageLoadId: string;
  timestamp: number;
  data: Record<string, unknown>;
}

/**
 * The settings answer: the pageLoadId, or the warning to log. Status 0 (aborted, or
 * the page going away) is silent, as SPEC.md §8 says ("except 0").
 */
export function readSettings(status: number, text: string): { pageLoadId: string } | { warning: string | null } {
  if (status === 0) return { warning: null };
  if (status < 200 || status > 299) return { warning: PERFORMANCE_MESSAGES.unexpectedStatus(status) };
  let pageLoadId: unknown;
  try {
    pageLoadId = (JSON.parse(text) as { pageLoadId?: unknown } | null)?.pageLoadId;
  } catch {
    /* fall through: no id */
  }
  if (typeof pageLoadId === 'number') pageLoadId = String(pageLoadId);
  return typeof pageLoadId === 'string' && pageLoadId !== '' ? { pageLoadId } : { warning: PERFORMANCE_MESSAGES.noPageLoadId };
}

/** The warning for the records request's status, or null when it went fine (or 0). */
export function recordsStatusWarning(status: number): string | null {
  return status === 0 || (status >= 200 && status <= 299) ? null : PERFORMANCE_MESSAGES.unexpectedStatus(status);
}

/** How long to wait, from `now`, until 30 s after `loadEnd` (both in performance.now() ms). */
export function msUntilSend(now: number, loadEnd: number): number {
  return Math.max(0, Math.min(SEND_AFTER_LOAD_MS, loadEnd + SEND_AFTER_LOAD_MS - now));
}

/** The part of a PerformanceEntry read here; a real entry fits. */
export interface TimingEntry {
  name: string;
  entryType: string;
  startTime: number;
  duration: number;
  detail?: unknown;
}

/** The navigation fields of PerformanceNavigationTiming read here (ms since navigation start). */
export type NavigationTiming = Partial<
  Record<
    | 'domainLookupStart'
    | 'domainLookupEnd'
    | 'connectStart'
    | 'connectEnd'
    | 'secureConnectionStart'
    | 'responseStart'
    | 'domContentLoadedEventStart'
    | 'domContentLoadedEventEnd'
    | 'loadEventStart'
    | 'loadEventEnd'
    | 'encodedBodySize'
    | 'decodedBodySize'
    | 'transferSize',
    number
  >
>;

const whole = (n: unknown): number | undefined => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined);
const span = (end: unknown, start: unknown): number | undefined => {
  const e = whole(end);
  const s = whole(start);
  return e !== undefined && s !== undefined && s > 0 && e >= s ? e - s : undefined;
};

/**
 * The page-speed data: navigation phases and paints, whole milliseconds (sizes in
 * bytes); fields the browser does not give are left out, and a phase whose start is 0
 * did not happen (secureConnectionStart on plain HTTP).
 */
export function pageSpeedData(nav: NavigationTiming | undefined, paints: readonly TimingEntry[], largestContentfulPaint?: number): Record<string, number> {
  const data: Record<string, number | undefined> = {};
  if (nav) {
    data.domainLookup = span(nav.domainLookupEnd, nav.domainLookupStart);
    data.tcpConnection = span(nav.connectEnd, nav.connectStart);
    data.tlsNegotiation = span(nav.connectEnd, nav.secureConnectionStart);
    for (const key of ['responseStart', 'domContentLoadedEventStart', 'domContentLoadedEventEnd', 'loadEventStart', 'loadEventEnd', 'encodedBodySize', 'decodedBodySize', 'transferSize'] as const) {
      data[key] = whole(nav[key]);
    }
  }
  data.firstPaint = whole(paints.find((p) => p.name === 'first-paint')?.startTime);
  data.firstContentfulPaint = whole(paints.find((p) => p.name === 'first-contentful-paint')?.startTime);
  data.largestContentfulPaint = whole(largestContentfulPaint);
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) out[key] = value;
  return out;
}

export const isRumEntry = (entry: TimingEntry): boolean =>
  (entry.entryType === 'mark' || entry.entryType === 'measure') && typeof entry.name === 'string' && entry.name.startsWith(RUM_PREFIX);

/** A detail survives only when JSON can carry it. */
function jsonable(value: unknown): unknown {
  try {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  } catch {
    return undefined;
  }
}

export function userTimingData(entry: TimingEntry): Record<string, unknown> {
  const data: Record<string, unknown> = {
    name: entry.name,
    entryType: entry.entryType,
    startTime: Math.round(entry.startTime),
    duration: Math.round(entry.duration),
  };
  const detail = jsonable(entry.detail);
  if (detail !== undefined && detail !== null) data.detail = detail;
  return data;
}

export interface CollectInput {
  app: string;
  pageLoadId: string;
  timestamp: number;
  navigation?: NavigationTiming;
  paints: readonly TimingEntry[];
  largestContentfulPaint?: number;
  /** Every mark and measure on the page; the rum- ones are picked here. */
  userTimings: readonly TimingEntry[];
}

/**
 * Remembers what left, so each record is sent once (SPEC.md §9 sends at 30 s and again
 * at every hide): the page-speed record once the load has finished, and each rum- entry
 * once, keyed by its type, name and time.
 */
export interface RecordCollector {
  collect(input: CollectInput): PerformanceRecord[];
}

export function createRecordCollector(): RecordCollector {
  let pageSpeedSent = false;
  const sent = new Set<string>();
  return {
    collect(input) {
      const { app, pageLoadId, timestamp } = input;
      const records: PerformanceRecord[] = [];
      // Before loadEventEnd the load phases are still zeros; wait for the next send.
      if (!pageSpeedSent && (input.navigation?.loadEventEnd ?? 0) > 0) {
        pageSpeedSent = true;
        records.push({ app, event: 'page_speed', pageLoadId, timestamp, data: pageSpeedData(input.navigation, input.paints, input.largestContentfulPaint) });
      }
      for (const entry of input.userTimings) {
        if (!isRumEntry(entry)) continue;
        const key = `${entry.entryType}|${entry.name}|${entry.startTime}|${entry.duration}`;
        if (sent.has(key)) continue;
        sent.add(key);
        records.push({ app, event: 'user', pageLoadId, timestamp, data: userTimingData(entry) });
      }
      return records;
    },
  };
}
