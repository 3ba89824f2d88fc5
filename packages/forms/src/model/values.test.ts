import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_TYPES, createField, partsOf } from './field-types';
import type { FormDefinition, FormField } from './field-types';
import { carryValues, coerceValue, countCharacters, emptyValue, initialValues, isBlank, isEmptyValue, sanitizeText } from './values';
import { anyValue, definition, field, trickyString, valueFor } from './test-arbitraries';

function form(fields: FormField[]): FormDefinition {
  return {
    formId: 'f',
    collectionId: 'c',
    objectName: 'o',
    formName: '',
    submitButtonText: 'Submit',
    submissionMessageHtml: '',
    postSubmitHtml: '',
    successRedirect: '',
    captcha: false,
    isNewsletter: false,
    fields,
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NL_TAB = /[\u0000-\u0008\u000B-\u001F\u007F]/;

describe('emptyValue', () => {
  it('gives each type its empty shape', () => {
    const expected: Record<string, unknown> = {
      name: ['', ''],
      address: ['', '', '', '', '', ''],
      date: ['', '', ''],
      time: ['', '', '', ''],
      phone: ['', '', ''],
      checkbox: [],
      likert: {},
    };
    for (const type of FIELD_TYPES) expect(emptyValue(createField('f', type)), type).toEqual(expected[type] ?? '');
    expect(emptyValue(createField('p', 'phone', { showCountryCode: true }))).toEqual(['', '', '', '']);
  });

  it('returns a fresh value each time', () => {
    const f = createField('c', 'checkbox');
    const a = emptyValue(f) as string[];
    a.push('x');
    expect(emptyValue(f)).toEqual([]);
  });
});

describe('initialValues', () => {
  const fields = [
    createField('name', 'name'),
    createField('notes', 'textarea'),
    createField('sec', 'section'),
    createField('src', 'hidden', { key: 'utm_source', value: 'default' }),
    createField('ref', 'hidden', { key: 'ref', value: 'fallback' }),
    createField('nokey', 'hidden', { value: 'own' }),
    createField('likes', 'checkbox', { options: ['a'] }),
    createField('rate', 'likert', { questions: ['q'] }),
  ];

  it('gives hidden fields the URL query parameter named by their key, else their own value', () => {
    const values = initialValues(form(fields), '?utm_source=news%20letter&other=1');
    expect({ ...values }).toEqual({
      name: ['', ''],
      notes: '',
      src: 'news letter',
      ref: 'fallback',
      nokey: 'own',
      likes: [],
      rate: {},
    });
  });

  it('omits sections', () => {
    expect(Object.hasOwn(initialValues(form(fields), ''), 'sec')).toBe(false);
  });

  it('takes a present but empty parameter as the value (SPEC: "if present")', () => {
    expect(initialValues(form(fields), 'ref=&utm_source').ref).toBe('');
    expect(initialValues(form(fields), 'ref=&utm_source').src).toBe('');
  });

  it('takes the first of repeated parameters, with or without a leading ?', () => {
    expect(initialValues(form(fields), 'ref=1&ref=2').ref).toBe('1');
    expect(initialValues(form(fields), '?ref=a+b').ref).toBe('a b');
  });

  it('does not match a parameter by field id, only by key', () => {
    expect(initialValues(form(fields), 'nokey=x&src=y').nokey).toBe('own');
    expect(initialValues(form(fields), 'nokey=x&src=y').src).toBe('default');
  });

  it('stores any id, __proto__ included, as an own key', () => {
    const values = initialValues(form([createField('__proto__', 'text'), createField('constructor', 'hidden', { value: 'v' })]), '');
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(Object.keys(values)).toEqual(['__proto__', 'constructor']);
    expect(values.constructor).toBe('v');
  });

  it('for any definition: one own value per submittable field, each of its empty shape unless hidden', () => {
    fc.assert(
      fc.property(definition, fc.string(), (d, search) => {
        const values = initialValues(d, search);
        const ids = d.fields.filter((f) => f.type !== 'section').map((f) => f.id);
        expect(Object.keys(values).sort()).toEqual([...ids].sort());
        const params = new URLSearchParams(search);
        for (const f of d.fields) {
          if (f.type === 'section') continue;
          const expected = f.type === 'hidden' ? ((f.key !== '' ? params.get(f.key) : null) ?? f.value) : emptyValue(f);
          expect(values[f.id]).toEqual(expected);
        }
      }),
    );
  });
});

describe('coerceValue', () => {
  const text = createField('t', 'text');
  const phone = createField('p', 'phone');
  const check = createField('c', 'checkbox');
  const likert = createField('l', 'likert');

  it('keeps right-shaped values', () => {
    expect(coerceValue(text, ' hi ')).toBe(' hi ');
    expect(coerceValue(phone, ['1', '2', '3'])).toEqual(['1', '2', '3']);
    expect(coerceValue(check, ['a', 'b'])).toEqual(['a', 'b']);
    expect(coerceValue(likert, { q: ['1'] })).toEqual({ q: ['1'] });
  });

  it('turns wrong shapes into the empty value', () => {
    for (const v of [undefined, null, 1, true, ['a'], { a: 'b' }]) expect(coerceValue(text, v)).toBe('');
    for (const v of [undefined, 'a', 1, { 0: 'a' }]) expect(coerceValue(phone, v)).toEqual(['', '', '']);
    for (const v of [undefined, 'a', { 0: 'a' }]) expect(coerceValue(check, v)).toEqual([]);
    for (const v of [undefined, 'a', ['a'], null]) expect(coerceValue(likert, v)).toEqual({});
  });

  it('pads, truncates and cleans composite arrays to one string per part', () => {
    expect(coerceValue(phone, ['1'])).toEqual(['1', '', '']);
    expect(coerceValue(phone, ['1', 2, null, '4'])).toEqual(['1', '', '']);
    expect(coerceValue(phone, ['', '1', '2', '3'])).toEqual(['', '1', '2']);
  });

  it('keeps only strings in checkbox and likert answers, and only array-valued questions', () => {
    expect(coerceValue(check, ['a', 1, null, 'b', ['c']])).toEqual(['a', 'b']);
    expect(coerceValue(likert, { q: ['1', 2], r: 'x', s: null, t: [] })).toEqual({ q: ['1'], t: [] });
  });

  it('never follows or writes the prototype through a __proto__ question', () => {
    const hostile = JSON.parse('{"__proto__": ["x"], "q": ["1"]}') as unknown;
    const out = coerceValue(likert, hostile) as Record<string, string[]>;
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect(Object.keys(out)).toEqual(['__proto__', 'q']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('does not modify its input', () => {
    const input = ['1', 2, '3', '4', '5'];
    coerceValue(phone, input);
    expect(input).toEqual(['1', 2, '3', '4', '5']);
  });

  it('for any field and any input: gives the field shape, and is idempotent', () => {
    fc.assert(
      fc.property(field, anyValue, (f, v) => {
        const once = coerceValue(f, v);
        expect(coerceValue(f, once)).toEqual(once);
        const empty = emptyValue(f);
        if (typeof empty === 'string') expect(typeof once).toBe('string');
        else if (Array.isArray(empty)) {
          expect(Array.isArray(once)).toBe(true);
          if (partsOf(f).length > 0) expect(once).toHaveLength(partsOf(f).length);
        } else expect(once !== null && typeof once === 'object' && !Array.isArray(once)).toBe(true);
      }),
    );
  });

  it('for any field, keeps a right-shaped value as it is', () => {
    fc.assert(
      fc.property(
        field.chain((f) => fc.tuple(fc.constant(f), valueFor(f))),
        ([f, v]) => {
          expect(coerceValue(f, v)).toEqual(v);
        },
      ),
    );
  });
});

describe('isBlank and isEmptyValue', () => {
  it('counts whitespace and control characters as blank', () => {
    for (const s of ['', ' ', '\t\n', '\r\n', '\u00a0', '\u0000', ' \u0007 ']) expect(isBlank(s), JSON.stringify(s)).toBe(true);
    for (const s of ['a', ' a ', '0', '😀', '.']) expect(isBlank(s)).toBe(false);
  });

  it('is true when nothing is given, for every shape', () => {
    expect(isEmptyValue(createField('t', 'text'), '  ')).toBe(true);
    expect(isEmptyValue(createField('t', 'text'), 'x')).toBe(false);
    expect(isEmptyValue(createField('t', 'text'), undefined)).toBe(true);
    expect(isEmptyValue(createField('n', 'name'), ['', ' '])).toBe(true);
    expect(isEmptyValue(createField('n', 'name'), ['', 'Lee'])).toBe(false);
    expect(isEmptyValue(createField('c', 'checkbox'), [])).toBe(true);
    expect(isEmptyValue(createField('c', 'checkbox'), [' '])).toBe(true);
    expect(isEmptyValue(createField('c', 'checkbox'), ['a'])).toBe(false);
    expect(isEmptyValue(createField('l', 'likert'), {})).toBe(true);
    expect(isEmptyValue(createField('l', 'likert'), { q: [] })).toBe(true);
    expect(isEmptyValue(createField('l', 'likert'), { q: ['1'] })).toBe(false);
    expect(isEmptyValue(createField('t', 'text'), ['x'])).toBe(true); // wrong shape
  });

  it('for any field: its empty value is empty', () => {
    fc.assert(
      fc.property(field, (f) => {
        expect(isEmptyValue(f, emptyValue(f))).toBe(true);
      }),
    );
  });
});

describe('sanitizeText (SPEC.md §4 "build sanitized values")', () => {
  it('normalises CRLF and strips ASCII control characters except newline and tab', () => {
    expect(sanitizeText('a\r\nb')).toBe('a\nb');
    expect(sanitizeText('a\rb')).toBe('ab');
    expect(sanitizeText('a\n\tb')).toBe('a\n\tb');
    expect(sanitizeText('\u0000a\u0001\u0008\u000b\u000c\u001f\u007fb')).toBe('ab');
    expect(sanitizeText('\r\r\n')).toBe('\n');
  });

  it('leaves everything else alone: spaces, unicode, C1 controls, HTML', () => {
    for (const s of ['  x  ', 'é😀', '\u0080\u009f', '<b>&amp;</b>', '\u2028', '']) expect(sanitizeText(s)).toBe(s);
  });

  it('is idempotent and leaves no control character but \\n and \\t', () => {
    fc.assert(
      fc.property(fc.oneof(trickyString, fc.string({ unit: 'binary' })), (s) => {
        const once = sanitizeText(s);
        expect(sanitizeText(once)).toBe(once);
        expect(CONTROL_EXCEPT_NL_TAB.test(once)).toBe(false);
        expect(once.length).toBeLessThanOrEqual(s.length);
      }),
    );
  });

  it('keeps text without control characters unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        fc.pre(!CONTROL_EXCEPT_NL_TAB.test(s) && !s.includes('\r'));
        expect(sanitizeText(s)).toBe(s);
      }),
    );
  });
});

describe('countCharacters', () => {
  it('counts UTF-16 code units of the sanitized, untrimmed text', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('  a  ')).toBe(5);
    expect(countCharacters('😀')).toBe(2);
    expect(countCharacters('é')).toBe(1);
    expect(countCharacters('e\u0301')).toBe(2);
    expect(countCharacters('a\r\nb')).toBe(3);
    expect(countCharacters('a\u0000b')).toBe(2);
  });
});

describe('carryValues (a live change of the block JSON)', () => {
  const before = form([createField('name', 'text'), createField('src', 'hidden', { key: 'utm', value: 'old' })]);

  it('keeps what the visitor gave, starts new fields, and takes hidden values from the definition', () => {
    const values = initialValues(before, '');
    values.name = 'Ada';
    const after = form([
      createField('name', 'text'),
      createField('src', 'hidden', { key: 'utm', value: 'new' }),
      createField('constructor', 'checkbox', { options: ['a'] }),
    ]);
    const carried = carryValues(values, after, '');
    expect(carried).toEqual({ name: 'Ada', src: 'new', constructor: [] });
    expect(Object.getPrototypeOf(carried)).toBeNull();
    expect(values.src).toBe('old');
    expect(carryValues(values, after, '?utm=mail').src).toBe('mail');
  });

  it('gives the same object when nothing changes', () => {
    const values = initialValues(before, '');
    values.name = 'Ada';
    expect(carryValues(values, before, '')).toBe(values);
    expect(carryValues(values, form([createField('name', 'text')]), '')).toBe(values);
  });
});
