/**
 * What runs only when the visitor submits (SPEC.md §4 "Form submission"): the client
 * checks, the submission key, the payload and the POST. It is its own chunk, fetched on
 * the visitor's first touch of the form (see use-submission.ts), so a form's first paint
 * carries less code (issue 5 budget: 15 KB over React).
 */
import type { ApiClient } from '@sqs/runtime/data/api-types';
import type { FormDefinition } from '../model/field-types';
import { buildPayload, type PayloadContext } from '../model/payload';
import { validateForm } from '../model/validate';
import type { FormValues } from '../model/values';
import { fetchSubmissionKey, SAVE_FORM_SUBMISSION_PATH, submitForm, type CaptchaPort, type SubmitOutcome } from '../machine/submit-form';

/** The server's answer may take a while on a slow line; past this the visitor can retry. */
const SAVE_TIMEOUT_MS = 30_000;

export interface SubmitFlowInput {
  definition: FormDefinition;
  /** The values at the moment each stage reads them. */
  values(): FormValues;
  captcha?: CaptchaPort;
  api: ApiClient;
  /**
   * The submission key, kept across attempts until the server answers definitively, so
   * a POST whose answer was lost and is retried is stored once (the backend is
   * idempotent on the key).
   */
  key: { current: string | null };
  context: Omit<PayloadContext, 'key' | 'captchaKey'>;
}

export function runSubmission(input: SubmitFlowInput): Promise<SubmitOutcome> {
  const { definition, api, key } = input;
  return submitForm({
    validate: () => validateForm(definition, input.values()),
    captcha: input.captcha,
    fetchKey: async () => {
      if (key.current) return { ok: true, status: 200, data: { key: key.current }, headers: new Headers() };
      const result = await fetchSubmissionKey(api);
      if (result.ok && typeof result.data?.key === 'string') key.current = result.data.key;
      return result;
    },
    save: async (submissionKey, captchaKey) => {
      const body = buildPayload(definition, input.values(), { key: submissionKey, captchaKey, ...input.context });
      const result = await api.post(SAVE_FORM_SUBMISSION_PATH, { form: body, timeoutMs: SAVE_TIMEOUT_MS });
      // A definite answer (stored, or refused for a reason other than the rate) ends the
      // key's life; a lost answer keeps it for the retry.
      if (result.ok || (result.status >= 400 && result.status !== 429)) key.current = null;
      return result;
    },
  });
}
