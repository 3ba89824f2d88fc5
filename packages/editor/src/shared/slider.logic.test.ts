import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sliderKey, valueAt } from './slider.logic';

const range = { min: 0, max: 100, step: 1 };

describe('APG slider keys', () => {
  it('moves a step with the arrows, a page with Page Up/Down, to the ends with Home/End', () => {
    expect(sliderKey('ArrowRight', 50, range)).toBe(51);
    expect(sliderKey('ArrowUp', 50, range)).toBe(51);
    expect(sliderKey('ArrowLeft', 50, range)).toBe(49);
    expect(sliderKey('ArrowDown', 50, range)).toBe(49);
    expect(sliderKey('PageUp', 50, range)).toBe(60);
    expect(sliderKey('PageDown', 50, { ...range, page: 25 })).toBe(25);
    expect(sliderKey('Home', 50, range)).toBe(0);
    expect(sliderKey('End', 50, range)).toBe(100);
    expect(sliderKey('a', 50, range)).toBeNull();
    expect(sliderKey('Tab', 50, range)).toBeNull();
  });

  it('never leaves the range (property)', () => {
    const keys = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.integer({ min: 0, max: 359 }), (key, value) => {
        const next = sliderKey(key, value, { min: 0, max: 359, step: 1, page: 10 })!;
        expect(next >= 0 && next <= 359).toBe(true);
      }),
    );
  });

  it('puts a pointer position on the step grid, clamped', () => {
    expect(valueAt(0.5, range)).toBe(50);
    expect(valueAt(0.504, range)).toBe(50);
    expect(valueAt(-1, range)).toBe(0);
    expect(valueAt(2, range)).toBe(100);
    expect(valueAt(Number.NaN, range)).toBe(0);
    expect(valueAt(0.5, { min: 0, max: 359, step: 1 })).toBe(180);
  });
});
