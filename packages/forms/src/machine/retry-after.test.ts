import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { retryAfterText } from './retry-after';

afterEach(() => setMessages({}));

describe('retryAfterText', () => {
  it('is null without a retry time', () => {
    expect(retryAfterText(null)).toBeNull();
  });

  it('uses the singular for one second and the plural otherwise', () => {
    expect(retryAfterText(1)).toBe('You can try again in 1 second.');
    expect(retryAfterText(2)).toBe('You can try again in 2 seconds.');
    expect(retryAfterText(30)).toBe('You can try again in 30 seconds.');
    expect(retryAfterText(3600)).toBe('You can try again in 3,600 seconds.');
  });

  it('rounds fractions up, so the visitor is never told too early', () => {
    expect(retryAfterText(0.2)).toBe('You can try again in 1 second.');
    expect(retryAfterText(1.5)).toBe('You can try again in 2 seconds.');
  });

  it('says nothing for zero, negative or non-finite times', () => {
    for (const seconds of [0, -0, -5, Number.NaN, Infinity, -Infinity]) expect(retryAfterText(seconds)).toBeNull();
  });

  it("follows the locale's plural rules through the site's translation", () => {
    setMessages(
      { 'form.retryAfter': '{n, plural, one {Spróbuj za # sekundę.} few {Spróbuj za # sekundy.} many {Spróbuj za # sekund.} other {Spróbuj za # sekundy.}}' },
      'pl',
    );
    expect(retryAfterText(1)).toBe('Spróbuj za 1 sekundę.');
    expect(retryAfterText(3)).toBe('Spróbuj za 3 sekundy.');
    expect(retryAfterText(5)).toBe('Spróbuj za 5 sekund.');
  });

  it('property: any positive time gives a sentence with the rounded-up count', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e6, noNaN: true }), (seconds) => {
        const n = Math.ceil(seconds);
        const text = retryAfterText(seconds);
        expect(text).toBe(`You can try again in ${n.toLocaleString('en')} ${n === 1 ? 'second' : 'seconds'}.`);
      }),
    );
  });
});
