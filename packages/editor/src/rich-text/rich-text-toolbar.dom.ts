/**
 * The rich-text region's DOM side: reading the selection's formatting, applying the toolbar's
 * commands, pasting, and the value in and out. Every piece of HTML that enters the region or
 * leaves it as the value goes through the one sanitizing module (runtime html/sanitize.ts).
 *
 * Inline formatting, lists and headings use the browser's editing commands (document.execCommand:
 * deprecated but kept by every engine); the link, alignment, a large paste, undo and the value
 * are plain DOM and Range operations (the undo history is the control's own,
 * rich-text-toolbar.history.ts, so that it holds these too). Alignment is an `align`
 * attribute, not a style: the demo pages' CSP (no style-src 'unsafe-inline') refuses style
 * attributes in markup, and the value must look the same wherever it is shown.
 */
import { sanitizeHtml, sanitizedFragment, trustedHtml } from '@sqs/runtime/html/sanitize';
import { RegionValue } from './rich-text-toolbar.value';
import { diff } from './rich-text-toolbar.history';
import { formatOf, isBlank, paragraphsOf, PLAIN, type Align, type Around, type FormatState, type ToolId } from './rich-text-toolbar.logic';

/** Above this many characters a paste goes in as nodes after the caret's block, not through the (slow) editing command. */
const LARGE_PASTE = 100_000;
/** A large paste (or redoing one) goes in about this many characters at a time, one task each. */
const SLICE = 20_000;
const BLOCK_SELECTOR = 'p,h1,h2,h3,h4,h5,h6,li,div,blockquote,pre';

/** The selection's range when it lies in the region (Chromium gives a shadow root its own selection). */
export function rangeIn(region: HTMLElement): Range | null {
  const root = region.getRootNode() as ShadowRoot & { getSelection?: () => Selection | null };
  const selection = root.getSelection?.() ?? document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return region.contains(range.commonAncestorContainer) ? range : null;
}

