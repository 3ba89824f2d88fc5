/**
 * The rich-text region's value, worked out block by block (issue 17's "pasting 1 MB keeps the
 * page responsive"): each top-level node of the region is sanitized and serialised once
 * (html/sanitize.ts, through `serialise`) and kept until a mutation inside it, so the value of a
 * 1 MB text after a keystroke costs one paragraph, not the whole text, and the first value of a
 * large paste can be made in slices (`warm`) between which the page answers input.
 */
// The runtime's task boundary (scheduler.yield, else a message-channel tick), as the blocks yield.
import { yieldToMain } from '@sqs/runtime/loader/strategies';

export class RegionValue {
  /** A top-level node's sanitized HTML, while nothing in it changed. */
  #cache = new WeakMap<Node, string>();
  readonly #observer: MutationObserver;

  constructor(
    private readonly region: HTMLElement,
    /** A top-level node's sanitized, tidied HTML (rich-text-toolbar.dom.ts `serialise`). */
    private readonly serialise: (node: Node) => string,
    /** The whole value from the top-level nodes' HTML ('' for a blank text). */
    private readonly join: (parts: string[]) => string,
  ) {
    this.#observer = new MutationObserver((records) => this.#forget(records));
    this.#observer.observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
  }

  /** The top-level node a mutation happened in (the region itself: its own child list changed). */
  #topOf(node: Node): Node | null {
    let at: Node | null = node;
    while (at && at.parentNode !== this.region) at = at.parentNode;
    return at;
  }

  #forget(records: MutationRecord[]): void {
    for (const record of records) {
      if (record.target === this.region) {
        // Nodes taken out of the region lose their HTML: put back later, they may have changed meanwhile.
        for (const node of record.removedNodes) this.#cache.delete(node);
        continue;
      }
      const top = this.#topOf(record.target);
      if (top) this.#cache.delete(top);
      // A node moved out of a block is no longer that block's; its own entry (if any) is stale.
      for (const node of record.removedNodes) this.#cache.delete(node);
    }
  }

  #partOf(node: Node): string {
    let html = this.#cache.get(node);
    if (html === undefined) {
      html = this.serialise(node);
      this.#cache.set(node, html);
    }
    return html;
  }

  /** Serialises nodes not yet known until `deadline` (performance.now()); true when all are known. */
  warm(deadline: number): boolean {
    this.#forget(this.#observer.takeRecords());
    for (const node of this.region.childNodes) {
      if (this.#cache.has(node)) continue;
      if (performance.now() >= deadline) return false;
      this.#partOf(node);
    }
    return true;
  }

  /** Each top-level node's HTML now, in order (what is not known yet is serialised at once): the undo history's state. */
  parts(): string[] {
    this.#forget(this.#observer.takeRecords());
    return Array.from(this.region.childNodes, (node) => this.#partOf(node));
  }

  /** The value now, or from parts just read. */
  value(parts = this.parts()): string {
    return this.join(parts);
  }

  /** A node just put in the region whose HTML is known (undo's blocks): not serialised again. */
  adopt(node: Node, html: string): void {
    this.#forget(this.#observer.takeRecords());
    this.#cache.set(node, html);
  }

  disconnect(): void {
    this.#observer.disconnect();
  }
}

/** After the next frame is drawn (or 50 ms, where a hidden page draws none). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      void yieldToMain().then(resolve);
    });
  });
}
