import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VELOCITY_SAMPLES, addSample, classifyTouch, dragOutcome, gestureStep, releaseVelocity, swipeStep, type PointerSample } from './swipe';

const p = (x: number, t: number, y = 0): PointerSample => ({ x, y, t });

describe('touch gestures (SPEC.md §5)', () => {
  it('is a swipe at 50 px within 250 ms', () => {
    expect(classifyTouch(p(100, 0), p(50, 250))).toEqual({ kind: 'swipe', direction: 'left', dx: -50, dy: 0 });
    expect(classifyTouch(p(0, 0), p(80, 100))).toMatchObject({ kind: 'swipe', direction: 'right' });
    expect(classifyTouch(p(0, 0, 100), p(10, 100, 20))).toMatchObject({ kind: 'swipe', direction: 'up' });
    expect(classifyTouch(p(0, 0, 0), p(0, 100, 60))).toMatchObject({ kind: 'swipe', direction: 'down' });
  });

  it('is a touch-move-end when too short or too slow, but over 1 px', () => {
    expect(classifyTouch(p(100, 0), p(51, 100))).toEqual({ kind: 'touch-move-end', dx: -49, dy: 0 });
    expect(classifyTouch(p(100, 0), p(0, 251))).toMatchObject({ kind: 'touch-move-end' });
    expect(classifyTouch(p(0, 0), p(1, 10, 1))).toMatchObject({ kind: 'touch-move-end' });
  });

  it('is a tap at 1 px or less', () => {
    expect(classifyTouch(p(0, 0), p(1, 400))).toEqual({ kind: 'tap' });
    expect(classifyTouch(p(0, 0), p(0, 10))).toEqual({ kind: 'tap' });
  });

  it('maps swipes to steps along the gallery axis only', () => {
    const swipe = (direction: 'left' | 'right' | 'up' | 'down') => ({ kind: 'swipe' as const, direction, dx: 0, dy: 0 });
    expect(swipeStep(swipe('left'))).toBe('next');
    expect(swipeStep(swipe('right'))).toBe('previous');
    expect(swipeStep(swipe('up'))).toBeNull();
    expect(swipeStep(swipe('up'), 'y')).toBe('next');
    expect(swipeStep(swipe('down'), 'y')).toBe('previous');
    expect(swipeStep(swipe('left'), 'y')).toBeNull();
    expect(swipeStep({ kind: 'tap' })).toBeNull();
  });

  it('classifies every gesture by the SPEC rules (property)', () => {
    const n = fc.integer({ min: -400, max: 400 });
    fc.assert(
      fc.property(n, n, fc.nat({ max: 1000 }), (dx, dy, dt) => {
        const g = classifyTouch(p(0, 0, 0), p(dx, dt, dy));
        const along = Math.max(Math.abs(dx), Math.abs(dy));
        if (along >= 50 && dt <= 250) expect(g.kind).toBe('swipe');
        else if (Math.hypot(dx, dy) > 1) expect(g.kind).toBe('touch-move-end');
        else expect(g.kind).toBe('tap');
      }),
    );
  });
});

