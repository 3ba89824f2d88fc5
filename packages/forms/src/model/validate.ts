import { isValidEmail } from './email';
import { isCompositeType, partsOf } from './field-types';
import type { CompositeType, FormDefinition, FormField } from './field-types';
import { entryOf, keyed, type Keyed } from './keyed';
import { coerceValue, countCharacters, isBlank, isEmptyValue, sanitizeText } from './values';
import type { FieldValue, FormValues } from './values';

/**
 * The client-side checks of SPEC.md §5 "Client checks", as pure functions: the form element runs
 * them before posting, and the Node reference server imports this same module to mirror them, so
 * a check can never pass on one side and fail on the other.
 *
 * Texts are English defaults and this module reads no message table (it must run the same on
 * the server). A UI that translates uses `fieldProblem` (a code plus its arguments) and looks
 * the code up in the site's message table, with FORM_MESSAGES[code] as the default.
 */

/**
 * The example address put into the email message's `{email}`. SPEC.md §5 gives the message with
 * its placeholder but leaves the example unsaid; this is our choice.
 */
export const EMAIL_EXAMPLE = 'name@example.com';

/**
 * The field-check texts, verbatim from SPEC.md §5 "Client checks", except `required`, which is
 * ours: SPEC.md §3 makes "required" a builder option but gives no message for an empty required
 * field. `{title}` and `{email}` are placeholders (see `formatFormMessage`). The overall text
 * ('One or more fields is invalid, please check your entries.') and the submission failure
 * texts of SPEC.md §8 live with the submission flow (../machine/failure-message).
 * Keys double as message ids: a UI translates with
 * `message('form.' + code, FORM_MESSAGES[code], args)` (runtime contracts/messages).
 */
export const FORM_MESSAGES = {
  characterLimit: 'You have exceeded the character limit.',
  email: 'Email is not valid. Email addresses should follow the format {email}.',
  /** Our addition (see above); an untitled field reads 'This field is required.'. */
  required: '{title} is required.',
} as const;

export type FormMessageId = keyof typeof FORM_MESSAGES;

/** The title used in the required message when a field has none. */
export const UNTITLED_FIELD = 'This field';

/**
 * Replaces each `{name}` in `template` with `args[name]`; unknown placeholders stay as they are.
 * A single pass: text inserted from an argument (a field title with braces, say) is never
 * re-read, and `$` in an argument is literal.
 */
export function formatFormMessage(template: string, args: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(args, name) ? String(args[name]) : whole));
}

/**
 * The child inputs that must be filled in for a *required* composite field to count as given.
 * SPEC.md names "required" but not what it means for several inputs; our choice, kept simple:
 * - name: the first name (a single name is common; the last name may be left out);
 * - address: the first address line (line 2, city, state, zip, country vary by country);
 * - phone: the line number, the one part every phone number has (country and area codes are
 *   optional in many places);
 * - date: month, day and year — a partial date is not a date;
 * - time: hour and minute (seconds and am/pm may be left out).
 * A composite that is not required is never checked part by part.
 */
export const REQUIRED_PARTS: Record<CompositeType, readonly string[]> = {
  name: ['fname'],
  address: ['address1'],
  phone: ['line'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute'],
};

export type FieldProblemCode = 'required' | 'characterLimit' | 'email';

/** A failed check, before formatting: `FORM_MESSAGES[code]` with `args` filled in. */
export interface FieldProblem {
  code: FieldProblemCode;
  args: Record<string, string>;
}

/** True when a required `field` holding `value` counts as filled in (see REQUIRED_PARTS). */
export function satisfiesRequired(field: FormField, value: FieldValue | undefined): boolean {
  const v = coerceValue(field, value);
  if (isCompositeType(field.type) && Array.isArray(v)) {
    const parts = partsOf(field);
    return REQUIRED_PARTS[field.type].every((part) => {
      const i = parts.indexOf(part);
      return i < 0 || !isBlank(v[i] ?? '');
    });
  }
  if (field.type === 'likert' && !Array.isArray(v) && typeof v === 'object') {
    // Every question must be answered. A likert with no questions has nothing to answer, so it
    // passes rather than being impossible to submit.
    return field.questions.every((q) => (entryOf(v, q) ?? []).some((a) => !isBlank(a)));
  }
  return !isEmptyValue(field, v);
}

/**
 * The first check `field` fails with `value`, or null. In order:
 * 1. required: a required field that is not filled in (`satisfiesRequired`; a blank string is
 *    not filled in) → 'required'.
 * 2. character limit (SPEC.md §5: "field with max length and textarea invalid when longer than
 *    limit (unless optional and empty)"): any string-valued field with a positive `maxLength`,
 *    textarea or not, whose `countCharacters` exceeds it → 'characterLimit'. The count is NOT
 *    trimmed: it counts UTF-16 code units like the browser's `maxlength`. The SPEC's "unless
 *    optional and empty" can never trigger here (an empty text cannot exceed a positive limit),
 *    and whitespace-only text is not "empty" for this rule, so it cannot sneak past the limit.
 * 3. email (SPEC.md §5: "invalid unless optional and empty or valid"): an email field whose
 *    sanitized, trimmed text is neither empty nor `isValidEmail` → 'email'. Trimmed, because the
 *    browser strips the spaces around an `<input type=email>` value before it checks it.
 * Hidden and section fields never fail: the visitor cannot see or change them.
 */
export function fieldProblem(field: FormField, value: FieldValue | undefined): FieldProblem | null {
  if (field.type === 'hidden' || field.type === 'section') return null;
  if (field.required && !satisfiesRequired(field, value)) {
    return { code: 'required', args: { title: field.title.trim() === '' ? UNTITLED_FIELD : field.title } };
  }
  const v = coerceValue(field, value);
  if (typeof v !== 'string') return null;
  const max = field.maxLength;
  if (typeof max === 'number' && Number.isSafeInteger(max) && max > 0 && countCharacters(v) > max) {
    return { code: 'characterLimit', args: {} };
  }
  if (field.type === 'email') {
    const email = sanitizeText(v).trim();
    if (email !== '' && !isValidEmail(email)) return { code: 'email', args: { email: EMAIL_EXAMPLE } };
  }
  return null;
}

/** `problem` as English text (FORM_MESSAGES with its arguments filled in). */
export function problemMessage(problem: FieldProblem): string {
  return formatFormMessage(FORM_MESSAGES[problem.code], problem.args);
}

/** The message for the first check `field` fails with `value`, or null (see `fieldProblem`). */
export function validateField(field: FormField, value: FieldValue | undefined): string | null {
  const problem = fieldProblem(field, value);
  return problem === null ? null : problemMessage(problem);
}

/**
 * Field id → message for each failing field; passing fields are absent, so an empty object
 * means the form may be sent. Entries are added in field order, but JavaScript lists
 * integer-like keys ('0', '12') first: a UI that needs "the first failing field" should walk
 * `definition.fields`, not the keys. Values are looked up as own properties only. The result has
 * a null prototype (a field id may be any string).
 */
export function validateForm(definition: FormDefinition, values: FormValues): Keyed<string> {
  const errors = keyed<string>();
  const seen = new Set<string>();
  for (const field of definition.fields) {
    if (seen.has(field.id)) continue; // a duplicate id (./read-form drops these): the first one wins
    seen.add(field.id);
    const message = validateField(field, entryOf(values, field.id));
    if (message !== null) errors[field.id] = message;
  }
  return errors;
}
