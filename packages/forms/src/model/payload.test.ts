import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createField, isCompositeType, partsOf } from './field-types';
import type { FormDefinition, FormField } from './field-types';
import { buildFormJson, buildPayload, readFormJson } from './payload';
import type { PayloadContext } from './payload';
import { validateForm } from './validate';
import { initialValues } from './values';
import type { FormValues } from './values';
import { definitionWithValues } from './test-arbitraries';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NL_TAB = /[\u0000-\u0008\u000B-\u001F\u007F]/;

function form(fields: FormField[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    formId: 'form-1',
    collectionId: 'col-1',
    objectName: 'block-9',
    formName: 'Contact',
    submitButtonText: 'Send',
    submissionMessageHtml: '',
    postSubmitHtml: '',
    successRedirect: '',
    captcha: false,
    isNewsletter: false,
    fields,
    ...extra,
  };
}

const CONTEXT: PayloadContext = {
  key: 'k-123',
  isOverlayForm: false,
  pageTitle: 'Contact us',
  pageId: 'page-7',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: '1',
};

const ALL = form([
  createField('name', 'name'),
  createField('addr', 'address'),
  createField('date', 'date'),
  createField('time', 'time'),
  createField('phone3', 'phone'),
  createField('phone4', 'phone', { showCountryCode: true }),
  createField('checks', 'checkbox', { options: ['a', 'b', 'c'] }),
  createField('radio', 'radio', { options: ['x', 'y'] }),
  createField('select', 'select', { options: ['1', '2'] }),
  createField('rate', 'likert', { questions: ['Speed', 'Price', 'Taste'], options: ['-2', '0', '2'] }),
  createField('src', 'hidden', { key: 'utm', value: 'direct' }),
  createField('sec', 'section', { title: 'More' }),
  createField('text', 'text'),
  createField('area', 'textarea'),
  createField('email', 'email'),
  createField('num', 'number'),
  createField('web', 'website'),
  createField('cur', 'currency'),
  createField('pw', 'password'),
  createField('tw', 'twitter'),
]);

describe('buildFormJson (SPEC.md §3 value shapes)', () => {
  it('gives every submittable field its shape, and sections nothing', () => {
    const values: FormValues = {
      name: ['Ada', 'Lovelace'],
      addr: ['1 Main St', '', 'Town', 'ST', '12345', 'US'],
      date: ['12', '10', '1815'],
      time: ['9', '30', '00', 'AM'],
      phone3: ['212', '555', '0100'],
      phone4: ['1', '212', '555', '0100'],
      checks: ['a', 'c'],
      radio: 'y',
      select: '2',
      rate: { Speed: ['2'], Price: ['0'] },
      src: 'newsletter',
      text: 'hello',
      area: 'line 1\nline 2',
      email: 'ada@example.com',
      num: '42',
      web: 'https://example.com',
      cur: '10.50',
      pw: 'secret',
      tw: '@ada',
    };
    expect(JSON.parse(JSON.stringify(buildFormJson(ALL, values)))).toEqual({
      name: ['Ada', 'Lovelace'],
      addr: ['1 Main St', '', 'Town', 'ST', '12345', 'US'],
      date: ['12', '10', '1815'],
      time: ['9', '30', '00', 'AM'],
      phone3: ['', '212', '555', '0100'],
      phone4: ['1', '212', '555', '0100'],
      checks: ['a', 'c'],
      radio: 'y',
      select: '2',
      rate: { Speed: ['2'], Price: ['0'], Taste: [] },
      src: 'newsletter',
      text: 'hello',
      area: 'line 1\nline 2',
      email: 'ada@example.com',
      num: '42',
      web: 'https://example.com',
      cur: '10.50',
      pw: 'secret',
      tw: '@ada',
    });
  });

  it('sends empty shapes for missing values and for values of the wrong shape', () => {
    const empty = {
      name: ['', ''],
      addr: ['', '', '', '', '', ''],
      date: ['', '', ''],
      time: ['', '', '', ''],
      phone3: ['', '', '', ''],
      phone4: ['', '', '', ''],
      checks: [],
      radio: '',
      select: '',
      rate: { Speed: [], Price: [], Taste: [] },
      src: '',
      text: '',
      area: '',
      email: '',
      num: '',
      web: '',
      cur: '',
      pw: '',
      tw: '',
    };
    expect(JSON.parse(JSON.stringify(buildFormJson(ALL, {})))).toEqual(empty);
    const junk = Object.fromEntries(ALL.fields.map((f) => [f.id, f.type === 'text' ? ['x'] : 42])) as unknown as FormValues;
    expect(JSON.parse(JSON.stringify(buildFormJson(ALL, junk)))).toEqual(empty);
  });

  it('takes the hidden value given by initialValues (URL parameter, else own value)', () => {
    expect(buildFormJson(ALL, initialValues(ALL, '?utm=ad')).src).toBe('ad');
    expect(buildFormJson(ALL, initialValues(ALL, '')).src).toBe('direct');
  });

  it('sanitizes every string: control characters stripped, CRLF to LF, nothing trimmed', () => {
    const json = buildFormJson(ALL, {
      text: ' a\u0000b\u0007 ',
      area: 'one\r\ntwo\rthree\ttab',
      name: ['A\u001bda', 'L\r\n'],
      checks: ['a\u0001', ' ', ''],
      rate: { Speed: ['2\u007f', ''] },
    });
    expect(json.text).toBe(' ab ');
    expect(json.area).toBe('one\ntwothree\ttab');
    expect(json.name).toEqual(['Ada', 'L\n']);
    expect(json.checks).toEqual(['a']);
    expect(json.rate).toEqual({ Speed: ['2'], Price: [], Taste: [] });
  });

  it("keeps a likert's answers to its own questions only, in their order", () => {
    const json = buildFormJson(ALL, { rate: { Taste: ['2'], Unasked: ['0'], Speed: ['-2', '0'] } });
    expect(Object.keys(json.rate as object)).toEqual(['Speed', 'Price', 'Taste']);
    expect(json.rate).toEqual({ Speed: ['-2', '0'], Price: [], Taste: ['2'] });
  });

  it('handles ids and questions such as __proto__ as ordinary keys', () => {
    const d = form([createField('__proto__', 'text'), createField('l', 'likert', { questions: ['__proto__', 'constructor'] })]);
    const values = JSON.parse('{"__proto__": "v", "l": {"__proto__": ["1"]}}') as FormValues;
    const text = JSON.stringify(buildFormJson(d, values));
    expect(text).toBe('{"__proto__":"v","l":{"__proto__":["1"],"constructor":[]}}');
  });

  it('sends a repeated id once, with the first field', () => {
    const d = form([createField('a', 'text'), createField('a', 'checkbox')]);
    expect(JSON.stringify(buildFormJson(d, { a: 'x' }))).toBe('{"a":"x"}');
  });
});

