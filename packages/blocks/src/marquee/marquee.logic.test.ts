import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amplitudeOf, arcRatio, isMoving, wantsToRun, loopSeconds, offsets, repeatsFor, RERENDER_DEBOUNCE_MS, segmentWidth, wavePath, type MotionState } from './marquee.logic';

describe('marquee: segment width (SPEC.md §9)', () => {
  it('runs from 1000 px at frequency 0 to 250 px at 10 and over', () => {
    expect(segmentWidth(0)).toBe(1000);
    expect(segmentWidth(1)).toBe(925);
    expect(segmentWidth(5)).toBe(625);
    expect(segmentWidth(10)).toBe(250);
    expect(segmentWidth(40)).toBe(250);
    expect(segmentWidth(-3)).toBe(1000);
    expect(segmentWidth(Number.NaN)).toBe(1000);
  });

  it('stays within 250..1000 and never grows with the frequency', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(segmentWidth(low)).toBeGreaterThanOrEqual(250);
        expect(segmentWidth(low)).toBeLessThanOrEqual(1000);
        expect(segmentWidth(high)).toBeLessThanOrEqual(segmentWidth(low));
      }),
      { numRuns: 60 },
    );
  });

  it('re-renders 1000 ms after the last change', () => {
    expect(RERENDER_DEBOUNCE_MS).toBe(1000);
  });
});

describe('marquee: wave path', () => {
  it('is a straight line at intensity 0 (the default)', () => {
    const numbers = wavePath(1000, 925, amplitudeOf(0), 30).replace(/[MC]/g, ' ').trim().split(/\s+/).map(Number);
    expect(new Set(numbers.filter((_, i) => i % 2 === 1))).toEqual(new Set([30]));
  });

  it('covers the length in whole segments, between the crests', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 250, max: 1000 }), fc.double({ min: 0, max: 2, noNaN: true }), (length, segment, intensity) => {
        const amplitude = amplitudeOf(intensity);
        const d = wavePath(length, segment, amplitude, 100);
        const numbers = d.replace(/[MC]/g, ' ').trim().split(/\s+/).map(Number);
        const xs = numbers.filter((_, i) => i % 2 === 0);
        const ys = numbers.filter((_, i) => i % 2 === 1);
        const end = xs.at(-1) as number;
        expect(end).toBeGreaterThanOrEqual(length - 0.1);
        expect(end).toBeLessThan(length + segment + 0.1);
        expect(Math.round(end / segment * 10) / 10 % 1).toBe(0);
        for (const y of ys) expect(Math.abs(y - 100)).toBeLessThanOrEqual(amplitude + 0.1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('marquee: loop', () => {
  it('repeats the text to cover the width plus one copy', () => {
    expect(repeatsFor(1000, 300)).toBe(5);
    expect(repeatsFor(1000, 0)).toBe(1);
    expect(repeatsFor(1e9, 1)).toBe(200); // bounded, whatever the width
  });

  it('counts the wave longer than its width, and a straight line as long', () => {
    expect(arcRatio(925, 0)).toBeCloseTo(1, 10);
    expect(arcRatio(250, 80)).toBeGreaterThan(1.5);
    // A half-wave of 100 px rising 40 px: the curve is at least the chord, at most the bound.
    expect(arcRatio(200, 40) * 100).toBeGreaterThanOrEqual(Math.hypot(100, 0));
  });

  it('runs 60 px per second at speed 1, and stops at 0', () => {
    expect(loopSeconds(600, 1)).toBe(10);
    expect(loopSeconds(600, 2)).toBe(5);
    expect(loopSeconds(600, 0)).toBe(Infinity);
  });

  it('shifts by one copy, towards the direction', () => {
    expect(offsets('left', 300)).toEqual([0, -300]);
    expect(offsets('right', 300)).toEqual([-300, 0]);
  });

  it('moves only when nothing holds it still; the choice of the visitor beats reduced motion', () => {
    const moving: MotionState = { visitorChoice: null, onScreen: true, reducedMotion: false, hovered: false, pausedOnHover: false, animationSpeed: 1 };
    expect(isMoving(moving)).toBe(true);
    expect(isMoving({ ...moving, hovered: true })).toBe(true);
    expect(isMoving({ ...moving, hovered: true, pausedOnHover: true })).toBe(false);
    expect(isMoving({ ...moving, visitorChoice: 'pause' })).toBe(false);
    expect(isMoving({ ...moving, onScreen: false })).toBe(false);
    expect(isMoving({ ...moving, reducedMotion: true })).toBe(false);
    expect(isMoving({ ...moving, reducedMotion: true, visitorChoice: 'play' })).toBe(true);
    expect(isMoving({ ...moving, animationSpeed: 0 })).toBe(false);
    expect(wantsToRun({ visitorChoice: 'play', reducedMotion: false, animationSpeed: 0 })).toBe(false);
    expect(wantsToRun({ visitorChoice: null, reducedMotion: true, animationSpeed: 1 })).toBe(false);
  });
});
