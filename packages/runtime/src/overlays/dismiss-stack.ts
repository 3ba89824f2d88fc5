/**
 * One stack decides which open layer gets Escape (ARCHITECTURE.md, after webawesome's
 * dismissible stack; issue 6 item 4). Popups, dialogs, the lightbox and toasts push a
 * layer when they open and pop it when they close; only the top one is dismissed.
 *
 * The listener runs in the capture phase on the window and calls preventDefault on the
 * key it consumes, so page-level Escape handlers (the editor keys, SPEC.md §2) see
 * `defaultPrevented` and leave it alone. A native `<dialog>` also closes itself on
 * Escape: its layer should cancel that `cancel` event and close through the stack.
 */
export type DismissReason = 'escape';

export interface DismissibleLayer {
  dismiss(reason: DismissReason): void;
}

const stack: DismissibleLayer[] = [];
let listening: Window | null = null;

function onKeydown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = stack.at(-1);
  if (!top) return;
  event.preventDefault();
  top.dismiss('escape');
}

/** Adds a layer on top; returns its removal (safe to call twice). */
export function pushLayer(layer: DismissibleLayer, win: Window = window): () => void {
  stack.push(layer);
  if (!listening) {
    win.addEventListener('keydown', onKeydown, true);
    listening = win;
  }
  return () => {
    const index = stack.lastIndexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0 && listening) {
      listening.removeEventListener('keydown', onKeydown, true);
      listening = null;
    }
  };
}

/** The layer Escape would dismiss now, if any. */
export function topLayer(): DismissibleLayer | null {
  return stack.at(-1) ?? null;
}

/** How many layers are open (for tests and for inert handling). */
export function layerCount(): number {
  return stack.length;
}
