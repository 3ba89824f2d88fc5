/**
 * Form submission (SPEC.md §4 "Form submission", §7, §8 "Form"; CONTRACT.md §6):
 *
 * - `POST /api/form/FormSubmissionKey` (empty body) answers `{key}`: 128 random bits,
 *   single use, valid for 30 minutes.
 * - `POST /api/form/SaveFormSubmission` (form body, SPEC.md §3 "Form submission payload")
 *   checks the form, the key, the fields (the same rules the client runs, from
 *   @sqs/forms) and the captcha, then stores the submission and spends the key in one
 *   transaction. A retried POST whose key already stored a submission gets the first
 *   answer again and stores nothing: submitting is idempotent per key.
 *
 * Every attempt except such a replay counts against two limits, and both must allow it:
 * one per client address, which the visitor cannot choose, and one per visitor (the
 * `ss_cvr` cookie, else the address). The cookie alone would let a client that sends a
 * fresh cookie each time through; the address alone would make everyone behind one
 * NAT (an office, a school) share one visitor's allowance, so the address gets a
 * larger one. Over either, 429 with Retry-After and SPEC.md §8's text.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFormDefinition } from '@sqs/forms/model/read-form';
import { FORM_MESSAGES, validateForm } from '@sqs/forms/model/validate';
import { coerceValue, countCharacters, sanitizeText, type FieldValue, type FormValues } from '@sqs/forms/model/values';
import type { Db } from '../db';
import { apiErrorHandler } from '../errors';
import { FORM_ERRORS } from '../form-errors';
import { findSubmissionByKey, getForm, getFormKey, insertFormKey, loadFormDefinitions, pruneFormKeys, storeSubmission } from '../forms-store';

export const FORM_KEY_TTL_MS = 30 * 60 * 1000;
export const CAPTCHA_TOKEN_PREFIX = 'sqs-captcha-ok:';

/** Submission attempts per window: `max` per visitor, `perAddressMax` (default 4 × max) per client address. */
export interface FormRateLimit {
  max: number;
  windowMs: number;
  perAddressMax?: number;
}

/** 5 a minute per visitor, 20 a minute per address. */
export const DEFAULT_FORM_RATE_LIMIT: FormRateLimit = { max: 5, windowMs: 60_000 };

export interface FormRouteOptions {
  rateLimit?: FormRateLimit;
  /** After a submission is stored (never on a replay): the mailing list's hook (issue 18 item 4). A throw is logged, the submission stands. */
  onStored?: (formId: string, fields: ReadonlyArray<{ id: string; type?: string }>, values: Record<string, unknown>) => void;
  /** Epoch milliseconds; tests move time through this. */
  now?: () => number;
}

type Definition = ReturnType<typeof readFormDefinition>['definition'];
type Field = Definition['fields'][number];

/**
 * Server-side caps on what one field may store; the client's checks can be skipped, and
 * the body limit alone (1 MB) would let a name field store 900 KB. Generous on purpose:
 * the field's own maxLength when set (SPEC.md §5, the limit the client enforces), else
 * 10,000 characters for a textarea and 1,000 for any other field. A value's length is
 * the characters of all its strings (a name's parts, the checked options, a likert's
 * answers), counted as the client counts them (countCharacters). Over the cap, the field
 * gets SPEC.md §5's 'You have exceeded the character limit.' in the 400 `errors`.
 */
export const TEXTAREA_MAX_CHARS = 10_000;
export const FIELD_MAX_CHARS = 1_000;
/** Each stored event-context field (a page title, a path): longer is no real page. */
export const CONTEXT_MAX_CHARS = 2_000;

const capOf = (field: Field) => field.maxLength ?? (field.type === 'textarea' ? TEXTAREA_MAX_CHARS : FIELD_MAX_CHARS);

function charactersIn(value: FieldValue): number {
  const strings = typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value).flat();
  return strings.reduce((sum, text) => sum + countCharacters(text), 0);
}

