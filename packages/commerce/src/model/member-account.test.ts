import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCredentials, normaliseEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, problemText } from './member-account';

describe('member account rules', () => {
  it('refuses an email that is not one, with the SPEC.md §5 text', () => {
    for (const email of ['', 'a@b', 'no at sign', 42, null]) {
      const problem = checkCredentials('sign-in', email, 'whatever-password');
      expect(problem).toEqual({ field: 'email', code: 'email' });
      expect(problemText(problem!)).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
    }
  });

  it('asks for a password, a long enough one to sign up, never a huge one', () => {
    expect(checkCredentials('sign-in', 'a@b.co', '')).toEqual({ field: 'password', code: 'passwordMissing' });
    expect(checkCredentials('sign-in', 'a@b.co', 'short')).toBeNull();
    expect(checkCredentials('sign-up', 'a@b.co', 'x'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual({ field: 'password', code: 'passwordShort' });
    expect(problemText({ field: 'password', code: 'passwordShort' })).toBe('A password needs at least 8 characters.');
    expect(checkCredentials('sign-up', ' A@B.co ', 'x'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(checkCredentials('sign-up', 'a@b.co', 'x'.repeat(PASSWORD_MAX_LENGTH + 1))?.code).toBe('passwordLong');
  });

  it('gives one spelling of an email', () => {
    expect(normaliseEmail('  Member@Example.COM ')).toBe('member@example.com');
  });

  it('accepts for sign-in whatever it accepts for sign-up', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 260 }), (email, password) => {
        if (checkCredentials('sign-up', email, password) === null) expect(checkCredentials('sign-in', email, password)).toBeNull();
      }),
    );
  });
});
