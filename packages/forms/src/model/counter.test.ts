import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textareaCounter } from './counter';
import { countCharacters } from './values';

describe('textareaCounter (SPEC.md §5 "Textarea")', () => {
  it("shows '{length} / {max}' for a max above 0", () => {
    expect(textareaCounter(0, 10)).toEqual({ text: '0 / 10', exceeded: false });
    expect(textareaCounter(9, 10)).toEqual({ text: '9 / 10', exceeded: false });
    expect(textareaCounter(1, 1)).toEqual({ text: '1 / 1', exceeded: false });
  });

  it('is exceeded only when the length is over the max, not at it', () => {
    expect(textareaCounter(10, 10)).toEqual({ text: '10 / 10', exceeded: false });
    expect(textareaCounter(11, 10)).toEqual({ text: '11 / 10', exceeded: true });
    expect(textareaCounter(5000, 200)).toEqual({ text: '5000 / 200', exceeded: true });
  });

  it('shows no counter for 0, missing or invalid max', () => {
    for (const max of [0, -0, -1, null, undefined, NaN, Infinity, -Infinity, 1.5, 2 ** 53, '10', '0', true, {}]) {
      expect(textareaCounter(3, max as number), String(max)).toBeNull();
    }
  });

  it('never shows NaN: a bad length reads as 0, a fraction is floored', () => {
    expect(textareaCounter(NaN, 10)).toEqual({ text: '0 / 10', exceeded: false });
    expect(textareaCounter(-4, 10)).toEqual({ text: '0 / 10', exceeded: false });
    expect(textareaCounter(Infinity, 10)).toEqual({ text: '0 / 10', exceeded: false });
    expect(textareaCounter(3.9, 10)).toEqual({ text: '3 / 10', exceeded: false });
    expect(textareaCounter('5' as unknown as number, 10)).toEqual({ text: '0 / 10', exceeded: false });
  });

  it('counts like the character limit: UTF-16 units of the sanitized text', () => {
    expect(textareaCounter(countCharacters('😀😀'), 3)).toEqual({ text: '4 / 3', exceeded: true });
    expect(textareaCounter(countCharacters('a\r\nb'), 3)).toEqual({ text: '3 / 3', exceeded: false });
  });

  it('for any length and positive max: the text and the flag follow the numbers', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (length, max) => {
        expect(textareaCounter(length, max)).toEqual({ text: `${length} / ${max}`, exceeded: length > max });
      }),
    );
  });

  it('for any max that is not a positive integer: no counter', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.oneof(fc.integer({ max: 0 }), fc.double().filter((d) => !Number.isInteger(d)), fc.constantFrom(null, undefined)),
        (length, max) => {
          expect(textareaCounter(length, max)).toBeNull();
        },
      ),
    );
  });
});