/** The SPEC.md §3 event-context fields stored beside the values, as sent. */
const CONTEXT_FIELDS = [
  'collectionId',
  'objectName',
  'isOverlayForm',
  'submitButtonText',
  'pageTitle',
  'pageId',
  'contentSource',
  'pagePath',
  'pagePermissionTypeValue',
] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value in a shape SPEC.md §3 allows, else undefined. */
function formValue(value: unknown): FieldValue | undefined {
  if (typeof value === 'string') return value;
  if (isStringArray(value)) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.every(([, answers]) => isStringArray(answers))) return Object.fromEntries(entries) as Record<string, string[]>;
  }
  return undefined;
}

/** `value` with every string cleaned as the client cleans it before sending. */
function sanitizeValue(value: FieldValue): FieldValue {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) return value.map(sanitizeText);
  const out = Object.create(null) as Record<string, string[]>;
  for (const [question, answers] of Object.entries(value)) out[question] = answers.map(sanitizeText);
  return out;
}

/** A likert value keeps only the questions its field asks, as unknown field ids are dropped. */
function onlyAsked(field: Field, value: FieldValue): FieldValue {
  if (field.type !== 'likert' || typeof value !== 'object' || Array.isArray(value)) return value;
  const kept = Object.create(null) as Record<string, string[]>;
  for (const question of field.questions) if (Object.hasOwn(value, question)) kept[question] = value[question]!;
  return kept;
}

/**
 * The `form` field: a JSON object of field id to value. Ids the definition does not
 * have (and sections, which carry no value) are dropped; a value of a shape no field
 * sends (a number, nested objects) makes the whole form unparsable; a value of another
 * field's shape is forced into its own field's (`coerceValue`, as the client does), so
 * what is checked is exactly what is stored. Keyed data from outside lives in a Map or
 * a null-prototype object: a field id may be '__proto__' or 'constructor'.
 */
function parseValues(raw: unknown, definition: Definition): FormValues | null {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const known = new Map<string, Definition['fields'][number]>();
  for (const field of definition.fields) if (!known.has(field.id)) known.set(field.id, field);
  const values = Object.create(null) as FormValues; // a field id may be '__proto__'
  for (const [id, value] of Object.entries(parsed)) {
    const field = known.get(id);
    if (!field || field.type === 'section') continue;
    const checked = formValue(value);
    if (checked === undefined) return null;
    values[id] = sanitizeValue(onlyAsked(field, coerceValue(field, checked)));
  }
  return values;
}

/**
 * Sliding-window counters, in memory (one process serves the demo). `wait` only looks;
 * `record` counts an attempt. Only attempts every limit allowed are recorded, so a
 * client refused for its address adds no cookie entries: memory stays bounded by the
 * attempts the limits let through.
 */
function slidingWindow(max: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  return {
    /** Whole seconds until `key` may try again (at least 1), or 0 when it is within the limit. */
    wait(key: string, now: number): number {
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        for (const [k, times] of hits) if (times.every((t) => t <= now - windowMs)) hits.delete(k);
      }
      const times = recent(key, now);
      return times.length < max ? 0 : Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000));
    },
    record(key: string, now: number): void {
      hits.set(key, [...recent(key, now), now]);
    },
  };
}

/**
 * Upserts every form definition in `dir` (`<demoDir>/forms/*.json`; a missing folder is
 * fine), logging files that are not JSON objects and whatever the forgiving reader had
 * to repair, so a typo in a demo form shows in the server log.
 */
export function loadForms(app: FastifyInstance, db: Db, dir: string): string[] {
  const ids = loadFormDefinitions(db, dir, (file, error) => app.log.error({ file, err: error }, 'form definition skipped'));
  for (const formId of ids) {
    const { problems } = readFormDefinition(getForm(db, formId));
    if (problems.length > 0) app.log.warn({ formId, problems }, 'form definition has problems');
  }
  return ids;
}

