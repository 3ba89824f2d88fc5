import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIELD_TYPES } from '@sqs/forms/model/field-types';
import { readFormDefinition } from '@sqs/forms/model/read-form';
import { REPO_ROOT, type AppOptions } from '../app';
import { listFormSubmissions } from '../db';
import { getForm } from '../forms-store';
import { testApp } from '../testing';
import { FORM_KEY_TTL_MS } from './forms';

const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const TRICKY = `It's "quoted" & <b>bold</b>`;

/** A temp demo folder: three forms and a page that embeds one and carries the nonce. */
function demoDir(withForms = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqs-forms-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'page.html'),
    `<!doctype html><script type="module" src="/dist/runtime.js" nonce="{{nonce}}"></script>\n` +
      `<sqs-form data-block-json='{{form-json:contact}}'></sqs-form>\n<sqs-form data-block-json='{{form-json:nope}}'></sqs-form>\n`,
  );
  writeFileSync(path.join(dir, 'plain.html'), '<!doctype html><p>No placeholders.</p>');
  if (!withForms) return dir;
  mkdirSync(path.join(dir, 'forms'));
  const field = (id: string, type: string, extra: object = {}) => ({ id, type, title: id, ...extra });
  const forms = {
    contact: {
      formId: 'contact',
      collectionId: 'c1',
      objectName: 'o1',
      formName: TRICKY,
      submitButtonText: 'Send',
      submissionMessageHtml: '<p>Thanks</p>',
      fields: [
        field('name', 'name', { required: true }),
        field('email', 'email', { required: true }),
        field('message', 'textarea', { maxLength: 10 }),
        field('interests', 'checkbox', { options: ['a', 'b'] }),
        field('rating', 'likert', { options: ['-2', '2'], questions: ['q1'] }),
        field('heading', 'section'),
        field('source', 'hidden', { key: 'source', value: 'x' }),
      ],
    },
    locked: { formId: 'locked', captcha: true, fields: [field('email', 'email', { required: true })] },
    limits: {
      formId: 'limits',
      fields: [
        field('subject', 'text'),
        field('notes', 'textarea'),
        field('short', 'text', { maxLength: 5 }),
        field('name', 'name'),
        field('tags', 'checkbox', { options: ['a', 'b'] }),
        field('mood', 'likert', { options: ['-2', '2'], questions: ['q1', 'q2'] }),
      ],
    },
    // Field ids that are names of Object.prototype's members.
    builtins: {
      formId: 'builtins',
      fields: [
        field('__proto__', 'text', { required: true }),
        field('constructor', 'text', { required: true }),
        field('toString', 'textarea', { maxLength: 5 }),
        field('hasOwnProperty', 'checkbox', { options: ['a', 'b'] }),
      ],
    },
  };
  for (const [id, form] of Object.entries(forms)) writeFileSync(path.join(dir, 'forms', `${id}.json`), JSON.stringify(form));
  writeFileSync(path.join(dir, 'forms', 'broken.json'), '{ not json');
  return dir;
}

let clock = 1_700_000_000_000;

async function start(options: AppOptions = {}) {
  clock = 1_700_000_000_000;
  const built = await testApp({ demoDir: demoDir(), now: () => clock, ...options });
  cleanups.push(built.close);
  return built;
}

const CRUMB = { crumb: 'c' };

async function getKey(app: FastifyInstance, cookies: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey?crumb=c', cookies: { ...CRUMB, ...cookies } });
  expect(response.statusCode).toBe(200);
  return response.json().key as string;
}

type Fields = Record<string, string | undefined>;

