import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_TYPES, createField, isCompositeType, partsOf } from './field-types';
import type { FieldType, FormDefinition, FormField } from './field-types';
import {
  EMAIL_EXAMPLE,
  FORM_MESSAGES,
  REQUIRED_PARTS,
  UNTITLED_FIELD,
  fieldProblem,
  formatFormMessage,
  problemMessage,
  satisfiesRequired,
  validateField,
  validateForm,
} from './validate';
import { emptyValue } from './values';
import type { FieldValue } from './values';
import { anyValue, definitionWithValues, field, valueFor } from './test-arbitraries';

const LIMIT = 'You have exceeded the character limit.';
const EMAIL = 'Email is not valid. Email addresses should follow the format name@example.com.';

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

describe('FORM_MESSAGES', () => {
  it('has the SPEC.md §5 texts verbatim, and our required text', () => {
    expect(FORM_MESSAGES).toEqual({
      characterLimit: 'You have exceeded the character limit.',
      email: 'Email is not valid. Email addresses should follow the format {email}.',
      required: '{title} is required.',
    });
    expect(EMAIL_EXAMPLE).toBe('name@example.com');
  });
});

describe('formatFormMessage', () => {
  it('fills placeholders once, literally', () => {
    expect(formatFormMessage('{title} is required.', { title: 'Name' })).toBe('Name is required.');
    expect(formatFormMessage('{title} is required.', { title: '{email} $& $1' })).toBe('{email} $& $1 is required.');
    expect(formatFormMessage('{a}{b}{a}', { a: '1', b: '2' })).toBe('121');
  });

  it('leaves unknown and inherited placeholders alone', () => {
    expect(formatFormMessage('{missing} and {toString}', {})).toBe('{missing} and {toString}');
    expect(formatFormMessage('no placeholders')).toBe('no placeholders');
    expect(formatFormMessage('{ title }', { title: 'x' })).toBe('{ title }');
  });
});

