/**
 * The rich text's own undo history (issue 17: Ctrl/⌘+Z walks every edit in order, the alignment,
 * a link changed at the caret and a large paste as well as the browser's editing commands). Pure:
 * a state of the text is the list of its top-level blocks' sanitized HTML (the parts the value is
 * made of, rich-text-toolbar.value.ts), and a step keeps only the blocks it changed, so a
 * keystroke in a 1 MB text keeps one paragraph, not the text. rich-text-toolbar.view.tsx feeds it
 * and puts its states back in the region (rich-text-toolbar.dom.ts `reconcile`).
 *
 * Steps are grouped as ProseMirror's and Lexical's histories group theirs: typing of one kind
 * (inserting, or deleting) at the place the last keystroke left the caret, within GROUP_DELAY_MS
 * of it, adds to the same step; a pause, a caret moved elsewhere, a word begun (a space typed
 * after a letter) or any other edit starts a new one.
 */

/** A pause this long between keystrokes starts a new step (ProseMirror waits 500 ms, Lexical 300; a word boundary splits runs anyway). */
export const GROUP_DELAY_MS = 1000;
/** Steps kept (as ProseMirror's `depth`); the oldest go first. */
export const MAX_STEPS = 100;
/** Characters of HTML kept by all the steps together (about 16 MB of strings); the oldest go first, the newest is always kept. */
export const MAX_CHARS = 8_000_000;

export type EditKind = 'insert' | 'delete' | 'compose' | 'other';

/** What an edit was, from its `beforeinput` (or 'other' for a toolbar command, a link, a paste). */
export interface EditMark {
  kind: EditKind;
  /** The event's time (ms). */
  time: number;
  /** The text inserted ('' when none). */
  text: string;
  /** Where the caret was: before the edit for the next mark, after it for the last (any comparable key). */
  place: string;
}

/** The kind of an edit from its `InputEvent.inputType`. */
export function editKind(inputType: string): EditKind {
  if (inputType === 'insertText' || inputType === 'insertReplacementText') return 'insert';
  if (inputType === 'insertCompositionText') return 'compose';
  if (inputType.startsWith('delete') && inputType !== 'deleteByCut' && inputType !== 'deleteByDrag') return 'delete';
  return 'other';
}

/** Whether the edit `next` adds to the step of the edit `last` (typing on in one run). */
export function continuesRun(last: EditMark | null, next: EditMark): boolean {
  if (!last || last.kind !== next.kind || next.kind === 'other') return false;
  // An input method's composition updates its own text: one step, wherever its caret is.
  if (next.kind === 'compose') return true;
  if (next.time - last.time >= GROUP_DELAY_MS || next.place !== last.place) return false;
  // A space typed after a word begins the next word's step ("Hello| world": two steps).
  return !(next.kind === 'insert' && /^\s/.test(next.text) && !/\s$/.test(last.text));
}

/** One undoable step: blocks `at`… of the state before (`before`) became `after`. */
export interface Step<S> {
  at: number;
  before: string[];
  after: string[];
  /** Where the selection was before the step (restored by undo) and after it (restored by redo). */
  selectionBefore: S;
  selectionAfter: S;
  /** Characters of HTML it keeps (for the MAX_CHARS cap). */
  size: number;
}

/** The step from state `from` to state `to`: the blocks between their common beginning and end. */
export function diff(from: readonly string[], to: readonly string[]): { at: number; before: string[]; after: string[] } {
  let start = 0;
  const shorter = Math.min(from.length, to.length);
  while (start < shorter && from[start] === to[start]) start += 1;
  let end = 0;
  while (end < shorter - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end += 1;
  return { at: start, before: from.slice(start, from.length - end), after: to.slice(start, to.length - end) };
}

const replaced = (state: readonly string[], at: number, count: number, parts: readonly string[]) => [...state.slice(0, at), ...parts, ...state.slice(at + count)];
const sizeOf = (parts: readonly string[]) => parts.reduce((sum, part) => sum + part.length, 0);

/**
 * The undo and redo stacks over the text's states. `present` is the state the last step left
 * (null until known: after a value from outside it is read at the first edit, before that edit
 * changes anything). A group open (`begin`) takes every `record` until `close` as one step.
 */
export class EditHistory<S> {
  #done: Step<S>[] = [];
  #undone: Step<S>[] = [];
  #present: string[] | null = null;
  /** The group in progress: the state it began from, and whether its step is on the stack yet. */
  #open: { base: string[]; selectionBefore: S; pushed: boolean } | null = null;

  get known(): boolean {
    return this.#present !== null;
  }
  get canUndo(): boolean {
    return this.#done.length > 0;
  }
  get canRedo(): boolean {
    return this.#undone.length > 0;
  }
  get size(): number {
    return this.#done.length;
  }

  /** Everything forgotten (a form reset, a value from outside). */
  clear(): void {
    this.#done = [];
    this.#undone = [];
    this.#present = null;
    this.#open = null;
  }

  /**
   * A new step begins here, before its edit. Its base is the state the last step left, or the
   * state read now when none is known (`read` is called only then: reading a large text costs).
   */
  begin(selection: S, read: () => string[]): void {
    this.#present ??= read();
    this.#open = { base: this.#present, selectionBefore: selection, pushed: false };
  }

  /**
   * The text after an edit. In an open group it (re)makes the group's step from the group's base;
   * otherwise it is a step of its own (an edit nobody announced). No change, no step.
   */
  record(state: string[], selection: S): void {
    if (this.#present === null) {
      this.#present = state;
      return;
    }
    const open = this.#open ?? { base: this.#present, selectionBefore: selection, pushed: false };
    const change = diff(open.base, state);
    if (open.pushed) this.#done.pop();
    open.pushed = change.before.length > 0 || change.after.length > 0;
    if (open.pushed) {
      this.#done.push({ ...change, selectionBefore: open.selectionBefore, selectionAfter: selection, size: sizeOf(change.before) + sizeOf(change.after) });
      this.#undone = [];
      this.#trim();
    }
    this.#present = state;
    if (this.#open) this.#open = open;
  }

  /** The open group ends: the next edit is a new step. */
  close(): void {
    this.#open = null;
  }

  /** Steps back: the state to show and where the selection goes, or null when there is nothing to undo. */
  undo(): { state: string[]; selection: S } | null {
    const step = this.#done.pop();
    if (!step || this.#present === null) return null;
    this.#open = null;
    this.#present = replaced(this.#present, step.at, step.after.length, step.before);
    this.#undone.push(step);
    return { state: this.#present, selection: step.selectionBefore };
  }

  redo(): { state: string[]; selection: S } | null {
    const step = this.#undone.pop();
    if (!step || this.#present === null) return null;
    this.#open = null;
    this.#present = replaced(this.#present, step.at, step.before.length, step.after);
    this.#done.push(step);
    return { state: this.#present, selection: step.selectionAfter };
  }

  /** At most MAX_STEPS steps and MAX_CHARS characters; the oldest go first, the newest stays. */
  #trim(): void {
    if (this.#done.length > MAX_STEPS) this.#done.splice(0, this.#done.length - MAX_STEPS);
    let chars = this.#done.reduce((sum, step) => sum + step.size, 0);
    while (this.#done.length > 1 && chars > MAX_CHARS) chars -= this.#done.shift()!.size;
  }
}
