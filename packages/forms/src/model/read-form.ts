import { isFieldType } from './field-types';
import type { FormDefinition, FormField } from './field-types';

/**
 * Reads the `sqs-form` / `sqs-newsletter` block JSON of CONTRACT.md §4 into a complete
 * FormDefinition. Forgiving, because a block must never throw out of its element (CONTRACT.md
 * §4: "Malformed or missing JSON never throws out of the element"): whatever can be read is kept,
 * every key gets a default, and what had to be dropped or repaired is listed in `problems` — plain
 * English for the error report, one string per problem, each naming the field it is about.
 *
 * Rules:
 * - strings: a string is kept as is (not trimmed); a finite number is read as its decimal text
 *   (ids are sometimes numbers in hand-written JSON); anything else is ''.
 * - booleans: true or the string 'true' are true; anything else is false.
 * - `submitButtonText`: blank becomes 'Submit'. The SPEC gives no default label; 'Submit' is ours.
 * - `successRedirect`: kept only if it is relative or http(s); another scheme (`javascript:`,
 *   `data:`…) is dropped with a problem, because the element navigates to it on success.
 * - `fields`: must be an array (otherwise a problem and no fields). Each field needs an object
 *   with a non-empty id and one of FIELD_TYPES as type (compared after trimming and lower-casing);
 *   otherwise it is dropped with a problem. A repeated id keeps the first field (problem for the
 *   others), since the payload and the error map are keyed by id.
 * - `maxLength`: a positive integer (a number, or a string of digits) on any type, else null.
 *   SPEC.md §5's rule covers "field with max length and textarea", so a textarea keeps its limit
 *   and any other type keeps one only when a positive integer was given — which is the same
 *   single rule. 0, null and a missing limit mean "no limit" quietly; anything else invalid is a
 *   problem.
 * - `options`, `questions`: the string entries of an array; non-strings are dropped (quietly),
 *   anything that is not an array gives [].
 */

export interface ReadFormResult {
  definition: FormDefinition;
  problems: string[];
}

/** Our default: SPEC.md §3 names submitButtonText but gives it no default. */
export const DEFAULT_SUBMIT_BUTTON_TEXT = 'Submit';

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function bool(value: unknown): boolean {
  return value === true || value === 'true';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A short, safe description of any value for a problem text (never calls user code). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** `maxLength` as a positive safe integer, null for "no limit", or undefined when invalid. */
function readMaxLength(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  let n: number | undefined;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) n = Number(value);
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * True when navigating to `url` cannot run script: relative URLs and http(s). Browsers ignore
 * tabs and newlines inside a URL and leading control characters and spaces, so those are removed
 * before looking for a scheme ("java\tscript:" is still javascript:).
 */
export function isSafeRedirect(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- removing what browsers ignore in URLs
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return true;
  const name = (scheme[1] ?? '').toLowerCase();
  return name === 'http' || name === 'https';
}

function readField(raw: unknown, index: number, seen: Set<string>, problems: string[]): FormField | null {
  if (!isRecord(raw)) {
    problems.push(`Field #${index + 1} is not an object (${describe(raw)}); dropped.`);
    return null;
  }
  const id = str(raw.id);
  if (id === '') {
    problems.push(`Field #${index + 1} has no id; dropped.`);
    return null;
  }
  const type = typeof raw.type === 'string' ? raw.type.trim().toLowerCase() : raw.type;
  if (!isFieldType(type)) {
    problems.push(`Field "${id}" has unknown type ${describe(raw.type)}; dropped.`);
    return null;
  }
  if (seen.has(id)) {
    problems.push(`Field "${id}" (${type}) repeats the id of an earlier field; dropped.`);
    return null;
  }
  seen.add(id);
  const maxLength = readMaxLength(raw.maxLength);
  if (maxLength === undefined) problems.push(`Field "${id}" has an invalid maxLength ${describe(raw.maxLength)}; no limit used.`);
  return {
    id,
    type,
    title: str(raw.title),
    description: str(raw.description),
    placeholder: str(raw.placeholder),
    required: bool(raw.required),
    options: strings(raw.options),
    questions: strings(raw.questions),
    currencySymbol: str(raw.currencySymbol),
    showCountryCode: bool(raw.showCountryCode),
    underline: bool(raw.underline),
    key: str(raw.key),
    value: str(raw.value),
    maxLength: maxLength ?? null,
  };
}

function readFields(value: unknown, problems: string[]): FormField[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`"fields" is not an array (${describe(value)}); the form has no fields.`);
    return [];
  }
  const seen = new Set<string>();
  const fields: FormField[] = [];
  value.forEach((raw: unknown, index) => {
    try {
      const field = readField(raw, index, seen, problems);
      if (field) fields.push(field);
    } catch {
      // Only a hostile object (a throwing getter, a Proxy) gets here: JSON never does.
      problems.push(`Field #${index + 1} could not be read; dropped.`);
    }
  });
  return fields;
}

function parse(input: unknown, problems: string[]): Raw {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      problems.push('The form definition is not valid JSON.');
      return {};
    }
  }
  if (!isRecord(value)) {
    problems.push(`The form definition is not an object (${describe(value)}).`);
    return {};
  }
  return value;
}

/**
 * The FormDefinition in `input` (the parsed block JSON, or its JSON text), with the problems met
 * reading it. Never throws; see the module comment for the rules.
 */
export function readFormDefinition(input: unknown): ReadFormResult {
  const problems: string[] = [];
  const definition: FormDefinition = {
    formId: '',
    collectionId: '',
    objectName: '',
    formName: '',
    submitButtonText: DEFAULT_SUBMIT_BUTTON_TEXT,
    submissionMessageHtml: '',
    postSubmitHtml: '',
    successRedirect: '',
    captcha: false,
    isNewsletter: false,
    fields: [],
  };
  try {
    const raw = parse(input, problems);
    definition.formId = str(raw.formId);
    definition.collectionId = str(raw.collectionId);
    definition.objectName = str(raw.objectName);
    definition.formName = str(raw.formName);
    const submit = str(raw.submitButtonText);
    if (submit.trim() !== '') definition.submitButtonText = submit;
    definition.submissionMessageHtml = str(raw.submissionMessageHtml);
    definition.postSubmitHtml = str(raw.postSubmitHtml);
    const redirect = str(raw.successRedirect);
    if (isSafeRedirect(redirect)) definition.successRedirect = redirect;
    else problems.push(`The success redirect ${describe(redirect)} is not an http(s) or relative URL; ignored.`);
    definition.captcha = bool(raw.captcha);
    definition.isNewsletter = bool(raw.isNewsletter);
    definition.fields = readFields(raw.fields, problems);
  } catch {
    problems.push('The form definition could not be read.');
  }
  return { definition, problems };
}
