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
 * show, and the visitor's input stays where it is. This module says which stage stopped and
 * with what answer; the text, field errors and retry time are failure-message.ts's choice.
 */
import type { ApiClient, ApiResult } from '@sqs/runtime/data/api-types';
import { fieldErrorsOf, submitFailure, type SubmitFailure, type SubmitStage } from './failure-message';

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
  /** Client-side validation: field id → message for each invalid field; empty when valid. */
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

export type SubmitOutcome = { ok: true } | SubmitFailure;

/** The key port for a real client: a POST with no body, as CONTRACT.md §6 fixes. */
export function fetchSubmissionKey(client: Pick<ApiClient, 'post'>): Promise<ApiResult<{ key?: string }>> {
  return client.post<{ key?: string }>(FORM_SUBMISSION_KEY_PATH);
}

function keyOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const key = (data as { key?: unknown }).key;
  return typeof key === 'string' && key !== '' ? key : null;
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
 * - a port that throws (or rejects) stops the submission at the stage it threw in.
 */
export async function submitForm(ports: SubmitPorts): Promise<SubmitOutcome> {
  let stage: SubmitStage = 'validate';
  try {
    const fieldErrors = fieldErrorsOf(ports.validate());
    if (Object.keys(fieldErrors).length > 0) return submitFailure({ kind: 'invalid', fieldErrors });

    stage = 'captcha';
    const captcha = ports.captcha;
    const token = captcha ? captcha.token() : null;
    const captchaKey = typeof token === 'string' && token !== '' ? token : undefined;
    if (captcha?.required && captchaKey === undefined) return submitFailure({ kind: 'captcha' });

    stage = 'key';
    const keyResult = await ports.fetchKey();
    if (!keyResult.ok) return submitFailure({ kind: 'no-key', answer: keyResult });
    const key = keyOf(keyResult.data);
    if (key === null) return submitFailure({ kind: 'no-key', answer: null });

    stage = 'save';
    const saved = await ports.save(key, captchaKey);
    if (saved.ok) return { ok: true };
    resetCaptcha(captcha);
    return submitFailure({ kind: 'refused', answer: saved });
  } catch {
    if (stage === 'save') resetCaptcha(ports.captcha);
    return submitFailure({ kind: 'thrown', stage });
  }
}
