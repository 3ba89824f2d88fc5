import { describe, expect, it } from 'vitest';
import { ANIMATION_POLL_MS, ANIMATION_THRESHOLDS, ANIMATION_WATCH_MS, ANIMATION_CSS, DEFAULT_DURATION_S, inView, isEditMode, thresholdOf } from './animation-rules';

describe('block animation rules (SPEC.md §4, §9)', () => {
  it('keeps the SPEC numbers', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(ANIMATION_WATCH_MS).toBe(2000);
    expect(ANIMATION_POLL_MS).toBe(100);
    expect(DEFAULT_DURATION_S).toBe(0.5);
    expect(ANIMATION_CSS).toContain('0.5s');
    expect(ANIMATION_CSS).toContain('cubic-bezier(0.645, 0.045, 0.355, 1)');
  });

  it('snaps a threshold to the nearest SPEC value, else 0.1', () => {
    expect(['0', '0.1', '0.25', '0.5', '1'].map(thresholdOf)).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(thresholdOf('0.3')).toBe(0.25);
    expect(thresholdOf('0.8')).toBe(1);
    for (const bad of [null, '', 'half', '2', '-1', 'NaN']) expect(thresholdOf(bad)).toBe(0.1);
  });

  it('is in view once the ratio reaches the threshold', () => {
    const entry = (ratio: number, isIntersecting = ratio > 0) => ({ isIntersecting, intersectionRatio: ratio, targetHeight: 200, rootHeight: 800 });
    expect(inView(entry(0.24), 0.25)).toBe(false);
    expect(inView(entry(0.25), 0.25)).toBe(true);
    expect(inView(entry(0, true), 0)).toBe(true);
    expect(inView(entry(0, false), 0)).toBe(false);
    expect(inView(entry(1), 1)).toBe(true);
  });

  it('reveals an element taller than the viewport once it fills the viewport', () => {
    const tall = { isIntersecting: true, intersectionRatio: 0.33, targetHeight: 2400, rootHeight: 800 };
    expect(inView(tall, 1)).toBe(true);
    expect(inView({ ...tall, intersectionRatio: 0.2 }, 1)).toBe(false);
  });

  it('sees the editor under /config, here or in the top frame', () => {
    expect(isEditMode('/config', null)).toBe(true);
    expect(isEditMode('/config/pages', null)).toBe(true);
    expect(isEditMode('/about', '/config/pages')).toBe(true);
    expect(isEditMode('/configure', null)).toBe(false);
    expect(isEditMode('/', null)).toBe(false);
  });
});
