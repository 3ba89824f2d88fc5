import { isCompositeType, partsOf, SUBMITTABLE } from './field-types';
import type { FormDefinition, FormField } from './field-types';
import { keyed, type Keyed } from './keyed';

/**
 * What a form holds while the visitor fills it in, one value per field id, in the shapes of
 * SPEC.md §3 "Form submission payload":
 * - string: text-like types, radio, select, hidden;
 * - string[]: composite types (one entry per child input, see `partsOf`) and checkbox (checked values);
 * - Record<question, answers[]>: likert.
 * Sections have no value (SPEC.md §3: "section gives none").
 */
export type FieldValue = string | string[] | Keyed<string[]>;
/** Field id → value, always a `keyed` record (./keyed): a field id may be `__proto__`. */
export type FormValues = Keyed<FieldValue>;

/** The value a field starts with: '' per child input for composites, [] for checkbox, {} for likert, else ''. */
export function emptyValue(field: FormField): FieldValue {
  if (isCompositeType(field.type)) return partsOf(field).map(() => '');
  if (field.type === 'checkbox') return [];
  if (field.type === 'likert') return keyed<string[]>();
  return '';
}

/**
 * The starting values of every value-carrying field. A hidden field takes the URL query parameter
 * named by its `key` when that parameter is present (even if empty), else its own `value`
 * (SPEC.md §3: "hidden = value of the URL query parameter of the same name if present else own
 * value"). `search` is `location.search` (a leading '?' is fine). The result has a null
 * prototype, so a field id such as `__proto__` is stored like any other.
 */
export function initialValues(definition: FormDefinition, search: string): FormValues {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  const values: FormValues = keyed();
  for (const field of definition.fields) {
    if (!SUBMITTABLE(field.type)) continue;
    if (field.type === 'hidden') {
      const fromUrl = field.key !== '' ? params.get(field.key) : null;
      values[field.id] = fromUrl ?? field.value;
    } else {
      values[field.id] = emptyValue(field);
    }
  }
  return values;
}

/**
 * `values` carried over to a changed `definition` (a live change of the block JSON): what the
 * visitor gave stays under its field id, a new field starts as `initialValues` starts it, and a
 * hidden field takes the definition's value (the visitor never sees it, the page may change it).
 * The same object when nothing changes.
 */
export function carryValues(values: FormValues, definition: FormDefinition, search: string): FormValues {
  const start = initialValues(definition, search);
  const out: FormValues = keyed(Object.entries(values));
  let changed = false;
  for (const [id, value] of Object.entries(start)) {
    const hidden = definition.fields.some((field) => field.id === id && field.type === 'hidden');
    if (Object.hasOwn(values, id) && (!hidden || values[id] === value)) continue;
    out[id] = value;
    changed = true;
  }
  return changed ? out : values;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * `value` forced into `field`'s shape, so a value of the wrong shape (from a stale state, or a
 * hostile request on the server) can never break a check or the payload:
 * - string types: a string, anything else ''.
 * - composites: exactly one string per child input; missing or non-string entries become '',
 *   extra entries are dropped.
 * - checkbox: the string entries of an array, anything else [].
 * - likert: each own key whose answers are an array (its string entries kept); anything else {}.
 * Returns a fresh value; the input is never modified.
 */
export function coerceValue(field: FormField, value: unknown): FieldValue {
  if (isCompositeType(field.type)) {
    const arr: readonly unknown[] = Array.isArray(value) ? value : [];
    return partsOf(field).map((_, i) => {
      const part = arr[i];
      return typeof part === 'string' ? part : '';
    });
  }
  if (field.type === 'checkbox') {
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }
  if (field.type === 'likert') {
    const out = keyed<string[]>();
    if (isPlainRecord(value)) {
      for (const question of Object.keys(value)) {
        const answers = value[question];
        if (Array.isArray(answers)) out[question] = answers.filter((v): v is string => typeof v === 'string');
      }
    }
    return out;
  }
  return typeof value === 'string' ? value : '';
}

/**
 * True when `s` holds nothing once sanitized and trimmed. Sanitized first, so the client (raw
 * text) and the server (sanitized text) agree on what is blank.
 */
export function isBlank(s: string): boolean {
  return sanitizeText(s).trim() === '';
}

/**
 * True when the visitor has given nothing: a blank string (`isBlank`: whitespace only counts as
 * blank — stricter than the browser's `required`, so a form never gets a name of three spaces), a
 * composite whose every part is blank, a checkbox with no non-blank checked value, a likert with
 * no non-blank answer. A value of the wrong shape is read through `coerceValue`, so it is empty.
 */
export function isEmptyValue(field: FormField, value: FieldValue | undefined): boolean {
  const v = coerceValue(field, value);
  if (typeof v === 'string') return isBlank(v);
  if (isStringArray(v)) return v.every(isBlank);
  return Object.values(v).every((answers) => answers.every(isBlank));
}

/**
 * The text cleaning of SPEC.md §4's "build sanitized values" step: '\r\n' becomes '\n', then
 * every other ASCII control character (U+0000–U+001F and U+007F) is removed except '\n' and
 * '\t' — a lone '\r' is removed too. Idempotent. Nothing else changes: no trimming, no HTML
 * escaping (the values are data; whoever renders them escapes them).
 */
export function sanitizeText(text: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/**
 * The length the character limit counts (SPEC.md §5 "Client checks", "Textarea"): UTF-16 code
 * units, as the browser's `maxlength` counts them (an emoji is 2), of the sanitized text — the
 * text that is actually sent. Not trimmed: spaces the visitor typed count. Counting the
 * sanitized text means the client and the server, which only ever sees sanitized text, agree.
 */
export function countCharacters(text: string): number {
  return sanitizeText(text).length;
}
