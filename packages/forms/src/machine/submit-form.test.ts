import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { ApiResult, FailureKind } from '@sqs/runtime/data/api-types';
import { fetchSubmissionKey, FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH, submitForm } from './submit-form';
import type { CaptchaPort, SubmitOutcome, SubmitPorts } from './submit-form';
import { SUBMIT_MESSAGES } from './failure-message';
import { IDLE, submissionReducer } from './submission';

const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, status, data, headers: new Headers() });
const err = (
  status: number,
  data: Record<string, unknown> | null = null,
  extra: { kind?: FailureKind; message?: string; retryAfter?: number | null } = {},
): ApiResult<never> => ({
  ok: false,
  status,
  kind: extra.kind ?? 'http',
  message: extra.message ?? `HTTP ${status}`,
  data,
  retryAfter: extra.retryAfter ?? null,
});
const NETWORK = err(0, null, { kind: 'network', message: 'Unable to connect…' });
const TIMEOUT = err(0, null, { kind: 'timeout', message: 'Unable to connect…' });

interface Harness {
  ports: SubmitPorts;
  calls: { validate: number; token: number; reset: number; fetchKey: number; save: number };
  saved: Array<{ key: string; captchaKey: string | undefined }>;
  order: string[];
}

function harness(
  options: {
    errors?: Record<string, string>;
    captcha?: { required: boolean; token: string | null } | null;
    key?: ApiResult<{ key?: string }>;
    save?: ApiResult<unknown>;
    throwIn?: 'validate' | 'token' | 'fetchKey' | 'save' | 'saveReject' | 'reset';
  } = {},
): Harness {
  const calls = { validate: 0, token: 0, reset: 0, fetchKey: 0, save: 0 };
  const saved: Harness['saved'] = [];
  const order: string[] = [];
  const boom = (where: string) => {
    if (options.throwIn === where) throw new Error(`${where} broke`);
  };
  const captchaOptions = options.captcha === undefined ? null : options.captcha;
  const captcha: CaptchaPort | undefined = captchaOptions
    ? {
        required: captchaOptions.required,
        token: () => {
          calls.token += 1;
          order.push('captcha');
          boom('token');
          return captchaOptions.token;
        },
        reset: () => {
          calls.reset += 1;
          order.push('reset');
          boom('reset');
        },
      }
    : undefined;
  const ports: SubmitPorts = {
    validate: () => {
      calls.validate += 1;
      order.push('validate');
      boom('validate');
      return options.errors ?? {};
    },
    captcha,
    fetchKey: async () => {
      calls.fetchKey += 1;
      order.push('key');
      boom('fetchKey');
      return options.key ?? ok({ key: 'K-123' });
    },
    save: (key, captchaKey) => {
      calls.save += 1;
      order.push('save');
      saved.push({ key, captchaKey });
      boom('save'); // a synchronous throw from a non-async port
      if (options.throwIn === 'saveReject') return Promise.reject(new Error('rejected'));
      return Promise.resolve(options.save ?? ok({ success: true }));
    },
  };
  return { ports, calls, saved, order };
}

const failed = (outcome: SubmitOutcome) => {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome;
};

describe('constants', () => {
  it('match SPEC.md §5 and §7', () => {
    expect(FORM_SUBMISSION_KEY_PATH).toBe('/api/form/FormSubmissionKey');
    expect(SAVE_FORM_SUBMISSION_PATH).toBe('/api/form/SaveFormSubmission');
  });
});

