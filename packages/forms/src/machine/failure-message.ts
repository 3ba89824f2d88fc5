/**
 * The texts a form shows when a submission fails, and the choice between them
 * (SPEC.md §8 "Form", §5 "Form"; CONTRACT.md §6 for the error bodies).
 *
 * Pure apart from the site's message table: every text goes through `message(id, default)`
 * (runtime contracts/messages.ts) so a site can translate it, as every other visible string
 * of the library does. With no override the defaults below come back verbatim.
 *
 * Text that came from elsewhere — the server's `data.error`, the data layer's own message for
 * a failed connection — is returned as it is, never run through the pattern formatter: a
 * server text containing `{` must not be read as a placeholder.
 */
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §8 "Form" and §5 "Form", verbatim. Keys double as message ids (`form.<key>`). */
export const SUBMIT_MESSAGES = {
  /** 401. */
  unauthorized: 'Unable to submit form. Please try again later.',
  /** 404. */
  notConfigured: 'This form has not been configured yet.',
  /** 429. */
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** 500. */
  serverError: 'Unable to send form. Please try again later.',
  /** The save answered 2xx but its body could not be read (kind 'parse'): see submitFailureMessage. */
  processing: 'Error processing form submission. Please reload and try again.',
  /** Any other failure without a server text, and any port that throws. */
  unknown: 'Unknown error, please try again later.',
  /** The form has a required CAPTCHA and no token yet. */
  captcha: 'Complete CAPTCHA before submitting.',
  /** POST /api/form/FormSubmissionKey failed or answered without `data.key`. */
  key: 'Could not get a form submission key, please try again later.',
  /** A 400 that names no field and gives no text: the server could not read the fields. */
  parseFields: 'Could not parse the form fields, please check your entries.',
  /** SPEC.md §5 "Form": the overall text when any field is invalid. */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** Shown above the form, pointing down at the field errors. */
  problemBelow: 'Your form has encountered a problem. Please scroll down to review.',
  /**
   * Shown below the form, pointing up at the field errors. SPEC.md §8 elides this one as
   * "'... scroll up to review.'"; the "..." stands for the start it shares with the text
   * above, so it is spelled out in full here rather than shown with a literal ellipsis.
   */
  problemAbove: 'Your form has encountered a problem. Please scroll up to review.',
} as const;

export type SubmitMessageId = keyof typeof SUBMIT_MESSAGES;

/** The text for `id`: the site's translation if any, else SUBMIT_MESSAGES[id]. */
export function submitText(id: SubmitMessageId): string {
  return message(`form.${id}`, SUBMIT_MESSAGES[id]);
}

/** What submitFailureMessage reads from a failed ApiResult (its `kind` is a FailureKind). */
export interface FailureLike {
  status: number;
  kind: string;
  message: string;
  data: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The per-field messages of a 400 answer `{errors: {fieldId: message}}` (CONTRACT.md §6), or
 * null when there are none. Defensive, because this is the server's body: anything that is not
 * a plain object yields null, and entries whose message is not a non-empty string are skipped
 * (an empty message would mark a field invalid with nothing to say why).
 */
export function fieldErrorsOf(data: unknown): Record<string, string> | null {
  if (!isRecord(data)) return null;
  const errors = data.errors;
  if (!isRecord(errors)) return null;
  // fromEntries defines own properties, so a field id like "__proto__" stays an ordinary key.
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => nonEmptyString(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * The text for a failed POST /api/form/SaveFormSubmission (SPEC.md §8 "Form"):
 * - 401, 404, 429, 500: the fixed texts. The server's own `error` text is ignored for these
 *   because the SPEC gives the visitor-facing wording for exactly these statuses.
 * - status 0 (network, timeout, offline): the data layer's message ('Unable to connect…'),
 *   which says more than "unknown error" — the visitor's connection is the problem.
 * - kind 'parse' (a 2xx whose body was not JSON): 'Error processing form submission. Please
 *   reload and try again.' We cannot tell whether the submission was stored, so the SPEC's
 *   "reload" text fits better than an invitation to press Submit again.
 * - any other status: `data.error` when it is a non-empty string; else, for a 400 (SPEC.md §5:
 *   "Server 400 errors keyed by field id shown on the field"), the overall invalid-fields text
 *   when it names fields, or the parse-fields text when it names none; else 'Unknown error,
 *   please try again later.'.
 */
export function submitFailureMessage(result: FailureLike): string {
  // The data layer answers status 0 with kind 'network' or 'timeout' when no reply came.
  if (result.status === 0 || result.kind === 'network' || result.kind === 'timeout') {
    return nonEmptyString(result.message) ? result.message : submitText('unknown');
  }
  switch (result.status) {
    case 401:
      return submitText('unauthorized');
    case 404:
      return submitText('notConfigured');
    case 429:
      return submitText('rateLimited');
    case 500:
      return submitText('serverError');
  }
  if (result.kind === 'parse') return submitText('processing');
  const serverText = result.data?.error;
  if (nonEmptyString(serverText)) return serverText;
  if (result.status === 400) return fieldErrorsOf(result.data) ? submitText('invalidFields') : submitText('parseFields');
  return submitText('unknown');
}
