import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIKERT_EMPTY, LIKERT_VALUES, isLikertValue, likertLabel } from './likert';
import { setMessages } from './messages';

afterEach(() => setMessages({}));

describe('likertLabel', () => {
  it('labels the five points of the scale', () => {
    expect(LIKERT_VALUES.map(likertLabel)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
  });

  it('accepts string form values', () => {
    expect(likertLabel('-2')).toBe('Strongly Disagree');
    expect(likertLabel(' 2 ')).toBe('Strongly Agree');
    expect(likertLabel('0')).toBe('Neutral');
    expect(likertLabel(-0)).toBe('Neutral');
  });

  it("shows 'N/A' when empty (SPEC.md §5)", () => {
    expect(LIKERT_EMPTY).toBe('N/A');
    for (const empty of [undefined, null, '', '   ']) expect(likertLabel(empty)).toBe('N/A');
  });

  it("shows 'N/A' for anything off the scale", () => {
    for (const v of [3, -3, 0.5, NaN, Infinity, '1.0', '0x1', '+1', '1e0', 'Agree', true, [1], {}]) {
      expect(likertLabel(v)).toBe('N/A');
    }
  });

  it('is translatable', () => {
    setMessages({ 'likert.2': "Tout à fait d'accord", 'likert.empty': 'S.O.' }, 'fr');
    expect(likertLabel(2)).toBe("Tout à fait d'accord");
    expect(likertLabel(null)).toBe('S.O.');
    expect(likertLabel(1)).toBe('Agree');
  });

  it('labels every integer: one of the five labels on the scale, N/A off it', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        const label = likertLabel(n);
        if (n >= -2 && n <= 2) expect(label).not.toBe('N/A');
        else expect(label).toBe('N/A');
        expect(likertLabel(String(n))).toBe(label);
      }),
    );
  });
});

describe('isLikertValue', () => {
  it('accepts exactly -2..2 as numbers', () => {
    expect(LIKERT_VALUES.every(isLikertValue)).toBe(true);
    expect(isLikertValue(3)).toBe(false);
    expect(isLikertValue('1')).toBe(false);
    expect(isLikertValue(0.5)).toBe(false);
  });
});
