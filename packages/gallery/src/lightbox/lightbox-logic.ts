/**
 * Lightbox decisions (SPEC.md §4 "Lightbox", §9 "Lightbox"), pure: no DOM, no React.
 * Geometry, keys and time come in as plain values so every rule is unit-tested.
 *
 * - Pointer: the outer 2% of the viewport width on either side closes; on the picture,
 *   its left half goes to the previous slide and its right half to the next; anywhere
 *   else on the overlay closes.
 * - Keys: ArrowLeft / ArrowRight (keyCodes 37 / 39) step, Home / End jump (ours, an
 *   APG habit), at most once per 200 ms.
 * - Loop: SPEC.md §4 "Gallery index": "Looping in lightbox only on non-mobile", so the
 *   lightbox wraps from the last slide to the first on desktop (viewport wider than
 *   432 px, SPEC.md §9 "Breakpoints") and stops at the ends on mobile, whatever the
 *   gallery's own `loop` setting.
 * - Swipe: not here; the gallery's one swipe hook (../gallery/use-swipe.ts, over the rules of
 *   ../core/swipe.ts: 50 px within 250 ms, or a drag past half the width or faster than
 *   1 px/ms) serves the lightbox too.
 */

/** SPEC.md §9: content fade. */
export const LIGHTBOX_SPEED_MS = 600;
/** SPEC.md §9: overlay fade and opacity. */
export const LIGHTBOX_OVERLAY_SPEED_MS = 300;
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
/** SPEC.md §9: space around the picture, in CSS pixels (wide viewports; see lightbox.css). */
export const LIGHTBOX_PADDING_PX = 100;
/** SPEC.md §9: arrow keys step at most once per 200 ms, a held key included (core/keyboard.ts). */
export { LIGHTBOX_KEY_THROTTLE_MS } from '../core/keyboard';
import { LIGHTBOX_KEY_THROTTLE_MS } from '../core/keyboard';
/** SPEC.md §3 "Gallery settings" keys: previous keydown 37, next keydown 39. */
export const LIGHTBOX_KEYS = { previous: 37, next: 39 } as const;
/** SPEC.md §9: a click within 2% of the viewport width from either edge closes. */
export const LIGHTBOX_EDGE_CLOSE_FRACTION = 0.02;
/** SPEC.md §9 "Breakpoints": mobile is 432 px wide or less. */
export const LIGHTBOX_MOBILE_MAX_WIDTH = 432;

export type LightboxTheme = 'light' | 'dark';

/** SPEC.md §3 "Lightbox set item" (content, meta, theme) from the gallery's slide attributes. */
export interface LightboxSlide {
  /** data-slide-id: also the React key and the deep-link hash value. */
  id: string;
  title: string;
  description: string;
  src: string;
  alt: string;
  /** data-image-dimensions; null when unknown (the whole media box then counts as the picture). */
  dimensions: { width: number; height: number } | null;
  type: 'image' | 'video';
  /** data-lightbox-theme: wins over the gallery's lightboxTheme for this slide. */
  theme?: LightboxTheme;
}

/**
 * Why the lightbox closed (SPEC.md §4 "closed by close control, overlay click, escape or
 * click outside image"):
 * - `control`: the close button;
 * - `overlay`: a click on the overlay that is not on the picture (around it, or on the
 *   letterbox of a contained picture);
 * - `escape`: Escape through the dismiss stack, or a platform close request (Android back);
 * - `outside`: a click in the 2% edge strips, outside the picture's column.
 */
export type LightboxCloseReason = 'control' | 'overlay' | 'escape' | 'outside';

export type LightboxStep = 'previous' | 'next' | 'first' | 'last';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Whether the lightbox wraps at the ends (SPEC.md §4: only on non-mobile). */
export function lightboxLoops(viewportWidth: number): boolean {
  return viewportWidth > LIGHTBOX_MOBILE_MAX_WIDTH;
}

/** A slide index the lightbox can show: the gallery's own normalisation (SPEC.md §4 "Gallery index"). */
export { normalizeIndex as normaliseIndex } from '../core/gallery-index';
import { normalizeIndex as normaliseIndex } from '../core/gallery-index';

/**
 * The index a step leads to, or null when it leads nowhere: a single slide, or an end
 * without loop (the matching control is then disabled).
 */