/** Puts a saved range back as the selection, with the focus in the region (the commands act on the focused editable). */
export function restore(region: HTMLElement, range: Range | null): void {
  region.focus({ preventScroll: true });
  if (!range || !region.contains(range.commonAncestorContainer)) return;
  const root = region.getRootNode() as ShadowRoot & { getSelection?: () => Selection | null };
  const selection = root.getSelection?.() ?? document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The elements around a node, innermost first, up to the region. */
function around(node: Node, region: HTMLElement): Around[] {
  const chain: Around[] = [];
  for (let at: Node | null = node; at && at !== region; at = at.parentNode) {
    if (at instanceof Element) chain.push({ tag: at.localName, align: at.getAttribute('align'), href: at.localName === 'a' ? at.getAttribute('href') : null });
  }
  return chain;
}

export function formatAt(region: HTMLElement, range: Range | null): FormatState {
  return range ? formatOf(around(range.startContainer, region)) : PLAIN;
}

/**
 * A list the browser's command put inside a paragraph or heading (Chromium makes `<p><ul>`, which
 * HTML cannot parse back) takes that block's place; the selection inside it stays valid.
 */
function hoistLists(root: ParentNode): void {
  for (const list of [...root.querySelectorAll('p > ul, p > ol, h1 > ul, h1 > ol, h2 > ul, h2 > ol, h3 > ul, h3 > ol, h4 > ul, h4 > ol')]) {
    const block = list.parentElement!;
    const alone = [...block.childNodes].every((node) => node === list || (node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === ''));
    if (alone) block.replaceWith(list);
    else block.after(list);
  }
}

/** Style attributes go (a strict CSP refuses them anyway); a span or font left with no attribute is unwrapped. */
function tidy(fragment: DocumentFragment): void {
  hoistLists(fragment);
  // Only "open in new window" is kept as a target, and never without rel=noopener.
  for (const anchor of [...fragment.querySelectorAll('a[target]')]) {
    if (anchor.getAttribute('target') === '_blank') anchor.setAttribute('rel', 'noopener');
    else anchor.removeAttribute('target');
  }
  for (const element of [...fragment.querySelectorAll('[style]')]) element.removeAttribute('style');
  for (const element of [...fragment.querySelectorAll('span,font')]) if (element.attributes.length === 0) element.replaceWith(...element.childNodes);
}

const hasMedia = (root: ParentNode): boolean => root.querySelector('img,video,iframe,hr') !== null;

/** The last value made here: taking it again as a value needs no second pass. */
let lastClean = '';
function finish(fragment: DocumentFragment): string {
  tidy(fragment);
  lastClean = isBlank(fragment.textContent ?? '', hasMedia(fragment)) ? '' : sanitizeHtml(fragment, true);
  return lastClean;
}

let inert: Document | null = null;
/** A copy of region nodes in an inert document (the copy's images load nothing). */
function inertCopy(nodes: Iterable<Node>): DocumentFragment {
  inert ??= document.implementation.createHTMLDocument('');
  const copy = inert.createDocumentFragment();
  for (const node of nodes) copy.append(inert.importNode(node, true));
  return copy;
}

/** One top-level node of the region as sanitized, tidied HTML (a part of the value). */
function serialise(node: Node): string {
  const copy = inertCopy([node]);
  tidy(copy);
  return sanitizeHtml(copy, true);
}

/** The region's value kept block by block (rich-text-toolbar.value.ts); '' when there is nothing in it. */
export function regionValue(region: HTMLElement): RegionValue {
  return new RegionValue(region, serialise, (parts) => {
    lastClean = isBlank(region.textContent ?? '', hasMedia(region)) ? '' : parts.join('');
    return lastClean;
  });
}

/** The region's content as the value, in one pass: sanitized, tidied, '' when there is nothing in it. */
export function valueOf(region: HTMLElement): string {
  return finish(inertCopy(region.childNodes));
}

/** Any string as a value: sanitized and tidied (never throws). */
export function cleanHtml(raw: string): string {
  if (raw === lastClean) return raw;
  return finish(sanitizedFragment(raw, true));
}

/** Shows a value in the region (nodes from the sanitizer: no HTML string is assigned). */
export function render(region: HTMLElement, value: string): void {
  region.replaceChildren(sanitizedFragment(value, true));
}

/**
 * Undo and redo: the region, whose top-level nodes' HTML is `now`, shows the state `target`.
 * Only the nodes between the common beginning and end change; the new ones come from the
 * sanitizer like every other HTML that enters the region, and `adopt` learns each one's HTML
 * (so the value does not serialise them again). A change as large as a large paste (redoing
 * one) goes in as a paste does, in slices of about SLICE characters: the first at once, the
 * others by the returned job (null when all went in at once).
 */
export function reconcile(region: HTMLElement, now: readonly string[], target: readonly string[], adopt: (node: Node, html: string) => void): PasteJob | null {
  const { at, before, after } = diff(now, target);
  const old = Array.from(region.childNodes).slice(at, at + before.length);
  const next = region.childNodes[at + before.length] ?? null;
  for (const node of old) node.remove();
  const groups: string[][] = [];
  // Under LARGE_PASTE characters in all, one group.
  const slice = after.reduce((sum, part) => sum + part.length, 0) < LARGE_PASTE ? Infinity : SLICE;
  let size = Infinity;
  for (const part of after) {
    if (size >= slice) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(part);
    size += part.length;
  }
  const put = (parts: string[]) => {
    const fragment = sanitizedFragment(parts.join(''), true);
    const added = [...fragment.childNodes];
    region.insertBefore(fragment, next && next.parentNode === region ? next : null);
    // One node a part, as they were serialised: each node's HTML is known.
    if (added.length === parts.length) added.forEach((node, index) => adopt(node, parts[index]!));
  };
  const first = groups.shift();
  if (first) put(first);
  if (groups.length === 0) return null;
  return {
    step() {
      const group = groups.shift();
      if (group) put(group);
      return groups.length > 0;
    },
  };
}

function blocksIn(region: HTMLElement, range: Range): HTMLElement[] {
  const all = [...region.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)].filter((block) => range.intersectsNode(block));
  // The innermost blocks: a list item, not its list's paragraph holder as well.
  return all.filter((block) => !all.some((other) => other !== block && block.contains(other)));
}