describe('submitForm: the happy path', () => {
  it('runs validate, captcha, key, save in that order, once each', async () => {
    const h = harness({ captcha: { required: true, token: 'tok' } });
    await expect(submitForm(h.ports)).resolves.toEqual({ ok: true });
    expect(h.order).toEqual(['validate', 'captcha', 'key', 'save']);
    expect(h.calls).toEqual({ validate: 1, token: 1, reset: 0, fetchKey: 1, save: 1 });
    expect(h.saved).toEqual([{ key: 'K-123', captchaKey: 'tok' }]);
  });

  it('without a captcha sends no captchaKey', async () => {
    const h = harness();
    await expect(submitForm(h.ports)).resolves.toEqual({ ok: true });
    expect(h.saved).toEqual([{ key: 'K-123', captchaKey: undefined }]);
  });

  it('sends an optional captcha token when there is one, and none when there is not', async () => {
    const withToken = harness({ captcha: { required: false, token: 'opt' } });
    await submitForm(withToken.ports);
    expect(withToken.saved[0]?.captchaKey).toBe('opt');
    const without = harness({ captcha: { required: false, token: null } });
    await expect(submitForm(without.ports)).resolves.toEqual({ ok: true });
    expect(without.saved[0]?.captchaKey).toBeUndefined();
  });

  it('any 2xx from save is success', async () => {
    for (const status of [200, 201, 202, 204]) {
      const h = harness({ save: ok(null, status) });
      await expect(submitForm(h.ports)).resolves.toEqual({ ok: true });
    }
  });
});

describe('submitForm: validate stage', () => {
  it('stops with the field errors and the overall text; nothing else runs', async () => {
    const h = harness({ errors: { email: 'Email is not valid.' }, captcha: { required: true, token: 'tok' } });
    expect(await submitForm(h.ports)).toEqual({
      ok: false,
      stage: 'validate',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'Email is not valid.' },
      retryAfter: null,
    });
    expect(h.calls).toEqual({ validate: 1, token: 0, reset: 0, fetchKey: 0, save: 0 });
  });

  it('ignores entries with an empty message', async () => {
    const h = harness({ errors: { email: '' } });
    await expect(submitForm(h.ports)).resolves.toEqual({ ok: true });
  });
});

describe('submitForm: captcha stage', () => {
  it.each([null, ''])('a required captcha without a token (%j) stops before the key', async (token) => {
    const h = harness({ captcha: { required: true, token } });
    expect(await submitForm(h.ports)).toEqual({
      ok: false,
      stage: 'captcha',
      message: 'Complete CAPTCHA before submitting.',
      fieldErrors: {},
      retryAfter: null,
    });
    expect(h.calls).toMatchObject({ validate: 1, token: 1, fetchKey: 0, save: 0, reset: 0 });
  });
});

describe('submitForm: key stage', () => {
  it.each([
    ['401', err(401, null, { kind: 'unauthorized' })],
    ['403', err(403, { error: 'Forbidden' }, { kind: 'unauthorized' })],
    ['404 (the key endpoint is not per form)', err(404)],
    ['500', err(500, null, { kind: 'server-error' })],
    ['503', err(503, null, { kind: 'unavailable', retryAfter: 9 })],
    ['parse', err(200, null, { kind: 'parse' })],
    ['no key in the answer', ok({})],
    ['an empty key', ok({ key: '' })],
    ['a non-string key', ok({ key: 42 } as unknown as { key?: string })],
    ['a null body', ok(null as unknown as { key?: string })],
  ])('%s → the key text; save never runs; captcha kept', async (_name, key) => {
    const h = harness({ key, captcha: { required: true, token: 'tok' } });
    const outcome = failed(await submitForm(h.ports));
    expect(outcome).toMatchObject({ stage: 'key', message: SUBMIT_MESSAGES.key, fieldErrors: {} });
    expect(h.calls).toMatchObject({ fetchKey: 1, save: 0, reset: 0 });
  });

  it('keeps a 503 retry time', async () => {
    const h = harness({ key: err(503, null, { kind: 'unavailable', retryAfter: 9 }) });
    expect(failed(await submitForm(h.ports)).retryAfter).toBe(9);
  });

  it('a 429 gives the rate-limit text and its retry time', async () => {
    const h = harness({ key: err(429, null, { retryAfter: 30 }) });
    expect(failed(await submitForm(h.ports))).toEqual({
      ok: false,
      stage: 'key',
      message: SUBMIT_MESSAGES.rateLimited,
      fieldErrors: {},
      retryAfter: 30,
    });
    expect(h.calls.save).toBe(0);
  });

  it.each([
    ['network', NETWORK],
    ['timeout', TIMEOUT],
  ])("a %s failure gives the data layer's 'Unable to connect…'", async (_name, key) => {
    const h = harness({ key });
    expect(failed(await submitForm(h.ports))).toMatchObject({ stage: 'key', message: 'Unable to connect…', retryAfter: null });
    expect(h.calls.save).toBe(0);
  });
});