export function registerFormRoutes(app: FastifyInstance, db: Db, options: FormRouteOptions = {}): void {
  const now = options.now ?? Date.now;
  const { max, windowMs, perAddressMax = 4 * max } = options.rateLimit ?? DEFAULT_FORM_RATE_LIMIT;
  const perAddress = slidingWindow(perAddressMax, windowMs);
  const perVisitor = slidingWindow(max, windowMs);
  /** Seconds to wait, or 0 after counting the attempt against the address and the visitor. */
  const limit = (request: FastifyRequest, at: number): number => {
    const address = request.ip;
    const cookie = request.cookies.ss_cvr;
    const visitor = cookie ? `cvr:${cookie}` : `ip:${address}`;
    const wait = Math.max(perAddress.wait(address, at), perVisitor.wait(visitor, at));
    if (wait > 0) return wait;
    perAddress.record(address, at);
    perVisitor.record(visitor, at);
    return 0;
  };
  const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

  // Errors Fastify or a plugin raise on these routes (a body that is not JSON, too large,
  // of an unknown type; the API-wide limit) answer SPEC.md §8 "Form" texts too.
  const formErrors = (text4xx: string) => apiErrorHandler(FORM_ERRORS.sendFailed, (status) => (status === 429 ? FORM_ERRORS.rateLimited : text4xx));

  app.post('/api/form/FormSubmissionKey', { errorHandler: formErrors(FORM_ERRORS.noKey) }, async () => {
    const at = now();
    pruneFormKeys(db, at);
    const key = randomBytes(16).toString('hex');
    insertFormKey(db, key, at, at + FORM_KEY_TTL_MS);
    return { key };
  });

  app.post('/api/form/SaveFormSubmission', { errorHandler: formErrors(FORM_ERRORS.badKey) }, async (request, reply) => {
    // A form or JSON body arrives as an object; anything else (no body, text/plain) is
    // not a submission, refused below once the attempt is counted.
    const body = isObject(request.body) ? request.body : null;
    const fields = body ?? {};
    const key = text(fields.key) ?? '';
    const formId = text(fields.formId) ?? '';
    const at = now();

    // A retry of a POST that was stored: the same answer, nothing stored, not counted.
    const stored = key ? findSubmissionByKey(db, key) : null;
    if (stored && stored.formId === formId) return { success: true, submissionId: stored.id };

    const retryAfter = limit(request, at);
    if (retryAfter > 0) return reply.code(429).header('Retry-After', String(retryAfter)).send({ error: FORM_ERRORS.rateLimited });
    if (body === null) return fail(reply, 400, FORM_ERRORS.badKey);

    const raw = formId ? getForm(db, formId) : null;
    if (raw === null) return fail(reply, 404, FORM_ERRORS.notConfigured);
    const { definition } = readFormDefinition(raw);

    const formKey = key ? getFormKey(db, key) : null;
    if (!formKey || formKey.usedAt !== null || at >= formKey.expiresAt) return fail(reply, 400, FORM_ERRORS.badKey);

    const values = parseValues(body.form, definition);
    if (!values) return fail(reply, 400, FORM_ERRORS.unparsable);

    const errors = validateForm(definition, values);
    for (const field of definition.fields) {
      const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
      if (value !== undefined && charactersIn(value) > capOf(field)) errors[field.id] = FORM_MESSAGES.characterLimit;
    }
    if (Object.keys(errors).length > 0) return reply.code(400).send({ errors });

    if (definition.captcha && !(text(body.captchaKey) ?? '').startsWith(CAPTCHA_TOKEN_PREFIX)) return fail(reply, 400, FORM_ERRORS.captcha);

    const payload: Record<string, unknown> = { form: values, formId };
    for (const name of CONTEXT_FIELDS) payload[name] = text(body[name]);
    // Not something a visitor typed: a client that sends more is not ours.
    if (CONTEXT_FIELDS.some((name) => (text(body[name])?.length ?? 0) > CONTEXT_MAX_CHARS)) return fail(reply, 400, FORM_ERRORS.badKey);
    const submissionId = storeSubmission(db, key, formId, payload, at);
    if (submissionId === null) {
      // Spent between the checks above and now: answer as a replay would.
      const again = findSubmissionByKey(db, key);
      if (again && again.formId === formId) return { success: true, submissionId: again.id };
      return fail(reply, 400, FORM_ERRORS.badKey);
    }
    try {
      options.onStored?.(formId, definition.fields, values);
    } catch (error) {
      request.log.error({ err: error, formId }, 'after-submission hook failed');
    }
    return { success: true, submissionId };
  });
}
