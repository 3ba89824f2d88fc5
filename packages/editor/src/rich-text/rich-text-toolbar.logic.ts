/**
 * The rich-text toolbar's pure rules (issue 17 item 4): which tools it has, what the selection's
 * formatting is (from the chain of elements around it), which tool is pressed, which key is a
 * shortcut, and how pasted plain text becomes paragraphs. No DOM here: rich-text-toolbar.dom.ts
 * reads the page and applies the commands.
 */

/** The block kinds (SPEC.md §2 names the toolbar but not its levels: paragraph and four heading levels). */
export const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4'] as const;
export type BlockKind = (typeof BLOCKS)[number];
export type Align = 'left' | 'center' | 'right';
export type ListKind = 'ul' | 'ol';

export type ToolId = 'bold' | 'italic' | 'link' | 'ul' | 'ol' | BlockKind | `align-${Align}` | 'clear';

export interface Tool {
  id: ToolId;
  /** The accessible name (messages `richText.<id>`). */
  label: string;
  /** What the button shows. */
  glyph: string;
  /** Tools of one group sit together; the groups are separated. */
  group: 'inline' | 'block' | 'list' | 'align' | 'clear';
  /** Shown in the name as a hint, e.g. "Bold (Ctrl+B)". */
  shortcut?: 'B' | 'I' | 'K';
  /** A toggle button (aria-pressed) rather than an action. */
  toggle: boolean;
}

export const TOOLS: readonly Tool[] = [
  { id: 'bold', label: 'Bold', glyph: 'B', group: 'inline', shortcut: 'B', toggle: true },
  { id: 'italic', label: 'Italic', glyph: 'I', group: 'inline', shortcut: 'I', toggle: true },
  { id: 'link', label: 'Link', glyph: 'Link', group: 'inline', shortcut: 'K', toggle: true },
  { id: 'p', label: 'Paragraph', glyph: 'P', group: 'block', toggle: true },
  { id: 'h1', label: 'Heading 1', glyph: 'H1', group: 'block', toggle: true },
  { id: 'h2', label: 'Heading 2', glyph: 'H2', group: 'block', toggle: true },
  { id: 'h3', label: 'Heading 3', glyph: 'H3', group: 'block', toggle: true },
  { id: 'h4', label: 'Heading 4', glyph: 'H4', group: 'block', toggle: true },
  { id: 'ul', label: 'Bulleted list', glyph: '•', group: 'list', toggle: true },
  { id: 'ol', label: 'Numbered list', glyph: '1.', group: 'list', toggle: true },
  { id: 'align-left', label: 'Align left', glyph: '⇤', group: 'align', toggle: true },
  { id: 'align-center', label: 'Align centre', glyph: '↔', group: 'align', toggle: true },
  { id: 'align-right', label: 'Align right', glyph: '⇥', group: 'align', toggle: true },
  { id: 'clear', label: 'Clear formatting', glyph: 'Clear', group: 'clear', toggle: false },
];

export interface FormatState {
  bold: boolean;
  italic: boolean;
  /** The href of the link around the selection, or null. */
  link: string | null;
  list: ListKind | null;
  block: BlockKind;
  align: Align;
}

export const PLAIN: FormatState = { bold: false, italic: false, link: null, list: null, block: 'p', align: 'left' };

/** One element around the selection, innermost first, up to (not including) the editable region. */
export interface Around {
  tag: string;
  /** The `align` attribute (how this control stores alignment: a style attribute would be refused by a strict CSP). */
  align: string | null;
  href: string | null;
}

const isBlock = (tag: string): tag is BlockKind => (BLOCKS as readonly string[]).includes(tag);
const asAlign = (value: string | null): Align | null => (value === 'left' || value === 'center' || value === 'right' ? value : null);

/** The selection's formatting from the elements around it (innermost first). */
export function formatOf(chain: readonly Around[]): FormatState {
  const state = { ...PLAIN };
  let blockSeen = false;
  let alignSeen = false;
  for (const { tag: raw, align, href } of chain) {
    const tag = raw.toLowerCase();
    if (tag === 'b' || tag === 'strong') state.bold = true;
    else if (tag === 'i' || tag === 'em') state.italic = true;
    else if (tag === 'a' && href !== null && state.link === null) state.link = href;
    else if ((tag === 'ul' || tag === 'ol') && state.list === null) state.list = tag;
    if (!blockSeen && isBlock(tag)) {
      state.block = tag;
      blockSeen = true;
    }
    const aligned = asAlign(align);
    if (!alignSeen && aligned) {
      state.align = aligned;
      alignSeen = true;
    }
  }
  return state;
}

/** Whether a toggle tool shows as pressed for this formatting (headings inside a list item show none). */
export function isPressed(id: ToolId, state: FormatState): boolean {
  switch (id) {
    case 'bold':
      return state.bold;
    case 'italic':
      return state.italic;
    case 'link':
      return state.link !== null;
    case 'ul':
    case 'ol':
      return state.list === id;
    case 'align-left':
    case 'align-center':
    case 'align-right':
      return state.align === id.slice('align-'.length);
    case 'clear':
      return false;
    default:
      return state.list === null && state.block === id;
  }
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The physical key (`KeyZ`): the letter on a keyboard whose layout types no Latin letters. */
  code?: string;
}

export type Shortcut = 'bold' | 'italic' | 'link' | 'toolbar' | 'undo' | 'redo';

/**
 * Ctrl+B/I/K (⌘ on a Mac) in the region; Alt+F10 moves to the toolbar (the common editors' key
 * for it); Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z redoes, and so does Ctrl+Y off a Mac (the control's
 * own history: the browser's would miss the alignment, links at the caret and large pastes).
 * Anything else is the region's own.
 */
export function shortcutOf(event: KeyLike, mac: boolean): Shortcut | null {
  if (event.altKey && !event.ctrlKey && !event.metaKey && event.key === 'F10') return 'toolbar';
  const primary = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!primary || event.altKey) return null;
  // A Cyrillic or Greek layout's Ctrl+Z types "я" or "ζ": the key's place says which shortcut it is.
  const latin = /^[a-z]$/i.test(event.key) || !/^Key[A-Z]$/.test(event.code ?? '');
  const key = latin ? event.key.toLowerCase() : event.code!.slice(3).toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !mac && !event.shiftKey) return 'redo';
  if (event.shiftKey) return null;
  switch (key) {
    case 'b':
      return 'bold';
    case 'i':
      return 'italic';
    case 'k':
      return 'link';
    default:
      return null;
  }
}

/** Pasted plain text as paragraphs (split at blank lines), each a list of lines (kept with a line break). */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

/** The region is empty (the form's `required` sees no value) when it has no text and nothing like an image. */
export function isBlank(text: string, hasMedia: boolean): boolean {
  return !hasMedia && text.replace(/[\s\u200b\u00a0]/g, '') === '';
}