describe('submitForm: save stage', () => {
  it.each([
    [401, SUBMIT_MESSAGES.unauthorized],
    [404, SUBMIT_MESSAGES.notConfigured],
    [429, SUBMIT_MESSAGES.rateLimited],
    [500, SUBMIT_MESSAGES.serverError],
  ])('%i → its SPEC text, and the captcha is reset', async (status, message) => {
    const h = harness({ save: err(status, { error: 'ignored' }), captcha: { required: true, token: 'tok' } });
    expect(failed(await submitForm(h.ports))).toEqual({ ok: false, stage: 'save', message, fieldErrors: {}, retryAfter: null });
    expect(h.calls).toMatchObject({ save: 1, reset: 1 });
  });

  it('429 carries Retry-After', async () => {
    const h = harness({ save: err(429, null, { retryAfter: 60 }) });
    expect(failed(await submitForm(h.ports)).retryAfter).toBe(60);
  });

  it('ignores a retry time that is not a usable number', async () => {
    for (const retryAfter of [Number.NaN, -1, Infinity]) {
      const h = harness({ save: err(429, null, { retryAfter }) });
      expect(failed(await submitForm(h.ports)).retryAfter).toBeNull();
    }
  });

  it('400 with an errors map → the fields and the invalid text', async () => {
    const h = harness({ save: err(400, { errors: { 'email-1': 'Already subscribed.', junk: 3 } }), captcha: { required: false, token: 't' } });
    expect(failed(await submitForm(h.ports))).toEqual({
      ok: false,
      stage: 'save',
      message: SUBMIT_MESSAGES.invalidFields,
      fieldErrors: { 'email-1': 'Already subscribed.' },
      retryAfter: null,
    });
    expect(h.calls.reset).toBe(1);
  });

  it('400 with a server text and errors → both', async () => {
    const h = harness({ save: err(400, { error: 'Check the highlighted fields.', errors: { a: 'Required.' } }) });
    expect(failed(await submitForm(h.ports))).toMatchObject({ message: 'Check the highlighted fields.', fieldErrors: { a: 'Required.' } });
  });

  it('400 with nothing usable → the parse-fields text', async () => {
    const h = harness({ save: err(400, { errors: 'nonsense' }) });
    expect(failed(await submitForm(h.ports))).toMatchObject({ message: SUBMIT_MESSAGES.parseFields, fieldErrors: {} });
  });

  it('field errors are read from 400 answers only', async () => {
    const h = harness({ save: err(422, { error: 'Nope.', errors: { a: 'x' } }) });
    expect(failed(await submitForm(h.ports))).toMatchObject({ message: 'Nope.', fieldErrors: {} });
  });

  it('other statuses → data.error, else the unknown text', async () => {
    expect(failed(await submitForm(harness({ save: err(403, { error: 'Blocked.' }) }).ports)).message).toBe('Blocked.');
    expect(failed(await submitForm(harness({ save: err(502) }).ports)).message).toBe(SUBMIT_MESSAGES.unknown);
    expect(failed(await submitForm(harness({ save: err(503, null, { kind: 'unavailable', retryAfter: 3 }) }).ports))).toMatchObject({
      message: SUBMIT_MESSAGES.unknown,
      retryAfter: 3,
    });
  });

  it("no answer → 'Unable to connect…'; the captcha is reset all the same", async () => {
    for (const save of [NETWORK, TIMEOUT]) {
      const h = harness({ save, captcha: { required: true, token: 'tok' } });
      expect(failed(await submitForm(h.ports))).toMatchObject({ stage: 'save', message: 'Unable to connect…' });
      expect(h.calls.reset).toBe(1);
    }
  });

  it('an unreadable reply asks for a reload', async () => {
    const h = harness({ save: err(200, null, { kind: 'parse' }) });
    expect(failed(await submitForm(h.ports)).message).toBe(SUBMIT_MESSAGES.processing);
  });

  it('a captcha whose reset throws does not change the outcome', async () => {
    const h = harness({ save: err(500), captcha: { required: true, token: 'tok' }, throwIn: 'reset' });
    expect(failed(await submitForm(h.ports))).toMatchObject({ stage: 'save', message: SUBMIT_MESSAGES.serverError });
  });
});

