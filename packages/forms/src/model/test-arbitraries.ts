/**
 * fast-check arbitraries shared by the model's tests (imported by `*.test.ts` only; nothing in
 * the shipped code imports this file). They aim at the edges: ids such as '__proto__', strings
 * with control characters, CRLF, astral characters and surrounding whitespace, values of the
 * wrong shape.
 */
import fc from 'fast-check';
import { FIELD_TYPES, createField, isCompositeType, partsOf } from './field-types';
import type { FieldType, FormDefinition, FormField } from './field-types';
import type { FieldValue, FormValues } from './values';

/** Strings biased towards what breaks form code. */
export const trickyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('', ' ', '  \t', '\r\n', 'a\r\nb', '\u0000', 'x\u0007y', '\u007f', '😀', 'é', '__proto__', 'constructor', 'toString', 'a@b.co', ' a@b.co '),
  fc.array(fc.constantFrom('a', ' ', '\n', '\r', '\t', '\u0001', '😀', '@', '.'), { maxLength: 30 }).map((a) => a.join('')),
);

export const fieldId: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype', 'email', 'f1'),
);

export const fieldType: fc.Arbitrary<FieldType> = fc.constantFrom(...FIELD_TYPES);

export function fieldOf(type: fc.Arbitrary<FieldType> = fieldType, id: fc.Arbitrary<string> = fieldId): fc.Arbitrary<FormField> {
  return fc
    .record({
      id,
      type,
      title: trickyString,
      required: fc.boolean(),
      options: fc.array(trickyString, { maxLength: 4 }),
      questions: fc.uniqueArray(trickyString, { maxLength: 4 }),
      showCountryCode: fc.boolean(),
      key: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 4 })),
      value: trickyString,
      maxLength: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
    })
    .map(({ id: i, type: t, ...rest }) => createField(i, t, rest));
}

export const field: fc.Arbitrary<FormField> = fieldOf();

export const definition: fc.Arbitrary<FormDefinition> = fc
  .record({
    formId: fc.string({ maxLength: 6 }),
    collectionId: fc.string({ maxLength: 6 }),
    objectName: fc.string({ maxLength: 6 }),
    submitButtonText: fc.string({ minLength: 1, maxLength: 6 }).filter((s) => s.trim() !== ''),
    captcha: fc.boolean(),
    isNewsletter: fc.boolean(),
    fields: fc.uniqueArray(field, { maxLength: 8, selector: (f) => f.id }),
  })
  .map((d) => ({ ...d, formName: '', submissionMessageHtml: '', postSubmitHtml: '', successRedirect: '' }));

/** A value of the right shape for `f` (strings tricky, composites the right length). */
export function valueFor(f: FormField): fc.Arbitrary<FieldValue> {
  if (isCompositeType(f.type)) return fc.tuple(...partsOf(f).map(() => trickyString));
  if (f.type === 'checkbox') return fc.subarray([...f.options, ' ', 'other']);
  if (f.type === 'likert') {
    const answers = fc.subarray([...f.options, '', 'x']);
    return fc.dictionary(fc.oneof(fc.constantFrom(...f.questions, 'unasked'), trickyString), answers, { maxKeys: 5 });
  }
  return trickyString;
}

/** Anything at all, to prove nothing throws on a value of the wrong shape. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(fc.anything(), trickyString, fc.array(trickyString, { maxLength: 7 }));

/** A definition with values for it: mostly right-shaped, sometimes missing, sometimes junk. */
export const definitionWithValues: fc.Arbitrary<{ definition: FormDefinition; values: FormValues }> = definition.chain((d) =>
  fc
    .tuple(...d.fields.map((f) => fc.option(fc.oneof({ weight: 4, arbitrary: valueFor(f) }, { weight: 1, arbitrary: anyValue }), { nil: undefined })))
    .map((vs) => {
      const values = Object.create(null) as FormValues;
      d.fields.forEach((f, i) => {
        const v = vs[i];
        if (v !== undefined) values[f.id] = v as FieldValue;
      });
      return { definition: d, values };
    }),
);
