import { isCompositeType, SUBMITTABLE } from './field-types';
import type { FormDefinition, FormField } from './field-types';
import { entryOf, keyed, type Keyed } from './keyed';
import { coerceValue, isBlank, sanitizeText } from './values';
import type { FormValues } from './values';

/**
 * The body of POST /api/form/SaveFormSubmission: SPEC.md §3 "Form submission payload" and §7.
 * This is the "build sanitized values" step of SPEC.md §4 "Form submission" plus the form body
 * around it. Pure: the element gathers the context (page, key, captcha token) and posts the result.
 */

/** What the page and the submission flow add to the definition (SPEC.md §3, the event fields). */
export interface PayloadContext {
  /** From POST /api/form/FormSubmissionKey (`data.key`). */
  key: string;
  /** The captcha token; sent only when given (SPEC.md §3 "captchaKey (only with captcha)"). */
  captchaKey?: string;
  isOverlayForm: boolean;
  pageTitle: string;
  pageId: string;
  /** 'i' on an item page, 'c' on a collection page. */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: string;
}

/**
 * A likert's answers, keyed by the field's own questions in their order (but, as in any
 * JavaScript object or JSON reader, integer-like keys such as '1' list first); an unanswered question
 * gives []; blank answers are dropped, as for checkbox. Keys the field does not ask are dropped (they are not the visitor's answers to this
 * form). The object has a null prototype so a question such as '__proto__' is an ordinary key.
 */
function likertJson(field: FormField, answers: Keyed<string[]>): Keyed<string[]> {
  const out = keyed<string[]>();
  for (const question of field.questions) {
    if (Object.hasOwn(out, question)) continue; // a repeated question: its first answers
    out[question] = (entryOf(answers, question) ?? []).map(sanitizeText).filter((s) => !isBlank(s));
  }
  return out;
}

/**
 * Field id → value for every submittable field (sections omitted, SPEC.md §3 "section gives
 * none"), in the shapes of SPEC.md §3:
 * - name, address, date, time: the child inputs' values, in FIELD_PARTS order;
 * - phone: the same, with a leading '' when only 3 parts are shown (no `showCountryCode`), so the
 *   array always has 4 entries: country, area code, prefix, line;
 * - checkbox: the checked values (blank entries dropped);
 * - radio, select: the single chosen value ('' when none);
 * - likert: question → array of chosen answers (see above);
 * - hidden: its value (./values `initialValues` has already applied the URL query parameter);
 * - every other type: its single value.
 * Every string is passed through `sanitizeText` (control characters stripped, '\r\n' → '\n');
 * nothing is trimmed. A missing value, or one of the wrong shape, is sent as the field's empty
 * value (see `coerceValue`). A field id that repeats is sent once, with the first field's value.
 */
export function buildFormJson(definition: FormDefinition, values: FormValues): Keyed<unknown> {
  const out = keyed<unknown>();
  for (const field of definition.fields) {
    if (!SUBMITTABLE(field.type) || Object.hasOwn(out, field.id)) continue;
    const v = coerceValue(field, entryOf(values, field.id));
    if (typeof v === 'string') {
      out[field.id] = sanitizeText(v);
    } else if (Array.isArray(v)) {
      if (isCompositeType(field.type)) {
        const parts = v.map(sanitizeText);
        out[field.id] = field.type === 'phone' && parts.length === 3 ? ['', ...parts] : parts;
      } else {
        out[field.id] = v.map(sanitizeText).filter((s) => !isBlank(s));
      }
    } else {
      out[field.id] = likertJson(field, v);
    }
  }
  return out;
}

/**
 * The form body of `buildPayload`: a plain string record (it goes straight into a form-encoded
 * body), typed so that its always-present keys read as `string`, not `string | undefined`.
 */
export type SubmissionBody = Record<string, string> & {
  key: string;
  form: string;
  captchaKey?: string;
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: 'true' | 'false';
  submitButtonText: string;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: string;
};

/**
 * The form body (`application/x-www-form-urlencoded` fields) of SPEC.md §3 "Form submission
 * payload", keys in the SPEC's order: key, form (JSON of `buildFormJson`), captchaKey (only when
 * `context.captchaKey` is a non-empty string), formId, collectionId, objectName, isOverlayForm
 * ('true'/'false'), submitButtonText, then the event fields pageTitle, pageId, contentSource,
 * pagePath, pagePermissionTypeValue.
 */
export function buildPayload(definition: FormDefinition, values: FormValues, context: PayloadContext): SubmissionBody {
  const form = JSON.stringify(buildFormJson(definition, values));
  // Built in two steps so captchaKey, when present, sits right after form (spread keeps the
  // position of the first occurrence of key and form).
  const head: Record<string, string> = { key: context.key, form };
  if (typeof context.captchaKey === 'string' && context.captchaKey !== '') head.captchaKey = context.captchaKey;
  return {
    ...head,
    key: context.key,
    form,
    formId: definition.formId,
    collectionId: definition.collectionId,
    objectName: definition.objectName,
    isOverlayForm: context.isOverlayForm ? 'true' : 'false',
    submitButtonText: definition.submitButtonText,
    pageTitle: context.pageTitle,
    pageId: context.pageId,
    contentSource: context.contentSource,
    pagePath: context.pagePath,
    pagePermissionTypeValue: context.pagePermissionTypeValue,
  };
}

/**
 * The inverse of `buildFormJson`, for the server side: the FormValues a parsed `form` JSON holds
 * for `definition`, so the reference server can run ./validate's `validateForm` on exactly what
 * the client checked. Phone's always-4 array loses its leading entry again when the field shows
 * only 3 parts; everything else goes through `coerceValue` (wrong shapes become empty values,
 * unknown ids are ignored, own properties only). Sections get no value.
 */
export function readFormJson(definition: FormDefinition, json: unknown): FormValues {
  const source = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const values: FormValues = keyed();
  for (const field of definition.fields) {
    if (!SUBMITTABLE(field.type) || Object.hasOwn(values, field.id)) continue;
    let raw = entryOf(source, field.id);
    if (field.type === 'phone' && !field.showCountryCode && Array.isArray(raw) && raw.length === 4) raw = raw.slice(1);
    values[field.id] = coerceValue(field, raw);
  }
  return values;
}
