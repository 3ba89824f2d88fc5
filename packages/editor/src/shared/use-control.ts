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
