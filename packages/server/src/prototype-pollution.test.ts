// Prototype pollution: 10,000 generated requests carrying `__proto__`, `constructor`
// and `prototype` keys (JSON, form and text/plain bodies, the `form` field's own JSON,
// query strings, cookies) at every route the app registers, including a form whose
// field ids and likert questions are those names. After each request Object.prototype
// (and Array.prototype) must be exactly as before.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KEY_TTL_MS } from './routes/forms';
import { insertFormKey } from './forms-store';
import { tempDir, testApp } from './testing';

const DANGEROUS = ['__proto__', 'constructor', 'prototype'] as const;
const LEAF = 'polluted';

const snapshot = (target: object) =>
  Object.getOwnPropertyNames(target)
    .sort()
    .map((name) => [name, Object.getOwnPropertyDescriptor(target, name)] as const);

const KEYS = ['value', 'get', 'set', 'writable', 'enumerable', 'configurable'] as const;
/** True when `target` still has exactly the properties `before` recorded, each the same. */
function unchanged(target: object, before: ReturnType<typeof snapshot>): boolean {
  const names = Object.getOwnPropertyNames(target);
  if (names.length !== before.length) return false;
  return before.every(([name, was]) => {
    const now = Object.getOwnPropertyDescriptor(target, name);
    return now !== undefined && KEYS.every((key) => now[key] === was![key]);
  });
}

/**
 * Puts `target` back as `before` found it, so one polluting run does not fail every run
 * after it and fast-check shrinks to the request that did it.
 */
function restore(target: object, before: ReturnType<typeof snapshot>): void {
  const kept = new Map(before);
  for (const name of Object.getOwnPropertyNames(target)) if (!kept.has(name)) Reflect.deleteProperty(target, name);
  for (const [name, descriptor] of before) Object.defineProperty(target, name, descriptor!);
}

/** A key path such as ['constructor', 'prototype', 'polluted'], mostly dangerous names. */
const keyPath = fc.array(
  fc.oneof(fc.constantFrom(...DANGEROUS), fc.constantFrom(LEAF, 'x', '0', 'toString', 'hasOwnProperty'), fc.string({ maxLength: 4 })),
  { minLength: 1, maxLength: 4 },
);

/** A scalar or array leaf, as JSON text. */
const leaf = fc.oneof(fc.constant('"yes"'), fc.constant('1'), fc.constant('true'), fc.constant('["a"]'), fc.constant('{}'));

/** JSON text nesting `path` down to `value`, written by hand so "__proto__" stays a literal key. */
const nest = (keys: string[], value: string): string => keys.reduceRight((inner, key) => `{${JSON.stringify(key)}: ${inner}}`, value);

/** An object (as JSON text) with several dangerous paths merged at the top level. */
const jsonObject = fc
  .array(fc.tuple(keyPath, leaf), { minLength: 1, maxLength: 4 })
  .map((entries) => `{${entries.map(([keys, value]) => nest(keys, value).slice(1, -1)).join(', ')}}`);

