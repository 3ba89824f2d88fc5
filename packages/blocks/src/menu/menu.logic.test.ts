import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { focusTab, initialMenuState, selectTab } from './menu.logic';

describe('menu logic', () => {
  it('starts on the requested tab, clamped into range', () => {
    expect(initialMenuState(3, 0)).toEqual({ selected: 0, focused: 0 });
    expect(initialMenuState(3, 2)).toEqual({ selected: 2, focused: 2 });
    expect(initialMenuState(3, 9)).toEqual({ selected: 2, focused: 2 });
    expect(initialMenuState(3, -4)).toEqual({ selected: 0, focused: 0 });
    expect(initialMenuState(3, Number.NaN)).toEqual({ selected: 0, focused: 0 });
    expect(initialMenuState(0, 2)).toEqual({ selected: 0, focused: 0 });
  });

  it('moves focus without changing the selection (manual activation)', () => {
    const moved = focusTab(initialMenuState(3, 0), 2, 3);
    expect(moved).toEqual({ selected: 0, focused: 2 });
  });

  it('selects a tab and focuses it; out of range or same tab changes nothing', () => {
    const start = initialMenuState(3, 0);
    expect(selectTab(start, 1, 3)).toEqual({ selected: 1, focused: 1 });
    expect(selectTab(start, 3, 3)).toBe(start);
    expect(selectTab(start, 0, 3)).toBe(start);
  });

  it('always has exactly one selected tab inside the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.tuple(fc.boolean(), fc.integer({ min: -3, max: 15 }))), (count, steps) => {
        let state = initialMenuState(count, 0);
        for (const [select, index] of steps) {
          state = select ? selectTab(state, index, count) : focusTab(state, index, count);
          expect(state.selected).toBeGreaterThanOrEqual(0);
          expect(state.selected).toBeLessThan(count);
          expect(state.focused).toBeLessThan(count);
        }
      }),
    );
  });
});
