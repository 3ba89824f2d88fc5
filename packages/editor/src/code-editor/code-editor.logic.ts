/**
 * The code editor's rules (SPEC.md §2 "code block editor (not available on Android)"): which
 * language a `mode` names, whether this device gets the plain text area instead, and what a
 * value is. Pure: no DOM, no React, no CodeMirror.
 */
import type { Accepted } from '../shared/control-element';

export const CODE_MODES = ['html', 'css', 'javascript', 'markdown'] as const;
export type CodeMode = (typeof CODE_MODES)[number];

/** A code block is HTML unless it says otherwise. */
export const DEFAULT_MODE: CodeMode = 'html';

/** The names a mode goes by: its own, a file extension, a MIME type. */
const MODE_NAMES: Record<string, CodeMode> = {
  html: 'html',
  htm: 'html',
  'text/html': 'html',
  css: 'css',
  'text/css': 'css',
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  'text/javascript': 'javascript',
  'application/javascript': 'javascript',
  markdown: 'markdown',
  md: 'markdown',
  'text/markdown': 'markdown',
};

/** What a `mode` attribute stands for, or the default and why. Case and spaces do not matter. */
export function resolveMode(raw: string | null | undefined): { mode: CodeMode; problem: string | null } {
  const name = (raw ?? '').trim().toLowerCase();
  if (name === '') return { mode: DEFAULT_MODE, problem: null };
  const mode = Object.hasOwn(MODE_NAMES, name) ? MODE_NAMES[name] : undefined;
  if (mode) return { mode, problem: null };
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return { mode: DEFAULT_MODE, problem: `mode "${shown}" is not one of ${CODE_MODES.join(', ')}; using ${DEFAULT_MODE}` };
}

/** The mode's name as people say it, for the editor's description. */
export const MODE_LABELS: Record<CodeMode, string> = { html: 'HTML', css: 'CSS', javascript: 'JavaScript', markdown: 'Markdown' };

/**
 * SPEC.md §2: the code block editor is "not available on Android". Android's Chrome and WebView
 * say `Android` in the user agent (and `platform: "Android"` in its client hints); Firefox for
 * Android says `Android` too. A desktop-mode Android browser hides itself as Linux or macOS: it
 * gets the code editor, which works there with a physical keyboard.
 */
export function isAndroid(userAgent: string, platform?: string | null): boolean {
  if (platform && platform.trim().toLowerCase() === 'android') return true;
  return /\bAndroid\b/i.test(userAgent);
}

/**
 * Any string is a value: code is text. Line breaks become `\n`, as a native `<textarea>`'s value
 * and CodeMirror's document have them, so a value read back equals the one the editor shows.
 */
export function acceptCode(raw: string): Accepted {
  return { value: raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw, problem: null };
}
