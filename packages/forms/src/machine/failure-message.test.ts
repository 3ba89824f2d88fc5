import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { fieldErrorsOf, submitFailure, submitText, SUBMIT_MESSAGES } from './failure-message';
import type { FailedAnswer } from './failure-message';

afterEach(() => setMessages({}));

const failure = (status: number, data: Record<string, unknown> | null = null, extra: Partial<FailedAnswer> = {}): FailedAnswer => ({
  status,
  kind: 'http',
  message: `HTTP ${status}`,
  data,
  ...extra,
});

/** The text a refused save shows. */
const submitFailureMessage = (answer: FailedAnswer): string => submitFailure({ kind: 'refused', answer }).message;

describe('SUBMIT_MESSAGES (SPEC.md §8 "Form", §5 "Form")', () => {
  it('holds the texts verbatim', () => {
    expect(SUBMIT_MESSAGES).toEqual({
      unauthorized: 'Unable to submit form. Please try again later.',
      notConfigured: 'This form has not been configured yet.',
      rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      serverError: 'Unable to send form. Please try again later.',
      processing: 'Error processing form submission. Please reload and try again.',
      unknown: 'Unknown error, please try again later.',
      captcha: 'Complete CAPTCHA before submitting.',
      key: 'Could not get a form submission key, please try again later.',
      parseFields: 'Could not parse the form fields, please check your entries.',
      invalidFields: 'One or more fields is invalid, please check your entries.',
      problemBelow: 'Your form has encountered a problem. Please scroll down to review.',
      problemAbove: 'Your form has encountered a problem. Please scroll up to review.',
    });
  });

  it('the two "problem" texts differ only in the direction', () => {
    expect(SUBMIT_MESSAGES.problemAbove.replace('up', 'down')).toBe(SUBMIT_MESSAGES.problemBelow);
  });

  it('submitText returns each default unchanged (no text contains pattern syntax)', () => {
    for (const id of Object.keys(SUBMIT_MESSAGES) as Array<keyof typeof SUBMIT_MESSAGES>) {
      expect(submitText(id)).toBe(SUBMIT_MESSAGES[id]);
    }
  });

  it("submitText uses the site's translation when there is one", () => {
    setMessages({ 'form.notConfigured': 'Dieses Formular ist noch nicht eingerichtet.' }, 'de');
    expect(submitText('notConfigured')).toBe('Dieses Formular ist noch nicht eingerichtet.');
    expect(submitFailureMessage(failure(404))).toBe('Dieses Formular ist noch nicht eingerichtet.');
    expect(submitText('unknown')).toBe(SUBMIT_MESSAGES.unknown);
  });
});

