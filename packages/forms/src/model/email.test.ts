import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail } from './email';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const localPart = fc.string({ unit: fc.oneof(alnum, fc.constantFrom('.', '_', '%', '+', '-', "'")), minLength: 1, maxLength: 30 });
const label = fc.string({ unit: fc.oneof(alnum, fc.constant('-')), minLength: 1, maxLength: 15 });
const tld = (min: number, max: number): fc.Arbitrary<string> => fc.string({ unit: letter, minLength: min, maxLength: max });
const domainWith = (top: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(fc.array(label, { minLength: 1, maxLength: 4 }), top).map(([labels, t]) => `${labels.join('.')}.${t}`);

describe('isValidEmail (SPEC.md §5 "Email validity")', () => {
  it('accepts simple addresses', () => {
    for (const email of [
      'a@b.co',
      'name@example.com',
      'first.last+tag@mail.example.com',
      'x_y-z%1@sub-domain.example.info',
      'UPPER@EXAMPLE.ORG',
      "o'brien@example.ie",
      '1@2.io',
      'a@b.c.d.e.fr',
      'a@bücher.de',
      '名前@例え.jp',
      'user@xn--bcher-kva.de',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects what is not local@dotted-domain with a 2 to 4 character top-level part', () => {
    for (const email of [
      '',
      'a',
      'ab',
      '@',
      'a@',
      '@b.co',
      'a@b',
      'a@b.',
      'a@.co',
      'a@b..co',
      'a@b.c',
      'a@b.museum',
      'a@b.c0m',
      'a@b.co.',
      'a@b.c-m',
      'a@@b.co',
      'a@b@c.co',
      'a b@c.de',
      ' a@b.co',
      'a@b.co ',
      'a@b .co',
      'a\n@b.co',
      'a@b_c.co',
      'a@b.co\n',
      'plainaddress',
      'a@[127.0.0.1]',
    ]) {
      expect(isValidEmail(email), JSON.stringify(email)).toBe(false);
    }
  });

  it('bounds the length to 3..256 UTF-16 code units', () => {
    expect(EMAIL_MIN_LENGTH).toBe(3);
    expect(EMAIL_MAX_LENGTH).toBe(256);
    const at256 = `${'a'.repeat(256 - '@b.co'.length)}@b.co`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
    const emoji = `${'😀'.repeat(125)}@b.co`; // 250 + 5 = 255 code units
    expect(isValidEmail(emoji)).toBe(true);
    expect(isValidEmail(`😀${emoji}`)).toBe(false);
  });

  it('is false for non-strings instead of throwing', () => {
    for (const v of [null, undefined, 42, {}, ['a@b.co'], { toString: () => 'a@b.co' }]) {
      expect(isValidEmail(v as unknown as string)).toBe(false);
    }
  });

  it('accepts every generated simple address within the length limit', () => {
    fc.assert(
      fc.property(localPart, domainWith(tld(2, 4)), (local, domain) => {
        const email = `${local}@${domain}`;
        expect(isValidEmail(email)).toBe(email.length <= EMAIL_MAX_LENGTH);
      }),
    );
  });

  it('rejects a top-level part of 1 or of 5 or more letters', () => {
    fc.assert(
      fc.property(localPart, fc.oneof(domainWith(tld(1, 1)), domainWith(tld(5, 12))), (local, domain) => {
        expect(isValidEmail(`${local}@${domain}`)).toBe(false);
      }),
    );
  });

  it('rejects whitespace anywhere and any count of @ other than one', () => {
    fc.assert(
      fc.property(localPart, domainWith(tld(2, 4)), fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2028', '@'), fc.nat(), (local, domain, bad, at) => {
        const email = `${local}@${domain}`;
        const i = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, i) + bad + email.slice(i))).toBe(false);
      }),
    );
  });

  it('never throws, rejects anything over 256 or under 3, and a valid one has exactly one @ and no whitespace', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ minLength: 250, maxLength: 300 })), (s) => {
        const valid = isValidEmail(s);
        if (s.length > 256 || s.length < 3) expect(valid).toBe(false);
        if (valid) {
          expect(s.split('@')).toHaveLength(2);
          expect(/\s/.test(s)).toBe(false);
          expect(s.slice(s.lastIndexOf('@')).includes('.')).toBe(true);
        }
      }),
    );
  });

  it('stays fast on long near-misses', () => {
    const inputs = [`a@${'a.'.repeat(127)}`, `a@${'a-'.repeat(126)}.c`, `${'a'.repeat(250)}@b.c0`, `a@${'a.'.repeat(126)}a1`];
    const start = performance.now();
    for (let i = 0; i < 200; i++) for (const s of inputs) expect(isValidEmail(s)).toBe(false);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
