/**
 * The form's submission state (SPEC.md §4 "Form submission"): idle, then submitting (button
 * locked, label 'Submitting…', new submits ignored), then success or failure.
 *
 * A pure reducer so the same rules hold for the React view, tests and any other host. Events
 * that make no sense in the current state return the SAME state object, so a view that
 * compares by reference does not re-render for a double click or a late answer.
 */
import { submitText } from './failure-message';
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §4, with the single ellipsis character U+2026 (not three dots). */
export const SUBMITTING_LABEL = 'Submitting…';

/** SUBMITTING_LABEL through the site's message table (id `form.submitting`). */
export function submittingLabel(): string {
  return message('form.submitting', SUBMITTING_LABEL);
}

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'failure'; message: string; fieldErrors: Record<string, string>; retryAfter: number | null };

export type SubmissionEvent =
  /** The visitor pressed Submit (click or Enter). */
  | { type: 'SUBMIT' }
  /**
   * Client-side validation failed. `message` defaults to the SPEC's overall text 'One or more
   * fields is invalid, please check your entries.'.
   */
  | { type: 'INVALID'; fieldErrors: Record<string, string>; message?: string }
  /** The server stored the submission. */
  | { type: 'SUCCEEDED' }
  /** Any stage failed; see submit-form.ts for how `message` is chosen. */
  | { type: 'FAILED'; message: string; fieldErrors: Record<string, string>; retryAfter: number | null }
  /** Back to a fresh form, e.g. "submit another response" after success. */
  | { type: 'RESET' };

export const IDLE: SubmissionState = Object.freeze({ status: 'idle' });
const SUBMITTING: SubmissionState = Object.freeze({ status: 'submitting' });
const SUCCESS: SubmissionState = Object.freeze({ status: 'success' });

/**
 * - SUBMIT: from idle or failure → submitting, which clears the old errors (SPEC.md §4 "clear
 *   old errors" is the first step). Ignored while submitting — this is how "new submits
 *   ignored" holds even if the button's disabled state has not rendered yet — and after
 *   success, when the form is hidden.
 * - INVALID: from idle, submitting or failure → failure without a retry time. Accepted outside
 *   submitting so a view may validate before it starts a submission. Ignored after success.
 * - SUCCEEDED / FAILED: only while submitting; a late answer after RESET is stale and dropped.
 * - RESET: → idle from anywhere.
 */
export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'SUBMIT':
      return state.status === 'idle' || state.status === 'failure' ? SUBMITTING : state;
    case 'INVALID':
      if (state.status === 'success') return state;
      return {
        status: 'failure',
        message: event.message ?? submitText('invalidFields'),
        fieldErrors: { ...event.fieldErrors },
        retryAfter: null,
      };
    case 'SUCCEEDED':
      return state.status === 'submitting' ? SUCCESS : state;
    case 'FAILED':
      if (state.status !== 'submitting') return state;
      return {
        status: 'failure',
        message: event.message,
        fieldErrors: { ...event.fieldErrors },
        retryAfter: event.retryAfter,
      };
    case 'RESET':
      return state.status === 'idle' ? state : IDLE;
    default:
      return state; // an unknown event from untyped code must not break the form
  }
}

/**
 * Whether the submit button is locked (disabled, showing SUBMITTING_LABEL). Only while
 * submitting: SPEC.md §4 unlocks on both success and failure.
 */
export function isLocked(state: SubmissionState): boolean {
  return state.status === 'submitting';
}
