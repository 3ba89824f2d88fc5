import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { nextIndex } from '@sqs/blocks/shared/roving';
import { message } from '@sqs/runtime/contracts/messages';
import { useControl } from '../shared/use-control';
import { focusOnceReady } from '../shared/focus-once-ready';
import '../link-editor/link-editor.define';
import { applyLink, applyTool, formatAt, linkAt, paste, rangeIn, reconcile, regionValue, removeLink, render, restore, valueOf, type PasteJob } from './rich-text-toolbar.dom';
import { continuesRun, editKind, EditHistory, type EditMark } from './rich-text-toolbar.history';
import { placeKey, rangeOf, selectedOf, type Selected } from './rich-text-toolbar.caret';
import { isPressed, PLAIN, shortcutOf, TOOLS, type FormatState, type Tool } from './rich-text-toolbar.logic';
import type { RichTextSettings } from './rich-text-toolbar.settings';
import { yieldToMain } from '@sqs/runtime/loader/strategies';
import { nextFrame, type RegionValue } from './rich-text-toolbar.value';

/** Above this much text the value is worked out once the typing pauses, not on every frame (SPEC-free: keeps a 1 MB text responsive). */
const LARGE_TEXT = 100_000;
const PAUSE_MS = 300;
/** A large paste's slices and its value's parts go in for about this long a task, then the page answers input. */
const TASK_MS = 12;

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcutHint = (tool: Tool) => (tool.shortcut ? ` (${MAC ? '⌘' : 'Ctrl+'}${tool.shortcut})` : '');

/**
 * Issue 17 item 4: a WAI-ARIA APG toolbar (one tab stop, Left/Right/Home/End, toggle buttons
 * with aria-pressed following the selection) over a contenteditable region whose sanitized HTML
 * is the control's value. The link tool opens the editor kit's own link editor in a modal dialog;
 * closing it puts the focus and the selection back in the region.
 */
