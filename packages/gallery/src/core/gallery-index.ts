/**
 * The current slide (SPEC.md §4 "Gallery index"): normalising, stepping with and without loop,
 * and the state a gallery keeps while slides move.
 *
 * Reaching an end without loop is a result, not an exception: the caller fires reachedEnd or
 * reachedBeginning and marks the control disabled (SPEC.md §4). A change asked for while the
 * gallery, or a linked gallery at a different index, is still moving is refused: the animation
 * in flight would otherwise be cut and the linked galleries would disagree.
 */
import { blockedByLinked, type LinkedSnapshot } from './linked';

/** SPEC.md §4: the active slide's class. */
export const ACTIVE_SLIDE_CLASS = 'sqs-active-slide';
/** SPEC.md §4: without loop, the previous or next control gets this class at an end. */
export const DISABLED_CONTROL_CLASS = 'disabled';

/**
 * SPEC.md §4: a non-number (or NaN, or ±Infinity) or zero gives 0; a negative wraps from the end
 * (-1 is the last); at or above `count` wraps by modulo. Fractions are truncated first. With no
 * slides the index is 0.
 */
export function normalizeIndex(index: unknown, count: number): number {
  if (typeof index !== 'number' || !Number.isFinite(index) || !(count >= 1)) return 0;
  const n = Math.floor(count);
  const i = Math.trunc(index) % n;
  return i < 0 ? i + n : i + 0; // `+ 0` turns -0 into 0
}

export type StepResult =
  | { type: 'moved'; index: number }
  | { type: 'reachedEnd'; index: number }
  | { type: 'reachedBeginning'; index: number };

/** SPEC.md §4: next on the last wraps to 0 with loop, else reachedEnd (the index stays). */
export function nextIndex(index: number, count: number, loop: boolean): StepResult {
  const i = normalizeIndex(index, count);
  if (i + 1 < count) return { type: 'moved', index: i + 1 };
  return loop && count >= 1 ? { type: 'moved', index: 0 } : { type: 'reachedEnd', index: i };
}

/** SPEC.md §4: previous on the first wraps to the last with loop, else reachedBeginning. */
export function previousIndex(index: number, count: number, loop: boolean): StepResult {
  const i = normalizeIndex(index, count);
  if (i > 0) return { type: 'moved', index: i - 1 };
  return loop && count >= 1 ? { type: 'moved', index: normalizeIndex(-1, count) } : { type: 'reachedBeginning', index: i };
}

/** SPEC.md §4: without loop, previous is disabled on the first slide and next on the last. */
export function controlsDisabled(index: number, count: number, loop: boolean): { previous: boolean; next: boolean } {
  if (loop && count > 1) return { previous: false, next: false };
  const i = normalizeIndex(index, count);
  return { previous: i <= 0, next: i >= count - 1 };
}

export interface GalleryState {
  readonly index: number;
  readonly count: number;
  readonly loop: boolean;
  /** A transition is running; changes wait for `motionEnd`. */
  readonly inMotion: boolean;
}

interface ChangeOptions {
  /** The design animates this change: the gallery is in motion until `motionEnd`. */
  animate?: boolean;
  /** Snapshots of the linked galleries (see linked.ts). */
  linked?: readonly LinkedSnapshot[];
}

export type GalleryAction =
  | ({ type: 'goTo'; index: unknown; /** Following a linked gallery: never refused. */ sync?: boolean } & ChangeOptions)
  | ({ type: 'next' } & ChangeOptions)
  | ({ type: 'previous' } & ChangeOptions)
  | { type: 'motionStart' }
  | { type: 'motionEnd' }
  | { type: 'setCount'; count: number }
  | { type: 'setLoop'; loop: boolean };

/**
 * - changed: the index moved (fire the slide-change event with `previousIndex`).
 * - unchanged: already there, or an action that does not move the index.
 * - rejected: in motion, or a linked gallery at another index is.
 * - reachedEnd / reachedBeginning: an end without loop.
 */
export type GalleryOutcome = 'changed' | 'unchanged' | 'rejected' | 'reachedEnd' | 'reachedBeginning';

export interface GalleryStep {
  state: GalleryState;
  outcome: GalleryOutcome;
  previousIndex: number;
}

export function initialGalleryState(options: { count: number; loop?: boolean; index?: unknown }): GalleryState {
  const count = Number.isFinite(options.count) && options.count > 0 ? Math.floor(options.count) : 0;
  return { index: normalizeIndex(options.index, count), count, loop: options.loop ?? false, inMotion: false };
}

/** The state after `action`, and what happened. Returns the same state object when nothing changed. */
export function stepGallery(state: GalleryState, action: GalleryAction): GalleryStep {
  const from = state.index;
  const same = (outcome: GalleryOutcome): GalleryStep => ({ state, outcome, previousIndex: from });
  switch (action.type) {
    case 'motionStart':
      return state.inMotion ? same('unchanged') : { state: { ...state, inMotion: true }, outcome: 'unchanged', previousIndex: from };
    case 'motionEnd':
      return state.inMotion ? { state: { ...state, inMotion: false }, outcome: 'unchanged', previousIndex: from } : same('unchanged');
    case 'setLoop':
      return state.loop === action.loop ? same('unchanged') : { state: { ...state, loop: action.loop }, outcome: 'unchanged', previousIndex: from };
    case 'setCount': {
      const next = initialGalleryState({ count: action.count, loop: state.loop, index: state.index });
      if (next.count === state.count && next.index === state.index) return same('unchanged');
      const outcome = next.index === state.index ? 'unchanged' : 'changed';
      return { state: { ...next, inMotion: state.inMotion }, outcome, previousIndex: from };
    }
    case 'goTo':
    case 'next':
    case 'previous': {
      const sync = action.type === 'goTo' && action.sync === true;
      if (!sync && (state.inMotion || blockedByLinked(state.index, action.linked ?? []))) return same('rejected');
      let target: number;
      if (action.type === 'goTo') target = normalizeIndex(action.index, state.count);
      else {
        const step = (action.type === 'next' ? nextIndex : previousIndex)(state.index, state.count, state.loop);
        if (step.type !== 'moved') return same(step.type);
        target = step.index;
      }
      if (target === state.index) return same('unchanged');
      return { state: { ...state, index: target, inMotion: action.animate === true }, outcome: 'changed', previousIndex: from };
    }
  }
}

/** `stepGallery` as a plain reducer (React's useReducer). */
export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  return stepGallery(state, action).state;
}
