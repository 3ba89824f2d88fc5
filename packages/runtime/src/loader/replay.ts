/**
 * Interactions made before a block's code arrives are not lost (CONTRACT.md §4).
 * A click on a block that is not rendered yet is held (its default action prevented,
 * so a native `<details>` does not toggle now and again on replay) and replayed on
 * the same target, or on the target the block maps it to, once the block has rendered.
 */
const pending = new WeakMap<Element, EventTarget[]>();
// The loader and an already-defined element may both hold the same click.
const recorded = new WeakSet<Event>();

export function recordInteraction(host: Element, event: Event): void {
  if (event.type !== 'click' || !event.target || recorded.has(event)) return;
  recorded.add(event);
  event.preventDefault();
  event.stopPropagation();
  const targets = pending.get(host) ?? [];
  targets.push(event.target);
  pending.set(host, targets);
}

export function hasPendingInteractions(host: Element): boolean {
  return (pending.get(host)?.length ?? 0) > 0;
}

/**
 * Replays held clicks. `mapTarget` lets a block point a click on its old server
 * markup at the control that now does the job; by default the original target is
 * clicked if it is still inside the host.
 */
export function replayInteractions(host: Element, mapTarget?: (target: Element) => Element | null): number {
  const targets = pending.get(host) ?? [];
  pending.delete(host);
  let replayed = 0;
  for (const target of targets) {
    if (!(target instanceof Element)) continue;
    const mapped = mapTarget ? mapTarget(target) : host.contains(target) ? target : null;
    if (mapped instanceof HTMLElement) {
      mapped.click();
      replayed += 1;
    }
  }
  return replayed;
}
