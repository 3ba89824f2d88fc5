import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_SLIDE_CLASS,
  controlsDisabled,
  galleryReducer,
  initialGalleryState,
  nextIndex,
  normalizeIndex,
  previousIndex,
  stepGallery,
  type GalleryAction,
  type GalleryState,
} from './gallery-index';

describe('normalizeIndex (SPEC.md §4 "Gallery index")', () => {
  it.each([
    [0, 5, 0],
    [3, 5, 3],
    [-1, 5, 4],
    [-5, 5, 0],
    [-6, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [12, 5, 2],
    [2.9, 5, 2],
    [-0, 5, 0],
  ])('%d of %d → %d', (index, count, expected) => {
    expect(Object.is(normalizeIndex(index, count), expected)).toBe(true);
  });

  it.each([['2'], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])('gives 0 for the non-number %j', (index) => {
    expect(normalizeIndex(index, 5)).toBe(0);
  });

  it('gives 0 without slides', () => {
    expect(normalizeIndex(3, 0)).toBe(0);
    expect(normalizeIndex(3, -2)).toBe(0);
  });

  it('always lands in range and keeps in-range integers (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (index, count) => {
        const i = normalizeIndex(index, count);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(count);
        expect((((i - index) % count) + count) % count).toBe(0);
        if (index >= 0 && index < count) expect(i).toBe(index);
      }),
    );
  });
});

describe('next and previous (SPEC.md §4)', () => {
  it('steps within the range', () => {
    expect(nextIndex(1, 3, false)).toEqual({ type: 'moved', index: 2 });
    expect(previousIndex(1, 3, false)).toEqual({ type: 'moved', index: 0 });
  });

  it('wraps with loop', () => {
    expect(nextIndex(2, 3, true)).toEqual({ type: 'moved', index: 0 });
    expect(previousIndex(0, 3, true)).toEqual({ type: 'moved', index: 2 });
  });

  it('reports the ends without loop', () => {
    expect(nextIndex(2, 3, false)).toEqual({ type: 'reachedEnd', index: 2 });
    expect(previousIndex(0, 3, false)).toEqual({ type: 'reachedBeginning', index: 0 });
  });

  it('has nowhere to go without slides', () => {
    expect(nextIndex(0, 0, true).type).toBe('reachedEnd');
    expect(previousIndex(0, 0, true).type).toBe('reachedBeginning');
  });

  it('next then previous comes back with loop (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, raw) => {
        const i = raw % count;
        const next = nextIndex(i, count, true);
        expect(next.type).toBe('moved');
        expect(previousIndex(next.index, count, true)).toEqual({ type: 'moved', index: i });
      }),
    );
  });

  it('disables previous on the first and next on the last without loop', () => {
    expect(controlsDisabled(0, 3, false)).toEqual({ previous: true, next: false });
    expect(controlsDisabled(1, 3, false)).toEqual({ previous: false, next: false });
    expect(controlsDisabled(2, 3, false)).toEqual({ previous: false, next: true });
    expect(controlsDisabled(0, 1, false)).toEqual({ previous: true, next: true });
    expect(controlsDisabled(0, 3, true)).toEqual({ previous: false, next: false });
    expect(controlsDisabled(0, 1, true)).toEqual({ previous: true, next: true });
  });

  it('names the active slide class', () => {
    expect(ACTIVE_SLIDE_CLASS).toBe('sqs-active-slide');
  });
});

