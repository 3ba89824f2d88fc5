import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTooltip, TOOLTIP_DELAY_MS, TOOLTIP_EDGE_MARGIN, TOOLTIP_MOUSE_OFFSET, TOOLTIP_WIDTH } from './tooltip-position';

const viewport = { width: 1000, height: 800 };
const box = { width: 250, height: 40 };

describe('tooltip constants (SPEC.md §9)', () => {
  it('are the specified ones', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_WIDTH, TOOLTIP_EDGE_MARGIN, TOOLTIP_MOUSE_OFFSET]).toEqual([1200, 250, 20, 15]);
  });
});

describe('placeTooltip by the mouse', () => {
  it('sits 15 px right of and below the pointer', () => {
    expect(placeTooltip(viewport, box, { x: 100, y: 100 })).toEqual({ left: 115, top: 115 });
  });

  it('flips left of the pointer near the right edge and above it near the bottom', () => {
    expect(placeTooltip(viewport, box, { x: 900, y: 790 })).toEqual({ left: 900 - 15 - 250, top: 790 - 15 - 40 });
  });

  it('is clamped to the 20 px margin when neither side has room', () => {
    const narrow = { width: 300, height: 800 };
    expect(placeTooltip(narrow, box, { x: 150, y: 100 }).left).toBe(30); // 300 - 20 - 250
    expect(placeTooltip(narrow, box, { x: 0, y: 100 }).left).toBe(20);
  });

  it('is pinned to the top-left margin when it cannot fit', () => {
    expect(placeTooltip({ width: 200, height: 50 }, box, { x: 100, y: 20 })).toEqual({ left: 20, top: 20 });
  });
});

describe('placeTooltip by keyboard focus', () => {
  const rect = { left: 100, top: 200, right: 180, bottom: 230 };
  it('sits 15 px under the element, aligned with its left edge', () => {
    expect(placeTooltip(viewport, box, rect)).toEqual({ left: 100, top: 245 });
  });
  it('takes a DOMRect-like anchor (which has x and y too) as the element', () => {
    const domRect = { ...rect, x: 100, y: 200, width: 80, height: 30 };
    expect(placeTooltip(viewport, box, domRect)).toEqual({ left: 100, top: 245 });
  });
  it('goes above an element near the bottom and ends at the right edge of one near the right', () => {
    expect(placeTooltip(viewport, box, { left: 900, top: 760, right: 960, bottom: 790 })).toEqual({ left: 960 - 250, top: 760 - 15 - 40 });
  });
});

const size = fc.record({ width: fc.integer({ min: 0, max: 3000 }), height: fc.integer({ min: 0, max: 3000 }) });
const coordinate = fc.integer({ min: -500, max: 3500 });
const anchor = fc.oneof(
  fc.record({ x: coordinate, y: coordinate }),
  fc
    .tuple(coordinate, coordinate, fc.nat(600), fc.nat(300))
    .map(([left, top, w, h]) => ({ left, top, right: left + w, bottom: top + h })),
);

describe('placeTooltip properties', () => {
  it('always stays at least 20 px inside the viewport when the box fits', () => {
    fc.assert(
      fc.property(size, size, anchor, (view, tip, at) => {
        const { left, top } = placeTooltip(view, tip, at);
        if (tip.width + 40 <= view.width) {
          expect(left).toBeGreaterThanOrEqual(20);
          expect(left + tip.width).toBeLessThanOrEqual(view.width - 20);
        } else {
          expect(left).toBe(20);
        }
        if (tip.height + 40 <= view.height) {
          expect(top).toBeGreaterThanOrEqual(20);
          expect(top + tip.height).toBeLessThanOrEqual(view.height - 20);
        } else {
          expect(top).toBe(20);
        }
      }),
    );
  });

  it('keeps the 15 px mouse offset whenever that side has room, and never covers the pointer when a side does', () => {
    fc.assert(
      fc.property(size, size, fc.record({ x: coordinate, y: coordinate }), (view, tip, at) => {
        const { left, top } = placeTooltip(view, tip, at);
        const roomRight = at.x + 15 >= 20 && at.x + 15 + tip.width <= view.width - 20;
        const roomLeft = at.x - 15 - tip.width >= 20 && at.x - 15 <= view.width - 20;
        if (roomRight) expect(left).toBe(at.x + 15);
        else if (roomLeft) expect(left).toBe(at.x - 15 - tip.width);
        const roomBelow = at.y + 15 >= 20 && at.y + 15 + tip.height <= view.height - 20;
        if (roomBelow) expect(top).toBe(at.y + 15);
        if (roomRight || roomLeft) expect(at.x >= left && at.x <= left + tip.width).toBe(false);
      }),
    );
  });
});
