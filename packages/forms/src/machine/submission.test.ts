import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { keyed } from '../model/keyed';
import { IDLE, isLocked, submissionReducer, SUBMITTING_LABEL, submittingLabel } from './submission';
import type { SubmissionEvent, SubmissionState } from './submission';
import type { SubmitOutcome } from './submit-form';

afterEach(() => setMessages({}));

const idle: SubmissionState = { status: 'idle' };
const submitting: SubmissionState = { status: 'submitting' };
const success: SubmissionState = { status: 'success' };
const failure: SubmissionState = { status: 'failure', message: 'Nope.', fieldErrors: keyed([['a', 'bad']]), retryAfter: 30 };
const ALL = [idle, submitting, success, failure];

const SUBMIT: SubmissionEvent = { type: 'SUBMIT' };
const settled = (outcome: SubmitOutcome): SubmissionEvent => ({ type: 'SETTLED', outcome });
const SUCCEEDED = settled({ ok: true });
const FAILED = settled({ ok: false, stage: 'save', message: 'Down.', fieldErrors: keyed([['b', 'x']]), retryAfter: 5 });
const edited = (fieldId: string): SubmissionEvent => ({ type: 'EDITED', fieldId });
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
      expect(step(after, SUCCEEDED, SUBMIT)).toEqual({ status: 'success' });
    });
  });

  describe('SETTLED', () => {
    it('succeeds only while submitting', () => {
      expect(step(submitting, SUCCEEDED)).toEqual({ status: 'success' });
      for (const from of [idle, success, failure]) expect(step(from, SUCCEEDED)).toBe(from);
    });
    it('fails only while submitting, keeping message, errors and retry time', () => {
      expect(step(submitting, FAILED)).toEqual({ status: 'failure', message: 'Down.', fieldErrors: { b: 'x' }, retryAfter: 5 });
      for (const from of [idle, success, failure]) expect(step(from, FAILED)).toBe(from);
    });
  });

  describe('EDITED', () => {
    it("drops that field's error, and only that one", () => {
      const two: SubmissionState = { ...failure, fieldErrors: keyed([['a', 'bad'], ['constructor', 'odd']]) };
      const next = step(two, edited('constructor'));
      expect(next).toEqual({ ...failure, fieldErrors: { a: 'bad' } });
      expect(next.status === 'failure' && Object.getPrototypeOf(next.fieldErrors)).toBeNull();
      expect(two).toMatchObject({ fieldErrors: { a: 'bad', constructor: 'odd' } });
    });
    it('changes nothing for a field without an error, a built-in name included, or outside a failure', () => {
      for (const id of ['b', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(step(failure, edited(id))).toBe(failure);
      for (const from of [idle, submitting, success]) expect(step(from, edited('a'))).toBe(from);
    });
  });

  it('ignores an unknown event from untyped code', () => {
    for (const from of ALL) expect(submissionReducer(from, { type: 'NOPE' } as unknown as SubmissionEvent)).toBe(from);
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze({ ...failure, fieldErrors: Object.freeze(keyed([['a', 'bad']])) });
    expect(() => step(frozen, edited('a'), SUBMIT, FAILED, edited('b'))).not.toThrow();
    expect(frozen.fieldErrors).toEqual({ a: 'bad' });
  });
});

describe('isLocked', () => {
  it('is true only while submitting', () => {
    expect(ALL.map(isLocked)).toEqual([false, true, false, false]);
  });
});

describe('properties over any sequence of events', () => {
  const event: fc.Arbitrary<SubmissionEvent> = fc.oneof(
    fc.constant<SubmissionEvent>(SUBMIT),
    fc.constant<SubmissionEvent>(SUCCEEDED),
    fc.string().map(edited),
    fc
      .record({ message: fc.string(), errors: fc.dictionary(fc.string(), fc.string()), retryAfter: fc.option(fc.nat(), { nil: null }) })
      .map(({ message, errors, retryAfter }) => settled({ ok: false, stage: 'save', message, fieldErrors: keyed(Object.entries(errors)), retryAfter })),
  );

  it('success is reached only through a successful SETTLED while submitting; SUBMIT never leaves submitting or success', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: SubmissionState = IDLE;
        for (const e of events) {
          const next = submissionReducer(state, e);
          if (next.status === 'success' && state.status !== 'success') {
            expect(state.status).toBe('submitting');
            expect(e.type === 'SETTLED' && e.outcome.ok).toBe(true);
          }
          if (e.type === 'SUBMIT' && (state.status === 'submitting' || state.status === 'success')) expect(next).toBe(state);
          if (e.type === 'SUBMIT' && (state.status === 'idle' || state.status === 'failure')) expect(next.status).toBe('submitting');
          if (e.type === 'EDITED') expect(next.status).toBe(state.status);
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
