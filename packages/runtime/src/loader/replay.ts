/**
 * Interactions made before a block's code arrives are not lost (CONTRACT.md §4).
 * From the first sign of intent until the block is ready, clicks on its server
 * markup are held (default prevented, so a native `<details>` does not toggle now and
 * again on replay) and then replayed on the same target, or on the control the block
 * maps it to. A block that fails gets its clicks back on the original targets, so the
 * native fallback behaves as if nothing had been held.
 */
const pending = new WeakMap<Element, Element[]>();
const holders = new WeakMap<Element, (event: Event) => void>();
// The loader and an element may both see the same click.
const recorded = new WeakSet<Event>();
// A click whose pointerdown and pointerup straddle the upgrade lands on the host (their
// common ancestor); the pointerdown target says what the visitor meant.
const pressed = new WeakMap<Element, Element>();

export function recordInteraction(host: Element, event: Event): void {
  const origin = event.composedPath()[0];
  if (event.type === 'pointerdown' && origin instanceof Element && !host.shadowRoot?.contains(origin)) pressed.set(host, origin);
  if (event.type !== 'click' || recorded.has(event)) return;
  const target = origin === host ? (pressed.get(host) ?? origin) : origin;
  // Clicks inside the block's own rendered controls are live, not held.
  if (!(target instanceof Element) || host.shadowRoot?.contains(target)) return;
  recorded.add(event);
  event.preventDefault();
  event.stopPropagation();
  const targets = pending.get(host) ?? [];
  targets.push(target);
  pending.set(host, targets);
}

/** Starts holding clicks on `host` (idempotent). */
export function holdInteractions(host: Element): void {
  if (holders.has(host)) return;
  const holder = (event: Event) => recordInteraction(host, event);
  host.addEventListener('click', holder, true);
  host.addEventListener('pointerdown', holder, true);
  holders.set(host, holder);
}

/**
 * Stops holding and replays what was held. `mapTarget` lets a block point a click on
 * its old server markup at the control that now does the job; by default the original
 * target is clicked if it is still inside the host.
 */
export function replayInteractions(host: Element, mapTarget?: (target: Element) => Element | null): number {
  const holder = holders.get(host);
  if (holder) {
    host.removeEventListener('click', holder, true);
    host.removeEventListener('pointerdown', holder, true);
  }
  pressed.delete(host);
  holders.delete(host);
  const targets = pending.get(host) ?? [];
  pending.delete(host);
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
