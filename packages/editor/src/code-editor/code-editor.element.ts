import fieldStyles from '../shared/fields.css?inline';
import codeEditorStyles from './code-editor.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptCode } from './code-editor.logic';
import { codeEditorSettings } from './code-editor.settings';
import { CodeEditorView } from './code-editor.view';

/**
 * The editor's code block editor (SPEC.md §2 "code block editor (not available on Android)"):
 * the code in CodeMirror 6 with the mode's highlighting, line numbers, undo and bracket
 * matching. CodeMirror loads only when the editor is first shown, in chunks of its own (the
 * language for the mode in use only); until then, and for good on Android or when it cannot
 * load, the code is in a plain text area with a notice saying why. A form control whose value is
 * the code, submitted under `name`. Keyboard: Tab indents; Escape, then Tab, leaves the editor
 * (said under it). Editor kit: never loaded on a visitor page.
 *
 * @summary A code editor (HTML, CSS, JavaScript, Markdown) that takes part in a form; a plain text area on Android.
 * @tag sqs-code-editor
 *
 * @attr {'html' | 'css' | 'javascript' | 'markdown'} mode - The code's language (also `js`, `md`, `text/css`…; JSON `mode`, default html).
 * @attr {string} label - A visible label above the editor, which names it (JSON `label`); without one, the element's `<label>` or `aria-label` names it.
 * @attr {string} value - The default value (the code); the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not editable and left out of the form.
 * @attr {boolean} required - Invalid while empty.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders, and CodeMirror with it (default visible).
 *
 * @fires {Event} input - The code changed as the user typed or pasted.
 * @fires {Event} change - The editor lost focus with the code changed since the last `change`.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart code-editor - The whole control.
 * @csspart label - The visible label (the `label` attribute).
 * @csspart editor - Where CodeMirror is (hidden while the plain text area shows).
 * @csspart textarea - The plain text area (while CodeMirror loads, on Android, or when it could not load).
 * @csspart notice - Why the code is in a plain text area (Android, or CodeMirror not loaded).
 * @csspart hint - The mode, and how to leave the editor with the keyboard.
 *
 * @cssprop [--sqs-code-editor-width=720px] - Largest width of the control.
 * @cssprop [--sqs-code-editor-min-height=10em] - Smallest height of the code area.
 * @cssprop [--sqs-code-editor-max-height=28em] - Largest height of the code area; longer code scrolls.
 * @cssprop [--sqs-code-font=ui-monospace, monospace] - The code's font.
 * @cssprop [--sqs-editor-accent=#1d4ed8] - Focus ring and matching brackets.
 * @cssprop [--sqs-editor-error-color=#b00020] - Unmatched brackets and invalid tokens.
 * @cssprop [--sqs-code-keyword=light-dark(#7a1fa2, #d2a8ff)] - Keywords and operators.
 * @cssprop [--sqs-code-string=light-dark(#a31515, #ffa198)] - Strings.
 * @cssprop [--sqs-code-comment=light-dark(#5f6368, #aab1ba)] - Comments.
 * @cssprop [--sqs-code-number=light-dark(#116644, #7ee787)] - Numbers and literals.
 * @cssprop [--sqs-code-type=light-dark(#0b57a4, #79c0ff)] - Tag names, types, class names, headings.
 * @cssprop [--sqs-code-property=light-dark(#795e26, #e3b341)] - Attributes and properties.
 * @cssprop [--sqs-code-link=light-dark(#0b57a4, #79c0ff)] - Links and URLs.
 * @cssprop [--sqs-code-gutter-color=light-dark(#5f6368, #aab1ba)] - Line numbers.
 * @cssprop [--sqs-code-bracket-background=light-dark(#dbeafe, #1e3a5f)] - A matching bracket's background.
 */
export class SqsCodeEditorElement extends createControlElement({
  tag: 'sqs-code-editor',
  settings: codeEditorSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  accept: (raw) => acceptCode(raw),
  View: CodeEditorView,
  styles: fieldStyles + codeEditorStyles,
}) {}
