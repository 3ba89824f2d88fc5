/**
 * The cart page's edits (issue 16 item 3), apart from React and the DOM: what the page shows
 * while quantities change and lines go, and which request goes when.
 *
 * - A quantity change is debounced per line: five quick presses of + send one request, with
 *   the last value (the last one wins).
 * - One request is out at a time; what waits is coalesced per line (the newest value, or the
 *   removal), so the server applies the changes in the order they were made and no answer can
 *   arrive out of order and undo a newer change.
 * - The page shows the server's cart with the visitor's drafts over it; an answer clears a
 *   line's draft only when nothing newer waits for that line.
 * - A refusal or a failure shows the action's SPEC.md §8 text on the line and restores the
 *   value the server holds ('Unable to update quantity', 'Unable to remove item'): nothing is
 *   lost on the server, and the page never shows what the server did not take.
 */
import type { ApiResult } from '@sqs/runtime/data/api-types';
import type { StoreCart } from './cart-api';
import { cartFailureText } from './cart-failure';

export type CartEdit = { kind: 'quantity'; entryId: string; quantity: number } | { kind: 'remove'; entryId: string };

export interface CartEditsState {
  /** The cart as the server last answered it. */
  readonly cart: StoreCart;
  /** Quantities shown but not yet taken by the server, by line. */
  readonly drafts: ReadonlyMap<string, number>;
  /** Lines whose removal is on its way. */
  readonly removing: ReadonlySet<string>;
  /** A line's failure text. */
  readonly errors: ReadonlyMap<string, string>;
}

export interface CartEditsOptions {
  send(edit: CartEdit): Promise<ApiResult<StoreCart>>;
  /** Called after every change of the state. */
  onChange(state: CartEditsState): void;
  /** Called with each cart the server answered to one of our edits. */
  onSaved(cart: StoreCart): void;
  /** Runs `run` after `ms`; returns how to cancel it (a timer, or a test's hand). */
  schedule(run: () => void, ms: number): () => void;
  /** How long a line's quantity waits for another press before it is sent. */
  debounceMs: number;
}

export interface CartEdits {
  state(): CartEditsState;
  setQuantity(entryId: string, quantity: number): void;
  remove(entryId: string): void;
  /** Another tab's (or a fresh read's) cart: taken as the server's, drafts stay over it. */
  receive(cart: StoreCart): void;
  /** True while a change is waiting or on its way. */
  pending(): boolean;
  /** Sends what waits for its debounce now; resolves when nothing is waiting or on its way. */
  flush(): Promise<void>;
  dispose(): void;
}

export function createCartEdits(initial: StoreCart, options: CartEditsOptions): CartEdits {
  let cart = initial;
  const drafts = new Map<string, number>();
  const removing = new Set<string>();
  const errors = new Map<string, string>();
  const timers = new Map<string, () => void>();
  const queue = new Map<string, CartEdit>();
  let out: Promise<void> | null = null;
  let idle: Array<() => void> = [];
  let disposed = false;

  const state = (): CartEditsState => ({ cart, drafts: new Map(drafts), removing: new Set(removing), errors: new Map(errors) });
  const changed = () => {
    if (!disposed) options.onChange(state());
  };
  /** A line still has something newer than the answer at hand. */
  const newer = (entryId: string) => timers.has(entryId) || queue.has(entryId);
  /** Drops what refers to lines the cart no longer has. */
  const prune = () => {
    const ids = new Set(cart.entries.map((e) => e.id));
    for (const map of [drafts, errors]) for (const id of map.keys()) if (!ids.has(id) && !newer(id)) map.delete(id);
  };

  const pump = () => {
    if (out || disposed) return;
    const next = queue.entries().next();
    if (next.done) {
      const waiting = idle;
      idle = [];
      if (timers.size === 0) waiting.forEach((resolve) => resolve());
      else idle = waiting;
      return;
    }
    const [entryId, edit] = next.value;
    queue.delete(entryId);
    out = options.send(edit).then((result) => {
      out = null;
      if (disposed) return;
      if (result.ok) {
        cart = result.data;
        errors.delete(entryId);
        if (!newer(entryId)) drafts.delete(entryId);
        if (edit.kind === 'remove') removing.delete(entryId);
        prune();
        options.onSaved(cart);
      } else {
        errors.set(entryId, cartFailureText(edit.kind === 'remove' ? 'removeItemFailed' : 'updateQuantityFailed', result));
        // The previous value comes back: the server still holds it.
        if (!newer(entryId)) drafts.delete(entryId);
        if (edit.kind === 'remove') removing.delete(entryId);
      }
      changed();
      pump();
    });
  };

  const enqueue = (edit: CartEdit) => {
    queue.set(edit.entryId, edit);
    pump();
  };

  const sendNow = (entryId: string) => {
    timers.get(entryId)?.();
    timers.delete(entryId);
    const quantity = drafts.get(entryId);
    if (quantity !== undefined && !removing.has(entryId)) enqueue({ kind: 'quantity', entryId, quantity });
  };

  return {
    state,
    setQuantity(entryId, quantity) {
      if (disposed || removing.has(entryId)) return;
      errors.delete(entryId);
      drafts.set(entryId, quantity);
      timers.get(entryId)?.();
      timers.set(
        entryId,
        options.schedule(() => {
          timers.delete(entryId);
          sendNow(entryId);
        }, options.debounceMs),
      );
      changed();
    },
    remove(entryId) {
      if (disposed || removing.has(entryId)) return;
      timers.get(entryId)?.();
      timers.delete(entryId);
      errors.delete(entryId);
      removing.add(entryId);
      changed();
      enqueue({ kind: 'remove', entryId });
    },
    receive(next) {
      if (disposed) return;
      cart = next;
      prune();
      changed();
    },
    pending: () => out !== null || queue.size > 0 || timers.size > 0,
    flush() {
      for (const entryId of [...timers.keys()]) sendNow(entryId);
      return new Promise<void>((resolve) => {
        idle.push(resolve);
        pump();
      });
    },
    dispose() {
      disposed = true;
      for (const cancel of timers.values()) cancel();
      timers.clear();
      idle.forEach((resolve) => resolve());
      idle = [];
    },
  };
}

/** The quantity a line shows: its draft, else the server's. */
export const shownQuantity = (state: CartEditsState, entryId: string, serverQuantity: number): number => state.drafts.get(entryId) ?? serverQuantity;