function setAlign(region: HTMLElement, align: Align): void {
  let range = rangeIn(region);
  if (!range) return;
  if (blocksIn(region, range).length === 0) {
    // Text straight in the region has no block to carry the attribute: make it a paragraph.
    document.execCommand('formatBlock', false, 'p');
    range = rangeIn(region);
    if (!range) return;
  }
  for (const block of blocksIn(region, range)) {
    if (align === 'left') block.removeAttribute('align');
    else block.setAttribute('align', align);
  }
}

/** Applies a toolbar tool (but the link: applyLink) to the selection in the region. */
export function applyTool(id: Exclude<ToolId, 'link'>, region: HTMLElement, saved: Range | null, state: FormatState): void {
  restore(region, saved);
  document.execCommand('defaultParagraphSeparator', false, 'p');
  switch (id) {
    case 'bold':
    case 'italic':
      document.execCommand(id);
      return;
    case 'ul':
      document.execCommand('insertUnorderedList');
      hoistLists(region);
      return;
    case 'ol':
      document.execCommand('insertOrderedList');
      hoistLists(region);
      return;
    case 'align-left':
    case 'align-center':
    case 'align-right':
      setAlign(region, id.slice('align-'.length) as Align);
      return;
    case 'clear': {
      document.execCommand('removeFormat');
      document.execCommand('unlink');
      setAlign(region, 'left');
      if (state.list === null && state.block !== 'p') document.execCommand('formatBlock', false, 'p');
      return;
    }
    default:
      // A heading pressed again goes back to a paragraph.
      document.execCommand('formatBlock', false, state.block === id && id !== 'p' ? 'p' : id);
  }
}

function setLink(anchor: HTMLAnchorElement, href: string, newWindow: boolean): void {
  anchor.setAttribute('href', href);
  if (newWindow) {
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener');
  } else {
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
  }
}

const anchorAround = (node: Node, region: HTMLElement): HTMLAnchorElement | null => {
  const element = node instanceof Element ? node : node.parentElement;
  const anchor = element?.closest('a');
  return anchor && region.contains(anchor) ? anchor : null;
};

/** The link editor's href on the selection: the link around the caret changes, a selection becomes a link, a bare caret gets the address as its text, the caret after it. */
export function applyLink(region: HTMLElement, saved: Range | null, href: string, newWindow: boolean): void {
  restore(region, saved);
  const range = rangeIn(region);
  if (!range) return;
  const existing = anchorAround(range.startContainer, region);
  if (range.collapsed && existing) return setLink(existing, href, newWindow);
  if (range.collapsed) {
    const anchor = document.createElement('a');
    anchor.textContent = href;
    setLink(anchor, href, newWindow);
    range.insertNode(anchor);
    // The caret goes right after the new link, so typing goes on after it (Chromium types a caret
    // there outside the link), as in Google Docs. The selection's range in a shadow root is a copy:
    // set the caret as the selection, or it stays before the link (issue 17).
    const caret = document.createRange();
    caret.setStartAfter(anchor);
    restore(region, caret);
    return;
  }
  document.execCommand('createLink', false, href);
  const after = rangeIn(region) ?? range;
  for (const anchor of region.querySelectorAll('a')) if (anchor.getAttribute('href') === href && after.intersectsNode(anchor)) setLink(anchor, href, newWindow);
}

/** Takes the link off the selection (the whole link when the caret is in one). */
export function removeLink(region: HTMLElement, saved: Range | null): void {
  restore(region, saved);
  const range = rangeIn(region);
  if (!range) return;
  const anchor = range.collapsed ? anchorAround(range.startContainer, region) : null;
  if (anchor) anchor.replaceWith(...anchor.childNodes);
  else document.execCommand('unlink');
}

/** The link around the selection: its href and whether it opens a new window. */
export function linkAt(region: HTMLElement, range: Range | null): { href: string; newWindow: boolean } | null {
  const anchor = range ? anchorAround(range.startContainer, region) : null;
  return anchor ? { href: anchor.getAttribute('href') ?? '', newWindow: anchor.getAttribute('target') === '_blank' } : null;
}

/** A paste's HTML, sanitized and tidied, as nodes. */
function cleanFragment(html: string): DocumentFragment {
  const fragment = sanitizedFragment(html);
  tidy(fragment);
  return fragment;
}

