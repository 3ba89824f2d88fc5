/**
 * Interactions made before a block's code arrives are not lost (CONTRACT.md §4; issue 13: no
 * lost tap, whatever the load strategy). From the moment the runtime or the element knows of a
 * block until it is ready, clicks on its server markup are held (default prevented, so a native
 * `<details>` does not toggle now and again on replay) and then replayed on the same target, or
 * on the control the block maps it to. A block that fails gets its clicks back on the original
 * targets, so the native fallback behaves as if nothing had been held.
 *
 * What is held lives on the element and the event, under `Symbol.for` keys, not in this module:
 * runtime.js holds the clicks of its first moments by itself (loader/early-clicks.ts, before this
 * module has arrived), and an element embedded twice may run two copies of this module; all of
 * them must see one list per element and record each click once.
 */
const HELD = Symbol.for('sqs.held');
// The same key marks a click as recorded: it is set on events, the list on elements, never both on one object.
// A click answered before the upgrade (a carousel's server arrow, loader/server-slide-controls.ts) is marked so too.
const RECORDED = HELD;
// A click whose pointerdown and pointerup straddle the upgrade lands on the host (their
// common ancestor); the pointerdown target says what the visitor meant.
const PRESSED = Symbol.for('sqs.pressed');

type Host = Element & { [HELD]?: Element[]; [PRESSED]?: Element };
type Marked = Event & { [RECORDED]?: true };

const holders = new WeakMap<Element, (event: Event) => void>();

/** A native invoker's click (`<button commandfor>`, where supported) answers itself: never held (early-clicks.ts too). */
const answersItself = (target: Element): unknown => (target.closest('[commandfor]') as { commandForElement?: Element | null } | null)?.commandForElement;

export function recordInteraction(host: Element, event: Event): void {
  const held = host as Host;
  const origin = event.composedPath()[0];
  if (event.type === 'pointerdown' && origin instanceof Element && !host.shadowRoot?.contains(origin)) held[PRESSED] = origin;
  const marked = event as Marked;
  if (event.type !== 'click' || marked[RECORDED]) return;
  const target = origin === host ? (held[PRESSED] ?? origin) : origin;
  // Clicks inside the block's own rendered controls are live, not held.
  if (!(target instanceof Element) || host.shadowRoot?.contains(target) || answersItself(target)) return;
  marked[RECORDED] = true;
  event.preventDefault();
  event.stopPropagation();
  (held[HELD] ??= []).push(target);
}

/** Whether a click on `host` is waiting to be replayed: the visitor has used it already. */
export const hasHeldInteractions = (host: Element): boolean => ((host as Host)[HELD]?.length ?? 0) > 0;

/** Starts holding clicks on `host` (idempotent). */
export function holdInteractions(host: Element): void {
  // A block that has already settled (its code came before the loader's, in the first wave) takes
  // its clicks itself, or its fallback does: holding one now would keep it for good.
  const state = host.getAttribute('data-sqs-state');
  if (holders.has(host) || state === 'ready' || state === 'error') return;
  const holder = (event: Event) => recordInteraction(host, event);
  host.addEventListener('click', holder, true);
  host.addEventListener('pointerdown', holder, true);
  holders.set(host, holder);
}

/**
 * Stops holding and replays what was held, once. `mapTarget` lets a block point a click on
 * its old server markup at the control that now does the job; by default the original
 * target is clicked if it is still inside the host. `also`: more targets, replayed after.
 */
export function replayInteractions(host: Element, mapTarget?: (target: Element) => Element | null, also: Element[] = []): number {
  const held = host as Host;
  const holder = holders.get(host);
  if (holder) {
    host.removeEventListener('click', holder, true);
    host.removeEventListener('pointerdown', holder, true);
  }
  holders.delete(host);
  delete held[PRESSED];
  const targets = [...(held[HELD] ?? []), ...also];
  delete held[HELD];
  let replayed = 0;
  for (const target of targets) {
    const mapped = mapTarget ? mapTarget(target) : host.contains(target) ? target : null;
    if (mapped instanceof HTMLElement) {
      mapped.click();
      replayed += 1;
    }
  }
  return replayed;
}
