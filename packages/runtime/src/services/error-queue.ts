/**
 * The decisions of error reporting (SPEC.md §9 "Error reporting"), apart from the DOM
 * and timers so every cap is tested exactly: at most 20 reports leave a page, at most
 * 10 wait at once, stacks are cut at 5000 characters, and a send waits for 1 s of quiet.
 *
 * The caps are what make the reporter unable to flood or loop: whatever happens on the
 * page (an error in an animation frame, a failing endpoint, the reporter's own bug), the
 * page sends at most 20 reports, so at most 20 requests.
 */
import type { Report } from '../report';

export const MAX_REPORTS_PER_PAGE = 20;
export const MAX_QUEUED_REPORTS = 10;
export const MAX_STACK_LENGTH = 5000;
export const SEND_DEBOUNCE_MS = 1000;

/** The data of one report; `line`/`column` are 0 when unknown. */
export interface ErrorReportData {
  message: string;
  stack: string;
  url: string;
  line: number;
  column: number;
  userAgent: string;
  /** report.ts's source for errors the library reported itself (`loader`, `sqs-form`...). */
  source?: string;
}

/** One element of the POST /api/events/RecordJavascriptErrors array (SPEC.md §7). */
export interface ErrorReport {
  /** `error` (window error), `unhandledrejection`, or `report` (the library's report.ts). */
  event: ErrorEventKind;
  data: ErrorReportData;
  timestamp: number;
}

export type ErrorEventKind = 'error' | 'unhandledrejection' | 'report';

/**
 * What the caller does after `add`: `schedule` (re)arms the 1 s debounce, `send` sends
 * now because the queue is full (nothing more can join this batch, so waiting gains
 * nothing), `drop` does nothing.
 */
export type AddDecision = 'schedule' | 'send' | 'drop';

export interface ErrorQueue {
  add(report: ErrorReport): AddDecision;
  /** Empties the queue and returns what was in it: the next request's body. */
  take(): ErrorReport[];
  readonly size: number;
  /** Reports accepted so far on this page, sent or waiting; never more than 20. */
  readonly accepted: number;
}

/**
 * Cuts `text` to at most `max` UTF-16 units without splitting a surrogate pair, so the
 * cut text is still well-formed (a lone surrogate would be mangled on the way to JSON).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return text.slice(0, Math.max(0, end));
}

/** Anything thrown or rejected, as message and stack. Never throws (a getter may). */
export function describeThrown(value: unknown): { message: string; stack: string } {
  try {
    if (value instanceof Error) return { message: String(value.message), stack: String(value.stack ?? '') };
    if (typeof value === 'object' && value !== null && 'message' in value) {
      const { message, stack } = value as { message: unknown; stack?: unknown };
      return { message: String(message), stack: typeof stack === 'string' ? stack : '' };
    }
    return { message: String(value), stack: '' };
  } catch {
    return { message: 'Unserialisable error', stack: '' };
  }
}

export interface ReportInput {
  event: ErrorEventKind;
  message: string;
  stack?: string;
  url: string;
  line?: number;
  column?: number;
  userAgent: string;
  source?: string;
  timestamp: number;
}

const position = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * One report, with the stack cut at 5000 characters (SPEC.md §9). The message gets the
 * same cut: SPEC.md only names the stack, but a message can be as long as a stack and
 * the whole batch must fit a keepalive request.
 */
export function buildReport(input: ReportInput): ErrorReport {
  const data: ErrorReportData = {
    message: truncate(input.message, MAX_STACK_LENGTH),
    stack: truncate(input.stack ?? '', MAX_STACK_LENGTH),
    url: truncate(input.url, MAX_STACK_LENGTH),
    line: position(input.line),
    column: position(input.column),
    userAgent: truncate(input.userAgent, 1000),
  };
  if (input.source) data.source = input.source;
  return { event: input.event, data, timestamp: input.timestamp };
}

/**
 * True when `stack` has a frame from one of `ownPaths` (the reporter's module paths):
 * such an error is the reporter's own, and reporting it is how reporters loop.
 * Paths, not full URLs, because Node and bundlers print frames with or without the
 * `file://` or origin part.
 */
export function isOwnStack(stack: string, ownPaths: readonly string[]): boolean {
  return stack !== '' && ownPaths.some((path) => path !== '' && stack.includes(path));
}

export function createErrorQueue(): ErrorQueue {
  let queued: ErrorReport[] = [];
  let accepted = 0;
  return {
    add(report) {
      if (accepted >= MAX_REPORTS_PER_PAGE || queued.length >= MAX_QUEUED_REPORTS) return 'drop';
      queued.push(report);
      accepted += 1;
      return queued.length >= MAX_QUEUED_REPORTS ? 'send' : 'schedule';
    },
    take() {
      const batch = queued;
      queued = [];
      return batch;
    },
    get size() {
      return queued.length;
    },
    get accepted() {
      return accepted;
    },
  };
}

/** An error from before the reporter started: a window error or rejection event, or a library report. */
export type HeldError = ErrorEvent | PromiseRejectionEvent | Report;
