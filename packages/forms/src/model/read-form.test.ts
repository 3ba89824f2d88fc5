import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_TYPES, createField, isFieldType } from './field-types';
import type { FormDefinition } from './field-types';
import { DEFAULT_SUBMIT_BUTTON_TEXT, isSafeRedirect, readFormDefinition } from './read-form';
import { definition as definitionArb } from './test-arbitraries';

const EMPTY: FormDefinition = {
  formId: '',
  collectionId: '',
  objectName: '',
  formName: '',
  submitButtonText: 'Submit',
  submissionMessageHtml: '',
  postSubmitHtml: '',
  successRedirect: '',
  captcha: false,
  isNewsletter: false,
  fields: [],
};

/** The first field read from a one-field form. */
function one(raw: Record<string, unknown>): ReturnType<typeof readFormDefinition> & { field: ReturnType<typeof createField> | undefined } {
  const result = readFormDefinition({ fields: [{ id: 'f', type: 'text', ...raw }] });
  return { ...result, field: result.definition.fields[0] };
}

describe('readFormDefinition', () => {
  it('reads a complete CONTRACT.md §4 form', () => {
    const input = {
      formId: 'form-1',
      collectionId: 'col-1',
      objectName: 'block-9',
      formName: 'Contact',
      submitButtonText: 'Send',
      submissionMessageHtml: '<p>Thanks!</p>',
      postSubmitHtml: '<script>track()</script>',
      successRedirect: '/thanks',
      captcha: true,
      isNewsletter: false,
      fields: [
        { id: 'name-1', type: 'name', title: 'Name', description: 'Your name', required: true },
        { id: 'email-1', type: 'email', title: 'Email', placeholder: 'you@site.com', required: 'true' },
        { id: 'msg-1', type: 'textarea', title: 'Message', maxLength: 500 },
        { id: 'phone-1', type: 'phone', title: 'Phone', showCountryCode: true },
        { id: 'sec-1', type: 'section', title: 'More', underline: true },
        { id: 'cur-1', type: 'currency', title: 'Budget', currencySymbol: '$' },
        { id: 'rate-1', type: 'likert', title: 'Rate us', options: ['-2', '-1', '0', '1', '2'], questions: ['Speed', 'Price'] },
        { id: 'src-1', type: 'hidden', key: 'utm_source', value: 'direct' },
      ],
    };
    const { definition, problems } = readFormDefinition(input);
    expect(problems).toEqual([]);
    expect(definition).toEqual({
      ...input,
      fields: [
        createField('name-1', 'name', { title: 'Name', description: 'Your name', required: true }),
        createField('email-1', 'email', { title: 'Email', placeholder: 'you@site.com', required: true }),
        createField('msg-1', 'textarea', { title: 'Message', maxLength: 500 }),
        createField('phone-1', 'phone', { title: 'Phone', showCountryCode: true }),
        createField('sec-1', 'section', { title: 'More', underline: true }),
        createField('cur-1', 'currency', { title: 'Budget', currencySymbol: '$' }),
        createField('rate-1', 'likert', { title: 'Rate us', options: ['-2', '-1', '0', '1', '2'], questions: ['Speed', 'Price'] }),
        createField('src-1', 'hidden', { key: 'utm_source', value: 'direct' }),
      ],
    });
  });

  it('gives every key its default, quietly, for an empty object', () => {
    expect(readFormDefinition({})).toEqual({ definition: EMPTY, problems: [] });
    expect(DEFAULT_SUBMIT_BUTTON_TEXT).toBe('Submit');
  });

  it('reads JSON text too', () => {
    expect(readFormDefinition('{"formId":"x"}').definition.formId).toBe('x');
    expect(readFormDefinition('{"formId":').problems).toEqual(['The form definition is not valid JSON.']);
    expect(readFormDefinition('{"formId":').definition).toEqual(EMPTY);
  });

  it('reports a definition that is not an object', () => {
    for (const v of [null, undefined, 42, true, [], [{}], '"text"', '[]']) {
      const { definition, problems } = readFormDefinition(v);
      expect(definition).toEqual(EMPTY);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^The form definition is not an object/);
    }
  });

  it('reads strings as given, numbers as their text, anything else as empty', () => {
    expect(readFormDefinition({ formId: '  padded  ' }).definition.formId).toBe('  padded  ');
    expect(readFormDefinition({ formId: 42 }).definition.formId).toBe('42');
    for (const v of [NaN, Infinity, true, null, {}, ['a']]) expect(readFormDefinition({ formId: v }).definition.formId).toBe('');
  });

  it("reads true and 'true' as true, anything else as false", () => {
    for (const v of [true, 'true']) expect(readFormDefinition({ captcha: v }).definition.captcha).toBe(true);
    for (const v of [false, 'false', 'TRUE', 1, 'yes', null, undefined, {}]) expect(readFormDefinition({ captcha: v }).definition.captcha).toBe(false);
  });

  it("defaults a blank submit label to 'Submit'", () => {
    for (const v of [undefined, '', '   ', null]) expect(readFormDefinition({ submitButtonText: v }).definition.submitButtonText).toBe('Submit');
    expect(readFormDefinition({ submitButtonText: ' Go ' }).definition.submitButtonText).toBe(' Go ');
  });

  it('keeps only relative or http(s) success redirects', () => {
    for (const url of ['', '/thanks', 'thanks', '?done=1', '#top', 'https://example.com/x', 'HTTP://example.com', '//example.com/x']) {
      expect(isSafeRedirect(url), url).toBe(true);
      expect(readFormDefinition({ successRedirect: url })).toEqual({ definition: { ...EMPTY, successRedirect: url }, problems: [] });
    }
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.co']) {
      expect(isSafeRedirect(url), url).toBe(false);
      const { definition, problems } = readFormDefinition({ successRedirect: url });
      expect(definition.successRedirect).toBe('');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/success redirect/);
    }
  });

  describe('fields', () => {
    it('reports fields that are not an array', () => {
      for (const v of ['x', 1, {}, true]) {
        const { definition, problems } = readFormDefinition({ fields: v });
        expect(definition.fields).toEqual([]);
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/"fields" is not an array/);
      }
      expect(readFormDefinition({ fields: null }).problems).toEqual([]);
    });

    it('drops entries that are not objects, naming their position', () => {
      const { definition, problems } = readFormDefinition({ fields: [null, 'text', { id: 'a', type: 'text' }, []] });
      expect(definition.fields.map((f) => f.id)).toEqual(['a']);
      expect(problems).toEqual([
        'Field #1 is not an object (null); dropped.',
        'Field #2 is not an object ("text"); dropped.',
        'Field #4 is not an object (an array); dropped.',
      ]);
    });

    it('drops fields without an id', () => {
      const { definition, problems } = readFormDefinition({ fields: [{ type: 'text' }, { id: '', type: 'email' }, { id: null, type: 'text' }] });
      expect(definition.fields).toEqual([]);
      expect(problems).toEqual(['Field #1 has no id; dropped.', 'Field #2 has no id; dropped.', 'Field #3 has no id; dropped.']);
    });

    it('reads a numeric id as text', () => {
      expect(readFormDefinition({ fields: [{ id: 7, type: 'text' }] }).definition.fields[0]?.id).toBe('7');
    });

    it('drops unknown types with a problem naming the field id and type', () => {
      const { definition, problems } = readFormDefinition({
        fields: [
          { id: 'up', type: 'upload' },
          { id: 'none' },
          { id: 'num', type: 3 },
          { id: 'proto', type: 'toString' },
        ],
      });
      expect(definition.fields).toEqual([]);
      expect(problems).toEqual([
        'Field "up" has unknown type "upload"; dropped.',
        'Field "none" has unknown type undefined; dropped.',
        'Field "num" has unknown type 3; dropped.',
        'Field "proto" has unknown type "toString"; dropped.',
      ]);
    });

    it('reads a type whatever its case and surrounding spaces', () => {
      const { definition, problems } = readFormDefinition({ fields: [{ id: 'a', type: ' Email ' }, { id: 'b', type: 'TEXTAREA' }] });
      expect(definition.fields.map((f) => f.type)).toEqual(['email', 'textarea']);
      expect(problems).toEqual([]);
    });

    it('keeps the first of fields sharing an id', () => {
      const { definition, problems } = readFormDefinition({
        fields: [
          { id: 'a', type: 'text', title: 'First' },
          { id: 'a', type: 'email', title: 'Second' },
          { id: 'b', type: 'text' },
          { id: 'a', type: 'text' },
        ],
      });
      expect(definition.fields.map((f) => [f.id, f.title])).toEqual([
        ['a', 'First'],
        ['b', ''],
      ]);
      expect(problems).toEqual([
        'Field "a" (email) repeats the id of an earlier field; dropped.',
        'Field "a" (text) repeats the id of an earlier field; dropped.',
      ]);
    });

    it('keeps a positive integer maxLength on any type, quietly nulls 0 and missing, reports the rest', () => {
      for (const [raw, expected] of [
        [1, 1],
        [500, 500],
        ['200', 200],
        [' 30 ', 30],
      ] as const) {
        for (const type of ['textarea', 'text'] as const) {
          const { field, problems } = one({ type, maxLength: raw });
          expect(field?.maxLength).toBe(expected);
          expect(problems).toEqual([]);
        }
      }
      for (const raw of [undefined, null, 0, '0', '']) {
        const { field, problems } = one({ maxLength: raw });
        expect(field?.maxLength).toBeNull();
        expect(problems).toEqual([]);
      }
      for (const raw of [-1, 1.5, NaN, Infinity, 2 ** 53, '1e3', '-5', '10px', true, {}, [10]]) {
        const { field, problems } = one({ maxLength: raw });
        expect(field?.maxLength, String(raw)).toBeNull();
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/^Field "f" has an invalid maxLength/);
      }
    });

    it('keeps the string entries of options and questions', () => {
      const { field } = one({ options: ['a', 1, null, 'b', ['c'], ''], questions: 'not an array' });
      expect(field?.options).toEqual(['a', 'b', '']);
      expect(field?.questions).toEqual([]);
    });

    it('survives hostile objects: a throwing getter drops one field', () => {
      const bad = {
        id: 'x',
        get type(): string {
          throw new Error('boom');
        },
      };
      const { definition, problems } = readFormDefinition({ fields: [bad, { id: 'ok', type: 'text' }] });
      expect(definition.fields.map((f) => f.id)).toEqual(['ok']);
      expect(problems).toEqual(['Field #1 could not be read; dropped.']);
      const trap = new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
        },
      );
      const result = readFormDefinition(trap);
      expect(result.definition).toEqual(EMPTY);
      expect(result.problems).toEqual(['The form definition could not be read.']);
    });
  });

  describe('properties', () => {
    it('never throws, and always gives a complete, well-typed definition with unique ids', () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.record({ fields: fc.array(fc.anything(), { maxLength: 6 }) })), (input) => {
          const { definition, problems } = readFormDefinition(input);
          expect(Object.keys(definition).sort()).toEqual(Object.keys(EMPTY).sort());
          for (const k of ['formId', 'collectionId', 'objectName', 'formName', 'submitButtonText', 'submissionMessageHtml', 'postSubmitHtml', 'successRedirect'] as const) {
            expect(typeof definition[k]).toBe('string');
          }
          expect(definition.submitButtonText.trim()).not.toBe('');
          expect(new Set(definition.fields.map((f) => f.id)).size).toBe(definition.fields.length);
          for (const f of definition.fields) {
            expect(f.id).not.toBe('');
            expect(isFieldType(f.type)).toBe(true);
            expect(Object.keys(f).sort()).toEqual(Object.keys(createField('x', 'text')).sort());
            expect(f.maxLength === null || (Number.isSafeInteger(f.maxLength) && f.maxLength > 0)).toBe(true);
            expect(f.options.every((o) => typeof o === 'string')).toBe(true);
          }
          expect(problems.every((p) => typeof p === 'string' && p.length > 0)).toBe(true);
        }),
      );
    });

    it('reads back what it would write: a definition, as an object or as JSON, is a fixed point', () => {
      fc.assert(
        fc.property(definitionArb, (d) => {
          expect(readFormDefinition(d)).toEqual({ definition: d, problems: [] });
          expect(readFormDefinition(JSON.stringify(d))).toEqual({ definition: d, problems: [] });
        }),
      );
    });

    it('drops exactly the fields with an unknown type, and reports each one', () => {
      const known = fc.constantFrom(...FIELD_TYPES);
      const unknown = fc.string({ maxLength: 8 }).filter((s) => !isFieldType(s.trim().toLowerCase()));
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.boolean(), known, unknown), { maxLength: 8 }), (specs) => {
          const fields = specs.map(([ok, k, u], i) => ({ id: `f${i}`, type: ok ? k : u }));
          const { definition, problems } = readFormDefinition({ fields });
          expect(definition.fields.map((f) => f.id)).toEqual(fields.filter((_, i) => specs[i]?.[0]).map((f) => f.id));
          expect(problems).toHaveLength(specs.filter(([ok]) => !ok).length);
        }),
      );
    });
  });
});