describe('buildPayload (SPEC.md §3 "Form submission payload")', () => {
  it('builds the form body in SPEC order', () => {
    const payload = buildPayload(form([createField('t', 'text')]), { t: 'hi' }, CONTEXT);
    expect(Object.entries(payload)).toEqual([
      ['key', 'k-123'],
      ['form', '{"t":"hi"}'],
      ['formId', 'form-1'],
      ['collectionId', 'col-1'],
      ['objectName', 'block-9'],
      ['isOverlayForm', 'false'],
      ['submitButtonText', 'Send'],
      ['pageTitle', 'Contact us'],
      ['pageId', 'page-7'],
      ['contentSource', 'c'],
      ['pagePath', '/contact'],
      ['pagePermissionTypeValue', '1'],
    ]);
  });

  it('adds captchaKey after form only when a token is given', () => {
    const d = form([], { captcha: true });
    expect(Object.keys(buildPayload(d, {}, { ...CONTEXT, captchaKey: 'tok' })).slice(0, 3)).toEqual(['key', 'form', 'captchaKey']);
    expect(buildPayload(d, {}, { ...CONTEXT, captchaKey: 'tok' }).captchaKey).toBe('tok');
    expect(Object.hasOwn(buildPayload(d, {}, CONTEXT), 'captchaKey')).toBe(false);
    expect(Object.hasOwn(buildPayload(d, {}, { ...CONTEXT, captchaKey: '' }), 'captchaKey')).toBe(false);
    expect(Object.hasOwn(buildPayload(d, {}, { ...CONTEXT, captchaKey: undefined }), 'captchaKey')).toBe(false);
  });

  it("writes isOverlayForm as 'true'/'false' and passes contentSource through", () => {
    const p = buildPayload(form([]), {}, { ...CONTEXT, isOverlayForm: true, contentSource: 'i' });
    expect(p.isOverlayForm).toBe('true');
    expect(p.contentSource).toBe('i');
    expect(p.form).toBe('{}');
  });

  it('gives only string values, and encodes as a form body', () => {
    const p = buildPayload(ALL, initialValues(ALL, ''), { ...CONTEXT, captchaKey: 'c' });
    expect(Object.values(p).every((v) => typeof v === 'string')).toBe(true);
    expect(new URLSearchParams(p).get('form')).toBe(p.form);
  });
});

