import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_DEFAULTS, HIGHLIGHT_SHAPES, playDelay, shapePaths, undrawnClip, wavePath, zigzagPath } from './text-highlight.logic';

/** Every coordinate pair of a path (commands stripped). */
const coordinates = (d: string) => {
  const numbers = d.replace(/[A-Za-z]/g, ' ').trim().split(/\s+/).map(Number);
  const pairs: Array<[number, number]> = [];
  // Arcs have 7 numbers: radii, rotation, flags, then the end point; read only end points for them.
  if (d.includes('A')) return [];
  for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push([numbers[i] as number, numbers[i + 1] as number]);
  return pairs;
};

describe('text highlight: shapes', () => {
  it('has the twelve shapes of SPEC.md §3 and the defaults of §9', () => {
    expect(HIGHLIGHT_SHAPES).toHaveLength(12);
    expect(HIGHLIGHT_DEFAULTS).toEqual({ shape: 'wave', animation: 'draw', duration: 0.75, direction: 'right', linecap: 'square', thickness: '0.06em' });
  });

  it('gives every shape valid path data inside its 100 × 100 box', () => {
    for (const shape of HIGHLIGHT_SHAPES) {
      const paths = shapePaths(shape);
      expect(paths.length).toBeGreaterThan(0);
      for (const d of paths) {
        expect(d).toMatch(/^M [\d.]+ [\d.]+( [MLQAZ]( [\d.-]+)*)*$/);
        for (const [x, y] of coordinates(d)) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(100);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(105);
        }
      }
    }
  });

  it('draws underlines below the text, strikes across it, and two strokes for cross and double underline', () => {
    expect(shapePaths('underline')[0]).toBe('M 2 92 L 98 92');
    expect(shapePaths('strike')[0]).toBe('M 2 52 L 98 52');
    expect(shapePaths('cross')).toHaveLength(2);
    expect(shapePaths('underlineDouble')).toHaveLength(2);
    expect(new Set(HIGHLIGHT_SHAPES.map((s) => shapePaths(s).join('|'))).size).toBe(12);
  });

  it('makes waves and zigzags that span the box and stay within their amplitude', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 90 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 12 }), (y, amplitude, count) => {
        for (const d of [wavePath(y, amplitude, count), zigzagPath(y, amplitude, count * 2)]) {
          const points = coordinates(d);
          expect(points[0]).toEqual([2, points[0]?.[1]]);
          expect(points.at(-1)?.[0]).toBeCloseTo(98, 5);
          for (const [x, py] of points) {
            expect(x).toBeGreaterThanOrEqual(2);
            expect(x).toBeLessThanOrEqual(98.0001);
            expect(Math.abs(py - y)).toBeLessThanOrEqual(amplitude);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('text highlight: playing', () => {
  it('waits 250 ms when it scrolls into view, not when on screen at start (SPEC.md §4)', () => {
    expect(playDelay(false)).toBe(250);
    expect(playDelay(true)).toBe(0);
  });

  it('hides the undrawn shape from the side it is drawn from', () => {
    expect(undrawnClip('right')).toBe('inset(0 100% 0 0)');
    expect(undrawnClip('left')).toBe('inset(0 0 0 100%)');
  });
});
