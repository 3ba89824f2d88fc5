import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { IDLE, isLocked, submissionReducer, SUBMITTING_LABEL, submittingLabel } from './submission';
import type { SubmissionEvent, SubmissionState } from './submission';
import { SUBMIT_MESSAGES } from './failure-message';

afterEach(() => setMessages({}));

const idle: SubmissionState = { status: 'idle' };
const submitting: SubmissionState = { status: 'submitting' };
const success: SubmissionState = { status: 'success' };
const failure: SubmissionState = { status: 'failure', message: 'Nope.', fieldErrors: { a: 'bad' }, retryAfter: 30 };
const ALL = [idle, submitting, success, failure];

const SUBMIT: SubmissionEvent = { type: 'SUBMIT' };
const FAILED: SubmissionEvent = { type: 'FAILED', message: 'Down.', fieldErrors: { b: 'x' }, retryAfter: 5 };
const step = (state: SubmissionState, ...events: SubmissionEvent[]): SubmissionState => events.reduce(submissionReducer, state);

describe('SUBMITTING_LABEL (SPEC.md §4)', () => {
  it("is 'Submitting' and one U+2026 ellipsis", () => {
    expect(SUBMITTING_LABEL).toBe('Submitting\u2026');
    expect(SUBMITTING_LABEL).not.toContain('...');
    expect(submittingLabel()).toBe(SUBMITTING_LABEL);
  });
  it('can be translated', () => {
    setMessages({ 'form.submitting': 'Envoi…' }, 'fr');
    expect(submittingLabel()).toBe('Envoi…');
  });
});

describe('submissionReducer', () => {
  it('starts idle', () => {
    expect(IDLE).toEqual({ status: 'idle' });
    expect(isLocked(IDLE)).toBe(false);
  });

  describe('SUBMIT', () => {
    it('starts submitting from idle', () => {
      expect(step(idle, SUBMIT)).toEqual({ status: 'submitting' });
    });
    it('starts again from failure, clearing the old errors', () => {
      expect(step(failure, SUBMIT)).toEqual({ status: 'submitting' });
    });
    it('is ignored while submitting and after success (same object)', () => {
      expect(step(submitting, SUBMIT)).toBe(submitting);
      expect(step(success, SUBMIT)).toBe(success);
    });
    it('five quick submits are one submission', () => {
      const after = step(idle, SUBMIT, SUBMIT, SUBMIT, SUBMIT, SUBMIT);
      expect(after).toEqual({ status: 'submitting' });
      expect(step(after, { type: 'SUCCEEDED' }, SUBMIT)).toEqual({ status: 'success' });
    });
  });

  describe('INVALID', () => {
    it('fails with the overall invalid text by default', () => {
      for (const from of [idle, submitting, failure]) {
        expect(step(from, { type: 'INVALID', fieldErrors: { email: 'Email is not valid.' } })).toEqual({
          status: 'failure',
          message: SUBMIT_MESSAGES.invalidFields,
          fieldErrors: { email: 'Email is not valid.' },
          retryAfter: null,
        });
      }
    });
    it('takes a given message', () => {
      const next = step(submitting, { type: 'INVALID', fieldErrors: {}, message: 'Custom.' });
      expect(next).toMatchObject({ status: 'failure', message: 'Custom.' });
    });
    it('copies the errors (the event object may be reused)', () => {
      const fieldErrors = { a: 'x' };
      const next = step(idle, { type: 'INVALID', fieldErrors });
      fieldErrors.a = 'changed';
      expect(next).toMatchObject({ fieldErrors: { a: 'x' } });
    });
    it('is ignored after success', () => {
      expect(step(success, { type: 'INVALID', fieldErrors: { a: 'x' } })).toBe(success);
    });
  });

  describe('SUCCEEDED', () => {
    it('succeeds only while submitting', () => {
      expect(step(submitting, { type: 'SUCCEEDED' })).toEqual({ status: 'success' });
      for (const from of [idle, success, failure]) expect(step(from, { type: 'SUCCEEDED' })).toBe(from);
    });
  });

  describe('FAILED', () => {
    it('fails only while submitting, keeping message, errors and retry time', () => {
      expect(step(submitting, FAILED)).toEqual({ status: 'failure', message: 'Down.', fieldErrors: { b: 'x' }, retryAfter: 5 });
      for (const from of [idle, success, failure]) expect(step(from, FAILED)).toBe(from);
    });
    it('a late answer after RESET is dropped', () => {
      expect(step(idle, SUBMIT, { type: 'RESET' }, FAILED)).toEqual({ status: 'idle' });
      expect(step(idle, SUBMIT, { type: 'RESET' }, { type: 'SUCCEEDED' })).toEqual({ status: 'idle' });
    });
  });

  describe('RESET', () => {
    it('goes back to idle from anywhere', () => {
      for (const from of ALL) expect(step(from, { type: 'RESET' })).toEqual({ status: 'idle' });
      expect(step(idle, { type: 'RESET' })).toBe(idle);
    });
  });

  it('ignores an unknown event from untyped code', () => {
    for (const from of ALL) expect(submissionReducer(from, { type: 'NOPE' } as unknown as SubmissionEvent)).toBe(from);
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze({ ...failure, fieldErrors: Object.freeze({ ...failure.fieldErrors }) });
    expect(() => step(frozen, SUBMIT, FAILED, { type: 'INVALID', fieldErrors: {} }, { type: 'RESET' })).not.toThrow();
  });
});

describe('isLocked', () => {
  it('is true only while submitting', () => {
    expect(ALL.map(isLocked)).toEqual([false, true, false, false]);
  });
});

describe('properties over any sequence of events', () => {
  const event: fc.Arbitrary<SubmissionEvent> = fc.oneof(
    fc.constant<SubmissionEvent>({ type: 'SUBMIT' }),
    fc.constant<SubmissionEvent>({ type: 'SUCCEEDED' }),
    fc.constant<SubmissionEvent>({ type: 'RESET' }),
    fc.record({ type: fc.constant('INVALID' as const), fieldErrors: fc.dictionary(fc.string(), fc.string()) }),
    fc.record({
      type: fc.constant('FAILED' as const),
      message: fc.string(),
      fieldErrors: fc.dictionary(fc.string(), fc.string()),
      retryAfter: fc.option(fc.nat(), { nil: null }),
    }),
  );

  it('success is reached only through SUCCEEDED while submitting; SUBMIT never leaves submitting or success', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: SubmissionState = IDLE;
        for (const e of events) {
          const next = submissionReducer(state, e);
          if (next.status === 'success' && state.status !== 'success') {
            expect(state.status).toBe('submitting');
            expect(e.type).toBe('SUCCEEDED');
          }
          if (e.type === 'SUBMIT' && (state.status === 'submitting' || state.status === 'success')) expect(next).toBe(state);
          if (e.type === 'SUBMIT' && (state.status === 'idle' || state.status === 'failure')) expect(next.status).toBe('submitting');
          expect(isLocked(next)).toBe(next.status === 'submitting');
          state = next;
        }
      }),
    );
  });

  it('at most one submission is in flight: SUBMITs between two answers start one run', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: SubmissionState = IDLE;
        let runsStarted = 0;
        let answers = 0;
        for (const e of events) {
          const next = submissionReducer(state, e);
          if (state.status !== 'submitting' && next.status === 'submitting') runsStarted += 1;
          if (state.status === 'submitting' && next.status !== 'submitting') answers += 1;
          state = next;
        }
        expect(runsStarted - answers).toBe(state.status === 'submitting' ? 1 : 0);
      }),
    );
  });
});
