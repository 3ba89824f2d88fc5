import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAZY_MARGIN_PX, inLoadRegion, indicesByIndex, indicesInRegion } from './lazy-load';

describe('lazy loading by index (SPEC.md §4)', () => {
  it('loads the current slide and preloadCount either side, nearest first', () => {
    expect(indicesByIndex(5, 10, 2, false)).toEqual([5, 6, 4, 7, 3]);
    expect(indicesByIndex(5, 10, 0, false)).toEqual([5]);
  });

  it('stops at the ends without loop', () => {
    expect(indicesByIndex(0, 10, 2, false)).toEqual([0, 1, 2]);
    expect(indicesByIndex(9, 10, 1, false)).toEqual([9, 8]);
  });

  it('wraps round the ends when looping', () => {
    expect(indicesByIndex(0, 10, 2, true)).toEqual([0, 1, 9, 2, 8]);
    expect(indicesByIndex(9, 10, 1, true)).toEqual([9, 0, 8]);
  });

  it('never lists a slide twice, and lists all when the reach covers them', () => {
    expect(indicesByIndex(1, 3, 5, true).sort()).toEqual([0, 1, 2]);
    expect(indicesByIndex(0, 1, 3, true)).toEqual([0]);
    expect(indicesByIndex(0, 0, 3, true)).toEqual([]);
  });

  it('has the right slides for any gallery (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), fc.nat({ max: 10 }), fc.boolean(), (count, raw, reach, loop) => {
        const current = raw % count;
        const got = indicesByIndex(current, count, reach, loop);
        expect(got[0]).toBe(current);
        expect(new Set(got).size).toBe(got.length);
        const expected = new Set<number>();
        for (let d = -reach; d <= reach; d++) {
          const i = current + d;
          if (loop) expected.add(((i % count) + count) % count);
          else if (i >= 0 && i < count) expected.add(i);
        }
        expect(new Set(got)).toEqual(expected);
      }),
    );
  });
});

describe('lazy loading by viewport (SPEC.md §4, §9 lazy margin 200px)', () => {
  const region = { top: 1000, bottom: 1800 };

  it('uses a 200 px margin', () => {
    expect(LAZY_MARGIN_PX).toBe(200);
  });

  it('loads images whose top or bottom is within the region plus the margin', () => {
    expect(inLoadRegion({ top: 1100, bottom: 1300 }, region)).toBe(true);
    expect(inLoadRegion({ top: 1990, bottom: 2300 }, region)).toBe(true);
    expect(inLoadRegion({ top: 2001, bottom: 2300 }, region)).toBe(false);
    expect(inLoadRegion({ top: 500, bottom: 800 }, region)).toBe(true);
    expect(inLoadRegion({ top: 500, bottom: 799 }, region)).toBe(false);
  });

  it('loads an image taller than the region that spans it', () => {
    expect(inLoadRegion({ top: 0, bottom: 5000 }, region)).toBe(true);
  });

  it('takes another margin', () => {
    expect(inLoadRegion({ top: 1900, bottom: 2000 }, region, 0)).toBe(false);
  });

  it('lists the indices in the region, skipping boxes not laid out', () => {
    const rects = [
      { top: 0, bottom: 400 },
      { top: 900, bottom: 1200 },
      null,
      { top: 1700, bottom: 1900 },
      { top: 3000, bottom: 3400 },
    ];
    expect(indicesInRegion(rects, region)).toEqual([1, 3]);
  });

  it('agrees with "top or bottom within, or spanning" (property)', () => {
    const n = fc.integer({ min: -5000, max: 5000 });
    fc.assert(
      fc.property(n, fc.nat({ max: 3000 }), n, fc.nat({ max: 3000 }), fc.nat({ max: 400 }), (top, h, rTop, rh, margin) => {
        const rect = { top, bottom: top + h };
        const r = { top: rTop, bottom: rTop + rh };
        const lo = r.top - margin;
        const hi = r.bottom + margin;
        const within = (y: number) => y >= lo && y <= hi;
        const expected = within(rect.top) || within(rect.bottom) || (rect.top <= lo && rect.bottom >= hi);
        expect(inLoadRegion(rect, r, margin)).toBe(expected);
      }),
    );
  });
});
