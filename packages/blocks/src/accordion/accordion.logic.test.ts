import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCORDION_ANIMATION_MS, initialAccordionState, toggleItem, type AccordionOptions } from './accordion.logic';

const single: AccordionOptions = { allowMultipleOpen: false, isFirstItemExpanded: false };
const multiple: AccordionOptions = { allowMultipleOpen: true, isFirstItemExpanded: false };

describe('accordion logic', () => {
  it('animates for 250 ms (SPEC.md §4)', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('starts closed, or with the first item open when isFirstItemExpanded', () => {
    expect(initialAccordionState([false, false], single).open).toEqual([false, false]);
    expect(initialAccordionState([false, false], { ...single, isFirstItemExpanded: true }).open).toEqual([true, false]);
    expect(initialAccordionState([], { ...single, isFirstItemExpanded: true }).open).toEqual([]);
  });

  it('keeps server-open items, only the first of them when one at a time', () => {
    expect(initialAccordionState([false, true, true], single).open).toEqual([false, true, false]);
    expect(initialAccordionState([false, true, true], multiple).open).toEqual([false, true, true]);
    expect(initialAccordionState([false, true], { ...single, isFirstItemExpanded: true }).open).toEqual([true, false]);
  });

  it('toggles an item open and closed', () => {
    const s0 = initialAccordionState([false, false], single);
    const s1 = toggleItem(s0, 1, single, 1000);
    expect(s1.open).toEqual([false, true]);
    const s2 = toggleItem(s1, 1, single, 2000);
    expect(s2.open).toEqual([false, false]);
  });

  it('closes the others when multiple open is disallowed, and not otherwise', () => {
    const start = initialAccordionState([true, false, true], multiple);
    expect(toggleItem(start, 1, single, 0).open).toEqual([false, true, false]);
    expect(toggleItem(start, 1, multiple, 0).open).toEqual([true, true, true]);
  });

  it('ignores clicks during the animation, then accepts them', () => {
    const s1 = toggleItem(initialAccordionState([false], single), 0, single, 1000);
    expect(toggleItem(s1, 0, single, 1000 + ACCORDION_ANIMATION_MS - 1)).toBe(s1);
    expect(toggleItem(s1, 0, single, 1000 + ACCORDION_ANIMATION_MS).open).toEqual([false]);
  });

  it('never locks without animation (reduced motion)', () => {
    const s1 = toggleItem(initialAccordionState([false], single), 0, single, 1000, 0);
    expect(toggleItem(s1, 0, single, 1000, 0).open).toEqual([false]);
  });

  it('ignores indexes out of range', () => {
    const s0 = initialAccordionState([false], single);
    expect(toggleItem(s0, 5, single, 0)).toBe(s0);
    expect(toggleItem(s0, -1, single, 0)).toBe(s0);
  });

  it('never has more than one item open when one at a time, whatever the clicks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 600 }))), (count, clicks) => {
        let state = initialAccordionState(Array(count).fill(false), single);
        let now = 0;
        for (const [index, gap] of clicks) {
          now += gap;
          state = toggleItem(state, index % count, single, now);
          expect(state.open.filter(Boolean).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