describe('gallery state', () => {
  const start = (over: Partial<GalleryState> = {}): GalleryState => ({ ...initialGalleryState({ count: 5 }), ...over });

  it('starts at a normalised index, not in motion', () => {
    expect(initialGalleryState({ count: 5, index: -1, loop: true })).toEqual({ index: 4, count: 5, loop: true, inMotion: false });
    expect(initialGalleryState({ count: Number.NaN })).toEqual({ index: 0, count: 0, loop: false, inMotion: false });
  });

  it('moves and reports the previous index', () => {
    const step = stepGallery(start(), { type: 'goTo', index: 3 });
    expect(step).toEqual({ state: start({ index: 3 }), outcome: 'changed', previousIndex: 0 });
  });

  it('normalises goTo', () => {
    expect(stepGallery(start(), { type: 'goTo', index: -1 }).state.index).toBe(4);
    expect(stepGallery(start({ index: 2 }), { type: 'goTo', index: 'x' }).state.index).toBe(0);
  });

  it('returns the same state when already there', () => {
    const s = start({ index: 2 });
    expect(stepGallery(s, { type: 'goTo', index: 7 })).toEqual({ state: s, outcome: 'unchanged', previousIndex: 2 });
    expect(stepGallery(s, { type: 'goTo', index: 7 }).state).toBe(s);
  });

  it('is in motion after an animated change until motionEnd', () => {
    const moving = stepGallery(start(), { type: 'next', animate: true }).state;
    expect(moving).toMatchObject({ index: 1, inMotion: true });
    expect(stepGallery(moving, { type: 'next' })).toMatchObject({ outcome: 'rejected', state: moving });
    expect(stepGallery(moving, { type: 'goTo', index: 4 }).outcome).toBe('rejected');
    const still = galleryReducer(moving, { type: 'motionEnd' });
    expect(still.inMotion).toBe(false);
    expect(stepGallery(still, { type: 'next' }).state.index).toBe(2);
  });

  it('rejects a change while a linked gallery at another index is in motion', () => {
    const s = start({ index: 1 });
    expect(stepGallery(s, { type: 'next', linked: [{ index: 2, inMotion: true }] }).outcome).toBe('rejected');
    expect(stepGallery(s, { type: 'next', linked: [{ index: 1, inMotion: true }] }).outcome).toBe('changed');
    expect(stepGallery(s, { type: 'next', linked: [{ index: 2, inMotion: false }] }).outcome).toBe('changed');
  });

  it('never refuses a sync from a linked gallery', () => {
    const moving = start({ index: 1, inMotion: true });
    expect(stepGallery(moving, { type: 'goTo', index: 3, sync: true, linked: [{ index: 0, inMotion: true }] })).toMatchObject({
      outcome: 'changed',
      state: { index: 3 },
    });
  });

  it('reports the ends and wraps with loop', () => {
    expect(stepGallery(start({ index: 4 }), { type: 'next' }).outcome).toBe('reachedEnd');
    expect(stepGallery(start({ index: 0 }), { type: 'previous' }).outcome).toBe('reachedBeginning');
    expect(stepGallery(start({ index: 4, loop: true }), { type: 'next' }).state.index).toBe(0);
    expect(stepGallery(start({ index: 0, loop: true }), { type: 'previous' }).state.index).toBe(4);
  });

  it('keeps the index in range when slides go away', () => {
    const step = stepGallery(start({ index: 4 }), { type: 'setCount', count: 3 });
    expect(step).toMatchObject({ outcome: 'changed', state: { index: 1, count: 3 }, previousIndex: 4 });
    expect(stepGallery(start({ index: 1 }), { type: 'setCount', count: 3 })).toMatchObject({ outcome: 'unchanged', state: { index: 1, count: 3 } });
    expect(stepGallery(start({ index: 3 }), { type: 'setCount', count: 0 }).state).toMatchObject({ index: 0, count: 0 });
  });

  it('sets loop and motion', () => {
    expect(galleryReducer(start(), { type: 'setLoop', loop: true }).loop).toBe(true);
    expect(galleryReducer(start(), { type: 'motionStart' }).inMotion).toBe(true);
    const s = start();
    expect(galleryReducer(s, { type: 'motionEnd' })).toBe(s);
    expect(galleryReducer(s, { type: 'setLoop', loop: false })).toBe(s);
  });

  it('keeps every invariant under any sequence of actions (property)', () => {
    const action: fc.Arbitrary<GalleryAction> = fc.oneof(
      fc.record({ type: fc.constant('goTo' as const), index: fc.oneof(fc.integer({ min: -100, max: 100 }), fc.anything()), animate: fc.boolean() }),
      fc.record({ type: fc.constant('next' as const), animate: fc.boolean() }),
      fc.record({ type: fc.constant('previous' as const), animate: fc.boolean() }),
      fc.constant({ type: 'motionEnd' as const }),
      fc.record({ type: fc.constant('setCount' as const), count: fc.integer({ min: 0, max: 20 }) }),
      fc.record({ type: fc.constant('setLoop' as const), loop: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.array(action, { maxLength: 40 }), (count, loop, actions) => {
        let state = initialGalleryState({ count, loop });
        for (const a of actions) {
          const before = state;
          const step = stepGallery(state, a);
          state = step.state;
          expect(state.index).toBeGreaterThanOrEqual(0);
          expect(state.index).toBeLessThan(Math.max(state.count, 1));
          expect(step.previousIndex).toBe(before.index);
          if (step.outcome === 'rejected') expect(before.inMotion).toBe(true);
          if (step.outcome !== 'changed') expect(state.index === before.index || a.type === 'setCount').toBe(true);
          if ((a.type === 'next' || a.type === 'previous') && step.outcome === 'changed' && !before.loop) {
            expect(Math.abs(state.index - before.index)).toBe(1);
          }
        }
      }),
    );
  });
});
