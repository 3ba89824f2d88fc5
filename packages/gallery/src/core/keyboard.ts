/**
 * Gallery keyboard (SPEC.md §3 "Gallery settings": keys previous 37, next 39; §5 "Keyboard
 * handling"; §9 "Lightbox": keyboard throttle 200 ms). Decided from a plain description of the
 * key event so it runs without a DOM: the element describes the event, this says what to do.
 *
 * Ignored: on editable targets (the visitor is typing), while in motion, when the gallery is
 * outside the window (a key must move what the visitor sees), when the gallery does not hold
 * keyboard control (linked galleries: only the parent, see linked.ts), and with a modifier held
 * (Alt+Left is the browser's Back; Ctrl/Cmd+arrows are the system's).
 */

export const KEY_PREVIOUS = 37;
export const KEY_NEXT = 39;
/** SPEC.md §5: controls respond to click, Enter (13) and Space (32). */
export const KEY_ENTER = 13;
export const KEY_SPACE = 32;
/** SPEC.md §9 "Lightbox": keyboard throttle 200 ms. */
export const LIGHTBOX_KEY_THROTTLE_MS = 200;

export interface KeyDescription {
  /** `KeyboardEvent.key`, preferred when given. */
  key?: string;
  /** `KeyboardEvent.keyCode`, for old events and for SPEC.md's configured key codes. */
  keyCode?: number;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** The event target is editable (see `isEditableTarget`). */
  targetIsEditable: boolean;
  inMotion: boolean;
  /** The gallery intersects the window (see `inWindowRegion`). */
  inView: boolean;
  /** ms, from any clock that only moves forward. */
  now: number;
}

export interface KeyOptions {
  /** SPEC.md §3: keyboard true. */
  keyboard?: boolean;
  /** SPEC.md §3: keys previous 37, next 39. */
  keys?: { previous: number; next: number };
  /** Linked galleries: false for every member but the parent. */
  hasKeyboardControl?: boolean;
  /** 0 for a gallery, `LIGHTBOX_KEY_THROTTLE_MS` in the lightbox. */
  throttleMs?: number;
  /** When the last key move was accepted (null: never). */
  lastMoveAt?: number | null;
}

export type KeyIgnoreReason = 'not-a-gallery-key' | 'disabled' | 'modifier' | 'editable' | 'in-motion' | 'out-of-view' | 'not-parent' | 'throttled';

export type KeyDecision =
  | { action: 'previous' | 'next'; /** Store as `lastMoveAt`. */ at: number }
  | { action: 'ignore'; reason: KeyIgnoreReason };

const CODE_OF_KEY: Readonly<Record<string, number>> = { ArrowLeft: 37, Left: 37, ArrowRight: 39, Right: 39, Enter: 13, ' ': 32, Spacebar: 32 };

/** The key code of an event, from `key` when known (keyCode is deprecated), else from `keyCode`. */
export function keyCodeOf(event: Pick<KeyDescription, 'key' | 'keyCode'>): number | null {
  if (event.key !== undefined && Object.hasOwn(CODE_OF_KEY, event.key)) return CODE_OF_KEY[event.key] ?? null;
  return typeof event.keyCode === 'number' && event.keyCode > 0 ? event.keyCode : null;
}

/**
 * Pure throttle with injected time: true when a move at `now` is allowed after one at `last`.
 * A clock that went backwards (a new page time origin) never blocks forever.
 */
export function throttleAllows(last: number | null | undefined, now: number, intervalMs: number): boolean {
  if (last === null || last === undefined || intervalMs <= 0) return true;
  return now - last >= intervalMs || now < last;
}

export function decideKey(event: KeyDescription, options: KeyOptions = {}): KeyDecision {
  const keys = options.keys ?? { previous: KEY_PREVIOUS, next: KEY_NEXT };
  const code = keyCodeOf(event);
  const action = code === keys.previous ? 'previous' : code === keys.next ? 'next' : null;
  const ignore = (reason: KeyIgnoreReason): KeyDecision => ({ action: 'ignore', reason });
  if (action === null) return ignore('not-a-gallery-key');
  if (options.keyboard === false) return ignore('disabled');
  if (event.altKey || event.ctrlKey || event.metaKey) return ignore('modifier');
  if (event.targetIsEditable) return ignore('editable');
  if (options.hasKeyboardControl === false) return ignore('not-parent');
  if (event.inMotion) return ignore('in-motion');
  if (!event.inView) return ignore('out-of-view');
  if (!throttleAllows(options.lastMoveAt, event.now, options.throttleMs ?? 0)) return ignore('throttled');
  return { action, at: event.now };
}

/** SPEC.md §5: Enter (13) or Space (32) activates a control or a strip slide. */
export function isActivationKey(event: Pick<KeyDescription, 'key' | 'keyCode'>): boolean {
  const code = keyCodeOf(event);
  return code === KEY_ENTER || code === KEY_SPACE;
}

/** The parts of an event target that decide whether it takes typing. */
export interface TargetDescription {
  /** `localName` or `tagName`, any case. */
  tagName: string;
  /** The input's `type`, if an input. */
  type?: string | null;
  isContentEditable?: boolean;
}

/** Inputs that do not take typing (arrow keys are not theirs). */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'reset', 'submit']);

/**
 * Editable: a textarea, a select (arrows change its value), a contenteditable element, or an
 * input that takes text or uses arrows (range, number, date...). Checkboxes and buttons are not.
 */
export function isEditableTarget(target: TargetDescription | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/**
 * SPEC.md §5: keys are ignored when the gallery is outside the window region. In: any part of
 * its box overlaps the window (rects as from getBoundingClientRect, relative to the viewport).
 */
export function inWindowRegion(
  rect: { top: number; bottom: number; left?: number; right?: number },
  viewport: { width?: number; height: number },
): boolean {
  const vertical = rect.bottom > 0 && rect.top < viewport.height;
  if (rect.left === undefined || rect.right === undefined || viewport.width === undefined) return vertical;
  return vertical && rect.right > 0 && rect.left < viewport.width;
}
