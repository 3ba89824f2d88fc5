import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIGHTBOX_KEY_THROTTLE_MS,
  decideKey,
  inWindowRegion,
  isActivationKey,
  isEditableTarget,
  keyCodeOf,
  throttleAllows,
  type KeyDescription,
} from './keyboard';

const key = (over: Partial<KeyDescription> = {}): KeyDescription => ({
  key: 'ArrowRight',
  targetIsEditable: false,
  inMotion: false,
  inView: true,
  now: 1000,
  ...over,
});

describe('decideKey (SPEC.md §3 keys, §5 "Keyboard handling")', () => {
  it('moves with the arrows, by key or by key code 37/39', () => {
    expect(decideKey(key({ key: 'ArrowLeft' }))).toEqual({ action: 'previous', at: 1000 });
    expect(decideKey(key({ key: 'ArrowRight' }))).toEqual({ action: 'next', at: 1000 });
    expect(decideKey(key({ key: undefined, keyCode: 37 }))).toMatchObject({ action: 'previous' });
    expect(decideKey(key({ key: undefined, keyCode: 39 }))).toMatchObject({ action: 'next' });
    expect(decideKey(key({ key: 'Right' }))).toMatchObject({ action: 'next' });
  });

  it('uses configured key codes', () => {
    const keys = { previous: 74, next: 75 };
    expect(decideKey(key({ key: 'j', keyCode: 74 }), { keys })).toMatchObject({ action: 'previous' });
    expect(decideKey(key({ key: 'ArrowRight' }), { keys })).toEqual({ action: 'ignore', reason: 'not-a-gallery-key' });
  });

  it.each([
    [{ key: 'ArrowUp' }, 'not-a-gallery-key'],
    [{ targetIsEditable: true }, 'editable'],
    [{ inMotion: true }, 'in-motion'],
    [{ inView: false }, 'out-of-view'],
    [{ altKey: true }, 'modifier'],
    [{ metaKey: true }, 'modifier'],
    [{ ctrlKey: true }, 'modifier'],
  ] as const)('ignores %j (%s)', (over, reason) => {
    expect(decideKey(key(over))).toEqual({ action: 'ignore', reason });
  });

  it('ignores keys when keyboard is off or the gallery is not the linked parent', () => {
    expect(decideKey(key(), { keyboard: false })).toEqual({ action: 'ignore', reason: 'disabled' });
    expect(decideKey(key(), { hasKeyboardControl: false })).toEqual({ action: 'ignore', reason: 'not-parent' });
  });

  it('throttles to one move per 200 ms in the lightbox (SPEC.md §9)', () => {
    expect(LIGHTBOX_KEY_THROTTLE_MS).toBe(200);
    const options = { throttleMs: LIGHTBOX_KEY_THROTTLE_MS, lastMoveAt: 1000 };
    expect(decideKey(key({ now: 1199 }), options)).toEqual({ action: 'ignore', reason: 'throttled' });
    expect(decideKey(key({ now: 1200 }), options)).toEqual({ action: 'next', at: 1200 });
    expect(decideKey(key({ now: 1001 }))).toMatchObject({ action: 'next' });
  });

  it('never accepts two moves closer than the throttle (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 500 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        let lastMoveAt: number | null = null;
        const accepted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const decision = decideKey(key({ now }), { throttleMs: 200, lastMoveAt });
          if (decision.action !== 'ignore') {
            lastMoveAt = decision.at;
            accepted.push(decision.at);
          }
        }
        for (let i = 1; i < accepted.length; i++) expect(accepted[i]! - accepted[i - 1]!).toBeGreaterThanOrEqual(200);
      }),
    );
  });
});

describe('throttleAllows', () => {
  it('allows the first move, and any move without an interval', () => {
    expect(throttleAllows(null, 0, 200)).toBe(true);
    expect(throttleAllows(100, 100, 0)).toBe(true);
  });
  it('does not block forever if the clock went back', () => {
    expect(throttleAllows(5000, 10, 200)).toBe(true);
  });
});

describe('keys and targets', () => {
  it('reads key codes from key, then keyCode', () => {
    expect(keyCodeOf({ key: 'Enter' })).toBe(13);
    expect(keyCodeOf({ key: ' ' })).toBe(32);
    expect(keyCodeOf({ key: 'x', keyCode: 88 })).toBe(88);
    expect(keyCodeOf({})).toBeNull();
  });

  it('activates on Enter and Space only (SPEC.md §5)', () => {
    expect(isActivationKey({ key: 'Enter' })).toBe(true);
    expect(isActivationKey({ key: ' ' })).toBe(true);
    expect(isActivationKey({ keyCode: 13 })).toBe(true);
    expect(isActivationKey({ keyCode: 32 })).toBe(true);
    expect(isActivationKey({ key: 'Tab', keyCode: 9 })).toBe(false);
  });

  it.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'input', type: 'search' }, true],
    [{ tagName: 'input', type: 'range' }, true],
    [{ tagName: 'input', type: 'checkbox' }, false],
    [{ tagName: 'input', type: 'SUBMIT' }, false],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'select' }, true],
    [{ tagName: 'div', isContentEditable: true }, true],
    [{ tagName: 'button' }, false],
    [{ tagName: 'a' }, false],
  ])('%j editable: %s', (target, expected) => {
    expect(isEditableTarget(target)).toBe(expected);
  });

  it('treats no target as not editable', () => {
    expect(isEditableTarget(null)).toBe(false);
  });

  it('is in the window region when any part overlaps the viewport', () => {
    const viewport = { width: 1000, height: 800 };
    expect(inWindowRegion({ top: 100, bottom: 300 }, viewport)).toBe(true);
    expect(inWindowRegion({ top: -500, bottom: 1 }, viewport)).toBe(true);
    expect(inWindowRegion({ top: -500, bottom: 0 }, viewport)).toBe(false);
    expect(inWindowRegion({ top: 800, bottom: 900 }, viewport)).toBe(false);
    expect(inWindowRegion({ top: 0, bottom: 100, left: 1000, right: 1200 }, viewport)).toBe(false);
    expect(inWindowRegion({ top: 0, bottom: 100, left: -50, right: 10 }, viewport)).toBe(true);
  });
});
