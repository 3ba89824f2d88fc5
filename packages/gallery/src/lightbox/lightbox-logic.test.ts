import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIGHTBOX_EDGE_CLOSE_FRACTION,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_KEYS,
  LIGHTBOX_OVERLAY_OPACITY,
  LIGHTBOX_OVERLAY_SPEED_MS,
  LIGHTBOX_PADDING_PX,
  LIGHTBOX_SPEED_MS,
  containRect,
  createKeyThrottle,
  decidePointer,
  keyStep,
  lightboxLoops,
  normaliseIndex,
  slideWindow,
  stepIndex,
  type Rect,
} from './lightbox-logic';

describe('lightbox constants (SPEC.md §9 "Lightbox")', () => {
  it('match the specification', () => {
    expect(LIGHTBOX_SPEED_MS).toBe(600);
    expect(LIGHTBOX_OVERLAY_OPACITY).toBe(0.95);
    expect(LIGHTBOX_OVERLAY_SPEED_MS).toBe(300);
    expect(LIGHTBOX_PADDING_PX).toBe(100);
    expect(LIGHTBOX_KEY_THROTTLE_MS).toBe(200);
    expect(LIGHTBOX_KEYS).toEqual({ previous: 37, next: 39 });
    expect(LIGHTBOX_EDGE_CLOSE_FRACTION).toBe(0.02);
  });
});

describe('loop (SPEC.md §4: looping in lightbox only on non-mobile)', () => {
  it('loops above 432 px and not at or below', () => {
    expect(lightboxLoops(1280)).toBe(true);
    expect(lightboxLoops(433)).toBe(true);
    expect(lightboxLoops(432)).toBe(false);
    expect(lightboxLoops(375)).toBe(false);
  });
});

describe('normaliseIndex (SPEC.md §4 "Gallery index")', () => {
  it('gives 0 for non-numbers, wraps negatives from the end and large values by modulo', () => {
    expect(normaliseIndex(Number.NaN, 5)).toBe(0);
    expect(normaliseIndex(Infinity, 5)).toBe(0);
    expect(normaliseIndex(0, 5)).toBe(0);
    expect(normaliseIndex(-1, 5)).toBe(4);
    expect(normaliseIndex(-6, 5)).toBe(4);
    expect(normaliseIndex(5, 5)).toBe(0);
    expect(normaliseIndex(12, 5)).toBe(2);
    expect(normaliseIndex(2.7, 5)).toBe(2);
    expect(normaliseIndex(3, 0)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('steps forward and back', () => {
    expect(stepIndex(1, 'next', 4, true)).toBe(2);
    expect(stepIndex(1, 'previous', 4, true)).toBe(0);
  });

  it('wraps at the ends when looping', () => {
    expect(stepIndex(3, 'next', 4, true)).toBe(0);
    expect(stepIndex(0, 'previous', 4, true)).toBe(3);
  });

  it('stops at the ends without loop (mobile)', () => {
    expect(stepIndex(3, 'next', 4, false)).toBeNull();
    expect(stepIndex(0, 'previous', 4, false)).toBeNull();
    expect(stepIndex(2, 'next', 4, false)).toBe(3);
  });

  it('jumps to the first and last, and reports no move when already there', () => {
    expect(stepIndex(2, 'first', 4, false)).toBe(0);
    expect(stepIndex(2, 'last', 4, false)).toBe(3);
    expect(stepIndex(0, 'first', 4, true)).toBeNull();
    expect(stepIndex(3, 'last', 4, true)).toBeNull();
  });

  it('goes nowhere with one slide or none, even looping', () => {
    for (const step of ['previous', 'next', 'first', 'last'] as const) {
      expect(stepIndex(0, step, 1, true)).toBeNull();
      expect(stepIndex(0, step, 0, true)).toBeNull();
    }
  });

  it('normalises the index it starts from', () => {
    expect(stepIndex(-1, 'next', 4, true)).toBe(0);
    expect(stepIndex(9, 'previous', 4, true)).toBe(0);
  });

  it('always lands in range, and next then previous comes home when looping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.nat(), (count, seed) => {
        const current = seed % count;
        const forward = stepIndex(current, 'next', count, true)!;
        expect(forward).toBeGreaterThanOrEqual(0);
        expect(forward).toBeLessThan(count);
        expect(stepIndex(forward, 'previous', count, true)).toBe(current);
      }),
    );
  });
});

