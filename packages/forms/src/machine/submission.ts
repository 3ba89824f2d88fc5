/**
 * The form's submission state (SPEC.md §4 "Form submission"): idle, then submitting (button
 * locked, label 'Submitting…', new submits ignored), then success or failure. A failure holds
 * what the form shows, its field errors included: they are kept here and nowhere else.
 *
 * A pure reducer so the same rules hold for the React view, tests and any other host. Events
 * that make no sense in the current state return the SAME state object, so a view that
 * compares by reference does not re-render for a double click or a late answer.
 */
import { message } from '@sqs/runtime/contracts/messages';
import { withoutEntry } from '../model/keyed';
import type { SubmitFailure } from './failure-message';
import type { SubmitOutcome } from './submit-form';

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
  | ({ status: 'failure' } & Pick<SubmitFailure, 'message' | 'fieldErrors' | 'retryAfter'>);

export type SubmissionEvent =
  /** The visitor pressed Submit (click or Enter). */
  | { type: 'SUBMIT' }
  /** The submission ended (submit-form.ts). */
  | { type: 'SETTLED'; outcome: SubmitOutcome }
  /** The visitor changed a field: its error described the old value. */
  | { type: 'EDITED'; fieldId: string };

export const IDLE: SubmissionState = Object.freeze({ status: 'idle' });
const SUBMITTING: SubmissionState = Object.freeze({ status: 'submitting' });
const SUCCESS: SubmissionState = Object.freeze({ status: 'success' });

/**
 * - SUBMIT: from idle or failure → submitting, which clears the old errors (SPEC.md §4 "clear
 *   old errors" is the first step). Ignored while submitting — this is how "new submits
 *   ignored" holds even if the button's disabled state has not rendered yet — and after
 *   success, when the form is hidden.
 * - SETTLED: only while submitting → success, or failure with what the outcome says.
 * - EDITED: a failure loses that field's error (the next submit checks the new value); any
 *   other state, or a field without an error, stays the same object.
 */
export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'SUBMIT':
      return state.status === 'idle' || state.status === 'failure' ? SUBMITTING : state;
    case 'SETTLED': {
      if (state.status !== 'submitting') return state;
      if (event.outcome.ok) return SUCCESS;
      const { message: text, fieldErrors, retryAfter } = event.outcome;
      return { status: 'failure', message: text, fieldErrors, retryAfter };
    }
    case 'EDITED': {
      if (state.status !== 'failure') return state;
      const fieldErrors = withoutEntry(state.fieldErrors, event.fieldId);
      return fieldErrors === state.fieldErrors ? state : { ...state, fieldErrors };
    }
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
