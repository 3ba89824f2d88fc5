/**
 * One form submission, start to finish, as SPEC.md §4 "Form submission" orders it: validate
 * client-side, check the captcha, fetch a submission key, then post (building the sanitized
 * values is the `save` port's business). Each stage runs only when the one before passed, so
 * an invalid form never costs a key request and never posts.
 *
 * Everything outside comes in through SubmitPorts — the form model (validation, payload), the
 * captcha widget and the API calls — so this module knows no DOM, no React and no form model,
 * and its tests can count exactly which ports ran.
 *
 * Never throws and never rejects: a failure of any kind comes back as an outcome the view can
 * show, and the visitor's input stays where it is.
 */
import type { ApiClient, ApiResult } from '@sqs/runtime/data/api-types';
import { fieldErrorsOf, submitFailureMessage, submitText, SUBMIT_MESSAGES } from './failure-message';
import type { SubmissionEvent } from './submission';

/** SPEC.md §5 "Form", verbatim: the overall text when client validation fails. */
export const INVALID_FIELDS_MESSAGE = SUBMIT_MESSAGES.invalidFields;

/** SPEC.md §7. */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
/** SPEC.md §7. */
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';

export interface CaptchaPort {
  /** Whether the form cannot be sent without a token. */
  required: boolean;
  /** The widget's current token, or null (or '') when the visitor has not completed it. */
  token(): string | null;
  /** Clears the widget so the visitor can solve it again (a token is single-use). */
  reset(): void;
}

export interface SubmitPorts {
  /** Client-side validation: field id → message for each invalid field; `{}` when valid. */
  validate(): Record<string, string>;
  /** Absent when the form has no captcha. */
  captcha?: CaptchaPort;
  /** POST /api/form/FormSubmissionKey with an empty body (see fetchSubmissionKey). */
  fetchKey(): Promise<ApiResult<{ key?: string }>>;
  /**
   * POST /api/form/SaveFormSubmission with the payload of SPEC.md §3 "Form submission payload";
   * `captchaKey` is undefined when there is no token, and must then be left out of the payload.
   */
  save(key: string, captchaKey: string | undefined): Promise<ApiResult<unknown>>;
}

export type SubmitStage = 'validate' | 'captcha' | 'key' | 'save';

export type SubmitOutcome =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** Field id → message: client validation, or a 400's `errors` map. Else `{}`. */
      fieldErrors: Record<string, string>;
      /** Seconds until the visitor may retry (a 429's or 503's Retry-After), else null. */
      retryAfter: number | null;
      /** Where it stopped: the view may, e.g., focus the captcha after a 'captcha' failure. */
      stage: SubmitStage;
    };

type Failed = Extract<SubmitOutcome, { ok: false }>;
type FailedResult = Extract<ApiResult, { ok: false }>;

/** The key port for a real client: a POST with no body, as CONTRACT.md §6 fixes. */
export function fetchSubmissionKey(client: Pick<ApiClient, 'post'>): Promise<ApiResult<{ key?: string }>> {
  return client.post<{ key?: string }>(FORM_SUBMISSION_KEY_PATH);
}

const fail = (
  stage: SubmitStage,
  message: string,
  fieldErrors: Record<string, string> = {},
  retryAfter: number | null = null,
): Failed => ({ ok: false, message, fieldErrors, retryAfter, stage });

/** Only non-empty string messages count: `{email: ''}` would mark a field with nothing to say. */
function invalidFields(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

function keyOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const key = (data as { key?: unknown }).key;
  return typeof key === 'string' && key !== '' ? key : null;
}

const retryAfterOf = (result: FailedResult): number | null =>
  typeof result.retryAfter === 'number' && Number.isFinite(result.retryAfter) && result.retryAfter >= 0
    ? result.retryAfter
    : null;

/**
 * Why the key request failed, in the visitor's terms. SPEC.md §8 has a text for this stage,
 * 'Could not get a form submission key, please try again later.', and it is used for every
 * failure except two where a more specific text tells the visitor what to do:
 * - no answer at all (status 0: network, timeout, offline): the data layer's 'Unable to
 *   connect…' — check the connection; "could not get a key" would hide the real cause;
 * - 429: the rate-limit text, with its Retry-After, since the limit applies to the whole
 *   submission and pressing Submit again soon would only hit it again.
 * A 404 here is NOT the form's "not configured" text: the key endpoint is not per form.
 */
function keyFailureMessage(result: FailedResult): string {
  if (result.status === 0 || result.kind === 'network' || result.kind === 'timeout' || result.status === 429) {
    return submitFailureMessage(result);
  }
  return submitText('key');
}

/** Resets the captcha, swallowing a widget that throws (the outcome matters more). */
function resetCaptcha(captcha: CaptchaPort | undefined): void {
  try {
    captcha?.reset();
  } catch {
    /* a broken widget must not turn a clear failure into "unknown error" */
  }
}

/**
 * Runs the stages in order; see the module doc. Decisions beyond the SPEC's order:
 * - a captcha token is sent whenever there is one, required or not (SPEC.md §5 "captcha token
 *   sent if present");
 * - the captcha is reset after ANY save failure, including a port that throws: the token may
 *   have reached the server and been spent. It is not reset after a key failure: the token
 *   has not left the page and stays valid for the next attempt;
 * - a port that throws (or rejects) gives 'Unknown error, please try again later.' with the
 *   stage it threw in.
 */
export async function submitForm(ports: SubmitPorts): Promise<SubmitOutcome> {
  let stage: SubmitStage = 'validate';
  try {
    const fieldErrors = invalidFields(ports.validate());
    if (Object.keys(fieldErrors).length > 0) return fail('validate', submitText('invalidFields'), fieldErrors);

    stage = 'captcha';
    const captcha = ports.captcha;
    const token = captcha ? captcha.token() : null;
    const captchaKey = typeof token === 'string' && token !== '' ? token : undefined;
    if (captcha?.required && captchaKey === undefined) return fail('captcha', submitText('captcha'));

    stage = 'key';
    const keyResult = await ports.fetchKey();
    if (!keyResult.ok) return fail('key', keyFailureMessage(keyResult), {}, retryAfterOf(keyResult));
    const key = keyOf(keyResult.data);
    if (key === null) return fail('key', submitText('key'));

    stage = 'save';
    const saved = await ports.save(key, captchaKey);
    if (saved.ok) return { ok: true };
    resetCaptcha(captcha);
    const serverFieldErrors = saved.status === 400 ? (fieldErrorsOf(saved.data) ?? {}) : {};
    return fail('save', submitFailureMessage(saved), serverFieldErrors, retryAfterOf(saved));
  } catch {
    if (stage === 'save') resetCaptcha(ports.captcha);
    return fail(stage, submitText('unknown'));
  }
}

/** The reducer event for an outcome (submission.ts), so a view can `dispatch(outcomeEvent(await submitForm(ports)))`. */
export function outcomeEvent(outcome: SubmitOutcome): SubmissionEvent {
  if (outcome.ok) return { type: 'SUCCEEDED' };
  return { type: 'FAILED', message: outcome.message, fieldErrors: outcome.fieldErrors, retryAfter: outcome.retryAfter };
}
