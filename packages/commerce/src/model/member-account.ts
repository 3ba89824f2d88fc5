/**
 * A site member's sign-up and sign-in (SPEC.md §3 "Site login payload: email, password,
 * rememberMe"; §7 POST /api/site-users/account/session). One model for both sides: the member
 * area's dialog checks before it sends, the reference backend checks again with the same rules
 * and answers the same texts. Pure.
 *
 * SPEC.md gives the email text (§5 "Email is not valid. Email addresses should follow the format
 * {email}.") and the email rule; it is silent on passwords and on accounts that exist, so those
 * texts are ours.
 */
import { isValidEmail } from '@sqs/forms/model/email';

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt takes any length; a cap keeps one request from costing the server much. */
export const PASSWORD_MAX_LENGTH = 200;

export const ACCOUNT_TEXTS = {
  email: 'Email is not valid. Email addresses should follow the format {email}.',
  emailExample: 'name@example.com',
  passwordShort: 'A password needs at least {min} characters.',
  passwordLong: 'A password has at most {max} characters.',
  passwordMissing: 'Enter your password.',
  taken: 'An account with this email already exists. Sign in instead.',
  wrong: 'The email or password is incorrect.',
} as const;

export type AccountMode = 'sign-up' | 'sign-in';
export type AccountField = 'email' | 'password';

export interface AccountProblem {
  field: AccountField;
  /** A key of ACCOUNT_TEXTS, so the client can translate it (message id `memberArea.<code>`). */
  code: 'email' | 'passwordShort' | 'passwordLong' | 'passwordMissing';
}

/** The same email for every spelling of it: trimmed, lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The first problem with what the visitor typed, or null. Sign-in only needs a password; sign-up a long enough one. */
export function checkCredentials(mode: AccountMode, email: unknown, password: unknown): AccountProblem | null {
  if (typeof email !== 'string' || !isValidEmail(email.trim())) return { field: 'email', code: 'email' };
  if (typeof password !== 'string' || password === '') return { field: 'password', code: 'passwordMissing' };
  if (password.length > PASSWORD_MAX_LENGTH) return { field: 'password', code: 'passwordLong' };
  if (mode === 'sign-up' && password.length < PASSWORD_MIN_LENGTH) return { field: 'password', code: 'passwordShort' };
  return null;
}

/** The English text of a problem (the server's answer; the client formats the same through its message table). */
export function problemText(problem: AccountProblem): string {
  return ACCOUNT_TEXTS[problem.code]
    .replace('{email}', ACCOUNT_TEXTS.emailExample)
    .replace('{min}', String(PASSWORD_MIN_LENGTH))
    .replace('{max}', String(PASSWORD_MAX_LENGTH));
}