/** A `form` field in the shapes field values take, keyed by the builtins form's ids. */
const formValues = fc
  .array(
    fc.tuple(
      fc.constantFrom(...DANGEROUS, 'toString', 'hasOwnProperty'),
      fc.constantFrom('"yes"', '["a", "b"]', '{"__proto__": ["1"], "constructor": ["1"], "prototype": ["1"]}'),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${value}`).join(', ')}}`);

/** `a[b][c]=v` and `a.b.c=v`: how bracket and dot parsers nest keys. */
const formPair = fc.tuple(keyPath, fc.constantFrom('[]', '.'), fc.constantFrom('yes', '1', '')).map(([keys, style, value]) => {
  const name = style === '[]' ? keys[0] + keys.slice(1).map((k) => `[${k}]`).join('') : keys.join('.');
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
});
const formPairs = fc.array(formPair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&'));

describe('prototype pollution', () => {
  let built: Awaited<ReturnType<typeof testApp>>;
  let removeDemo: () => void;

  beforeAll(async () => {
    const demo = tempDir('sqs-demo-');
    removeDemo = demo.remove;
    mkdirSync(path.join(demo.dir, 'forms'));
    const field = (id: string, type: string, extra: object = {}) => ({ id, type, title: id, ...extra });
    writeFileSync(
      path.join(demo.dir, 'forms', 'builtins.json'),
      JSON.stringify({
        formId: 'builtins',
        fields: [
          field('__proto__', 'text'),
          field('constructor', 'name'),
          field('prototype', 'checkbox', { options: ['a'] }),
          field('toString', 'likert', { options: ['1'], questions: ['__proto__', 'constructor', 'prototype'] }),
          field('hasOwnProperty', 'textarea'),
        ],
      }),
    );
    built = await testApp({ demoDir: demo.dir, formRateLimit: { max: 1e9, windowMs: 60_000 } });
    await built.app.ready();
  });
  afterAll(async () => {
    await built.close();
    removeDemo();
  });

  it('no request changes Object.prototype (10,000 runs)', async () => {
    const routes = built.routes.map((route) => ({ method: route.method, path: route.url.replace(/:[A-Za-z]+|\*/g, '__proto__') }));
    const objectBefore = snapshot(Object.prototype);
    const arrayBefore = snapshot(Array.prototype);
    let keys = 0;
    // A fresh submission key per request, written straight into the (real) database,
    // so submissions get past the key check into the field parsing.
    const freshKey = () => {
      const key = `k${(keys += 1)}`;
      insertFormKey(built.db, key, Date.now(), Date.now() + FORM_KEY_TTL_MS);
      return key;
    };

    const body = fc.oneof(
      jsonObject.map((text) => ({ type: 'application/json', text })),
      formPairs.map((text) => ({ type: 'application/x-www-form-urlencoded', text })),
      fc.oneof(jsonObject, formPairs).map((text) => ({ type: 'text/plain', text })),
      // A submission whose `form` field (and analytics' JSON-string fields) carry the payload.
      fc.tuple(fc.oneof(jsonObject, formValues), fc.constantFrom('builtins', 'contact')).map(([json, formId]) => ({
        type: 'application/x-www-form-urlencoded',
        text: new URLSearchParams({ key: '{{key}}', formId, form: json, data: json, commonData: json, customData: json, event: 'x', analyticsId: 'a', customSchemaName: 's' }).toString(),
      })),
      fc.constant(null),
    );
    // One run in four goes to the submission route, whose parsing goes deepest.
    const save = routes.find((route) => route.path === '/api/form/SaveFormSubmission')!;
    const route = fc.oneof({ arbitrary: fc.constantFrom(...routes), weight: 3 }, { arbitrary: fc.constant(save), weight: 1 });

    let runs = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(route, body, fc.option(formPairs), fc.boolean(), async (route, payload, query, dangerousCookies) => {
        runs += 1;
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          // Its own client address, so the API-wide rate limit never answers in the handler's place.
          remoteAddress: `10.1.${runs >> 8}.${runs & 255}`,
          url: `${route.path}?crumb=c${query ? `&${query}` : ''}`,
          headers: {
            cookie: `crumb=c${dangerousCookies ? '; __proto__=x; constructor=y; ss_cvr=__proto__' : ''}`,
            'x-csrf-token': 'c',
            ...(payload ? { 'content-type': payload.type } : {}),
          },
          ...(payload ? { payload: payload.text.replace('%7B%7Bkey%7D%7D', freshKey()) } : {}),
        };
        const response = await built.app.inject(options);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        for (const [target, before] of [[Object.prototype, objectBefore], [Array.prototype, arrayBefore]] as const) {
          if (unchanged(target, before)) continue;
          const after = snapshot(target);
          restore(target, before);
          expect(after, 'a prototype changed').toEqual(before);
        }
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 10_000 },
    );
    expect(runs).toBeGreaterThanOrEqual(10_000);
    // Some generated submissions were stored: the payloads did reach the storing code.
    const stored = built.db.prepare("SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = 'builtins'").get() as { n: number };
    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(`prototype pollution: ${runs} requests over ${routes.length} routes (${answers}); ${stored.n} builtins-form submissions stored; Object.prototype unchanged`);
    expect(statuses.has(429)).toBe(false);
    expect(stored.n).toBeGreaterThan(0);
  }, 120_000);
});
