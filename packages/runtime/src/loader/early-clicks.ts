/**
 * No lost tap from runtime.js's first moment (issue 13 item 4): until the runtime's own code
 * has arrived (it comes in the same wave as the blocks' code), a click on a block's server
 * markup is held here, and replayed by the block when it is ready, or given back to the native
 * fallback if its code fails (loader/replay.ts). Clicks inside a block's rendered controls, and
 * on blocks that are ready or failed, are left alone.
 *
 * Runtime.js's own module: runtime.js keeps no static import, so this cannot share replay.ts's
 * code; the two agree on where held clicks live (the element and the event, under these
 * `Symbol.for` keys), which replay.ts documents.
 */
const HELD = Symbol.for('sqs.held');
/**
 * The same key marks a click as recorded: it is set on events, the list on elements, never both
 * on one object. server-slide-controls.ts marks the clicks it answers with it too.
 */
export const RECORDED: typeof HELD = HELD;
const PRESSED = Symbol.for('sqs.pressed');

type Host = Element & { [HELD]?: Element[]; [PRESSED]?: Element };

/**
 * A click on a native invoker (`<button commandfor>`, where the browser knows them) is the server
 * HTML answering by itself (README, "Server HTML for a lightbox"): never held. replay.ts has the
 * same test.
 */
const answersItself = (origin: Element): unknown => (origin.closest('[commandfor]') as { commandForElement?: Element | null } | null)?.commandForElement;

/** Holds clicks on not-yet-ready elements with one of `tags`; returns how to stop. */
export function holdEarlyClicks(doc: Document, tags: readonly string[]): () => void {
  const blocks = new Set(tags);
  const onEvent = (event: Event) => {
    const path = event.composedPath();
    const host = path.find((node): node is Host => node instanceof Element && blocks.has(node.localName));
    const state = host?.getAttribute('data-sqs-state');
    const origin = path[0];
    if (!host || state === 'ready' || state === 'error' || !(origin instanceof Element) || host.shadowRoot?.contains(origin)) return;
    if (event.type === 'pointerdown') {
      host[PRESSED] = origin;
      return;
    }
    const marked = event as Event & { [RECORDED]?: true };
    if (marked[RECORDED] || answersItself(origin)) return;
    marked[RECORDED] = true;
    event.preventDefault();
    event.stopPropagation();
    (host[HELD] ??= []).push(origin === host ? (host[PRESSED] ?? origin) : origin);
  };
  const types = ['pointerdown', 'click'];
  types.forEach((type) => doc.addEventListener(type, onEvent, true));
  return () => types.forEach((type) => doc.removeEventListener(type, onEvent, true));
}