describe('readFormJson', () => {
  it('reads the payload back into values, phone without its added leading entry', () => {
    const values: FormValues = { phone3: ['212', '555', '0100'], phone4: ['1', '2', '3', '4'], checks: ['b'], rate: { Speed: ['2'] }, text: 't' };
    const back = readFormJson(ALL, JSON.parse(JSON.stringify(buildFormJson(ALL, values))));
    expect(back.phone3).toEqual(['212', '555', '0100']);
    expect(back.phone4).toEqual(['1', '2', '3', '4']);
    expect(back.checks).toEqual(['b']);
    expect(back.rate).toEqual({ Speed: ['2'], Price: [], Taste: [] });
    expect(back.text).toBe('t');
    expect(Object.hasOwn(back, 'sec')).toBe(false);
  });

  it('accepts a 3-entry phone array and ignores junk', () => {
    expect(readFormJson(ALL, { phone3: ['1', '2', '3'] }).phone3).toEqual(['1', '2', '3']);
    for (const junk of [null, 'x', [], 42]) expect(readFormJson(ALL, junk).text).toBe('');
    expect(readFormJson(ALL, {}).constructor).toBeUndefined();
  });
});

describe('properties', () => {
  const context = fc.record({
    key: fc.string(),
    captchaKey: fc.option(fc.string(), { nil: undefined }),
    isOverlayForm: fc.boolean(),
    pageTitle: fc.string(),
    pageId: fc.string(),
    contentSource: fc.constantFrom('i' as const, 'c' as const),
    pagePath: fc.string(),
    pagePermissionTypeValue: fc.string(),
  });

  it('payload.form round-trips through JSON and holds exactly the submittable field ids', () => {
    fc.assert(
      fc.property(definitionWithValues, context, ({ definition, values }, ctx) => {
        const payload = buildPayload(definition, values, ctx);
        const parsed = JSON.parse(payload.form) as Record<string, unknown>;
        expect(JSON.stringify(parsed)).toBe(payload.form);
        const ids = [...new Set(definition.fields.filter((f) => f.type !== 'section').map((f) => f.id))];
        expect(Object.keys(parsed).sort()).toEqual(ids.sort());
        expect(Object.hasOwn(payload, 'captchaKey')).toBe(ctx.captchaKey !== undefined && ctx.captchaKey !== '');
        expect(payload.key).toBe(ctx.key);
        expect(payload.formId).toBe(definition.formId);
        expect(payload.isOverlayForm).toBe(String(ctx.isOverlayForm));
      }),
    );
  });

  it('every value has its SPEC shape and every string is sanitized', () => {
    fc.assert(
      fc.property(definitionWithValues, ({ definition, values }) => {
        const json = buildFormJson(definition, values);
        const strings: string[] = [];
        for (const f of definition.fields) {
          if (f.type === 'section') continue;
          const v = json[f.id];
          if (isCompositeType(f.type)) {
            expect(Array.isArray(v)).toBe(true);
            expect(v).toHaveLength(f.type === 'phone' ? 4 : partsOf(f).length);
            if (f.type === 'phone' && !f.showCountryCode) expect((v as string[])[0]).toBe('');
            strings.push(...(v as string[]));
          } else if (f.type === 'checkbox') {
            strings.push(...(v as string[]));
          } else if (f.type === 'likert') {
            expect(Object.keys(v as object).sort()).toEqual([...new Set(f.questions)].sort()); // integer-like keys list first
            for (const answers of Object.values(v as Record<string, string[]>)) strings.push(...answers);
          } else {
            expect(typeof v).toBe('string');
            strings.push(v as string);
          }
        }
        for (const s of strings) expect(CONTROL_EXCEPT_NL_TAB.test(s)).toBe(false);
      }),
    );
  });

  it('the server, reading the payload back, reaches the same verdict as the client', () => {
    fc.assert(
      fc.property(definitionWithValues, ({ definition, values }) => {
        const onServer = readFormJson(definition, JSON.parse(buildPayload(definition, values, CONTEXT).form));
        expect(Object.entries(validateForm(definition, onServer)).sort()).toEqual(Object.entries(validateForm(definition, values)).sort());
        // and building again from what the server read gives the same payload
        expect(JSON.stringify(buildFormJson(definition, onServer))).toBe(JSON.stringify(buildFormJson(definition, values)));
      }),
    );
  });
});
