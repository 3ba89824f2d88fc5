/**
 * Swipes and drags, from pointer samples (SPEC.md §5 "Keyboard handling" touch rules, §4
 * "Swipe", §9 "Animations"). Pure: the element records `{x, y, t}` samples from pointer events
 * and asks what the gesture was.
 *
 * - A touch gesture (SPEC.md §5): 50 px or more along one axis within 250 ms is a swipe;
 *   otherwise movement over 1 px is a touch-move-end (the visitor dragged, then let go slowly),
 *   and 1 px or less is a tap.
 * - A drag (SPEC.md §4): it changes slide when the distance exceeds half the slide's width or the
 *   release velocity exceeds 1 px/ms. The velocity is taken over the last samples only (SPEC.md
 *   §9: "motion throttled to 5 samples", "flick time cap 250 ms"), so a drag that stopped before
 *   release is not a flick however fast it started. A flick decides the direction over the
 *   distance: a visitor who dragged far and then threw it back meant to go back.
 */

/** SPEC.md §5. */
export const SWIPE_MIN_DISTANCE_PX = 50;
export const SWIPE_MAX_DURATION_MS = 250;
export const TAP_MAX_MOVE_PX = 1;
/** SPEC.md §4: velocity above 1 px/ms changes slide. */
export const FLICK_MIN_VELOCITY = 1;
/** SPEC.md §9 "flick time cap 250 ms". */
export const FLICK_TIME_CAP_MS = 250;
/** SPEC.md §9 "motion throttled to 5 samples". */
export const VELOCITY_SAMPLES = 5;

export interface PointerSample {
  x: number;
  y: number;
  /** ms, from any forward-moving clock (event.timeStamp). */
  t: number;
}

export type Axis = 'x' | 'y';
export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

export type TouchGesture =
  | { kind: 'swipe'; direction: SwipeDirection; dx: number; dy: number }
  | { kind: 'touch-move-end'; dx: number; dy: number }
  | { kind: 'tap' };

export function classifyTouch(start: PointerSample, end: PointerSample): TouchGesture {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  const along = horizontal ? Math.abs(dx) : Math.abs(dy);
  const duration = end.t - start.t;
  if (along >= SWIPE_MIN_DISTANCE_PX && duration >= 0 && duration <= SWIPE_MAX_DURATION_MS) {
    const direction: SwipeDirection = horizontal ? (dx < 0 ? 'left' : 'right') : dy < 0 ? 'up' : 'down';
    return { kind: 'swipe', direction, dx, dy };
  }
  return Math.hypot(dx, dy) > TAP_MAX_MOVE_PX ? { kind: 'touch-move-end', dx, dy } : { kind: 'tap' };
}

/**
 * The slide a swipe asks for in a gallery that moves along `axis`: a swipe left (or up) brings
 * the next slide in, right (or down) the previous. A swipe across the axis asks nothing, so a
 * vertical page scroll over a horizontal slideshow never changes its slide.
 */
export function swipeStep(gesture: TouchGesture, axis: Axis = 'x'): 'next' | 'previous' | null {
  if (gesture.kind !== 'swipe') return null;
  if (axis === 'x') return gesture.direction === 'left' ? 'next' : gesture.direction === 'right' ? 'previous' : null;
  return gesture.direction === 'up' ? 'next' : gesture.direction === 'down' ? 'previous' : null;
}

/**
 * Release velocity along `axis` in px/ms (signed): over the samples within FLICK_TIME_CAP_MS of
 * the last one, at most VELOCITY_SAMPLES of them. 0 with fewer than two such samples or no time.
 */
export function releaseVelocity(samples: readonly PointerSample[], axis: Axis = 'x'): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const recent = samples.slice(-VELOCITY_SAMPLES).filter((s) => last.t - s.t <= FLICK_TIME_CAP_MS && s.t <= last.t);
  const first = recent[0];
  if (!first || recent.length < 2 || last.t <= first.t) return 0;
  return (last[axis] - first[axis]) / (last.t - first.t);
}

export interface DragOutcome {
  step: 'next' | 'previous' | null;
  /** Signed distance from the first sample to the last, px. */
  distance: number;
  velocity: number;
}

/**
 * The end of a drag over a slide `size` px long along `axis` (its width for a horizontal
 * gallery). `samples` run from pointerdown to pointerup, the release included. Dragging towards
 * the start (negative) brings the next slide.
 */
export function dragOutcome(samples: readonly PointerSample[], size: number, axis: Axis = 'x'): DragOutcome {
  const first = samples[0];
  const last = samples[samples.length - 1];
  const distance = first && last ? last[axis] - first[axis] : 0;
  const velocity = releaseVelocity(samples, axis);
  const toward = (signed: number): 'next' | 'previous' => (signed < 0 ? 'next' : 'previous');
  let step: DragOutcome['step'] = null;
  if (Math.abs(velocity) > FLICK_MIN_VELOCITY) step = toward(velocity);
  else if (size > 0 && Math.abs(distance) > size / 2) step = toward(distance);
  return { step, distance, velocity };
}

/**
 * `samples` with `next` added, holding only what a decision needs: the first sample (the
 * distance) and the last VELOCITY_SAMPLES (the release velocity), so memory stays bounded
 * however long the gesture lasts.
 */
export function addSample(samples: readonly PointerSample[], next: PointerSample): PointerSample[] {
  const all = [...samples, next];
  return all.length > VELOCITY_SAMPLES + 1 ? [all[0] as PointerSample, ...all.slice(-VELOCITY_SAMPLES)] : all;
}

export interface GestureOptions {
  /** `PointerEvent.pointerType`: 'touch', 'pen', 'mouse'. */
  pointerType: string;
  /** Whether a mouse drag moves slides (a slideshow); else a mouse only clicks (the lightbox). */
  mouseDrags: boolean;
  axis?: Axis;
}

/**
 * The slide a finished gesture (pointerdown to pointerup, the release included) asks for over
 * a slide `size` px long along the axis. Touch and pen: a swipe (SPEC.md §5, 50 px within
 * 250 ms), else a drag (SPEC.md §4, past half the size or released faster than 1 px/ms).
 * A mouse: a drag, where the gallery takes mouse drags at all.
 */
export function gestureStep(samples: readonly PointerSample[], size: number, options: GestureOptions): 'next' | 'previous' | null {
  const { pointerType, mouseDrags, axis = 'x' } = options;
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return null;
  if (pointerType === 'mouse') return mouseDrags ? dragOutcome(samples, size, axis).step : null;
  return swipeStep(classifyTouch(first, last), axis) ?? dragOutcome(samples, size, axis).step;
}