describe('required', () => {
  it('fails a blank string field with the title', () => {
    const f = createField('n', 'text', { title: 'Company', required: true });
    expect(validateField(f, '')).toBe('Company is required.');
    expect(validateField(f, '   \n\t')).toBe('Company is required.');
    expect(validateField(f, '\u0000')).toBe('Company is required.');
    expect(validateField(f, undefined)).toBe('Company is required.');
    expect(validateField(f, ['x'])).toBe('Company is required.');
    expect(validateField(f, ' x ')).toBeNull();
  });

  it("reads 'This field is required.' for an untitled field", () => {
    expect(UNTITLED_FIELD).toBe('This field');
    expect(validateField(createField('n', 'text', { required: true }), '')).toBe('This field is required.');
    expect(validateField(createField('n', 'text', { required: true, title: '  ' }), '')).toBe('This field is required.');
  });

  it('applies to every value-carrying visible type', () => {
    for (const type of FIELD_TYPES) {
      const f = createField('x', type, { required: true, title: 'T' });
      const expected = type === 'hidden' || type === 'section' || type === 'likert' ? null : 'T is required.';
      expect(validateField(f, emptyValue(f)), type).toBe(expected);
    }
  });

  it('needs the parts of REQUIRED_PARTS in a composite', () => {
    expect(REQUIRED_PARTS).toEqual({
      name: ['fname'],
      address: ['address1'],
      phone: ['line'],
      date: ['month', 'day', 'year'],
      time: ['hour', 'minute'],
    });
    const req = (type: FieldType, props: Partial<FormField> = {}): FormField => createField('c', type, { required: true, title: 'T', ...props });
    const ok = (f: FormField, v: string[]): boolean => validateField(f, v) === null;

    expect(ok(req('name'), ['Ada', ''])).toBe(true);
    expect(ok(req('name'), ['', 'Lovelace'])).toBe(false);
    expect(ok(req('name'), [' ', 'Lovelace'])).toBe(false);

    expect(ok(req('address'), ['1 Main St', '', '', '', '', ''])).toBe(true);
    expect(ok(req('address'), ['', 'Apt 2', 'Town', 'ST', '12345', 'US'])).toBe(false);

    expect(ok(req('phone'), ['', '', '5550100'])).toBe(true);
    expect(ok(req('phone'), ['212', '555', ''])).toBe(false);
    expect(ok(req('phone', { showCountryCode: true }), ['', '', '', '5550100'])).toBe(true);
    expect(ok(req('phone', { showCountryCode: true }), ['1', '212', '555', ''])).toBe(false);

    expect(ok(req('date'), ['1', '2', '2024'])).toBe(true);
    expect(ok(req('date'), ['1', '2', ''])).toBe(false);
    expect(ok(req('date'), ['', '2', '2024'])).toBe(false);

    expect(ok(req('time'), ['9', '30', '', ''])).toBe(true);
    expect(ok(req('time'), ['9', '', '00', 'AM'])).toBe(false);
  });

  it('needs one non-blank checked value in a checkbox, a value in radio and select', () => {
    const check = createField('c', 'checkbox', { required: true, title: 'Pick', options: ['a', 'b'] });
    expect(validateField(check, [])).toBe('Pick is required.');
    expect(validateField(check, [''])).toBe('Pick is required.');
    expect(validateField(check, ['b'])).toBeNull();
    for (const type of ['radio', 'select'] as const) {
      const f = createField('r', type, { required: true, title: 'Pick', options: ['a'] });
      expect(validateField(f, '')).toBe('Pick is required.');
      expect(validateField(f, 'a')).toBeNull();
    }
  });

  it('needs every likert question answered; a likert with no questions passes', () => {
    const f = createField('l', 'likert', { required: true, title: 'Rate', questions: ['Speed', 'Price'], options: ['-2', '2'] });
    expect(validateField(f, {})).toBe('Rate is required.');
    expect(validateField(f, { Speed: ['2'] })).toBe('Rate is required.');
    expect(validateField(f, { Speed: ['2'], Price: [] })).toBe('Rate is required.');
    expect(validateField(f, { Speed: ['2'], Price: [' '] })).toBe('Rate is required.');
    expect(validateField(f, { Speed: ['2'], Price: ['-2'] })).toBeNull();
    expect(validateField(f, { Speed: ['2'], Price: ['-2'], Other: [] })).toBeNull();
    expect(validateField(createField('l', 'likert', { required: true }), {})).toBeNull();
    const proto = createField('l', 'likert', { required: true, questions: ['constructor'] });
    expect(validateField(proto, {})).toBe('This field is required.');
  });

  it('leaves optional empty fields alone', () => {
    for (const type of FIELD_TYPES) {
      const f = createField('x', type, { maxLength: 3 });
      expect(validateField(f, emptyValue(f)), type).toBeNull();
      expect(validateField(f, undefined), type).toBeNull();
    }
  });
});

describe('character limit (SPEC.md §5)', () => {
  const area = createField('a', 'textarea', { maxLength: 5 });

  it('fails only above the limit', () => {
    expect(validateField(area, 'abcde')).toBeNull();
    expect(validateField(area, 'abcdef')).toBe(LIMIT);
  });

  it('counts UTF-16 code units without trimming, CRLF as one, control characters not at all', () => {
    expect(validateField(area, '     ')).toBeNull();
    expect(validateField(area, '      ')).toBe(LIMIT);
    expect(validateField(area, '😀😀a')).toBeNull();
    expect(validateField(area, '😀😀😀')).toBe(LIMIT);
    expect(validateField(area, 'a\r\nb\r\nc')).toBeNull();
    expect(validateField(area, 'abcde\u0000\u0007')).toBeNull();
  });

  it('applies to any string field with a limit, not only textarea', () => {
    for (const type of ['text', 'email', 'number', 'website', 'password', 'radio', 'select'] as const) {
      expect(validateField(createField('t', type, { maxLength: 2 }), 'abc'), type).toBe(LIMIT);
    }
  });

  it('does not apply without a positive integer limit, nor to composites and hidden', () => {
    expect(validateField(createField('a', 'textarea'), 'x'.repeat(100_000))).toBeNull();
    for (const bad of [0, -1, 1.5, NaN]) expect(validateField(createField('a', 'textarea', { maxLength: bad }), 'xx')).toBeNull();
    expect(validateField(createField('n', 'name', { maxLength: 1 }), ['long', 'name'])).toBeNull();
    expect(validateField(createField('h', 'hidden', { maxLength: 1 }), 'long')).toBeNull();
  });

  it('comes after required', () => {
    const f = createField('a', 'textarea', { maxLength: 2, required: true, title: 'Bio' });
    expect(validateField(f, '')).toBe('Bio is required.');
    expect(validateField(f, 'abc')).toBe(LIMIT);
  });
});

