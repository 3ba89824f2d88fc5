/**
 * Does a block show anything? (issue 20: content never disappears.) A block whose view commits
 * nothing a visitor can see, while its server HTML had content, would hide that content behind
 * an empty shadow root: the element keeps its fallback instead (block-element.tsx), whatever the
 * block and whatever its reader missed. Cheap first (a walk of the nodes: text, media, controls,
 * a slot with something assigned), then, only when the walk finds nothing, one layout read: an
 * element with a box (a map or a chart container sized by CSS, drawn later) counts.
 */
const SKIPPED = new Set(['style', 'script', 'template', 'link', 'meta', 'noscript']);
const VISIBLE_ALONE = new Set(['img', 'svg', 'video', 'audio', 'iframe', 'canvas', 'picture', 'object', 'embed', 'input', 'button', 'select', 'textarea', 'math']);

/** Text, a medium or a control among these nodes (slots followed to what they show). */
export function hasContent(nodes: Iterable<Node>): boolean {
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      if ((node.textContent ?? '').trim()) return true;
      continue;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.localName)) continue;
    if (VISIBLE_ALONE.has(node.localName)) return true;
    if (node.localName === 'slot') {
      const assigned = (node as HTMLSlotElement).assignedNodes({ flatten: true });
      if (hasContent(assigned.length ? assigned : node.childNodes)) return true;
      continue;
    }
    if (node.shadowRoot && hasContent(node.shadowRoot.childNodes)) return true;
    if (hasContent(node.childNodes)) return true;
  }
  return false;
}

/** Whether some element of the shadow root has a box with an area (one layout read). */
function hasBox(shadow: ShadowRoot): boolean {
  for (const element of shadow.querySelectorAll('*')) {
    if (SKIPPED.has(element.localName)) continue;
    const { width, height } = element.getBoundingClientRect();
    if (width > 0 && height > 0) return true;
  }
  return false;
}

/**
 * Why the fallback must come back, or null: the host is shown (an ancestor may hide it: a closed
 * panel, then nothing can be judged), its server HTML had content, and its view shows none.
 */
export function nothingRendered(host: HTMLElement, shadow: ShadowRoot): boolean {
  if (hasContent(shadow.childNodes)) return false;
  if (!hasContent(host.childNodes)) return false; // nothing was sent: nothing is lost
  if (host.getClientRects().length === 0) return false;
  return !hasBox(shadow);
}