function save(app: FastifyInstance, fields: Fields, cookies: Record<string, string> = {}, remoteAddress?: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return app.inject({
    method: 'POST',
    ...(remoteAddress ? { remoteAddress } : {}),
    url: '/api/form/SaveFormSubmission?crumb=c',
    cookies: { ...CRUMB, ...cookies },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

const VALID = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hi', interests: ['a'], rating: { q1: ['2'] }, source: 'ad' };

const submission = (key: string, form: unknown = VALID, extra: Fields = {}): Fields => ({
  key,
  form: typeof form === 'string' ? form : JSON.stringify(form),
  formId: 'contact',
  collectionId: 'c1',
  objectName: 'o1',
  isOverlayForm: 'false',
  submitButtonText: 'Send',
  pageTitle: 'Contact',
  pageId: 'p1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: '1',
  ...extra,
});

const ERR = {
  notConfigured: 'This form has not been configured yet.',
  badKey: 'Error processing form submission. Please reload and try again.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  captcha: 'Complete CAPTCHA before submitting.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
};

describe('POST /api/form/FormSubmissionKey', () => {
  it('answers a fresh 128-bit key each time, with an empty body and the crumb', async () => {
    const { app } = await start();
    const a = await getKey(app);
    const b = await getKey(app);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    const noCrumb = await app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey' });
    expect(noCrumb.statusCode).toBe(401);
  });

  it('a key stores one submission; a spent key cannot store another', async () => {
    const { app, db } = await start();
    const key = await getKey(app);
    const first = await save(app, submission(key));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, submissionId: expect.any(Number) });
    // Same key, other values: not a replay of the stored POST's form, but the key is spent.
    const other = await save(app, submission(key, VALID, { formId: 'locked', form: JSON.stringify({ email: 'b@example.com' }) }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: ERR.badKey });
    expect(listFormSubmissions(db)).toHaveLength(1);
  });

  it('a key expires after 30 minutes', async () => {
    const { app } = await start();
    const early = await getKey(app);
    const late = await getKey(app);
    clock += FORM_KEY_TTL_MS - 1;
    expect((await save(app, submission(early))).statusCode).toBe(200);
    clock += 1;
    const expired = await save(app, submission(late));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: ERR.badKey });
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('stores the parsed values and the event context', async () => {
    const { app, db } = await start();
    const key = await getKey(app);
    const response = await save(app, submission(key, { ...VALID, unknownField: 'dropped', heading: 'dropped too' }));
    expect(response.statusCode).toBe(200);
    const [stored, ...rest] = listFormSubmissions(db, 'contact');
    expect(rest).toHaveLength(0);
    expect(stored?.id).toBe(response.json().submissionId);
    expect(stored?.payload).toEqual({
      form: VALID,
      formId: 'contact',
      collectionId: 'c1',
      objectName: 'o1',
      isOverlayForm: 'false',
      submitButtonText: 'Send',
      pageTitle: 'Contact',
      pageId: 'p1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: '1',
    });
  });

  it('a retried POST gets the first answer and is stored once', async () => {
    const { app, db } = await start();
    const key = await getKey(app);
    const first = await save(app, submission(key));
    const again = await save(app, submission(key));
    const third = await save(app, submission(key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(listFormSubmissions(db, 'contact')).toHaveLength(1);
  });

  it('404s a form that is not configured', async () => {
    const { app } = await start();
    const key = await getKey(app);
    for (const formId of ['nope', '', 'broken']) {
      const response = await save(app, submission(key, VALID, { formId }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ERR.notConfigured });
    }
  });

  it('400s a missing or unknown key', async () => {
    const { app, db } = await start();
    for (const key of [undefined, '', 'f'.repeat(32)]) {
      const response = await save(app, submission(key as string, VALID, { key }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ERR.badKey });
    }
    expect(listFormSubmissions(db)).toHaveLength(0);
  });

  it('400s form fields that are not a JSON object of field values', async () => {
    const { app } = await start({ formRateLimit: { max: 100, windowMs: 60_000 } });
    for (const form of ['{nope', '[]', 'null', '"text"', JSON.stringify({ ...VALID, email: 5 }), JSON.stringify({ ...VALID, rating: { q1: [1] } })]) {
      const response = await save(app, submission(await getKey(app), form));
      expect(response.statusCode, form).toBe(400);
      expect(response.json()).toEqual({ error: ERR.unparsable });
    }
    const missing = await save(app, submission(await getKey(app), VALID, { form: undefined }));
    expect(missing.json()).toEqual({ error: ERR.unparsable });
  });

  it('checks the fields as the client does: required, email, character limit', async () => {
    const { app, db } = await start();
    const key = await getKey(app);
    const response = await save(app, submission(key, { email: 'not-an-email', message: 'x'.repeat(11) }));
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
    expect(errors.email).toMatch(/^Email is not valid\./);
    expect(errors.message).toBe('You have exceeded the character limit.');
    expect(listFormSubmissions(db)).toHaveLength(0);
    // The key was not spent by the refused attempt.
    expect((await save(app, submission(key))).statusCode).toBe(200);
  });

  it('forces values into their field shapes and cleans control characters before storing', async () => {
    const { app, db } = await start();
    const response = await save(app, submission(await getKey(app), { ...VALID, interests: 'a', message: 'a\r\nb\u0007' }));
    expect(response.statusCode).toBe(200);
    expect(listFormSubmissions(db)[0]?.payload.form).toMatchObject({ interests: [], message: 'a\nb' });
  });

  it('needs the stand-in captcha token on a captcha form', async () => {
    const { app, db } = await start();
    const locked = (key: string, captchaKey?: string) =>
      save(app, submission(key, { email: 'a@example.com' }, { formId: 'locked', captchaKey }));
    for (const captchaKey of [undefined, '', 'real-token']) {
      const response = await locked(await getKey(app), captchaKey);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ERR.captcha });
    }
    expect((await locked(await getKey(app), 'sqs-captcha-ok:123')).statusCode).toBe(200);
    expect(listFormSubmissions(db, 'locked')).toHaveLength(1);
  });

  it('limits attempts per visitor with Retry-After; replays are not counted', async () => {
    const { app, db } = await start({ formRateLimit: { max: 2, windowMs: 10_000 } });
    const key = await getKey(app);
    expect((await save(app, submission(key))).statusCode).toBe(200);
    expect((await save(app, submission('bad-key'))).statusCode).toBe(400); // refused attempts count too
    const limited = await save(app, submission(await getKey(app)));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('10');
    expect(limited.json()).toEqual({ error: ERR.rateLimited });

    expect((await save(app, submission(key))).statusCode).toBe(200); // a replay still answers
    clock += 4_000;
    expect((await save(app, submission(await getKey(app)))).headers['retry-after']).toBe('6');

    // Another visitor (the ss_cvr cookie) on the same IP has its own allowance.
    expect((await save(app, submission(await getKey(app)), { ss_cvr: 'visitor-2' })).statusCode).toBe(200);

    clock += 6_000;
    expect((await save(app, submission(await getKey(app)))).statusCode).toBe(200);
    expect(listFormSubmissions(db)).toHaveLength(3);
  });

  it('limits per client address too: 200 attempts from one address, each with a fresh cookie, store 20 (the address limit)', async () => {
    const { app, db } = await start();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i += 1) {
      const response = await save(app, submission(await getKey(app)), { ss_cvr: `fresh-${i}` });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toBe('60');
        expect(response.json()).toEqual({ error: ERR.rateLimited });
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 20, 429: 180 });
    expect(listFormSubmissions(db)).toHaveLength(20);
  });

  it('both limits must allow an attempt: a cookie keeps its count across addresses, an address across cookies', async () => {
    const { app, db } = await start({ formRateLimit: { max: 2, windowMs: 10_000, perAddressMax: 3 } });
    const from = async (address: string, cookie?: string) =>
      (await save(app, submission(await getKey(app)), cookie ? { ss_cvr: cookie } : {}, address)).statusCode;
    expect([await from('10.0.0.1', 'a'), await from('10.0.0.1', 'a')]).toEqual([200, 200]);
    expect(await from('10.0.0.2', 'a')).toBe(429); // a new address does not renew the cookie's allowance
    expect(await from('10.0.0.1', 'b')).toBe(200); // the address's third
    expect(await from('10.0.0.1', 'c')).toBe(429); // a new cookie does not renew the address's allowance
    // Without a cookie the visitor is the address.
    expect([await from('10.0.0.3'), await from('10.0.0.3'), await from('10.0.0.3')]).toEqual([200, 200, 429]);
    expect(await from('10.0.0.3', 'd')).toBe(200);
    clock += 10_000;
    expect([await from('10.0.0.1', 'a'), await from('10.0.0.2', 'c')]).toEqual([200, 200]);
    expect(listFormSubmissions(db)).toHaveLength(8);
  });

  it('defaults to 5 attempts per minute', async () => {
    const { app } = await start();
    for (let i = 0; i < 5; i += 1) expect((await save(app, submission('x'))).statusCode).toBe(400);
    const limited = await save(app, submission('x'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
  });
});

describe('bad submissions answer 4xx with SPEC.md §8 texts', () => {
  const post = (app: FastifyInstance, type: string | undefined, payload: string | undefined, url = '/api/form/SaveFormSubmission') =>
    app.inject({ method: 'POST', url: `${url}?crumb=c`, cookies: CRUMB, ...(type ? { headers: { 'content-type': type } } : {}), ...(payload !== undefined ? { payload } : {}) });

  it('a body that is not a form or JSON object (text/plain, none) is 400, not 404', async () => {
    const { app, db } = await start({ formRateLimit: { max: 100, windowMs: 60_000 } });
    const fields = new URLSearchParams(submission(await getKey(app)) as Record<string, string>).toString();
    for (const [type, payload] of [['text/plain', fields], ['text/plain', JSON.stringify(submission('k'))], [undefined, undefined]] as const) {
      const response = await post(app, type, payload);
      expect(response.statusCode, `${type} ${payload}`).toBe(400);
      expect(response.json()).toEqual({ error: ERR.badKey });
    }
    expect(listFormSubmissions(db)).toHaveLength(0);
  });

  it('malformed, oversized or unknown bodies and the API-wide limit answer the form texts', async () => {
    const { app } = await start({ formRateLimit: { max: 100, windowMs: 60_000 } });
    const cases = [
      ['application/json', '{"key":', 400],
      ['application/json', `{"form": "${'x'.repeat(2 * 1024 * 1024)}"}`, 413],
      ['application/xml', '<form/>', 415],
    ] as const;
    for (const [type, payload, status] of cases) {
      const save = await post(app, type, payload);
      expect([save.statusCode, save.json()]).toEqual([status, { error: ERR.badKey }]);
      const key = await post(app, type, payload, '/api/form/FormSubmissionKey');
      expect([key.statusCode, key.json()]).toEqual([status, { error: 'Could not get a form submission key, please try again later.' }]);
    }
    // The API-wide limit (600 calls a minute per address) answers 429 with Retry-After.
    let limited = await post(app, undefined, undefined, '/api/form/FormSubmissionKey');
    for (let i = 0; i < 600 && limited.statusCode !== 429; i += 1) limited = await post(app, undefined, undefined, '/api/form/FormSubmissionKey');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: ERR.rateLimited });
  });

  it('caps each field on the server: its maxLength, else 10,000 characters for a textarea and 1,000 for others', async () => {
    const { app, db } = await start({ formRateLimit: { max: 100, windowMs: 60_000 } });
    const send = async (form: object, extra: Fields = {}) => save(app, submission(await getKey(app), form, { formId: 'limits', ...extra }));
    const atCaps = { subject: 's'.repeat(1000), notes: 'n'.repeat(10_000), short: '12345', name: ['a'.repeat(500), 'b'.repeat(500)], tags: ['a'.repeat(1000)] };
    expect((await send(atCaps)).statusCode).toBe(200);

    const over = await send({ subject: 's'.repeat(1001), notes: 'n'.repeat(10_001), short: '123456', name: ['a'.repeat(500), 'b'.repeat(501)], tags: ['a'.repeat(600), 'b'.repeat(401)], mood: { q1: ['2'.repeat(1001)] } });
    expect(over.statusCode).toBe(400);
    const limit = 'You have exceeded the character limit.';
    expect(over.json()).toEqual({ errors: { subject: limit, notes: limit, short: limit, name: limit, tags: limit, mood: limit } });

    // The reported case: a 900 KB name is refused, not stored.
    const huge = await send({ name: ['x'.repeat(900_000), ''] });
    expect(huge.json()).toEqual({ errors: { name: limit } });
    // Event-context fields are capped too (2,000 characters).
    const context = await send({ subject: 'ok' }, { pageTitle: 't'.repeat(2001) });
    expect([context.statusCode, context.json()]).toEqual([400, { error: ERR.badKey }]);

    expect(listFormSubmissions(db)).toHaveLength(1);
    expect(listFormSubmissions(db)[0]?.payload.form).toEqual(atCaps);
  });

  it('a likert keeps only the questions its field asks', async () => {
    const { app, db } = await start();
    const response = await save(app, submission(await getKey(app), { mood: { q1: ['2'], q3: ['x'.repeat(100)], __proto__: ['-2'] } }, { formId: 'limits' }));
    expect(response.statusCode).toBe(200);
    expect(listFormSubmissions(db)[0]?.payload.form.mood).toEqual({ q1: ['2'] });
  });

  it('field ids named like Object.prototype members are ordinary fields', async () => {
    const { app, db } = await start({ formRateLimit: { max: 100, windowMs: 60_000 } });
    const send = async (form: string) => save(app, submission(await getKey(app), form, { formId: 'builtins' }));
    // Raw JSON text: a "__proto__" key in JSON is an own property, as a browser sends it.
    const missing = await send('{"toString": "123456", "hasOwnProperty": ["a"]}');
    expect(missing.statusCode).toBe(400);
    const errors = missing.json().errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(errors.constructor).toBe('constructor is required.');
    expect(errors.toString).toBe('You have exceeded the character limit.');

    const ok = await send('{"__proto__": "p", "constructor": "c", "toString": "t", "hasOwnProperty": ["b"], "valueOf": "dropped"}');
    expect(ok.statusCode).toBe(200);
    const stored = listFormSubmissions(db)[0]?.payload.form as Record<string, unknown>;
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype); // read back with JSON.parse: an own key, not the prototype
    expect(Object.entries(stored)).toEqual([['__proto__', 'p'], ['constructor', 'c'], ['toString', 't'], ['hasOwnProperty', ['b']]]);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });
});

