import { describe, expect, it } from 'vitest';
import { heightOf, INSET, MASK_HEIGHTS, radialPolygon, SHAPE_MASK, shapePath, SHAPES } from './shape.logic';

/** End points of every command (arcs: their last two numbers; others: every pair). */
function points(d: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [, command, args] of d.matchAll(/([MLCAZ])([^MLCAZ]*)/g)) {
    const n = (args ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
    if (command === 'A') out.push([n[5] as number, n[6] as number]);
    else for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i] as number, n[i + 1] as number]);
  }
  return out;
}

describe('shape: masks (SPEC.md §9)', () => {
  it('has heights 100 square-ish, 150 tall, 67 wide', () => {
    expect(MASK_HEIGHTS).toEqual({ square: 100, tall: 150, wide: 67 });
    expect(heightOf('circle')).toBe(100);
    expect(heightOf('arch')).toBe(150);
    expect(heightOf('pill')).toBe(67);
  });

  it('gives every shape a mask', () => {
    for (const shape of SHAPES) expect(Object.keys(MASK_HEIGHTS)).toContain(SHAPE_MASK[shape]);
  });
});

describe('shape: paths', () => {
  it('draws every shape closed and inside its box, touching (or nearly) all four insets', () => {
    for (const shape of SHAPES) {
      const d = shapePath(shape);
      const h = heightOf(shape);
      expect(d, shape).toMatch(/^M /);
      expect(d.trim().endsWith('Z'), shape).toBe(true);
      const pts = points(d);
      expect(pts.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)), shape).toBe(true);
      const xs = pts.map(([x]) => x);
      const ys = pts.map(([, y]) => y);
      expect(Math.min(...xs), shape).toBeGreaterThanOrEqual(INSET - 0.01);
      expect(Math.max(...xs), shape).toBeLessThanOrEqual(100 - INSET + 0.01);
      expect(Math.min(...ys), shape).toBeGreaterThanOrEqual(INSET - 0.01);
      expect(Math.max(...ys), shape).toBeLessThanOrEqual(h - INSET + 0.01);
      // It fills its box: the outline reaches near every edge (curves may stop short of a corner).
      expect(Math.max(...xs) - Math.min(...xs), shape).toBeGreaterThan(60);
      expect(Math.max(...ys) - Math.min(...ys), shape).toBeGreaterThan(h * 0.6);
    }
  });

  it('makes a star with twice as many vertices as points, fitted to the box', () => {
    const star = points(radialPolygon(5, 100, 100, 0.45));
    expect(star).toHaveLength(10);
    expect(Math.min(...star.map(([, y]) => y))).toBe(INSET);
    expect(Math.max(...star.map(([, y]) => y))).toBe(100 - INSET);
    expect(points(radialPolygon(6, 100, 150))).toHaveLength(6);
  });

  it('gives different outlines to different shapes', () => {
    expect(new Set(SHAPES.map(shapePath)).size).toBe(SHAPES.length);
  });
});