describe('slideWindow', () => {
  it('keeps the current slide and its neighbours, wrapping when looping', () => {
    expect(slideWindow(2, 5, true)).toEqual([1, 2, 3]);
    expect(slideWindow(0, 5, true)).toEqual([0, 1, 4]);
    expect(slideWindow(0, 5, false)).toEqual([0, 1]);
    expect(slideWindow(4, 5, false)).toEqual([3, 4]);
  });

  it('never repeats a slide in small galleries', () => {
    expect(slideWindow(0, 2, true)).toEqual([0, 1]);
    expect(slideWindow(0, 1, true)).toEqual([0]);
    expect(slideWindow(0, 0, true)).toEqual([]);
  });
});

describe('containRect', () => {
  const box: Rect = { left: 100, top: 100, width: 800, height: 400 };

  it('centres a wide picture with bands above and below', () => {
    expect(containRect(box, { width: 1600, height: 400 })).toEqual({ left: 100, top: 200, width: 800, height: 200 });
  });

  it('centres a tall picture with bands left and right', () => {
    expect(containRect(box, { width: 300, height: 600 })).toEqual({ left: 400, top: 100, width: 200, height: 400 });
  });

  it('scales a small picture up to the box (the default image fills it)', () => {
    expect(containRect(box, { width: 80, height: 40 })).toEqual(box);
  });

  it('takes the whole box when the dimensions are unknown or empty', () => {
    expect(containRect(box, null)).toBe(box);
    expect(containRect(box, { width: 0, height: 10 })).toBe(box);
    expect(containRect(box, { width: Number.NaN, height: 10 })).toBe(box);
  });
});

describe('decidePointer (SPEC.md §9: left half previous, right half next, 2% edge closes)', () => {
  const vw = 1000;
  const picture: Rect = { left: 200, top: 100, width: 600, height: 400 };

  it('goes to the previous slide on the left half of the picture, the next on the right half', () => {
    expect(decidePointer(250, 300, vw, picture)).toEqual({ action: 'previous' });
    expect(decidePointer(499, 300, vw, picture)).toEqual({ action: 'previous' });
    expect(decidePointer(500, 300, vw, picture)).toEqual({ action: 'next' });
    expect(decidePointer(790, 300, vw, picture)).toEqual({ action: 'next' });
  });

  it('closes from the overlay around the picture', () => {
    expect(decidePointer(100, 300, vw, picture)).toEqual({ action: 'close', reason: 'overlay' });
    expect(decidePointer(500, 50, vw, picture)).toEqual({ action: 'close', reason: 'overlay' });
    expect(decidePointer(500, 600, vw, picture)).toEqual({ action: 'close', reason: 'overlay' });
    expect(decidePointer(500, 300, vw, null)).toEqual({ action: 'close', reason: 'overlay' });
  });

  it('closes from the outer 2% of the viewport on either side, even over the picture', () => {
    const wide: Rect = { left: 0, top: 0, width: 1000, height: 800 };
    expect(decidePointer(0, 300, vw, wide)).toEqual({ action: 'close', reason: 'outside' });
    expect(decidePointer(19.9, 300, vw, wide)).toEqual({ action: 'close', reason: 'outside' });
    expect(decidePointer(980.1, 300, vw, wide)).toEqual({ action: 'close', reason: 'outside' });
    expect(decidePointer(20, 300, vw, wide)).toEqual({ action: 'previous' });
    expect(decidePointer(980, 300, vw, wide)).toEqual({ action: 'next' });
  });

  it('always decides something on the lightbox, and the edge strips always close', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 800, noNaN: true }), (fraction, y) => {
        const x = fraction * vw;
        const decision = decidePointer(x, y, vw, picture);
        expect(decision).not.toBeNull();
        if (fraction < 0.02 || fraction > 0.98) expect(decision).toEqual({ action: 'close', reason: 'outside' });
      }),
    );
  });
});

