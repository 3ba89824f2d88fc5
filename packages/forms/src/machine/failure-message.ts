/**
 * Why a submission failed → what the form shows: the text, the field errors and the retry
 * time (SPEC.md §8 "Form", §5 "Form"; CONTRACT.md §6 for the error bodies). submit-form.ts
 * says which stage stopped and with what answer; every choice of text is made here, and
 * nothing here calls back into the submission.
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
import { keyed, type Keyed } from '../model/keyed';

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
  /** The save answered 2xx but its body could not be read (kind 'parse'): see saveFailureText. */
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

/** The stage of SPEC.md §4 "Form submission" at which a submission stopped. */
export type SubmitStage = 'validate' | 'captcha' | 'key' | 'save';

/** What the form shows for a failed submission. */
export interface SubmitFailure {
  ok: false;
  /** Where it stopped: the view may, e.g., focus the captcha after a 'captcha' failure. */
  stage: SubmitStage;
  message: string;
  /** Field id → message (client validation, or a 400's `errors` map); keyed, often empty. */
  fieldErrors: Readonly<Keyed<string>>;
  /** Seconds until the visitor may retry (a 429's or 503's Retry-After), else null. */
  retryAfter: number | null;
}

/** A failed answer of the data layer, as this module reads it (an ApiResult with `ok: false`). */
export interface FailedAnswer {
  status: number;
  /** A FailureKind of the data layer. */
  kind: string;
  message: string;
  data: Record<string, unknown> | null;
  retryAfter?: number | null;
}

/** Why a submission stopped, as submit-form.ts met it. */
export type SubmitProblem =
  /** Client validation failed: field id → message (see fieldErrorsOf). */
  | { kind: 'invalid'; fieldErrors: Readonly<Keyed<string>> }
  /** A required captcha without a token. */
  | { kind: 'captcha' }
  /** POST /api/form/FormSubmissionKey failed (`answer`), or answered without a key (null). */
  | { kind: 'no-key'; answer: FailedAnswer | null }
  /** POST /api/form/SaveFormSubmission refused the submission or never answered. */
  | { kind: 'refused'; answer: FailedAnswer }
  /** A port threw (or rejected) at `stage`. */
  | { kind: 'thrown'; stage: SubmitStage };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Field id → message from anywhere (client validation, or a 400's `errors` map, CONTRACT.md §6).
 * Defensive, because the server's body is data from outside: anything that is not a plain
 * object gives none, and entries whose message is not a non-empty string are skipped (an empty
 * message would mark a field invalid with nothing to say why). Keyed, so a field id such as
 * `__proto__` or `constructor` is an ordinary key.
 */
export function fieldErrorsOf(errors: unknown): Readonly<Keyed<string>> {
  if (!isRecord(errors)) return keyed();
  return keyed(Object.entries(errors).filter((entry): entry is [string, string] => nonEmptyString(entry[1])));
}

const hasAny = (errors: Readonly<Keyed<string>>): boolean => Object.keys(errors).length > 0;

/** No answer came (network, timeout, offline: the data layer gives status 0). */
const unanswered = (answer: FailedAnswer): boolean => answer.status === 0 || answer.kind === 'network' || answer.kind === 'timeout';

/** The data layer's own text for a failed connection ('Unable to connect…'), which says more than "unknown". */
const connectionText = (answer: FailedAnswer): string => (nonEmptyString(answer.message) ? answer.message : submitText('unknown'));

const retryAfterOf = (answer: FailedAnswer | null): number | null =>
  typeof answer?.retryAfter === 'number' && Number.isFinite(answer.retryAfter) && answer.retryAfter >= 0 ? answer.retryAfter : null;

/**
 * The text for a failed POST /api/form/SaveFormSubmission (SPEC.md §8 "Form"):
 * - no answer (status 0): the data layer's message ('Unable to connect…');
 * - 401, 404, 429, 500: the fixed texts. The server's own `error` text is ignored for these
 *   because the SPEC gives the visitor-facing wording for exactly these statuses.
 * - kind 'parse' (a 2xx whose body was not JSON): 'Error processing form submission. Please
 *   reload and try again.' We cannot tell whether the submission was stored, so the SPEC's
 *   "reload" text fits better than an invitation to press Submit again.
 * - any other status: `data.error` when it is a non-empty string; else, for a 400 (SPEC.md §5:
 *   "Server 400 errors keyed by field id shown on the field"), the overall invalid-fields text
 *   when it names fields, or the parse-fields text when it names none; else 'Unknown error,
 *   please try again later.'.
 * Text that came from elsewhere (the server's `data.error`, the data layer's message) is
 * returned as it is, never run through the pattern formatter: a `{` in it is no placeholder.
 */
function saveFailureText(answer: FailedAnswer, fieldErrors: Readonly<Keyed<string>>): string {
  if (unanswered(answer)) return connectionText(answer);
  switch (answer.status) {
    case 401:
      return submitText('unauthorized');
    case 404:
      return submitText('notConfigured');
    case 429:
      return submitText('rateLimited');
    case 500:
      return submitText('serverError');
  }
  if (answer.kind === 'parse') return submitText('processing');
  const serverText = answer.data?.error;
  if (nonEmptyString(serverText)) return serverText;
  if (answer.status === 400) return hasAny(fieldErrors) ? submitText('invalidFields') : submitText('parseFields');
  return submitText('unknown');
}

/**
 * Why the key request failed, in the visitor's terms. SPEC.md §8 has a text for this stage,
 * 'Could not get a form submission key, please try again later.', and it is used for every
 * failure except two where a more specific text tells the visitor what to do:
 * - no answer at all: 'Unable to connect…' (check the connection; "could not get a key" would
 *   hide the real cause);
 * - 429: the rate-limit text, with its Retry-After, since the limit applies to the whole
 *   submission and pressing Submit again soon would only hit it again.
 * A 404 here is NOT the form's "not configured" text: the key endpoint is not per form.
 */
function keyFailureText(answer: FailedAnswer | null): string {
  if (answer && unanswered(answer)) return connectionText(answer);
  if (answer?.status === 429) return submitText('rateLimited');
  return submitText('key');
}

/** What the form shows for `problem`. */
export function submitFailure(problem: SubmitProblem): SubmitFailure {
  const none = keyed<string>();
  switch (problem.kind) {
    case 'invalid':
      return { ok: false, stage: 'validate', message: submitText('invalidFields'), fieldErrors: problem.fieldErrors, retryAfter: null };
    case 'captcha':
      return { ok: false, stage: 'captcha', message: submitText('captcha'), fieldErrors: none, retryAfter: null };
    case 'no-key':
      return { ok: false, stage: 'key', message: keyFailureText(problem.answer), fieldErrors: none, retryAfter: retryAfterOf(problem.answer) };
    case 'refused': {
      const { answer } = problem;
      // Field errors come from a 400's `errors` map only (CONTRACT.md §6).
      const fieldErrors = answer.status === 400 && isRecord(answer.data) ? fieldErrorsOf(answer.data.errors) : none;
      return { ok: false, stage: 'save', message: saveFailureText(answer, fieldErrors), fieldErrors, retryAfter: retryAfterOf(answer) };
    }
    case 'thrown':
      return { ok: false, stage: problem.stage, message: submitText('unknown'), fieldErrors: none, retryAfter: null };
  }
}
