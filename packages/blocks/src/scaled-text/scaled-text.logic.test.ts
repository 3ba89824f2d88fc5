import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMinFont, MIN_FONT_MARKER_PX, MIN_FONT_PX, RESIZE_DEBOUNCE_MS, shrinkToFit, SIZE_PRECISION_PX } from './scaled-text.logic';

/** A line whose width grows linearly with the size, like a run of glyphs (plus fixed padding). */
const linear = (perPx: number, fixed = 0) => (size: number) => size * perPx + fixed;

describe('scaled text: shrink search', () => {
  it('has the numbers of SPEC.md §9', () => {
    expect(MIN_FONT_PX).toBe(11);
    expect(MIN_FONT_MARKER_PX).toBe(13);
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  it('keeps the site size when the line fits', () => {
    expect(shrinkToFit({ measure: linear(10), available: 500, max: 40 })).toBe(40);
  });

  it('finds the largest size that fits', () => {
    // 10 px of width per px of size, 300 px available: 30 px fits exactly.
    const size = shrinkToFit({ measure: linear(10), available: 300, max: 64 });
    expect(size).toBeLessThanOrEqual(30);
    expect(size).toBeGreaterThan(30 - SIZE_PRECISION_PX);
  });

  it('never goes below 11 px, even when the line still overflows', () => {
    expect(shrinkToFit({ measure: linear(100), available: 50, max: 40 })).toBe(11);
  });

  it('never grows text whose own size is below the floor', () => {
    expect(shrinkToFit({ measure: linear(10), available: 10, max: 9 })).toBe(9);
  });

  it('gives the floor for a box with no width (hidden, not laid out)', () => {
    expect(shrinkToFit({ measure: linear(1), available: 0, max: 40 })).toBe(11);
  });

  it('for any line and box: within [11, max], fits when it can, and is within precision of the best', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 11, max: 200, noNaN: true }),
        (perPx, fixed, available, max) => {
          const measure = linear(perPx, fixed);
          const size = shrinkToFit({ measure, available, max });
          expect(size).toBeGreaterThanOrEqual(MIN_FONT_PX);
          expect(size).toBeLessThanOrEqual(max);
          if (measure(MIN_FONT_PX) <= available) {
            expect(measure(size)).toBeLessThanOrEqual(available + 1e-9);
            const best = Math.min(max, (available - fixed) / perPx);
            expect(best - size).toBeLessThanOrEqual(SIZE_PRECISION_PX + 0.01);
          } else expect(size).toBe(MIN_FONT_PX);
        },
      ),
    );
  });

  it('marks 13 px and below', () => {
    expect(isMinFont(13)).toBe(true);
    expect(isMinFont(11)).toBe(true);
    expect(isMinFont(13.01)).toBe(false);
  });
});
