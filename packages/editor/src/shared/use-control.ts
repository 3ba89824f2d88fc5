/**
 * The view's side of a form control (control-element.tsx): its value, disabled, required, the
 * reason its last input was refused and its accessible name, re-rendered when any changes, and
 * the two calls a native control makes (`input` as the user types, `change` when done).
 */
import { useSyncExternalStore } from 'react';

export interface ControlSnapshot {
  value: string;
  disabled: boolean;
  required: boolean;
  /** Why the last value given was refused (the previous one was kept), or null. */
  problem: string | null;
  /** The accessible name: the element's `aria-label` or the text of its `<label>`s. */
  label: string;
}

/** What a control element offers its view. */
export interface ControlTarget {
  readonly snapshot: ControlSnapshot;
  subscribe(listener: () => void): () => void;
  /** A user's change: fires `input` when the value changed, and `change` too when `commit`. */
  userInput(raw: string, commit?: boolean): void;
  /** The user is done: `change` when the value moved since the last one. */
  commit(): void;
}

export interface Control extends ControlSnapshot {
  input(raw: string): void;
  change(raw: string): void;
  commit(): void;
}

export function useControl(host: HTMLElement): Control {
  const target = host as HTMLElement & ControlTarget;
  const snapshot = useSyncExternalStore(target.subscribe, () => target.snapshot);
  return {
    ...snapshot,
    input: (raw) => target.userInput(raw, false),
    change: (raw) => target.userInput(raw, true),
    commit: () => target.commit(),
  };
}

/**
 * The name entry of the tag manager and the mailing list: a name is typed, Enter (or the button)
 * sends it, and the field keeps it until the server has kept it (a refusal leaves it to correct).
 * Typing goes on meanwhile, so once the answer comes only the name that was sent leaves the field:
 * clearing the whole field cut what was typed in between (CI saw 'Food' arrive as 'ood', 12c0b0e).
 * Here, with the glue every control loads, because a module of its own shared by two controls
 * would be a chunk of its own (the build is at rollup's 64-chunk edge).
 */
export const draftAfterSent = (now: string, sent: string): string => (now.startsWith(sent) ? now.slice(sent.length) : now);