describe('dev fault injection', () => {
  const arm = (app: FastifyInstance, fault: object) => app.inject({ method: 'POST', url: '/api/dev/faults', payload: fault });

  it('answers the armed status for the next `times` requests to the path, then nothing', async () => {
    const { app, db } = await start({ formRateLimit: { max: 100, windowMs: 60_000 } });
    const armed = await arm(app, { path: '/api/form/SaveFormSubmission', status: 500, times: 2 });
    expect(armed.statusCode).toBe(200);
    expect(armed.json()).toEqual({ armed: { path: '/api/form/SaveFormSubmission', status: 500, remaining: 2 } });
    expect((await getKey(app)).length).toBe(32); // other paths untouched
    const key = await getKey(app);
    for (let i = 0; i < 2; i += 1) {
      const failed = await save(app, submission(key));
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: 'Injected fault' });
    }
    expect((await save(app, submission(key))).statusCode).toBe(200);
    expect(listFormSubmissions(db)).toHaveLength(1);
  });

  it('429 answers the SPEC text with Retry-After; retryAfter applies to other statuses too', async () => {
    const { app } = await start();
    await arm(app, { path: '/api/form/SaveFormSubmission', status: 429, retryAfter: 7 });
    await arm(app, { path: '/api/form/SaveFormSubmission', status: 503, retryAfter: 2 });
    await arm(app, { path: '/api/form/SaveFormSubmission', status: 429 });
    const first = await save(app, submission('k'));
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('7');
    expect(first.json()).toEqual({ error: ERR.rateLimited });
    const second = await save(app, submission('k'));
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('2');
    expect((await save(app, submission('k'))).headers['retry-after']).toBe('1');
  });

  it('drop closes the connection with no answer, and the request is not handled', async () => {
    const { app, db } = await start();
    await arm(app, { path: '/api/form/SaveFormSubmission', drop: true });
    const key = await getKey(app);
    await expect(save(app, submission(key))).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    expect(listFormSubmissions(db)).toHaveLength(0);
    expect((await save(app, submission(key))).statusCode).toBe(200);
  });

  it('drop goes through the real HTTP stack too', async () => {
    const { app } = await start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    await arm(app, { path: '/api/form/FormSubmissionKey', drop: true });
    const url = `http://127.0.0.1:${port}/api/form/FormSubmissionKey?crumb=c`;
    const init = { method: 'POST', headers: { cookie: 'crumb=c' } };
    await expect(fetch(url, init)).rejects.toThrow();
    expect((await fetch(url, init)).status).toBe(200);
  });

  it('delays, lists, clears, ignores the query, and refuses a malformed fault', async () => {
    const { app } = await start();
    await arm(app, { path: '/api/form/FormSubmissionKey', delayMs: 60 });
    const started = Date.now();
    await getKey(app); // path match ignores ?crumb=
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);

    await arm(app, { path: '/api/form/FormSubmissionKey', status: 500, times: 3 });
    const listed = await app.inject({ method: 'GET', url: '/api/dev/faults' });
    expect(listed.json().faults).toHaveLength(1);
    const cleared = await app.inject({ method: 'DELETE', url: '/api/dev/faults' });
    expect(cleared.json()).toEqual({ cleared: 1 });
    await getKey(app);

    for (const bad of [{}, { path: 'relative', status: 500 }, { path: '/x' }, { path: '/x', status: 99 }, { path: '/x', status: 500, times: 0 }, { path: '/api/dev/faults', drop: true }]) {
      const response = await arm(app, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('does not exist in production', async () => {
    const { app } = await start({ dev: false });
    const response = await app.inject({ method: 'POST', url: '/api/dev/faults?crumb=c', cookies: CRUMB, payload: { path: '/x', status: 500 } });
    expect(response.statusCode).toBe(404);
  });
});

describe('demo pages', () => {
  const attributes = (html: string) => [...html.matchAll(/data-block-json='([^']*)'/g)].map((m) => m[1] ?? '');
  const unescape = (text: string) =>
    text.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

  it('embeds the stored form definition escaped for a single-quoted attribute', async () => {
    const { app, db } = await start();
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.statusCode).toBe(200);
    const [contact, unknown] = attributes(page.body);
    expect(contact).not.toMatch(/["<>]/);
    expect(contact).toContain('It&#39;s \\&quot;quoted\\&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(JSON.parse(unescape(contact ?? ''))).toEqual(getForm(db, 'contact'));
    expect(JSON.parse(unescape(contact ?? '')).formName).toBe(TRICKY);
    expect(unknown).toBe('');
  });

  it('gives every page response its own nonce, in the CSP and on {{nonce}}', async () => {
    const { app } = await start();
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const page = await app.inject({ method: 'GET', url: '/page' });
      const nonce = page.body.match(/nonce="([^"]+)"/)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
      expect(csp).toContain('trusted-types sqs-post-submit');
      expect(csp).toContain("require-trusted-types-for 'script'"); // issue 20: required on every page
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    expect(plain.body).toBe('<!doctype html><p>No placeholders.</p>');
    expect(plain.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
  });

  it('starts without a forms folder', async () => {
    const { app, db } = await start({ demoDir: demoDir(false) });
    expect(db.prepare('SELECT COUNT(*) AS n FROM forms').get()).toEqual({ n: 0 });
    expect((await save(app, submission(await getKey(app)))).statusCode).toBe(404);
  });

  it('the shipped demo forms read without problems; contact has every field type and submits', async () => {
    const { app, db } = await start({ demoDir: path.join(REPO_ROOT, 'packages/server/demo') });
    const ids = (db.prepare('SELECT form_id FROM forms ORDER BY form_id').all() as Array<{ form_id: string }>).map((row) => row.form_id);
    expect(ids).toEqual(expect.arrayContaining(['captcha-form', 'contact', 'newsletter']));
    for (const id of ids) expect(readFormDefinition(getForm(db, id)).problems, id).toEqual([]);
    const contact = readFormDefinition(getForm(db, 'contact')).definition;
    expect(new Set(contact.fields.map((f) => f.type))).toEqual(new Set(FIELD_TYPES));
    expect(contact.postSubmitHtml).toContain('<script>');
    expect(readFormDefinition(getForm(db, 'newsletter')).definition.isNewsletter).toBe(true);
    expect(readFormDefinition(getForm(db, 'captcha-form')).definition.captcha).toBe(true);

    const response = await save(app, {
      ...submission(await getKey(app), {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        message: 'Hello',
        'contact-method': 'Email',
        satisfaction: { 'The coffee was good': ['2'] },
        source: 'demo-site',
      }),
      collectionId: 'contact-page',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
