import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignIn, initialView, joinModeOf, viewAfterKey } from './member-area.logic';

describe('member-area pricing toggle', () => {
  it('starts on the requested view, clamped', () => {
    expect(initialView(2, 0)).toBe(0);
    expect(initialView(2, 1)).toBe(1);
    expect(initialView(2, 7)).toBe(1);
    expect(initialView(2, -3)).toBe(0);
    expect(initialView(2, Number.NaN)).toBe(0);
    expect(initialView(0, 1)).toBe(0);
  });

  it('moves the choice with the arrow keys, wrapping, and Home/End (APG radio group)', () => {
    expect(viewAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(viewAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(viewAfterKey('ArrowDown', 1, 2)).toBe(0);
    expect(viewAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(viewAfterKey('ArrowUp', 1, 2)).toBe(0);
    expect(viewAfterKey('Home', 1, 3)).toBe(0);
    expect(viewAfterKey('End', 0, 3)).toBe(2);
    expect(viewAfterKey('Enter', 0, 2)).toBeNull();
    expect(viewAfterKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('always lands on a view there is, and forward then back returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'), (count, at, key) => {
        const current = at % count;
        const next = viewAfterKey(key, current, count)!;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        expect(viewAfterKey('ArrowLeft', viewAfterKey('ArrowRight', current, count)!, count)).toBe(current);
      }),
    );
  });

  it('opens sign-in only for data-join="sign-in"', () => {
    expect(joinModeOf('sign-in')).toBe('sign-in');
    expect(joinModeOf(' sign-in ')).toBe('sign-in');
    expect(joinModeOf('')).toBe('sign-up');
    expect(joinModeOf(null)).toBe('sign-up');
    expect(joinModeOf('monthly')).toBe('sign-up');
  });

  it('sends a new member to a same-origin address only, else reloads the page', () => {
    const page = 'https://site.test/members?x=1';
    expect(afterSignIn('', page)).toBe(page);
    expect(afterSignIn('/members/welcome', page)).toBe('https://site.test/members/welcome');
    expect(afterSignIn('https://evil.test/', page)).toBe(page);
    expect(afterSignIn('javascript:alert(1)', page)).toBe(page);
    expect(afterSignIn('//evil.test/x', page)).toBe(page);
  });
});
