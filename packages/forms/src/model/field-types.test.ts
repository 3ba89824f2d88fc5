import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIELD_OPTIONS,
  FIELD_PARTS,
  FIELD_TYPES,
  SUBMITTABLE,
  builderOptions,
  createField,
  isCompositeType,
  isFieldType,
  partsOf,
} from './field-types';
import type { FieldType } from './field-types';
import { field } from './test-arbitraries';

describe('FIELD_TYPES', () => {
  it('lists the 19 types of SPEC.md §3 once each', () => {
    expect(FIELD_TYPES).toHaveLength(19);
    expect(new Set(FIELD_TYPES).size).toBe(19);
  });
});

describe('FIELD_OPTIONS (SPEC.md §3 "Form builder field options")', () => {
  const expected: Record<FieldType, string[]> = {
    text: ['description', 'placeholder', 'required'],
    textarea: ['description', 'placeholder', 'required'],
    email: ['description', 'placeholder', 'required'],
    number: ['description', 'placeholder', 'required'],
    website: ['description', 'placeholder', 'required'],
    currency: ['description', 'currencySymbol', 'required'],
    password: ['description', 'required'],
    twitter: ['description', 'required'],
    date: ['description', 'required'],
    time: ['description', 'required'],
    name: ['description', 'required'],
    address: ['description', 'required'],
    phone: ['description', 'required', 'showCountryCode'],
    section: ['description', 'underline'],
    radio: ['description', 'options', 'required'],
    checkbox: ['description', 'options', 'required'],
    select: ['description', 'options', 'required'],
    likert: ['description', 'options', 'required'],
    hidden: ['key', 'value'],
  };

  it.each(FIELD_TYPES)('%s has exactly the SPEC options', (type) => {
    expect([...FIELD_OPTIONS[type]]).toEqual(expected[type]);
  });

  it('has an entry for every type and no other', () => {
    expect(Object.keys(FIELD_OPTIONS).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('names only FormField keys', () => {
    const keys = Object.keys(createField('x', 'text'));
    for (const type of FIELD_TYPES) for (const option of FIELD_OPTIONS[type]) expect(keys).toContain(option);
  });

  it('gives every value-carrying visible type "required", and hidden and section none', () => {
    for (const type of FIELD_TYPES) {
      expect(FIELD_OPTIONS[type].includes('required')).toBe(type !== 'hidden' && type !== 'section');
    }
  });
});

describe('builderOptions', () => {
  it('adds maxLength to textarea only with the vanilla form handler feature', () => {
    expect(builderOptions('textarea')).toEqual(['description', 'placeholder', 'required']);
    expect(builderOptions('textarea', { vanillaFormHandler: false })).toEqual(['description', 'placeholder', 'required']);
    expect(builderOptions('textarea', { vanillaFormHandler: true })).toEqual(['description', 'placeholder', 'required', 'maxLength']);
  });

  it('leaves every other type as FIELD_OPTIONS, and never changes FIELD_OPTIONS', () => {
    for (const type of FIELD_TYPES.filter((t) => t !== 'textarea')) {
      expect(builderOptions(type, { vanillaFormHandler: true })).toBe(FIELD_OPTIONS[type]);
    }
    expect(FIELD_OPTIONS.textarea).not.toContain('maxLength');
  });
});

describe('FIELD_PARTS and partsOf', () => {
  it('lists the child inputs in payload order', () => {
    expect(FIELD_PARTS).toEqual({
      name: ['fname', 'lname'],
      address: ['address1', 'address2', 'city', 'state', 'zip', 'country'],
      date: ['month', 'day', 'year'],
      time: ['hour', 'minute', 'second', 'ampm'],
      phone: ['country', 'areacode', 'prefix', 'line'],
    });
  });

  it('gives phone its country input only with showCountryCode', () => {
    expect(partsOf(createField('p', 'phone'))).toEqual(['areacode', 'prefix', 'line']);
    expect(partsOf(createField('p', 'phone', { showCountryCode: true }))).toEqual(['country', 'areacode', 'prefix', 'line']);
  });

  it('ignores showCountryCode on other types', () => {
    for (const type of ['name', 'address', 'date', 'time'] as const) {
      expect(partsOf(createField('f', type, { showCountryCode: true }))).toEqual(FIELD_PARTS[type]);
      expect(partsOf(createField('f', type))).toEqual(FIELD_PARTS[type]);
    }
  });

  it('gives non-composite types no parts', () => {
    for (const type of FIELD_TYPES.filter((t) => !isCompositeType(t))) expect(partsOf(createField('f', type))).toEqual([]);
  });

  it('knows exactly five composite types', () => {
    expect(FIELD_TYPES.filter(isCompositeType)).toEqual(['date', 'time', 'name', 'address', 'phone']);
  });

  it('is, for any field, an in-order run of FIELD_PARTS ending with its last part', () => {
    fc.assert(
      fc.property(field, (f) => {
        const parts = partsOf(f);
        if (!isCompositeType(f.type)) {
          expect(parts).toEqual([]);
          return;
        }
        const all: readonly string[] = FIELD_PARTS[f.type];
        expect(all.slice(all.length - parts.length)).toEqual(parts);
        expect(parts.length).toBe(f.type === 'phone' && !f.showCountryCode ? 3 : all.length);
      }),
    );
  });
});

describe('SUBMITTABLE', () => {
  it('is false for section only', () => {
    expect(FIELD_TYPES.filter((t) => !SUBMITTABLE(t))).toEqual(['section']);
  });
});

describe('isFieldType', () => {
  it('accepts the types and nothing else', () => {
    for (const type of FIELD_TYPES) expect(isFieldType(type)).toBe(true);
    for (const v of ['Text', ' text', '', 'toString', '__proto__', 'constructor', 'file', 1, null, undefined, ['text'], {}]) {
      expect(isFieldType(v)).toBe(false);
    }
  });
});

describe('createField', () => {
  it('fills every key with its empty default', () => {
    expect(createField('a', 'text')).toEqual({
      id: 'a',
      type: 'text',
      title: '',
      description: '',
      placeholder: '',
      required: false,
      options: [],
      questions: [],
      currencySymbol: '',
      showCountryCode: false,
      underline: false,
      key: '',
      value: '',
      maxLength: null,
    });
  });

  it('takes overrides and gives each field its own arrays', () => {
    const a = createField('a', 'radio', { options: ['x'], required: true });
    expect(a.options).toEqual(['x']);
    expect(a.required).toBe(true);
    const b = createField('b', 'radio');
    const c = createField('c', 'radio');
    b.options.push('y');
    expect(c.options).toEqual([]);
  });
});
