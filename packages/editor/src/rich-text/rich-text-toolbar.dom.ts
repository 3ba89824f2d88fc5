/**
 * The rich-text region's DOM side: reading the selection's formatting, applying the toolbar's
 * commands, pasting, and the value in and out. Every piece of HTML that enters the region or
 * leaves it as the value goes through the one sanitizing module (runtime html/sanitize.ts).
 *
 * Inline formatting, lists and headings use the browser's editing commands (document.execCommand:
 * deprecated but kept by every engine, and the only way to keep the user's undo history); the
 * link, alignment and the value are plain DOM and Range operations. Alignment is an `align`
 * attribute, not a style: the demo pages' CSP (no style-src 'unsafe-inline') refuses style
 * attributes in markup, and the value must look the same wherever it is shown.
 */
import { sanitizeHtml, sanitizedFragment, trustedHtml } from '@sqs/runtime/html/sanitize';
import { formatOf, isBlank, paragraphsOf, PLAIN, type Align, type Around, type FormatState, type ToolId } from './rich-text-toolbar.logic';

/** Above this many characters a paste goes in as nodes after the caret's block, not through the (slow, undoable) editing command. */
const LARGE_PASTE = 100_000;
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

/** The region's content as the value: sanitized, tidied, '' when there is nothing in it. */
let inert: Document | null = null;
export function valueOf(region: HTMLElement): string {
  // Copied into an inert document: the copy's images load nothing.
  inert ??= document.implementation.createHTMLDocument('');
  const copy = inert.createDocumentFragment();
  for (const node of region.childNodes) copy.append(inert.importNode(node, true));
  return finish(copy);
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

/** The link editor's href on the selection: the link around the caret changes, a selection becomes a link, a bare caret gets the address as its text. */
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
    range.setStartAfter(anchor);
    range.collapse(true);
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

/** What a paste brings: its HTML sanitized and tidied, else its text as paragraphs. */
function pasted(data: DataTransfer): DocumentFragment {
  const html = data.getData('text/html');
  if (html) {
    const fragment = sanitizedFragment(html);
    tidy(fragment);
    return fragment;
  }
  const fragment = document.createDocumentFragment();
  for (const lines of paragraphsOf(data.getData('text/plain'))) {
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
 * A paste, sanitized. An ordinary one goes through the editing command (it merges with the
 * paragraph and can be undone); a large one (1 MB of text) is placed as nodes after the caret's
 * block, which stays quick where the command would hold the page for seconds.
 */
export function paste(region: HTMLElement, data: DataTransfer): void {
  const range = rangeIn(region);
  const fragment = pasted(data);
  const size = (fragment.textContent ?? '').length;
  if (size < LARGE_PASTE && range) {
    document.execCommand('insertHTML', false, trustedHtml(sanitizeHtml(fragment)));
    return;
  }
  const last = fragment.lastChild;
  if (range) {
    range.deleteContents();
    let top: Node = range.endContainer;
    while (top.parentNode && top.parentNode !== region) top = top.parentNode;
    if (top === region) range.insertNode(fragment);
    else top.parentNode?.insertBefore(fragment, top.nextSibling);
  } else region.append(fragment);
  if (last && range) {
    range.setStartAfter(last);
    range.collapse(true);
    restore(region, range);
  }
}