describe('keyStep (SPEC.md §9: arrows 37/39)', () => {
  it('maps the arrow keys by name or by code, and Home and End', () => {
    expect(keyStep({ key: 'ArrowLeft' })).toBe('previous');
    expect(keyStep({ key: 'ArrowRight' })).toBe('next');
    expect(keyStep({ key: 'Unidentified', keyCode: 37 })).toBe('previous');
    expect(keyStep({ key: 'Unidentified', keyCode: 39 })).toBe('next');
    expect(keyStep({ key: 'Home' })).toBe('first');
    expect(keyStep({ key: 'End' })).toBe('last');
  });

  it('leaves other keys, Escape included (it goes through the dismiss stack)', () => {
    for (const key of ['Escape', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(keyStep({ key })).toBeNull();
  });

  it('leaves modified keys to the browser (Alt+Left is Back)', () => {
    expect(keyStep({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(keyStep({ key: 'ArrowRight', ctrlKey: true })).toBeNull();
    expect(keyStep({ key: 'ArrowRight', metaKey: true })).toBeNull();
    expect(keyStep({ key: 'End', shiftKey: true })).toBeNull();
  });

  it('leaves the arrows to text fields and media players', () => {
    for (const targetTag of ['input', 'textarea', 'select', 'video', 'audio']) expect(keyStep({ key: 'ArrowLeft', targetTag })).toBeNull();
    expect(keyStep({ key: 'ArrowLeft', targetTag: 'div', targetEditable: true })).toBeNull();
    expect(keyStep({ key: 'ArrowLeft', targetTag: 'button' })).toBe('previous');
    expect(keyStep({ key: 'ArrowLeft', targetTag: 'dialog' })).toBe('previous');
  });
});

describe('createKeyThrottle (SPEC.md §9: 200 ms)', () => {
  const clock = () => {
    let t = 1000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('lets the first key act at once and drops keys inside the interval', () => {
    const c = clock();
    const throttle = createKeyThrottle(c.now);
    expect(throttle.accept()).toBe(true);
    c.advance(199);
    expect(throttle.accept()).toBe(false);
    c.advance(1);
    expect(throttle.accept()).toBe(true);
  });

  it('measures from the last accepted key, not the last press (a held key steps every 200 ms)', () => {
    const c = clock();
    const throttle = createKeyThrottle(c.now);
    const accepted: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      if (throttle.accept()) accepted.push(c.now());
      c.advance(33); // key repeat at ~30 Hz
    }
    expect(accepted).toEqual([1000, 1231, 1462]);
  });

  it('forgets the interval on reset, and takes another interval', () => {
    const c = clock();
    const throttle = createKeyThrottle(c.now, 50);
    expect(throttle.accept()).toBe(true);
    expect(throttle.accept()).toBe(false);
    throttle.reset();
    expect(throttle.accept()).toBe(true);
    c.advance(50);
    expect(throttle.accept()).toBe(true);
  });

  it('never accepts two keys closer than the interval', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 400 }), { maxLength: 60 }), (gaps) => {
        let t = 0;
        const throttle = createKeyThrottle(() => t);
        const accepted: number[] = [];
        for (const gap of gaps) {
          t += gap;
          if (throttle.accept()) accepted.push(t);
        }
        for (let i = 1; i < accepted.length; i += 1) expect(accepted[i]! - accepted[i - 1]!).toBeGreaterThanOrEqual(200);
      }),
    );
  });
});