describe('email (SPEC.md §5)', () => {
  const optional = createField('e', 'email', { title: 'Email' });
  const required = createField('e', 'email', { title: 'Email', required: true });

  it('passes an optional empty email', () => {
    expect(validateField(optional, '')).toBeNull();
    expect(validateField(optional, '   ')).toBeNull();
  });

  it('fails an invalid email with the example address', () => {
    expect(validateField(optional, 'nope')).toBe(EMAIL);
    expect(validateField(optional, 'a@b')).toBe(EMAIL);
    expect(validateField(required, 'a@b.c')).toBe(EMAIL);
  });

  it('passes a valid email, surrounding whitespace ignored as the browser does', () => {
    expect(validateField(optional, 'a@b.co')).toBeNull();
    expect(validateField(required, '  name@example.com\n')).toBeNull();
  });

  it('asks for a required email before checking it', () => {
    expect(validateField(required, '')).toBe('Email is required.');
  });

  it('checks the limit before the address', () => {
    const f = createField('e', 'email', { maxLength: 3 });
    expect(validateField(f, 'a@b.co')).toBe(LIMIT);
  });

  it('checks only email fields', () => {
    expect(validateField(createField('t', 'text'), 'not an email')).toBeNull();
  });
});

describe('hidden and section', () => {
  it('never fail', () => {
    for (const type of ['hidden', 'section'] as const) {
      const f = createField('h', type, { required: true, maxLength: 1 });
      for (const v of [undefined, '', 'long text', ['x'], {}] as (FieldValue | undefined)[]) expect(validateField(f, v)).toBeNull();
    }
  });
});

describe('fieldProblem and problemMessage', () => {
  it('give the code and arguments behind the message', () => {
    expect(fieldProblem(createField('t', 'text', { required: true, title: 'Name' }), '')).toEqual({ code: 'required', args: { title: 'Name' } });
    expect(fieldProblem(createField('t', 'text', { maxLength: 1 }), 'ab')).toEqual({ code: 'characterLimit', args: {} });
    expect(fieldProblem(createField('e', 'email'), 'x')).toEqual({ code: 'email', args: { email: 'name@example.com' } });
    expect(problemMessage({ code: 'email', args: { email: 'me@site.org' } })).toBe(
      'Email is not valid. Email addresses should follow the format me@site.org.',
    );
  });
});