describe('submitForm: ports that throw', () => {
  it.each([
    ['validate', 'validate', { fetchKey: 0, save: 0, reset: 0 }],
    ['token', 'captcha', { fetchKey: 0, save: 0, reset: 0 }],
    ['fetchKey', 'key', { fetchKey: 1, save: 0, reset: 0 }],
    ['save', 'save', { fetchKey: 1, save: 1, reset: 1 }],
    ['saveReject', 'save', { fetchKey: 1, save: 1, reset: 1 }],
  ] as const)('%s → the unknown text at stage %s, never a rejection', async (throwIn, stage, counts) => {
    const h = harness({ throwIn, captcha: { required: true, token: 'tok' } });
    expect(await submitForm(h.ports)).toEqual({ ok: false, stage, message: SUBMIT_MESSAGES.unknown, fieldErrors: {}, retryAfter: null });
    expect(h.calls).toMatchObject(counts);
  });
});

describe('submitForm: ordering, over every combination', () => {
  const keyResults: Array<ApiResult<{ key?: string }>> = [ok({ key: 'K' }), ok({}), err(401), err(429), err(500), NETWORK];
  const saveResults = [ok({}), err(400, { errors: { a: 'x' } }), err(401), err(404), err(429), err(500), NETWORK, err(418)];

  it('a stage runs only when every stage before it passed; the outcome names the first that failed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.option(fc.record({ required: fc.boolean(), token: fc.constantFrom(null, '', 'tok') }), { nil: null }),
        fc.constantFrom(...keyResults),
        fc.constantFrom(...saveResults),
        async (invalid, captcha, key, save) => {
          const h = harness({ errors: invalid ? { f: 'bad' } : {}, captcha, key, save });
          const outcome = await submitForm(h.ports);
          const validOk = !invalid;
          const captchaOk = validOk && !(captcha?.required && !captcha.token);
          const keyOk = captchaOk && key.ok && typeof key.data?.key === 'string';
          expect(h.calls.validate).toBe(1);
          expect(h.calls.token).toBe(validOk && captcha ? 1 : 0);
          expect(h.calls.fetchKey).toBe(captchaOk ? 1 : 0);
          expect(h.calls.save).toBe(keyOk ? 1 : 0);
          expect(h.calls.reset).toBe(keyOk && captcha && !save.ok ? 1 : 0);
          const expectedStage = !validOk ? 'validate' : !captchaOk ? 'captcha' : !keyOk ? 'key' : save.ok ? null : 'save';
          expect(outcome.ok ? null : outcome.stage).toBe(expectedStage);
          if (!outcome.ok) expect(outcome.message.trim()).not.toBe('');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('fetchSubmissionKey', () => {
  it('POSTs to the key path with no body', async () => {
    const post = vi.fn(async () => ok({ key: 'K' }));
    await expect(fetchSubmissionKey({ post: post as never })).resolves.toMatchObject({ ok: true, data: { key: 'K' } });
    expect(post).toHaveBeenCalledWith('/api/form/FormSubmissionKey');
  });
});

describe('submitForm drives the reducer', () => {
  it('its outcome is the SETTLED event: a refused save ends in that failure', async () => {
    const submitting = submissionReducer(IDLE, { type: 'SUBMIT' });
    const h = harness({ save: err(429, null, { retryAfter: 10 }) });
    expect(submissionReducer(submitting, { type: 'SETTLED', outcome: await submitForm(h.ports) })).toEqual({
      status: 'failure',
      message: SUBMIT_MESSAGES.rateLimited,
      fieldErrors: {},
      retryAfter: 10,
    });
  });

  it('a 400 naming built-in field ids keeps them as plain field errors (issue 20)', async () => {
    const errors = JSON.parse('{"__proto__": "P.", "constructor": "C."}') as Record<string, string>;
    const outcome = failed(await submitForm(harness({ save: err(400, { errors }) }).ports));
    expect(Object.getPrototypeOf(outcome.fieldErrors)).toBeNull();
    expect(Object.entries(outcome.fieldErrors)).toEqual([
      ['__proto__', 'P.'],
      ['constructor', 'C.'],
    ]);
    expect(outcome.fieldErrors['toString']).toBeUndefined();
  });
});
