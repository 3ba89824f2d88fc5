// Every route the app registers (taken from Fastify's onRoute, so a route added later is
// covered without touching this file) × a table of bad inputs. Nothing may answer 5xx;
// an /api/ 4xx answers JSON `{"error": …}` or `{"errors": {…}}` (CONTRACT.md §6), and
// the form routes answer SPEC.md §8 "Form" texts. Prints the route × case table.
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { FORM_ERRORS } from './form-errors';
import { testApp } from './testing';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const SQL = "' OR 1=1; DROP TABLE form_submissions; --";
const UNICODE = 'é😀\u202Eevil\u0000\ud800\uFFFF';
const HUGE = 'x'.repeat(10 * 1024 * 1024);
/** Replaced by a fresh form submission key, so form bodies get past the key check. */
const KEY = '{{key}}';

/** Every body field some route reads, each with a value of the wrong type. */
const WRONG_TYPES = {
  key: 1, formId: ['contact'], form: 5, captchaKey: {}, collectionId: [], email: 1, password: ['x'], rememberMe: {},
  event: 1, data: 'not json', analyticsId: 1, customSchemaName: [], commonData: 'x', customData: 5, id: {},
  path: 5, status: '500', times: -1, delayMs: 'x', drop: 'yes', pageUrl: 1, type: [], visitorCookie: {},
};
const eachField = (value: string) => Object.fromEntries(Object.keys(WRONG_TYPES).map((name) => [name, value]));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

interface Case {
  name: string;
  type?: string;
  body?: string;
  /** Appended to the query (after the crumb). */
  query?: string;
  /** Replaces each route parameter (`:id`, `*`). */
  param?: string;
  crumb?: false;
}

const CASES: Case[] = [
  { name: 'no body' },
  { name: 'malformed JSON', type: JSON_TYPE, body: '{"key": "a",' },
  { name: 'empty JSON', type: JSON_TYPE, body: '' },
  { name: 'JSON null', type: JSON_TYPE, body: 'null' },
  { name: 'JSON array', type: JSON_TYPE, body: '[1,"a",null,{}]' },
  { name: 'missing fields', type: JSON_TYPE, body: '{}' },
  { name: 'wrong types (JSON)', type: JSON_TYPE, body: JSON.stringify({ ...WRONG_TYPES, key: KEY }) },
  { name: 'wrong types (form)', type: FORM_TYPE, body: `key=${KEY}&key=b&formId=contact&formId=x&form=5&email=1&email=2&data=%7B&id=1&id=2&event=a&event=b` },
  { name: 'wrong field values', type: FORM_TYPE, body: form({ key: KEY, formId: 'contact', form: JSON.stringify({ name: 5, email: ['x'], message: { a: 1 } }) }) },
  { name: 'unicode (JSON)', type: JSON_TYPE, body: JSON.stringify({ ...eachField(UNICODE), key: KEY, formId: 'contact', form: JSON.stringify({ name: [UNICODE, UNICODE], email: UNICODE, message: UNICODE }) }) },
  { name: 'unicode (form)', type: FORM_TYPE, body: `${form({ ...eachField(UNICODE), key: KEY, formId: 'contact' })}&form=%ED%A0%80%FF&event=%C3` },
  { name: 'SQL-looking (JSON)', type: JSON_TYPE, body: JSON.stringify({ ...eachField(SQL), key: KEY }) },
  { name: 'SQL-looking (form)', type: FORM_TYPE, body: form({ ...eachField(SQL), key: KEY, form: JSON.stringify({ name: [SQL, SQL], email: SQL, message: SQL, [SQL]: SQL }) }) },
  { name: 'text/plain form', type: 'text/plain', body: form({ key: KEY, formId: 'contact', form: '{}' }) },
  { name: 'text/plain JSON', type: 'text/plain', body: '{"formId": "contact", "event": "x", "data": "{}"}' },
  { name: 'text/plain junk', type: 'text/plain', body: '\u0000\uFFFF not anything' },
  { name: '10 MB JSON', type: JSON_TYPE, body: `{"a": "${HUGE}"}` },
  { name: '10 MB form', type: FORM_TYPE, body: `key=${KEY}&formId=contact&form=${HUGE}` },
  { name: 'XML', type: 'application/xml', body: '<a>1</a>' },
  { name: 'proto keys (JSON)', type: JSON_TYPE, body: '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}' },
  { name: 'proto keys (form)', type: FORM_TYPE, body: '__proto__=x&constructor=y&__proto__[polluted]=1&constructor[prototype][polluted]=1' },
  { name: 'repeated query', query: 'formId=a&formId=b&kind=a&kind=b&cloneCart=1&cloneCart=2&id=1&id=2' },
  { name: 'odd path', param: encodeURIComponent(`${UNICODE.slice(0, 6)}../..%00${SQL}`) },
  { name: 'bad %-path', param: '%E0%A4%A' },
  { name: 'no crumb', crumb: false },
];