describe('validateForm', () => {
  const fields = [
    createField('name', 'name', { title: 'Name', required: true }),
    createField('email', 'email', { title: 'Email' }),
    createField('msg', 'textarea', { title: 'Message', maxLength: 3 }),
    createField('sec', 'section', { required: true }),
    createField('src', 'hidden', { required: true }),
    createField('ok', 'text'),
  ];

  it('maps failing field ids to messages, in field order, and nothing else', () => {
    const errors = validateForm(form(fields), { name: ['', ''], email: 'bad', msg: 'long', ok: 'fine' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Name is required.'],
      ['email', EMAIL],
      ['msg', LIMIT],
    ]);
    expect(Object.getPrototypeOf(errors)).toBeNull();
  });

  it('is empty when everything passes', () => {
    const errors = validateForm(form(fields), { name: ['Ada', ''], email: '', msg: 'ok' });
    expect(Object.keys(errors)).toEqual([]);
  });

  it('looks values up as own properties only', () => {
    const f = [createField('constructor', 'text', { required: true, title: 'C' }), createField('__proto__', 'text', { required: true, title: 'P' })];
    expect(Object.entries(validateForm(form(f), {}))).toEqual([
      ['constructor', 'C is required.'],
      ['__proto__', 'P is required.'],
    ]);
    const values = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, string>;
    expect(Object.keys(validateForm(form(f), values))).toEqual([]);
    const errors = validateForm(form(f), Object.create(null) as Record<string, string>);
    expect(Object.keys(errors)).toEqual(['constructor', '__proto__']);
  });

  it('checks the first of two fields with the same id', () => {
    const f = [createField('d', 'text'), createField('d', 'text', { required: true })];
    expect(Object.keys(validateForm(form(f), {}))).toEqual([]);
  });
});

describe('properties', () => {
  const messages = (f: FormField): (string | null)[] => [
    null,
    formatFormMessage(FORM_MESSAGES.required, { title: f.title.trim() === '' ? UNTITLED_FIELD : f.title }),
    LIMIT,
    EMAIL,
  ];

  it('validateField never throws and gives null or one of the known messages, for any value', () => {
    fc.assert(
      fc.property(field, anyValue, (f, v) => {
        expect(messages(f)).toContain(validateField(f, v as FieldValue));
      }),
    );
  });

  it('only a required field can be told it is required, and only email fields get the email message', () => {
    fc.assert(
      fc.property(
        field.chain((f) => fc.tuple(fc.constant(f), valueFor(f))),
        ([f, v]) => {
          const problem = fieldProblem(f, v);
          if (problem?.code === 'required') expect(f.required).toBe(true);
          if (problem?.code === 'email') expect(f.type).toBe('email');
          if (problem?.code === 'characterLimit') expect(f.maxLength).not.toBeNull();
          if (problem === null && f.required && f.type !== 'hidden' && f.type !== 'section') expect(satisfiesRequired(f, v)).toBe(true);
        },
      ),
    );
  });

  it('a field with no limit, not required and not email always passes', () => {
    fc.assert(
      fc.property(
        field.filter((f) => f.type !== 'email').chain((f) => fc.tuple(fc.constant(f), valueFor(f))),
        ([f, v]) => {
          expect(validateField({ ...f, required: false, maxLength: null }, v)).toBeNull();
        },
      ),
    );
  });

  it('a required composite passes exactly when its REQUIRED_PARTS are filled in', () => {
    fc.assert(
      fc.property(
        field.filter((f) => isCompositeType(f.type)).chain((f) => fc.tuple(fc.constant(f), valueFor(f))),
        ([f, v]) => {
          if (!isCompositeType(f.type)) return;
          const parts = partsOf(f);
          const arr = v as string[];
          const filled = REQUIRED_PARTS[f.type].every((p) => (arr[parts.indexOf(p)] ?? '').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '').trim() !== ''); // eslint-disable-line no-control-regex
          expect(validateField({ ...f, required: true }, v) === null).toBe(filled);
        },
      ),
    );
  });

  it('validateForm is validateField over the checkable fields', () => {
    fc.assert(
      fc.property(definitionWithValues, ({ definition, values }) => {
        const errors = validateForm(definition, values);
        const expected: [string, string][] = [];
        for (const f of definition.fields) {
          const message = validateField(f, Object.hasOwn(values, f.id) ? values[f.id] : undefined);
          if (message !== null) expected.push([f.id, message]);
          if (f.type === 'hidden' || f.type === 'section') expect(message).toBeNull();
        }
        // Object key order puts integer-like ids first, so compare as sets of entries.
        const byId = (a: [string, string], b: [string, string]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
        expect(Object.entries(errors).sort(byId)).toEqual(expected.sort(byId));
      }),
    );
  });
});