/** Pasted text as paragraphs (a blank line between them), its single line breaks kept as `<br>`. */
function paragraphs(list: string[][]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const lines of list) {
    const paragraph = document.createElement('p');
    lines.forEach((line, index) => {
      if (index > 0) paragraph.append(document.createElement('br'));
      paragraph.append(line);
    });
    fragment.append(paragraph);
  }
  return fragment;
}


/**
 * A large paste's HTML in pieces of about SLICE characters, cut after a closing `</p>`; each is
 * sanitized on its own when its turn comes (a piece is sanitized whole, so a tag cut across two
 * pieces is closed or dropped by the parser, never let through).
 */
function htmlSlices(html: string): Array<() => DocumentFragment> {
  const pieces: string[] = [];
  const close = /<\/p\s*>/gi;
  for (let start = 0; start < html.length; ) {
    close.lastIndex = start + SLICE;
    const found = html.length - start > SLICE * 1.5 ? close.exec(html) : null;
    const end = found ? found.index + found[0].length : html.length;
    pieces.push(html.slice(start, end));
    start = end;
  }
  return pieces.map((piece) => () => cleanFragment(piece));
}

/** A large paste's text as groups of paragraphs of about SLICE characters (a paragraph is never cut). */
function textSlices(text: string): Array<() => DocumentFragment> {
  const groups: string[][][] = [];
  let size = 0;
  for (const lines of paragraphsOf(text)) {
    if (groups.length === 0 || size >= SLICE) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(lines);
    size += lines.reduce((sum, line) => sum + line.length, 0);
  }
  return groups.map((group) => () => paragraphs(group));
}

/** A large paste going in: `step` puts the next slice in and says whether more are to come. */
export interface PasteJob {
  step(): boolean;
}

/**
 * A paste, sanitized. An ordinary one goes through the editing command (it merges with the
 * paragraph); a large one (over 100 000 characters) is placed as nodes after the caret's block,
 * in slices of about 20 000 characters (`PasteJob.step`, one task each, so the page answers
 * input between them), where the command would hold the page for seconds. Its first and last
 * slices go in at once and the caret goes to the end of the last, so text typed meanwhile
 * follows the paste; the slices between go in before the last, in order.
 */
export function paste(region: HTMLElement, data: DataTransfer): PasteJob | null {
  const range = rangeIn(region);
  const html = data.getData('text/html');
  const text = html ? '' : data.getData('text/plain');
  if ((html || text).length < LARGE_PASTE && range) {
    const fragment = html ? cleanFragment(html) : paragraphs(paragraphsOf(text));
    document.execCommand('insertHTML', false, trustedHtml(sanitizeHtml(fragment)));
    return null;
  }
  const slices = html ? htmlSlices(html) : textSlices(text);
  const first = slices.shift()?.() ?? document.createDocumentFragment();
  const lastSlice = slices.pop()?.();
  // The later slices go in before the last one's first node (or after the nodes put in so far).
  const tail = lastSlice?.firstChild ?? null;
  let after = first.lastChild;
  const end = lastSlice?.lastChild ?? first.lastChild;
  if (lastSlice) first.append(lastSlice);
  if (range) {
    range.deleteContents();
    let top: Node = range.endContainer;
    while (top.parentNode && top.parentNode !== region) top = top.parentNode;
    if (top === region) range.insertNode(first);
    else top.parentNode?.insertBefore(first, top.nextSibling);
  } else region.append(first);
  if (end && region.contains(end)) {
    const caret = document.createRange();
    if (end instanceof Element) {
      caret.selectNodeContents(end);
      caret.collapse(false);
    } else caret.setStartAfter(end);
    restore(region, caret);
  }
  return {
    step() {
      const next = slices.shift();
      if (!next) return false;
      const fragment = next();
      const last = fragment.lastChild;
      if (tail && region.contains(tail)) tail.parentNode!.insertBefore(fragment, tail);
      else if (after && region.contains(after)) after.parentNode!.insertBefore(fragment, after.nextSibling);
      else region.append(fragment);
      after = last ?? after;
      return slices.length > 0;
    },
  };
}