const REASON_PHRASES = new Set(Object.values(STATUS_CODES));
const SPEC_FORM_TEXTS = new Set<string>([...Object.values(FORM_ERRORS), 'Unauthorized request']);

describe('bad input on every route', () => {
  let built: Awaited<ReturnType<typeof testApp>>;
  let address = 0;
  // A request's own client address, so the rate limits never hide what a route does.
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  beforeAll(async () => {
    built = await testApp();
    await built.app.ready();
  });
  afterAll(async () => built.close());

  const freshKey = async () => {
    const response = await built.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey?crumb=c', cookies: { crumb: 'c' }, remoteAddress: nextAddress() });
    return String(response.json().key);
  };

  it('never answers 5xx; 4xx on /api/ is JSON {error} or {errors}, SPEC texts on the form routes', async () => {
    const routes = built.routes;
    expect(routes.length).toBeGreaterThan(40); // the enumeration did find them
    const table: string[][] = [];
    const problems: string[] = [];
    const statuses: number[] = [];
    for (const route of routes) {
      const row: string[] = [];
      for (const testCase of CASES) {
        const path = route.url.replace(/:[A-Za-z]+|\*/g, testCase.param ?? 'x1');
        const query = [testCase.crumb === false ? '' : 'crumb=c', testCase.query ?? ''].filter(Boolean).join('&');
        const body = testCase.body?.includes(KEY) ? testCase.body.replace(KEY, await freshKey()) : testCase.body;
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: query ? `${path}?${query}` : path,
          remoteAddress: nextAddress(),
          headers: {
            cookie: testCase.crumb === false ? '' : 'crumb=c',
            'x-csrf-token': 'c',
            ...(testCase.type ? { 'content-type': testCase.type } : {}),
          },
          ...(body !== undefined ? { payload: body } : {}),
        };
        let status: number;
        let answer: unknown = null;
        try {
          const response = await built.app.inject(options);
          status = response.statusCode;
          if (route.method !== 'HEAD' && String(response.headers['content-type']).startsWith('application/json')) answer = response.json();
        } catch (error) {
          problems.push(`${route.method} ${route.url} × ${testCase.name}: inject threw ${String(error)}`);
          row.push('ERR');
          continue;
        }
        statuses.push(status);
        row.push(String(status));
        const where = `${route.method} ${route.url} × ${testCase.name}: ${status} ${JSON.stringify(answer)?.slice(0, 160)}`;
        if (status >= 500) problems.push(where);
        if (status >= 400 && status < 500 && route.url.startsWith('/api/') && route.method !== 'HEAD') {
          const json = answer as { error?: unknown; errors?: unknown } | null;
          // A message, not a bare reason phrase such as "Bad Request".
          const clear =
            json !== null &&
            (typeof json.error === 'string' ? json.error.trim() !== '' && !REASON_PHRASES.has(json.error) : typeof json.errors === 'object' && json.errors !== null);
          if (!clear) problems.push(`not {error}/{errors}: ${where}`);
          if (route.url.startsWith('/api/form/') && typeof json?.error === 'string' && !SPEC_FORM_TEXTS.has(json.error)) problems.push(`not a SPEC.md §8 text: ${where}`);
        }
      }
      table.push([`${route.method} ${route.url}`, ...row]);
    }
    const width = Math.max(...table.map((row) => row[0]!.length));
    const lines = [
      CASES.map((testCase, i) => `c${i + 1} ${testCase.name}`).join(' | '),
      [''.padEnd(width), ...CASES.map((_c, i) => `c${i + 1}`.padStart(4))].join(' '),
      ...table.map(([name, ...cells]) => [name!.padEnd(width), ...cells.map((cell) => cell.padStart(4))].join(' ')),
      `${routes.length} routes × ${CASES.length} cases = ${statuses.length} requests; ` +
        `2xx ${statuses.filter((s) => s < 300).length}, 4xx ${statuses.filter((s) => s >= 400 && s < 500).length}, 5xx ${statuses.filter((s) => s >= 500).length}`,
    ];
    console.log(lines.join('\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});
