import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { draftAfterSent, useControl } from '../shared/use-control';
import { addName, editOneProblem, FIELD_MAX_LENGTH, mergeNames, nameKey, namesOf, REMOVE_CONFIRM_TEXT, removeNames, renameName, serializeNames, tagTypeWord, type Outcome, type TagType } from './tag-manager.logic';
import type { TagManagerSettings } from './tag-manager.settings';
import { useTaxonomySync, type Operation } from './use-taxonomy-sync';

/**
 * SPEC.md §2 tag and category manager, keyboard first: type a name and Enter adds it;
 * Backspace in the empty field removes the last chip (after the confirmation, SPEC.md §8).
 * Chips are a list; each is a toggle button that selects it (for Rename, Merge, Remove) and a
 * remove button named for its chip. Rename edits in place: Enter saves, Escape cancels.
 * The confirmation is a modal `<dialog>` (focus moves in, stays in, Escape cancels, focus
 * returns to where it was).
 */
export function TagManagerView(props: TagManagerSettings & BlockViewProps) {
  const control = useControl(props.host);
  const type = props.tagType as TagType;
  const id = useId();
  const names = namesOf(control.value);
  const [draft, setDraft] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<{ from: string; text: string } | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const sync = useTaxonomySync(props.host, props.collectionId, type, (loaded) => {
    // The collection's list is the value: shown as it is, no input or change for a load.
    (props.host as HTMLElement & { value: string }).value = serializeNames(loaded);
  });
  const word = tagTypeWord(type);
  const { disabled } = control;
  const isSelected = (name: string) => selected.includes(nameKey(name));
  const chosen = names.filter(isSelected);

  // Selection follows the names (a removed or renamed chip is no longer selected).
  useEffect(() => {
    const keys = new Set(names.map(nameKey));
    setSelected((before) => (before.every((key) => keys.has(key)) ? before : before.filter((key) => keys.has(key))));
  }, [control.value]);

  // After a render that moved a chip or removed one, focus goes where the user expects.
  useEffect(() => {
    if (focusNext === null) return;
    setFocusNext(null);
    root.current?.querySelector<HTMLElement>(focusNext)?.focus();
  }, [focusNext]);

  // The confirmation: a modal dialog while there is something to confirm.
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (confirming && !box.open) {
      returnFocus.current = (props.host.shadowRoot?.activeElement as HTMLElement | null) ?? null;
      box.showModal();
      box.querySelector<HTMLElement>('[data-cancel]')?.focus();
    } else if (!confirming && box.open) box.close();
  }, [confirming]);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    // Escape (the dialog's own cancel) and any close: back to the element that opened it.
    const onClose = () => {
      setConfirming(null);
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
      else root.current?.querySelector<HTMLElement>('[part="input"]')?.focus();
    };
    box.addEventListener('close', onClose);
    return () => box.removeEventListener('close', onClose);
  }, []);

  /** A change checked locally first, then kept by the server when there is a collection. */
  const apply = async (outcome: Outcome, operation: Operation, after?: () => void) => {
    if (sync.busy || disabled) return;
    if (!outcome.ok) return setProblem(outcome.problem);
    setProblem(null);
    const kept = await sync.send(operation, outcome.names);
    if (!kept.ok) return setProblem(kept.problem);
    control.change(serializeNames(kept.names));
    after?.();
  };

  const add = () => {
    if (draft.trim() === '' && problem === null) return;
    const sent = draft;
    void apply(addName(names, sent, type), { op: 'add', name: sent }, () => setDraft((now) => draftAfterSent(now, sent)));
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && names.length > 0) {
      event.preventDefault();
      setConfirming(names.slice(-1));
    }
  };
  const toggle = (name: string) => {
    const key = nameKey(name);
    setProblem(null);
    setSelected((before) => (before.includes(key) ? before.filter((k) => k !== key) : [...before, key]));
  };
  const startRename = () => {
    const tooMany = editOneProblem(chosen, type);
    if (tooMany) return setProblem(tooMany);
    const [only] = chosen;
    if (only !== undefined) {
      setProblem(null);
      setRenaming({ from: only, text: only });
      setFocusNext('[part="rename"]');
    }
  };
  const saveRename = () => {
    if (!renaming) return;
    const outcome = renameName(names, renaming.from, renaming.text, type);
    const to = (outcome.ok && outcome.names[names.findIndex((n) => nameKey(n) === nameKey(renaming.from))]) || '';
    void apply(outcome, { op: 'rename', from: renaming.from, to: renaming.text }, () => {
      setRenaming(null);
      setSelected([nameKey(to)]);
      setFocusNext(`[data-chip="${CSS.escape(nameKey(to))}"]`);
    });
  };
  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveRename();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      const from = renaming?.from ?? '';
      setRenaming(null);
      setProblem(null);
      setFocusNext(`[data-chip="${CSS.escape(nameKey(from))}"]`);
    }
  };
  const merge = () => {
    const outcome = mergeNames(names, chosen, type);
    void apply(outcome, { op: 'merge', names: chosen }, () => {
      if (outcome.ok) setFocusNext(`[data-chip="${CSS.escape(nameKey(outcome.into!))}"]`);
    });
  };
  const confirmRemove = () => {
    const remove = confirming ?? [];
    void apply({ ok: true, names: removeNames(names, remove) }, { op: 'remove', names: remove }, () => {
      setSelected([]);
      returnFocus.current = root.current?.querySelector<HTMLElement>('[part="input"]') ?? null;
      setConfirming(null);
    });
  };

  const label = control.label || message('tagManager.label', '{tagType} names', { tagType: word });
  const problemId = `${id}-problem`;
  const shownProblem = problem ?? sync.problem ?? control.problem;
  const listLabel = message(`tagManager.list.${type}`, type === 'tag' ? 'Tags' : 'Categories');
  return (
    <div ref={root} part="manager" className="manager" role="group" aria-label={label} aria-busy={sync.busy ? 'true' : undefined}>
      {names.length > 0 ? (
        <ul part="chips" className="chips" role="list" aria-label={listLabel}>
          {names.map((name) => (
            <li key={nameKey(name)} part="chip" className="chip">
              {renaming && nameKey(renaming.from) === nameKey(name) ? (
                <input
                  part="rename"
                  className="rename"
                  maxLength={FIELD_MAX_LENGTH}
                  value={renaming.text}
                  aria-label={message('tagManager.renameField', 'Rename {tagType} {name}', { tagType: word, name })}
                  aria-describedby={shownProblem ? problemId : undefined}
                  aria-invalid={problem ? 'true' : undefined}
                  disabled={disabled}
                  onInput={(event) => setRenaming({ from: renaming.from, text: event.currentTarget.value })}
                  onKeyDown={onRenameKey}
                  onBlur={() => control.commit()}
                />
              ) : (
                <button type="button" part="chip-name" className="chip-name" data-chip={nameKey(name)} aria-pressed={isSelected(name) ? 'true' : 'false'} disabled={disabled} onClick={() => toggle(name)}>
                  {name}
                </button>
              )}
              <button
                type="button"
                part="chip-remove"
                className="chip-remove"
                aria-label={message('tagManager.remove', 'Remove {tagType} {name}', { tagType: word, name })}
                disabled={disabled}
                onClick={() => setConfirming([name])}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p part="empty" className="empty">
          {message(`tagManager.empty.${type}`, type === 'tag' ? 'No tags yet' : 'No categories yet')}
        </p>
      )}
      <input
        part="input"
        className="input"
        data-validity-anchor=""
        maxLength={FIELD_MAX_LENGTH}
        value={draft}
        enterKeyHint="done"
        aria-label={message('tagManager.add', 'Add a {tagType}', { tagType: word })}
        aria-describedby={shownProblem ? problemId : undefined}
        aria-invalid={problem && !renaming ? 'true' : undefined}
        placeholder={message('tagManager.placeholder', 'Type a {tagType} and press Enter', { tagType: word })}
        disabled={disabled}
        onInput={(event) => {
          setDraft(event.currentTarget.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onInputKey}
      />
      {chosen.length > 0 && (
        <div part="actions" className="actions" role="group" aria-label={message('tagManager.selected', '{n} selected', { n: chosen.length })}>
          <button type="button" part="action-rename" disabled={disabled} onClick={startRename}>
            {message('tagManager.renameAction', 'Rename')}
          </button>
          <button type="button" part="action-merge" disabled={disabled || chosen.length < 2} onClick={merge}>
            {message('tagManager.mergeAction', 'Merge')}
          </button>
          <button type="button" part="action-remove" disabled={disabled} onClick={() => setConfirming(chosen)}>
            {message('tagManager.removeAction', 'Remove')}
          </button>
        </div>
      )}
      {shownProblem && (
        <p part="problem" id={problemId} className="problem" role="alert">
          {shownProblem}
        </p>
      )}
      <dialog ref={dialog} part="confirm" className="confirm" role="alertdialog" aria-labelledby={`${id}-confirm`} aria-describedby={`${id}-confirm-names`}>
        <p id={`${id}-confirm`}>{message('tagManager.removeConfirm', REMOVE_CONFIRM_TEXT)}</p>
        <p id={`${id}-confirm-names`} className="confirm-names">
          {(confirming ?? []).join(', ')}
        </p>
        <div className="confirm-actions">
          <button type="button" part="confirm-remove" onClick={confirmRemove}>
            {message('tagManager.removeAction', 'Remove')}
          </button>
          <button type="button" part="confirm-cancel" data-cancel="" onClick={() => setConfirming(null)}>
            {message('tagManager.cancel', 'Cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
