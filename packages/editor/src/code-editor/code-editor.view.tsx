import { useEffect, useId, useRef, useState } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { report } from '@sqs/runtime/report';
import { useControl } from '../shared/use-control';
import { isAndroid, MODE_LABELS, resolveMode } from './code-editor.logic';
import type { CodeEditorSettings } from './code-editor.settings';
import type { CodeEditor } from './codemirror-editor';
import { loadCodeEditor } from './code-editor.load';

/**
 * Which editor the user gets: CodeMirror once its chunk has loaded (a plain text area until
 * then, so the code can be read and typed at once), or for good a plain text area on Android
 * (SPEC.md §2 "code block editor (not available on Android)") or when CodeMirror could not load.
 */
type Engine = 'loading' | 'codemirror' | 'android' | 'failed';

/** SPEC.md §2 names no text for this: ours, overridable like every message. */
export const ANDROID_NOTICE = 'The code editor is not available on Android. You can edit the code here as plain text.';
/**
 * A paste longer than this goes into the plain text area as one value: the browser's editing
 * command lays a text area's lines out one by one, and 1 MB of many lines held Chromium's page
 * for 27 s (issue 17: a 1 MB paste keeps the page responsive). The rich text's threshold too.
 * Such a paste is not in the text area's undo history.
 */
const LARGE_PASTE = 100_000;

export const FAILED_NOTICE = 'The code editor could not be loaded. You can edit the code here as plain text.';

interface ClientHints {
  userAgentData?: { platform?: string };
}

/** This browser, read at render time (a test may present itself as Android before the element renders). */
const onAndroid = (win: Window | null): boolean => !!win && isAndroid(win.navigator.userAgent, (win.navigator as Navigator & ClientHints).userAgentData?.platform);

/**
 * SPEC.md §2 code block editor: the code in an editor for its mode (HTML, CSS, JavaScript,
 * Markdown). The editor's name is the `label` shown above it, else the element's own label.
 */
export function CodeEditorView(props: CodeEditorSettings & BlockViewProps) {
  const { host } = props;
  const control = useControl(host);
  const id = useId();
  const [engine, setEngine] = useState<Engine>(() => (onAndroid(host.ownerDocument.defaultView) ? 'android' : 'loading'));
  const surface = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  // The latest control for CodeMirror's callbacks, which outlive a render.
  const latest = useRef(control);
  latest.current = control;

  const { mode, problem: modeProblem } = resolveMode(props.mode);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const name: Record<string, string> = props.label ? { 'aria-labelledby': labelId } : { 'aria-label': control.label || message('codeEditor.label', 'Code') };
  const plain = engine !== 'codemirror';
  const notice = engine === 'android' ? message('codeEditor.android', ANDROID_NOTICE) : engine === 'failed' ? message('codeEditor.failed', FAILED_NOTICE) : null;
  const hint = plain
    ? message('codeEditor.plainHint', '{mode} code.', { mode: MODE_LABELS[mode] })
    : message('codeEditor.hint', '{mode} code. Tab indents; to leave the editor, press Escape, then Tab.', { mode: MODE_LABELS[mode] });
  const described = notice ? `${noticeId} ${hintId}` : hintId;
  const aria: Record<string, string> = {
    ...name,
    'aria-describedby': described,
    ...(control.required && { 'aria-required': 'true' }),
    ...(control.disabled && { 'aria-disabled': 'true' }),
  };
  const ariaKey = JSON.stringify(aria);

  useEffect(() => {
    if (modeProblem) report({ source: 'sqs-code-editor', message: modeProblem, element: host });
  }, [host, modeProblem]);

  // CodeMirror is loaded here, when the editor is first shown, and never on Android; after a
  // failure (the text area stays, with the notice, reported once) the next editor shown asks again.
  useEffect(() => {
    if (engine !== 'loading') return;
    let cancelled = false;
    void loadCodeEditor()
      .then(({ createCodeEditor }) => {
        const parent = surface.current;
        if (cancelled || !parent) return null;
        const { value, disabled } = latest.current;
        return createCodeEditor({
          parent,
          value,
          mode,
          disabled,
          aria: JSON.parse(ariaKey) as Record<string, string>,
          onInput: (text) => latest.current.input(text),
          onBlur: () => latest.current.commit(),
        });
      })
      .then((created) => {
        if (!created) return;
        if (cancelled) return created.destroy();
        // Someone typing in the text area meanwhile goes on in the editor, where they were.
        const area = textarea.current;
        const typing = area !== null && host.shadowRoot?.activeElement === area;
        const selection = typing ? { anchor: area.selectionStart, head: area.selectionEnd } : undefined;
        editor.current = created;
        created.setValue(latest.current.value);
        setEngine('codemirror');
        if (selection) created.focus(selection);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        report({ source: 'sqs-code-editor', message: 'could not load the code editor; plain text instead', error, element: host });
        setEngine('failed');
      });
    return () => {
      cancelled = true;
    };
    // Started once: the mode, value and names of later renders reach the editor through the effects below.
  }, [engine, host]);

  useEffect(() => () => editor.current?.destroy(), []);

  useEffect(() => {
    editor.current?.setValue(control.value);
  }, [control.value, engine]);
  useEffect(() => {
    void editor.current?.setMode(mode);
  }, [mode, engine]);
  useEffect(() => {
    editor.current?.setDisabled(control.disabled);
  }, [control.disabled, engine]);
  useEffect(() => {
    editor.current?.setAria(JSON.parse(ariaKey) as Record<string, string>);
  }, [ariaKey, engine]);

  return (
    <div part="code-editor" className={control.disabled ? 'code-editor disabled' : 'code-editor'} data-mode={mode} data-engine={engine}>
      {props.label && (
        <span id={labelId} part="label" className="label">
          {props.label}
        </span>
      )}
      {notice && (
        <p id={noticeId} part="notice" className="notice" role="note">
          {notice}
        </p>
      )}
      {plain && (
        <textarea
          ref={textarea}
          part="textarea"
          className="plain"
          data-validity-anchor=""
          {...aria}
          value={control.value}
          disabled={control.disabled}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          onChange={(event) => control.input(event.currentTarget.value)}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text/plain');
            if (text.length < LARGE_PASTE || control.disabled) return;
            event.preventDefault();
            const area = event.currentTarget;
            area.setRangeText(text, area.selectionStart, area.selectionEnd, 'end');
            control.input(area.value);
          }}
          onBlur={() => control.commit()}
        />
      )}
      <div ref={surface} part="editor" className="surface" hidden={plain} data-validity-anchor={plain ? undefined : ''} />
      <p id={hintId} part="hint" className="hint">
        {hint}
      </p>
    </div>
  );
}