describe('drag (SPEC.md §4 "Swipe")', () => {
  it('changes slide past half the width', () => {
    const slow = [p(500, 0), p(400, 400), p(249, 800), p(249, 1200)];
    expect(dragOutcome(slow, 500)).toMatchObject({ step: 'next', distance: -251 });
    const back = [p(0, 0), p(251, 2000), p(251, 2400)];
    expect(dragOutcome(back, 500).step).toBe('previous');
  });

  it('stays at exactly half the width when slow', () => {
    expect(dragOutcome([p(500, 0), p(250, 1000), p(250, 1400)], 500).step).toBeNull();
  });

  it('changes slide on a flick above 1 px/ms, however short', () => {
    const flick = [p(300, 0), p(290, 10), p(260, 30)];
    const outcome = dragOutcome(flick, 1000);
    expect(outcome.velocity).toBeCloseTo(-40 / 30);
    expect(outcome.step).toBe('next');
    expect(dragOutcome([p(0, 0), p(10, 10)], 1000).step).toBeNull(); // exactly 1 px/ms
  });

  it('lets the release flick decide the direction', () => {
    const thrownBack = [p(0, 0), p(-400, 800), p(-400, 1100), p(-350, 1120)];
    expect(dragOutcome(thrownBack, 500).step).toBe('previous');
  });

  it('is no flick when the pointer stopped before release', () => {
    const stopped = [p(0, 0), p(-100, 50), p(-100, 400)];
    expect(releaseVelocity(stopped)).toBe(0);
    expect(dragOutcome(stopped, 500).step).toBeNull();
  });

  it('uses at most the last 5 samples', () => {
    const samples = [p(0, 0), p(-1000, 1), p(-1000, 100), p(-1001, 101), p(-1002, 102), p(-1003, 103), p(-1004, 104)];
    expect(releaseVelocity(samples)).toBeCloseTo(-4 / 4);
  });

  it('reads the vertical axis', () => {
    const up = [p(0, 0, 500), p(0, 100, 100)];
    expect(dragOutcome(up, 600, 'y')).toMatchObject({ step: 'next', distance: -400 });
  });

  it('does nothing without samples', () => {
    expect(dragOutcome([], 500)).toEqual({ step: null, distance: 0, velocity: 0 });
    expect(releaseVelocity([p(0, 0)])).toBe(0);
  });

  it('a step always follows the flick or, failing that, the distance (property)', () => {
    const sample = fc.record({ x: fc.integer({ min: -2000, max: 2000 }), y: fc.constant(0), t: fc.nat({ max: 100 }) });
    fc.assert(
      fc.property(fc.array(sample, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 2000 }), (raw, size) => {
        let t = 0;
        const samples = raw.map((s) => ({ ...s, t: (t += s.t) }));
        const { step, distance, velocity } = dragOutcome(samples, size);
        if (Math.abs(velocity) > 1) expect(step).toBe(velocity < 0 ? 'next' : 'previous');
        else if (Math.abs(distance) > size / 2) expect(step).toBe(distance < 0 ? 'next' : 'previous');
        else expect(step).toBeNull();
      }),
    );
  });
});

describe('gestureStep: the one rule for a finished gesture', () => {
  const quickSwipeLeft = [p(200, 0), p(160, 60), p(120, 120)];
  const slowLongDragLeft = [p(400, 0), p(300, 400), p(100, 800), p(100, 1200)];
  const shortSlow = [p(200, 0), p(180, 600)];

  it('touch and pen: a swipe, else a drag past half the size', () => {
    for (const pointerType of ['touch', 'pen']) {
      const options = { pointerType, mouseDrags: false };
      expect(gestureStep(quickSwipeLeft, 500, options)).toBe('next');
      expect(gestureStep(slowLongDragLeft, 500, options)).toBe('next');
      expect(gestureStep(shortSlow, 500, options)).toBeNull();
    }
  });

  it('a mouse drags only where mouse drags are taken, and a short quick move is no drag', () => {
    expect(gestureStep(slowLongDragLeft, 500, { pointerType: 'mouse', mouseDrags: true })).toBe('next');
    expect(gestureStep(slowLongDragLeft, 500, { pointerType: 'mouse', mouseDrags: false })).toBeNull();
    expect(gestureStep(quickSwipeLeft, 500, { pointerType: 'mouse', mouseDrags: true })).toBeNull();
  });

  it('follows the axis: a vertical swipe asks nothing of a horizontal gallery', () => {
    const up = [p(0, 0, 300), p(0, 100, 200)];
    expect(gestureStep(up, 500, { pointerType: 'touch', mouseDrags: true })).toBeNull();
    expect(gestureStep(up, 500, { pointerType: 'touch', mouseDrags: true, axis: 'y' })).toBe('next');
  });

  it('asks nothing without samples', () => {
    expect(gestureStep([], 500, { pointerType: 'touch', mouseDrags: true })).toBeNull();
  });
});

describe('addSample', () => {
  it('keeps the first sample and the last few, so a long gesture decides as if all were kept', () => {
    const sample = fc.record({ x: fc.integer({ min: -2000, max: 2000 }), y: fc.integer({ min: -2000, max: 2000 }), t: fc.nat({ max: 100 }) });
    fc.assert(
      fc.property(fc.array(sample, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 2000 }), fc.constantFrom('touch', 'mouse'), (raw, size, pointerType) => {
        let t = 0;
        const all = raw.map((s) => ({ ...s, t: (t += s.t) }));
        const kept = all.reduce<PointerSample[]>(addSample, []);
        expect(kept.length).toBeLessThanOrEqual(VELOCITY_SAMPLES + 1);
        expect(kept[0]).toEqual(all[0]);
        expect(kept[kept.length - 1]).toEqual(all[all.length - 1]);
        const options = { pointerType, mouseDrags: true };
        expect(gestureStep(kept, size, options)).toBe(gestureStep(all, size, options));
      }),
    );
  });
});