describe('submitFailure: a refused save', () => {
  it.each([
    [401, SUBMIT_MESSAGES.unauthorized],
    [404, SUBMIT_MESSAGES.notConfigured],
    [429, SUBMIT_MESSAGES.rateLimited],
    [500, SUBMIT_MESSAGES.serverError],
  ])('gives the fixed text for %i, even when the server sent its own', (status, text) => {
    expect(submitFailureMessage(failure(status))).toBe(text);
    expect(submitFailureMessage(failure(status, { error: 'server says no' }))).toBe(text);
    expect(submitFailureMessage(failure(status, null, { kind: 'unauthorized', message: 'Unauthorized request' }))).toBe(text);
  });

  it('a crumb, login or authorization failure on 401 is still the 401 text', () => {
    for (const kind of ['crumb-fail', 'login-required', 'authorization-fail']) {
      expect(submitFailureMessage(failure(401, { [kind]: true }, { kind }))).toBe(SUBMIT_MESSAGES.unauthorized);
    }
  });

  it.each([403, 409, 418, 422, 501, 502, 503, 504])('uses data.error for %i', (status) => {
    expect(submitFailureMessage(failure(status, { error: 'Spam detected.' }))).toBe('Spam detected.');
  });

  it.each([403, 409, 418, 422, 501, 502, 503, 504, 302, 600])('falls back to the unknown text for %i without data.error', (status) => {
    expect(submitFailureMessage(failure(status))).toBe(SUBMIT_MESSAGES.unknown);
    expect(submitFailureMessage(failure(status, {}))).toBe(SUBMIT_MESSAGES.unknown);
    expect(submitFailureMessage(failure(status, { error: '' }))).toBe(SUBMIT_MESSAGES.unknown);
    expect(submitFailureMessage(failure(status, { error: '   ' }))).toBe(SUBMIT_MESSAGES.unknown);
    expect(submitFailureMessage(failure(status, { error: 42 }))).toBe(SUBMIT_MESSAGES.unknown);
    expect(submitFailureMessage(failure(status, { error: { text: 'x' } }))).toBe(SUBMIT_MESSAGES.unknown);
  });

  it('returns a server text with braces as it is (not read as a pattern)', () => {
    expect(submitFailureMessage(failure(422, { error: 'Bad {field}' }))).toBe('Bad {field}');
  });

  describe('400', () => {
    it('uses data.error when given', () => {
      expect(submitFailureMessage(failure(400, { error: 'Email already subscribed.', errors: { e: 'x' } }))).toBe('Email already subscribed.');
    });
    it('says fields are invalid when the errors map names fields', () => {
      expect(submitFailureMessage(failure(400, { errors: { email: 'Taken.' } }))).toBe(SUBMIT_MESSAGES.invalidFields);
    });
    it('says the fields could not be parsed when nothing is named', () => {
      expect(submitFailureMessage(failure(400))).toBe(SUBMIT_MESSAGES.parseFields);
      expect(submitFailureMessage(failure(400, { errors: {} }))).toBe(SUBMIT_MESSAGES.parseFields);
      expect(submitFailureMessage(failure(400, { errors: { email: '' } }))).toBe(SUBMIT_MESSAGES.parseFields);
    });
  });

  it("gives the data layer's own text when no answer came (status 0)", () => {
    for (const kind of ['network', 'timeout']) {
      expect(submitFailureMessage({ status: 0, kind, message: 'Unable to connect…', data: null })).toBe('Unable to connect…');
    }
    expect(submitFailureMessage({ status: 0, kind: 'network', message: '', data: null })).toBe(SUBMIT_MESSAGES.unknown);
  });

  it('a reply that could not be parsed asks for a reload', () => {
    expect(submitFailureMessage({ status: 200, kind: 'parse', message: 'Internal Error: …', data: null })).toBe(SUBMIT_MESSAGES.processing);
  });

  it('always returns a non-empty string, for any status and body', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('http', 'network', 'timeout', 'parse', 'unauthorized', 'server-error', 'unavailable', 'crumb-fail'),
        fc.string(),
        fc.option(fc.dictionary(fc.string(), fc.jsonValue()), { nil: null }),
        (status, kind, message, data) => {
          const text = submitFailureMessage({ status, kind, message, data });
          expect(typeof text).toBe('string');
          expect(text.trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('submitFailure: every stage', () => {
  it('validate: the overall text and the field errors given', () => {
    const fieldErrors = fieldErrorsOf({ email: 'Email is not valid.' });
    expect(submitFailure({ kind: 'invalid', fieldErrors })).toEqual({
      ok: false,
      stage: 'validate',
      message: SUBMIT_MESSAGES.invalidFields,
      fieldErrors: { email: 'Email is not valid.' },
      retryAfter: null,
    });
  });

  it('captcha: the captcha text', () => {
    expect(submitFailure({ kind: 'captcha' })).toEqual({ ok: false, stage: 'captcha', message: SUBMIT_MESSAGES.captcha, fieldErrors: {}, retryAfter: null });
  });

  it("key: the key text, except 'Unable to connect…' with no answer and the rate text for 429", () => {
    const key = (answer: FailedAnswer | null) => submitFailure({ kind: 'no-key', answer });
    expect(key(null)).toEqual({ ok: false, stage: 'key', message: SUBMIT_MESSAGES.key, fieldErrors: {}, retryAfter: null });
    expect(key(failure(404)).message).toBe(SUBMIT_MESSAGES.key);
    expect(key(failure(500, { error: 'x' })).message).toBe(SUBMIT_MESSAGES.key);
    expect(key(failure(0, null, { kind: 'network', message: 'Unable to connect…' })).message).toBe('Unable to connect…');
    expect(key(failure(429, null, { retryAfter: 12 }))).toMatchObject({ message: SUBMIT_MESSAGES.rateLimited, retryAfter: 12 });
    expect(key(failure(503, null, { kind: 'unavailable', retryAfter: 9 }))).toMatchObject({ message: SUBMIT_MESSAGES.key, retryAfter: 9 });
  });

  it('save: field errors from a 400 only; a retry time only when usable', () => {
    const errors = { errors: { a: 'Taken.' } };
    expect(submitFailure({ kind: 'refused', answer: failure(400, errors) }).fieldErrors).toEqual({ a: 'Taken.' });
    expect(submitFailure({ kind: 'refused', answer: failure(422, errors) }).fieldErrors).toEqual({});
    for (const retryAfter of [Number.NaN, -1, Infinity, null]) {
      expect(submitFailure({ kind: 'refused', answer: failure(429, null, { retryAfter }) }).retryAfter).toBeNull();
    }
    expect(submitFailure({ kind: 'refused', answer: failure(429, null, { retryAfter: 0 }) }).retryAfter).toBe(0);
  });

  it('a port that threw: the unknown text at its stage', () => {
    for (const stage of ['validate', 'captcha', 'key', 'save'] as const) {
      expect(submitFailure({ kind: 'thrown', stage })).toEqual({ ok: false, stage, message: SUBMIT_MESSAGES.unknown, fieldErrors: {}, retryAfter: null });
    }
  });
});

describe('fieldErrorsOf', () => {
  it('reads an errors map', () => {
    expect(fieldErrorsOf({ 'email-1': 'Email is not valid.', 'name-2': 'Required.' })).toEqual({
      'email-1': 'Email is not valid.',
      'name-2': 'Required.',
    });
  });

  it('skips entries without a usable message', () => {
    expect(fieldErrorsOf({ a: 'ok', b: '', c: 3, d: null, e: ['x'], f: '  ' })).toEqual({ a: 'ok' });
  });

  it('is empty for anything else', () => {
    for (const errors of [null, undefined, 'x', 3, [], [{ a: 'b' }], {}]) {
      expect(Object.keys(fieldErrorsOf(errors))).toEqual([]);
    }
  });

  it('keeps built-in names as ordinary keys, and finds none it was not given (issue 20)', () => {
    const errors = fieldErrorsOf(JSON.parse('{"__proto__": "odd id", "toString": "also odd"}'));
    expect(Object.getPrototypeOf(errors)).toBeNull();
    expect(Object.entries(errors)).toEqual([
      ['__proto__', 'odd id'],
      ['toString', 'also odd'],
    ]);
    const none = fieldErrorsOf({ a: 'x' });
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(none[name], name).toBeUndefined();
  });

  it('never throws and only returns non-empty string messages', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const value of Object.values(fieldErrorsOf(data))) expect(value.trim()).not.toBe('');
      }),
    );
  });
});
