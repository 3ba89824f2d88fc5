/**
 * Accordion state (SPEC.md §3 "Accordion", §4): click toggles; with multiple open
 * disallowed, opening one closes the others; clicks during the 250 ms animation are
 * ignored; the first item starts expanded when the flag is set. Pure: time comes in.
 */
export const ACCORDION_ANIMATION_MS = 250;

export interface AccordionOptions {
  allowMultipleOpen: boolean;
  isFirstItemExpanded: boolean;
}

export interface AccordionState {
  readonly open: readonly boolean[];
  /** Toggles before this time (ms) are ignored: an animation is running. */
  readonly lockedUntil: number;
}

/** `serverOpen`: items the server HTML marked open (`<details open>`), e.g. by a click before upgrade. */
export function initialAccordionState(serverOpen: readonly boolean[], options: AccordionOptions): AccordionState {
  const open = [...serverOpen];
  if (options.isFirstItemExpanded && open.length > 0) open[0] = true;
  if (!options.allowMultipleOpen) {
    const first = open.indexOf(true);
    for (let i = 0; i < open.length; i += 1) open[i] = i === first;
  }
  return { open, lockedUntil: 0 };
}

export function isLocked(state: AccordionState, now: number): boolean {
  return now < state.lockedUntil;
}

/**
 * `animationMs` is 0 under prefers-reduced-motion: nothing animates, so nothing is
 * locked. Returns the same state object when the toggle is ignored.
 */
export function toggleItem(
  state: AccordionState,
  index: number,
  options: AccordionOptions,
  now: number,
  animationMs: number = ACCORDION_ANIMATION_MS,
): AccordionState {
  if (isLocked(state, now) || index < 0 || index >= state.open.length) return state;
  const opening = !state.open[index];
  const open = state.open.map((isOpen, i) => {
    if (i === index) return opening;
    return opening && !options.allowMultipleOpen ? false : isOpen;
  });
  return { open, lockedUntil: animationMs > 0 ? now + animationMs : 0 };
}