export function RichTextToolbarView(props: RichTextSettings & BlockViewProps) {
  const { host } = props;
  const control = useControl(host);
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const editorSlot = useRef<HTMLDivElement>(null);
  /** The value the region shows (a different control value came from outside: show it). */
  const shown = useRef<string | null>(null);
  /** The selection in the region when the focus left it (the toolbar's and the dialog's commands act on it). */
  const saved = useRef<Range | null>(null);
  const pending = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> | undefined }>({ frame: 0, timer: undefined });
  /** The value kept block by block (a keystroke in a 1 MB text serialises one paragraph). */
  const parts = useRef<RegionValue | null>(null);
  /** A large paste going in: `finish` puts the rest in at once and makes the value; `abandon` drops the rest (a value came from outside). */
  const pasting = useRef<{ finish: () => void; abandon: () => void } | null>(null);
  /** The control's own undo history (every edit, ours and the browser's): the browser's is never used. */
  const history = useRef(new EditHistory<Selected | null>());
  /** The last edit of the run being typed (null: the next edit starts a step). */
  const lastEdit = useRef<EditMark | null>(null);
  /** The region changed since the history last recorded it. */
  const dirty = useRef(false);
  const [busy, setBusy] = useState(false);
  const [format, setFormat] = useState<FormatState>(PLAIN);
  const [active, setActive] = useState(0);
  const [editingLink, setEditingLink] = useState<{ existing: boolean } | null>(null);
  const { disabled } = control;

  // A value from outside (the attribute, a script, a form reset or restore) is shown as sanitized nodes.
  useEffect(() => {
    if (!region.current || shown.current === control.value) return;
    show(region.current, control.value);
  }, [control.value]);

  // The pressed states follow the selection.
  useEffect(() => {
    const root = host.shadowRoot ?? document;
    const onSelection = () => {
      if (!region.current) return;
      const range = rangeIn(region.current);
      if (!range) return;
      saved.current = range.cloneRange();
      setFormat(formatAt(region.current, range));
    };
    document.addEventListener('selectionchange', onSelection);
    root.addEventListener('selectionchange', onSelection);
    return () => {
      document.removeEventListener('selectionchange', onSelection);
      root.removeEventListener('selectionchange', onSelection);
    };
  }, [host]);

  // The link editor in the dialog: the editor kit's own element, made once.
  useEffect(() => {
    const slot = editorSlot.current;
    if (!slot || slot.firstChild) return;
    const editor = document.createElement('sqs-link-editor');
    editor.setAttribute('data-load-on', 'eager');
    editor.setAttribute('aria-label', message('richText.linkEditor', 'Link'));
    editor.setAttribute('pages-url', props.pagesUrl);
    slot.append(editor);
  }, [props.pagesUrl]);

  useEffect(() => {
    const current = dialog.current;
    if (!current) return;
    // However the dialog closes (Apply, Cancel, Escape), the focus and the selection go back to the region.
    const onClose = () => {
      setEditingLink(null);
      if (region.current) restore(region.current, saved.current);
    };
    current.addEventListener('close', onClose);
    return () => current.removeEventListener('close', onClose);
  }, []);

  useEffect(() => {
    if (!region.current) return;
    const value = regionValue(region.current);
    parts.current = value;
    return () => value.disconnect();
  }, []);

  // A form submitted (or read by new FormData) while a large paste goes in gets the whole text:
  // the rest goes in at once, in that one task (SPEC-free choice: nothing pasted is left out).
  useEffect(() => {
    const onFormData = (event: Event) => {
      if (!pasting.current || event.target !== (host as HTMLElement & { form: HTMLFormElement | null }).form) return;
      pasting.current.finish();
      const name = host.getAttribute('name');
      const { value, disabled: off } = host as HTMLElement & { value: string; disabled: boolean };
      if (name && !off) (event as FormDataEvent).formData.set(name, value);
    };
    // A form reset clears the history (even when the value it goes back to is the one shown).
    // A large paste going in, or typing not yet in the value, is dropped: the region shows the
    // value as it is, and the reset (which may not change the value) goes on from there.
    const onReset = (event: Event) => {
      const field = host as HTMLElement & { form: HTMLFormElement | null; value: string };
      if (event.target !== field.form) return;
      if (region.current && (pasting.current || dirty.current)) show(region.current, field.value);
      else forget();
    };
    document.addEventListener('formdata', onFormData, true);
    document.addEventListener('reset', onReset, true);
    return () => {
      document.removeEventListener('formdata', onFormData, true);
      document.removeEventListener('reset', onReset, true);
    };
  }, [host]);

  useEffect(() => () => {
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
  }, []);

  /** The region's content becomes the value: `input`, and `change` too when committed. */
  const sync = (commit: boolean) => {
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    pending.current.timer = undefined;
    // While a large paste goes in, its end makes the value (and commits it).
    if (!region.current || pasting.current) return;
    const list = parts.current?.parts();
    const value = list ? parts.current!.value(list) : valueOf(region.current);
    if (list) record(list);
    shown.current = value;
    if (commit) control.change(value);
    else control.input(value);
    const range = rangeIn(region.current);
    if (range) setFormat(formatAt(region.current, range));
  };
  /** Typing: once a frame, or once the typing pauses in a large text. */
  const schedule = () => {
    if (pasting.current) return;
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    const large = (region.current?.textContent?.length ?? 0) > LARGE_TEXT;
    if (large) pending.current.timer = setTimeout(() => sync(false), PAUSE_MS);
    else pending.current.frame = requestAnimationFrame(() => sync(false));
  };

  /** Where the selection is (or was, when the focus left the region), as the history keeps it. */
  const selectedNow = (): Selected | null => {
    const current = region.current;
    const range = current ? (rangeIn(current) ?? saved.current) : null;
    return current && range && current.contains(range.commonAncestorContainer) ? selectedOf(current, range) : null;
  };
  const readParts = () => parts.current?.parts() ?? [];
  /** The region's change since the last record goes into the step being made. */
  const record = (list?: string[]) => {
    if (!dirty.current) return;
    dirty.current = false;
    history.current.record(list ?? readParts(), selectedNow());
  };
  /**
   * A new step begins, before its edit: a large paste going in is finished first (it stays one
   * step), and what was typed so far is recorded.
   */
  const beginStep = (mark: EditMark | null) => {
    pasting.current?.finish();
    record();
    history.current.begin(selectedNow(), readParts);
    lastEdit.current = mark;
  };
  /** The step ends: the next edit is a new one. */
  const endStep = () => {
    history.current.close();
    lastEdit.current = null;
  };
  /** A toolbar command, a link or a paste: a step of its own, committed (`change`). */
  const edit = (apply: () => void) => {
    beginStep(null);
    apply();
    dirty.current = true;
    sync(true);
    endStep();
  };
  /**
   * A value from outside (the attribute, a script, a form reset or restore) in the region. A large
   * paste still going in is abandoned (issue 17: its slices would land in the new value), and, as
   * a native field's, the history is cleared: a value put in from outside is not undone.
   */
  function show(current: HTMLElement, value: string) {
    pasting.current?.abandon();
    shown.current = value;
    render(current, value);
    forget();
  }
  function forget() {
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    history.current.clear();
    lastEdit.current = null;
    dirty.current = false;
  }
  /**
   * Ctrl/⌘+Z, Ctrl/⌘+Shift+Z, Ctrl+Y or the context menu: the region shows the state before (or
   * after) the step, only its changed blocks put back, the selection where it was, and the value
   * follows (`input`). A large paste still going in is finished first, and undone whole.
   */
  const travel = (way: 'undo' | 'redo') => {
    const current = region.current;
    if (!current || !parts.current || disabled) return;
    pasting.current?.finish();
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    record();
    endStep();
    const to = way === 'undo' ? history.current.undo() : history.current.redo();
    if (!to) return;
    const value = parts.current;
    const job = reconcile(current, value.parts(), to.state, (node, html) => value.adopt(node, html));
    const done = () => {
      if (to.selection) restore(current, rangeOf(current, to.selection));
      else current.focus({ preventScroll: true });
      saved.current = rangeIn(current)?.cloneRange() ?? null;
      sync(false);
    };
    // Redoing a large paste goes in by slices as the paste did; the selection comes back at the end.
    if (job) void insert(job, done);
    else done();
  };

  /**
   * A large paste's slices, then its value's parts, a short task each (issue 17: a 1 MB paste
   * keeps the page responsive); the region is aria-busy meanwhile. Typing meanwhile is kept (the
   * caret is after the paste's end already); the value follows once everything is in (`end`:
   * a paste commits it; a redo puts the selection back and fires `input`).
   */
  const insert = async (job: PasteJob, end = () => sync(true)) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      while (job.step());
      pasting.current = null;
      setBusy(false);
      end();
      // The paste, and what was typed while it went in, is one step (or a step of its own after a redo).
      endStep();
    };
    const abandon = () => {
      if (done) return;
      done = true;
      pasting.current = null;
      setBusy(false);
    };
    pasting.current?.finish();
    pasting.current = { finish, abandon };
    setBusy(true);
    // One slice a frame: Chromium's style and layout of what went in stay a slice's worth.
    for (let more = true; more && !done; ) {
      more = job.step();
      if (more) await nextFrame();
    }
    while (!done && parts.current && !parts.current.warm(performance.now() + TASK_MS)) await yieldToMain();
    finish();
  };

  const openLink = () => {
    const current = region.current;
    const editor = editorSlot.current?.firstElementChild as (HTMLElement & { value: string; newWindow: boolean }) | null;
    if (!current || !editor || !dialog.current || disabled) return;
    const link = linkAt(current, saved.current);
    editor.value = link?.href ?? '';
    editor.newWindow = link?.newWindow ?? false;
    setEditingLink({ existing: link !== null });
    const opened = dialog.current;
    opened.showModal();
    // A Ctrl+K right after the toolbar appeared may come before the link editor has rendered.
    focusOnceReady(editor, () => opened.open);
  };
  const closeLink = (apply: 'apply' | 'remove' | 'cancel') => {
    const current = region.current;
    const editor = editorSlot.current?.firstElementChild as (HTMLElement & { value: string; newWindow: boolean }) | null;
    const href = editor?.value ?? '';
    const newWindow = editor?.newWindow ?? false;
    // Closed first: while the dialog is modal the region cannot take the focus the commands need.
    dialog.current?.close();
    if (!current || apply === 'cancel') return;
    edit(() => {
      if (apply === 'apply' && href !== '') applyLink(current, saved.current, href, newWindow);
      else if (apply === 'remove') removeLink(current, saved.current);
      saved.current = rangeIn(current)?.cloneRange() ?? saved.current;
    });
  };
  const run = (tool: Tool) => {
    if (disabled || !region.current) return;
    // The selection as it is now (selectionchange comes later than a key pressed right after selecting).
    saved.current = rangeIn(region.current)?.cloneRange() ?? saved.current;
    if (tool.id === 'link') return openLink();
    const current = region.current;
    edit(() => applyTool(tool.id as Exclude<typeof tool.id, 'link'>, current, saved.current, format));
  };
  const onToolClick = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    setActive(index);
    run(TOOLS[index]!);
    // From the keyboard (Enter, Space) the focus stays on the toolbar; a click leaves it in the text.
    if (event.detail === 0 && TOOLS[index]!.id !== 'link') button.focus({ preventScroll: true });
  };
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, active, TOOLS.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    toolbar.current?.querySelectorAll<HTMLElement>('button')[next]?.focus();
  };
  const onRegionKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = shortcutOf(event, MAC);
    if (shortcut === null) return;
    event.preventDefault();
    if (shortcut === 'toolbar') toolbar.current?.querySelectorAll<HTMLElement>('button')[active]?.focus();
    else if (shortcut === 'undo' || shortcut === 'redo') travel(shortcut);
    else run(TOOLS.find((tool) => tool.id === shortcut)!);
  };
  /** Typing and the browser's other edits: a step begins unless the edit continues the run (rich-text-toolbar.history.ts). */
  const onBeforeInput = (event: InputEvent) => {
    const current = region.current;
    if (!current) return;
    if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
      // The browser's own history is never used: it misses our edits and goes stale after them.
      event.preventDefault();
      travel(event.inputType === 'historyUndo' ? 'undo' : 'redo');
      return;
    }
    // Typed while a large paste goes in: part of the paste's step.
    if (pasting.current) return;
    const range = rangeIn(current);
    const mark: EditMark = { kind: editKind(event.inputType), time: event.timeStamp, text: event.data ?? '', place: range ? placeKey(selectedOf(current, range)) : '' };
    if (continuesRun(lastEdit.current, mark)) lastEdit.current = mark;
    else beginStep(mark);
  };
  const onInput = () => {
    dirty.current = true;
    // Where this edit left the caret: the next keystroke continues the run only from here.
    const current = region.current;
    const range = current && lastEdit.current ? rangeIn(current) : null;
    if (current && range && lastEdit.current) lastEdit.current.place = placeKey(selectedOf(current, range));
    schedule();
  };
  const beforeInputHandler = useRef(onBeforeInput);
  beforeInputHandler.current = onBeforeInput;
  // beforeinput is the native event (React's onBeforeInput is a different, synthetic one).
  useEffect(() => {
    const current = region.current;
    if (!current) return;
    const listener = (event: Event) => beforeInputHandler.current(event as InputEvent);
    current.addEventListener('beforeinput', listener);
    return () => current.removeEventListener('beforeinput', listener);
  }, []);

  const onFocus = () => {
    // An empty region starts with a paragraph, so the first words are one (not bare text).
    const current = region.current;
    if (!current || disabled || current.firstChild) return;
    const paragraph = document.createElement('p');
    paragraph.append(document.createElement('br'));
    current.append(paragraph);
    const range = document.createRange();
    range.setStart(paragraph, 0);
    restore(current, range);
  };

  const label = control.label || message('richText.label', 'Text');
  let group = TOOLS[0]!.group;
  return (
    <div part="rich-text" className="rich-text">
      <div ref={toolbar} role="toolbar" part="toolbar" className="toolbar" aria-label={message('richText.toolbar', 'Text formatting')} aria-controls={`${id}-region`} onKeyDown={onToolbarKey}>
        {TOOLS.map((tool, index) => {
          const separated = tool.group !== group;
          group = tool.group;
          const name = message(`richText.${tool.id}`, tool.label);
          return (
            <button
              key={tool.id}
              type="button"
              part={`tool ${tool.id}`}
              className={separated ? 'tool separated' : 'tool'}
              tabIndex={index === active ? 0 : -1}
              title={name + shortcutHint(tool)}
              aria-keyshortcuts={tool.shortcut ? `${MAC ? 'Meta' : 'Control'}+${tool.shortcut}` : undefined}
              aria-pressed={tool.toggle ? (isPressed(tool.id, format) ? 'true' : 'false') : undefined}
              aria-haspopup={tool.id === 'link' ? 'dialog' : undefined}
              aria-disabled={disabled ? 'true' : undefined}
              // A mouse press keeps the focus (and so the selection) in the text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => onToolClick(index, event)}
            >
              {/* The name is the tool's words; the glyph is only seen. */}
              <span aria-hidden="true">{tool.glyph}</span>
              <span className="visually-hidden">{name}</span>
            </button>
          );
        })}
      </div>
      <div
        ref={region}
        id={`${id}-region`}
        part="region"
        className="region"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-required={control.required ? 'true' : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        aria-busy={busy ? 'true' : undefined}
        contentEditable={disabled ? 'false' : 'true'}
        suppressContentEditableWarning
        tabIndex={disabled ? -1 : 0}
        data-validity-anchor=""
        onInput={onInput}
        onKeyDown={onRegionKey}
        onFocus={onFocus}
        onBlur={() => {
          sync(true);
          // A large paste's step stays open until it is all in.
          if (!pasting.current) endStep();
        }}
        onPaste={(event) => {
          const current = region.current;
          if (!current || disabled) return;
          event.preventDefault();
          // An ordinary paste is a step of its own; a large one's step ends when it is all in (`insert`).
          beginStep(null);
          const job = paste(current, event.clipboardData);
          dirty.current = true;
          if (job) void insert(job);
          else {
            sync(true);
            endStep();
          }
        }}
      />
      {control.problem && (
        <p part="problem" className="problem" role="alert">
          {control.problem}
        </p>
      )}
      <dialog ref={dialog} part="link-dialog" className="link-dialog" aria-labelledby={`${id}-link-heading`}>
        <h2 id={`${id}-link-heading`} className="link-heading">
          {editingLink?.existing ? message('richText.editLink', 'Edit link') : message('richText.addLink', 'Add link')}
        </h2>
        <div ref={editorSlot} />
        <div className="link-actions">
          <button type="button" part="apply" onClick={() => closeLink('apply')}>
            {message('richText.apply', 'Apply')}
          </button>
          {editingLink?.existing && (
            <button type="button" part="remove-link" onClick={() => closeLink('remove')}>
              {message('richText.removeLink', 'Remove link')}
            </button>
          )}
          <button type="button" part="cancel" onClick={() => closeLink('cancel')}>
            {message('richText.cancel', 'Cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