export function stepIndex(index: number, step: LightboxStep, count: number, loop: boolean): number | null {
  if (count <= 1) return null;
  const current = normaliseIndex(index, count);
  let target: number;
  switch (step) {
    case 'first':
      target = 0;
      break;
    case 'last':
      target = count - 1;
      break;
    case 'previous':
      if (current === 0 && !loop) return null;
      target = current === 0 ? count - 1 : current - 1;
      break;
    case 'next':
      if (current === count - 1 && !loop) return null;
      target = current === count - 1 ? 0 : current + 1;
      break;
  }
  return target === current ? null : target;
}

/** The slides worth keeping rendered: the current one and its neighbours (to preload them). */
export function slideWindow(index: number, count: number, loop: boolean): number[] {
  if (count <= 0) return [];
  const current = normaliseIndex(index, count);
  const around = [stepIndex(current, 'previous', count, loop), current, stepIndex(current, 'next', count, loop)];
  return [...new Set(around.filter((i): i is number => i !== null))].sort((a, b) => a - b);
}

/**
 * Where a picture of `dimensions` shows inside `box` when contain-fitted and centred
 * (the default renderer's `object-fit: contain`; a gallery renderer should do the same).
 * Unknown or empty dimensions: the whole box.
 */
export function containRect(box: Rect, dimensions: { width: number; height: number } | null): Rect {
  if (!dimensions || !(dimensions.width > 0) || !(dimensions.height > 0) || box.width <= 0 || box.height <= 0) return box;
  const scale = Math.min(box.width / dimensions.width, box.height / dimensions.height);
  const width = dimensions.width * scale;
  const height = dimensions.height * scale;
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
}

export type PointerDecision =
  | { action: 'previous' | 'next' }
  | { action: 'close'; reason: 'overlay' | 'outside' }
  | null;

const inside = (rect: Rect, x: number, y: number) =>
  x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height;

/**
 * What a click on the lightbox does (SPEC.md §9: "left half previous, right half next,
 * 2% edge closes"). The caller has already left out clicks on controls, on the title and
 * description (selecting text must not close), and on a video's own player.
 *
 * `picture`: where the current picture shows (viewport coordinates), or null when there is
 * none under the pointer's slide. The edge strips win even over the picture: on a phone the
 * picture reaches the edges, and the strip is the way out.
 */
export function decidePointer(x: number, y: number, viewportWidth: number, picture: Rect | null): PointerDecision {
  const edge = viewportWidth * LIGHTBOX_EDGE_CLOSE_FRACTION;
  if (x < edge || x > viewportWidth - edge) return { action: 'close', reason: 'outside' };
  if (picture && picture.width > 0 && inside(picture, x, y)) {
    return { action: x < picture.left + picture.width / 2 ? 'previous' : 'next' };
  }
  return { action: 'close', reason: 'overlay' };
}

export interface KeyInput {
  key: string;
  /** Deprecated in the DOM, but SPEC.md names the keys by code (37 / 39); either matches. */
  keyCode?: number;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  /** Lower-case tag name of the event's target. */
  targetTag?: string;
  /** The target is contenteditable. */
  targetEditable?: boolean;
}

/**
 * Targets whose arrow keys belong to them: text fields, and media elements whose native
 * controls seek with the arrows (a gallery video may be one).
 */
const OWN_ARROWS = new Set(['input', 'textarea', 'select', 'video', 'audio']);

/**
 * The step a key asks for, or null. Modified keys are the browser's (Alt+Left is Back),
 * and Escape is not here: it goes through the dismiss stack.
 */
export function keyStep(input: KeyInput): LightboxStep | null {
  if (input.altKey || input.ctrlKey || input.metaKey || input.shiftKey) return null;
  if (input.targetEditable || OWN_ARROWS.has(input.targetTag ?? '')) return null;
  if (input.key === 'ArrowLeft' || input.keyCode === LIGHTBOX_KEYS.previous) return 'previous';
  if (input.key === 'ArrowRight' || input.keyCode === LIGHTBOX_KEYS.next) return 'next';
  if (input.key === 'Home') return 'first';
  if (input.key === 'End') return 'last';
  return null;
}

export interface KeyThrottle {
  /** True when a key may act now (and starts a new interval); false inside the interval. */
  accept(): boolean;
  /** Forget the last accepted key (the lightbox closed). */
  reset(): void;
}

/**
 * SPEC.md §9: a step at most once per `intervalMs`. Leading-edge: the first press acts at
 * once, presses inside the interval are dropped (not queued, so a held key never runs on
 * after release). `now` is injected so tests need no timers.
 */
export function createKeyThrottle(now: () => number, intervalMs: number = LIGHTBOX_KEY_THROTTLE_MS): KeyThrottle {
  let last = -Infinity;
  return {
    accept() {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
    reset() {
      last = -Infinity;
    },
  };
}
