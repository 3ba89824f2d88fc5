import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextIndex } from './roving';

describe('nextIndex', () => {
  it('moves and wraps horizontally (menu tabs, SPEC.md §2)', () => {
    expect(nextIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(nextIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndex('Home', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });

  it('moves vertically and can stop at the ends', () => {
    expect(nextIndex('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(nextIndex('ArrowDown', 2, 3, 'vertical', false)).toBe(2);
    expect(nextIndex('ArrowUp', 0, 3, 'vertical', false)).toBe(0);
    expect(nextIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(nextIndex('Enter', 0, 3, 'vertical')).toBeNull();
    expect(nextIndex('Home', 0, 0, 'vertical')).toBeNull();
  });

  it('always lands inside the row, and forward then back returns home', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, seed) => {
        const current = seed % count;
        const forward = nextIndex('ArrowRight', current, count, 'horizontal')!;
        expect(forward).toBeGreaterThanOrEqual(0);
        expect(forward).toBeLessThan(count);
        expect(nextIndex('ArrowLeft', forward, count, 'horizontal')).toBe(current);
      }),
    );
  });
});
