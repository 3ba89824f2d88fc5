/**
 * The code editor proper: CodeMirror 6, loaded only when a `<sqs-code-editor>` renders (the view
 * imports this module dynamically), in chunks of its own (rollup.config.mjs CHUNKS
 * `codemirror-core` with this module; `codemirror-languages`, HTML with CSS and JavaScript; and
 * `codemirror-markdown`), each language loaded when a mode first needs it.
 *
 * Keyboard (WCAG 2.1.2, no keyboard trap): Tab and Shift-Tab indent, as people writing code
 * expect; Escape, then Tab (or Shift-Tab), leaves the editor: CodeMirror's own "tab focus mode",
 * which Ctrl-M (Shift-Alt-M on macOS) also turns on for good. The view says so under the editor.
 *
 * Styles: CodeMirror mounts its sheets through style-mod, which in a shadow root (no `<head>`)
 * uses a constructed, adopted stylesheet, like the element's own (adopt-styles.ts): no `<style>`
 * element, so a page whose CSP has no 'unsafe-inline' for styles shows it whole. The page's
 * nonce is passed all the same (EditorView.cspNonce), for style-mod's `<style>` fallback on a
 * page that allows nonced styles.
 */
import { history, defaultKeymap, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import type { CodeMode } from './code-editor.logic';

/** Each language in its own chunk, loaded when a mode needs it. */
const LANGUAGES: Record<CodeMode, () => Promise<Extension>> = {
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
};
const loaded = new Map<CodeMode, Promise<Extension>>();
const languageOf = (mode: CodeMode): Promise<Extension> => {
  let language = loaded.get(mode);
  if (!language) {
    language = LANGUAGES[mode]();
    // A chunk that failed may load next time (the network came back).
    language.catch(() => loaded.delete(mode));
    loaded.set(mode, language);
  }
  return language;
};

/** A change that came from the element (a script, a reset), not from the user: fires nothing. */
const fromOutside = Annotation.define<boolean>();

/** The page's CSP nonce, read as html/post-submit.ts reads it (browsers hide the attribute, keep the property). */
const pageNonce = (doc: Document): string => doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

export interface CodeEditorOptions {
  parent: HTMLElement;
  value: string;
  mode: CodeMode;
  disabled: boolean;
  /** The content element's ARIA attributes (its accessible name and description). */
  aria: Record<string, string>;
  /** The user changed the text. */
  onInput(value: string): void;
  /** The editor lost focus (a native control's `change` moment). */
  onBlur(): void;
}

export interface CodeEditor {
  setValue(value: string): void;
  setMode(mode: CodeMode): Promise<void>;
  setDisabled(disabled: boolean): void;
  setAria(aria: Record<string, string>): void;
  /** Focus with the caret where a text area had it. */
  focus(selection?: { anchor: number; head: number }): void;
  readonly content: HTMLElement;
  destroy(): void;
}

const editable = (disabled: boolean): Extension => [EditorView.editable.of(!disabled), EditorState.readOnly.of(disabled)];

export async function createCodeEditor(options: CodeEditorOptions): Promise<CodeEditor> {
  const language = new Compartment();
  const access = new Compartment();
  const aria = new Compartment();
  const initialLanguage = await languageOf(options.mode).catch(() => [] as Extension);
  let mode = options.mode;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.value,
      extensions: [
        lineNumbers(),
        history(),
        indentOnInput(),
        bracketMatching(),
        // Token classes (tok-keyword…), coloured by code-editor.css: themable, light and dark.
        syntaxHighlighting(classHighlighter),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.cspNonce.of(pageNonce(options.parent.ownerDocument)),
        language.of(initialLanguage),
        access.of(editable(options.disabled)),
        aria.of(EditorView.contentAttributes.of(options.aria)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromOutside))) options.onInput(update.state.doc.toString());
          if (update.focusChanged && !update.view.hasFocus) options.onBlur();
        }),
      ],
    }),
  });
  return {
    content: view.contentDOM,
    setValue(value) {
      if (value === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value }, annotations: [fromOutside.of(true)] });
    },
    async setMode(next) {
      if (next === mode) return;
      mode = next;
      const extension = await languageOf(next).catch(() => [] as Extension);
      if (mode === next) view.dispatch({ effects: language.reconfigure(extension) });
    },
    setDisabled(disabled) {
      view.dispatch({ effects: access.reconfigure(editable(disabled)) });
    },
    setAria(attributes) {
      view.dispatch({ effects: aria.reconfigure(EditorView.contentAttributes.of(attributes)) });
    },
    focus(selection) {
      if (selection) {
        const clamp = (n: number) => Math.min(Math.max(0, n), view.state.doc.length);
        view.dispatch({ selection: { anchor: clamp(selection.anchor), head: clamp(selection.head) }, scrollIntoView: true });
      }
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
