import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amplitudeOf, isMoving, loopOf, loopSeconds, MAX_PERIOD, RERENDER_DEBOUNCE_MS, segmentArcLength, segmentWidth, wantsToRun, wavePath, type MotionState } from './marquee.logic';

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
  it('measures one segment along the wave: its width when straight, longer as it rises', () => {
    expect(segmentArcLength(925, 0)).toBeCloseTo(925, 6);
    expect(segmentArcLength(250, 80)).toBeGreaterThan(250 * 1.4); // crests 60 px high (the curve reaches 3/4 of its control points)
    fc.assert(
      fc.property(fc.integer({ min: 250, max: 1000 }), fc.double({ min: 0.01, max: 2, noNaN: true }), (segment, intensity) => {
        const amplitude = amplitudeOf(intensity);
        const arc = segmentArcLength(segment, amplitude);
        // Longer than the chords to the crests, shorter than the control polygon.
        expect(arc).toBeGreaterThan(4 * Math.hypot(segment / 4, amplitude * 0.75) - 1e-6);
        expect(arc).toBeLessThan(2 * (2 * Math.hypot(segment / 6, amplitude) + segment / 6));
        expect(segmentArcLength(segment, amplitude * 1.5)).toBeGreaterThan(arc);
      }),
      { numRuns: 60 },
    );
  });

  it('loops seamlessly: whole segments sideways hold whole copies along the wave', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 3000, noNaN: true }),
        fc.integer({ min: 250, max: 1000 }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 3000 }),
        (unit, segment, intensity, width) => {
          const amplitude = amplitudeOf(intensity);
          const arc = segmentArcLength(segment, amplitude);
          const loop = loopOf(unit, segment, amplitude, width);
          // The period is a whole number of segments: the wave looks the same one period on.
          expect(loop.period).toBeCloseTo(loop.segments * segment, 9);
          expect(Number.isInteger(loop.segments) && loop.segments >= 1).toBe(true);
          // Over those segments, a whole number of copies: the text looks the same one period on.
          const copiesPerLoop = (loop.segments * arc) / loop.spacing;
          expect(copiesPerLoop).toBeCloseTo(Math.round(copiesPerLoop), 6);
          // No copy overlaps the next; the gap is within 10 % of a copy, or the smallest any loop
          // up to MAX_PERIOD allows.
          expect(loop.spacing).toBeGreaterThanOrEqual(unit - 1e-9);
          if (loop.spacing > unit * 1.1 + 1e-9) {
            for (let k = Math.ceil(unit / arc); k * segment <= MAX_PERIOD; k += 1) {
              expect((k * arc) / Math.max(1, Math.floor((k * arc) / unit))).toBeGreaterThanOrEqual(loop.spacing - 1e-6);
            }
          }
          // The copies cover the visible width plus one period (or the 200 cap).
          expect(loop.copies === 200 || (loop.copies - 1) * loop.spacing >= ((width + loop.period) * arc) / segment - 1e-6).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the gap small: a 300 px copy on a straight 925 px segment', () => {
    const loop = loopOf(300, 925, 0, 1200);
    expect(loop).toMatchObject({ segments: 1, period: 925 });
    expect(loop.spacing).toBeCloseTo(925 / 3, 6);
    // 500 px: one copy per segment would leave 425 px of gap; four segments hold seven copies.
    const wide = loopOf(500, 925, 0, 1200);
    expect(wide.segments).toBe(4);
    expect(wide.spacing).toBeCloseTo(3700 / 7, 6);
  });

  it('runs 60 px per second sideways at speed 1, and stops at 0', () => {
    expect(loopSeconds(600, 1)).toBe(10);
    expect(loopSeconds(600, 2)).toBe(5);
    expect(loopSeconds(600, 0)).toBe(Infinity);
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
