/**
 * The selection as the undo history keeps it: for each end, the index of the region's top-level
 * node it is in and how many characters into that node's text it is (a line break counts as one).
 * Undo puts new nodes in for the ones it changes, so a Range into the old nodes would point
 * nowhere; a block and a text offset find the same place in the new ones.
 */

/** A point: the region's `block`-th child node, `offset` characters into its text. */
export interface Point {
  block: number;
  offset: number;
}
export interface Selected {
  start: Point;
  end: Point;
}

/** The region's child node holding `node` (the node itself when it is one), or null. */
function topOf(region: HTMLElement, node: Node): Node | null {
  let at: Node | null = node;
  while (at && at.parentNode !== region) at = at.parentNode;
  return at;
}

function pointOf(region: HTMLElement, container: Node, offset: number): Point {
  if (container === region) {
    // Between the region's children: the start of the next one (or the end of the last).
    const next = region.childNodes[offset];
    if (next) return { block: offset, offset: 0 };
    return { block: Math.max(0, offset - 1), offset: textLength(region.childNodes[offset - 1] ?? null) };
  }
  const top = topOf(region, container);
  if (!top) return { block: 0, offset: 0 };
  const before = document.createRange();
  before.setStart(top, 0);
  before.setEnd(container, offset);
  let breaks = 0;
  if (top instanceof Element) for (const br of top.querySelectorAll('br')) if (before.intersectsNode(br)) breaks += 1;
  return { block: Array.prototype.indexOf.call(region.childNodes, top), offset: before.toString().length + breaks };
}

function textLength(node: Node | null): number {
  if (!node) return 0;
  return (node.textContent?.length ?? 0) + (node instanceof Element ? node.querySelectorAll('br').length : 0);
}

/** The selection `range` (in the region) as block indexes and text offsets. */
export function selectedOf(region: HTMLElement, range: Range): Selected {
  return { start: pointOf(region, range.startContainer, range.startOffset), end: pointOf(region, range.endContainer, range.endOffset) };
}

/** A caret's place as a key: two keystrokes continue one run when the second starts where the first left the caret. */
export const placeKey = (selected: Selected): string => `${selected.start.block}:${selected.start.offset}-${selected.end.block}:${selected.end.offset}`;

/** A point back as a DOM position in the region as it is now (the nearest there is). */
function positionOf(region: HTMLElement, point: Point): [Node, number] {
  const top = region.childNodes[point.block];
  if (!top) return [region, region.childNodes.length];
  if (top.nodeType === Node.TEXT_NODE) return [top, Math.min(point.offset, (top as Text).length)];
  let left = point.offset;
  const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const { length } = node as Text;
      if (left <= length) return [node, left];
      left -= length;
    } else if ((node as Element).localName === 'br') {
      if (left === 0) return [node.parentNode!, Array.prototype.indexOf.call(node.parentNode!.childNodes, node)];
      left -= 1;
    }
  }
  return [top, top.childNodes.length];
}

/** The kept selection as a Range in the region as it is now. */
export function rangeOf(region: HTMLElement, selected: Selected): Range {
  const range = document.createRange();
  range.setStart(...positionOf(region, selected.start));
  const [node, offset] = positionOf(region, selected.end);
  // An end that is now before the start (the text changed) leaves a caret at the start.
  if (range.comparePoint(node, offset) >= 0) range.setEnd(node, offset);
  return range;
}
