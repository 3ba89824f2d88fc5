/**
 * The form field model: the field types and builder options of SPEC.md §3 "Form builder field
 * options", and the child inputs of the composite types in the order SPEC.md §3 "Form submission
 * payload" sends them. The JSON these are read from is CONTRACT.md §4 (`sqs-form`); see
 * ./read-form for the forgiving reader.
 *
 * Pure data and functions: no DOM, no React. The Node reference server imports this package too.
 */

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One field, in the shape of CONTRACT.md §4. Every key is always present after ./read-form. */
export interface FormField {
  id: string;
  type: FieldType;
  title: string;
  description: string;
  placeholder: string;
  required: boolean;
  /** Choices of radio, checkbox, select; the answer scale of likert. */
  options: string[];
  /** Likert only: the statements the visitor rates (the keys of its payload object). */
  questions: string[];
  currencySymbol: string;
  showCountryCode: boolean;
  /** Section only. */
  underline: boolean;
  /** Hidden only: the URL query parameter that supplies its value. */
  key: string;
  /** Hidden only: the value sent when the query parameter is absent. */
  value: string;
  /** A positive integer, or null for no limit (SPEC.md §5 "Client checks", "Textarea"). */
  maxLength: number | null;
}

/** The whole `sqs-form` / `sqs-newsletter` block JSON of CONTRACT.md §4. */
export interface FormDefinition {
  formId: string;
  collectionId: string;
  objectName: string;
  formName: string;
  submitButtonText: string;
  submissionMessageHtml: string;
  postSubmitHtml: string;
  successRedirect: string;
  captcha: boolean;
  isNewsletter: boolean;
  fields: FormField[];
}

const TEXT_LIKE = ['description', 'placeholder', 'required'] as const;
const PLAIN = ['description', 'required'] as const;
const CHOICE = ['description', 'options', 'required'] as const;

/**
 * The builder options of each type, exactly the lists of SPEC.md §3 "Form builder field options"
 * (names are the FormField keys). Every visible type also has a `title`, which the SPEC does not
 * list as an option, so neither do we. Two things the SPEC lists elsewhere are kept out of here:
 * textarea's `maxLength` (SPEC: "only when the vanilla form handler feature is on" — see
 * `builderOptions`), and likert's `questions` (CONTRACT.md §4 and the payload's "question"
 * keys, not a builder option in the SPEC's list).
 */
export const FIELD_OPTIONS: Record<FieldType, readonly string[]> = {
  text: TEXT_LIKE,
  textarea: TEXT_LIKE,
  email: TEXT_LIKE,
  number: TEXT_LIKE,
  website: TEXT_LIKE,
  currency: ['description', 'currencySymbol', 'required'],
  password: PLAIN,
  twitter: PLAIN,
  date: PLAIN,
  time: PLAIN,
  name: PLAIN,
  address: PLAIN,
  phone: ['description', 'required', 'showCountryCode'],
  section: ['description', 'underline'],
  radio: CHOICE,
  checkbox: CHOICE,
  select: CHOICE,
  likert: CHOICE,
  hidden: ['key', 'value'],
};

export interface BuilderFeatures {
  /** The feature flag of SPEC.md §3: "Textarea gets maxLength only when the vanilla form handler feature is on". */
  vanillaFormHandler?: boolean;
}

/** FIELD_OPTIONS for `type`, plus textarea's `maxLength` when the vanilla form handler feature is on. */
export function builderOptions(type: FieldType, features: BuilderFeatures = {}): readonly string[] {
  const base = FIELD_OPTIONS[type];
  return type === 'textarea' && features.vanillaFormHandler === true ? [...base, 'maxLength'] : base;
}

/**
 * The child inputs of the composite types, in the order their values are sent (SPEC.md §3
 * "Form submission payload": "array of child inputs' values"). Phone's `country` input exists
 * only when the field has `showCountryCode`; see `partsOf`.
 */
export const FIELD_PARTS = {
  name: ['fname', 'lname'],
  address: ['address1', 'address2', 'city', 'state', 'zip', 'country'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute', 'second', 'ampm'],
  phone: ['country', 'areacode', 'prefix', 'line'],
} as const satisfies Record<string, readonly string[]>;

export type CompositeType = keyof typeof FIELD_PARTS;

export function isCompositeType(type: FieldType): type is CompositeType {
  return Object.hasOwn(FIELD_PARTS, type);
}

const PHONE_WITHOUT_COUNTRY: readonly string[] = FIELD_PARTS.phone.slice(1);

/** The child inputs `field` actually renders: phone without `showCountryCode` has 3; non-composite types []. */
export function partsOf(field: Pick<FormField, 'type' | 'showCountryCode'>): readonly string[] {
  if (field.type === 'phone') return field.showCountryCode ? FIELD_PARTS.phone : PHONE_WITHOUT_COUNTRY;
  return isCompositeType(field.type) ? FIELD_PARTS[field.type] : [];
}

/** True for every type that carries a value; a section is a heading ("section gives none", SPEC.md §3). */
export const SUBMITTABLE = (type: FieldType): boolean => type !== 'section';

const TYPE_SET: ReadonlySet<string> = new Set(FIELD_TYPES);

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && TYPE_SET.has(value);
}

/** A field with every key at its empty default; handy for builders and tests. */
export function createField(id: string, type: FieldType, props: Partial<Omit<FormField, 'id' | 'type'>> = {}): FormField {
  return {
    id,
    type,
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
    ...props,
  };
}
