import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { draftAfterSent, useControl } from '../shared/use-control';
import { call, connectionIn, connectionPath, LISTS_PATH, listsIn, zapierPath, type FormConnection, type MailingList } from './mailing-api';
import { checkListName, DISCONNECT_CONFIRM_TEXT, NO_LISTS_TEXT, SELECT_LIST_TEXT, stateText, zapCountText } from './mailing-list.logic';
import type { MailingListSettings } from './mailing-list.settings';

/**
 * SPEC.md §2 mailing-list dialog and Zapier panel. The value is the chosen list's id. With
 * `form-id` the form's connection is the server's: Connect sends the chosen list, Disconnect asks
 * first (SPEC.md §8 "Confirmations": submissions stop being sent) in a modal dialog that returns
 * focus; the Zapier panel turns the form's Zapier offer on (awaiting Zapier until a Zap connects)
 * and shows the count of connected Zaps (SPEC.md §4). With no list at all it says so (§8) and
 * offers to create one.
 */
export function MailingListView(props: MailingListSettings & BlockViewProps) {
  const control = useControl(props.host);
  const id = useId();
  const host = props.host as HTMLElement & { value: string };
  const [lists, setLists] = useState<MailingList[] | null>(null);
  const [connection, setConnection] = useState<FormConnection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { formId } = props;

  const load = useCallback(async () => {
    setBusy(true);
    const listed = await call(props.host, 'get', LISTS_PATH, listsIn);
    const connected = listed.ok && formId ? await call(props.host, 'get', connectionPath(formId), connectionIn) : null;
    setBusy(false);
    if (!listed.ok) return setProblem(listed.problem);
    if (connected && !connected.ok) return setProblem(connected.problem);
    setProblem(null);
    setLists(listed.data);
    if (connected?.ok) {
      setConnection(connected.data);
      // The server's connection is the value as loaded: no input or change for a load.
      host.value = connected.data.listId ?? '';
    }
  }, [props.host, formId]);
  useEffect(() => void load(), [load]);

  // Busy: one request at a time, however many clicks land meanwhile.
  const run = async <T,>(request: () => Promise<{ ok: true; data: T } | { ok: false; problem: string }>, then: (data: T) => void) => {
    if (busy) return;
    setBusy(true);
    const answer = await request();
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    setProblem(null);
    then(answer.data);
  };

  const connect = () => {
    if (control.value === '') return setProblem(message('mailingList.select', SELECT_LIST_TEXT));
    void run(() => call(props.host, 'put', connectionPath(formId), connectionIn, { listId: control.value }), setConnection);
  };
  const disconnect = () =>
    void run(
      () => call(props.host, 'delete', connectionPath(formId), connectionIn),
      (data) => {
        setConnection(data);
        setConfirming(false);
        control.change('');
      },
    );
  const create = () => {
    const sent = draft;
    const checked = checkListName(sent, (lists ?? []).map((l) => l.name));
    if (!checked.ok) return setProblem(checked.problem);
    void run(
      () => call(props.host, 'post', LISTS_PATH, (data) => ({ lists: listsIn(data), list: (data as { list?: MailingList }).list ?? null }), { name: checked.name }),
      ({ lists: next, list }) => {
        if (next) setLists(next);
        setDraft((now) => draftAfterSent(now, sent));
        if (list) control.change(list.id);
      },
    );
  };
  const zapier = (enabled: boolean) => void run(() => call(props.host, 'put', zapierPath(formId), connectionIn, { enabled }), setConnection);

  // The disconnect confirmation: a modal dialog, focus to Cancel, back to Disconnect on close.
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
    const onClose = () => {
      setConfirming(false);
      const back = returnFocus.current?.isConnected ? returnFocus.current : props.host.shadowRoot?.querySelector<HTMLElement>('[part="select"]');
      returnFocus.current = null;
      back?.focus();
    };
    box?.addEventListener('close', onClose);
    return () => box?.removeEventListener('close', onClose);
  }, []);

  const label = control.label || message('mailingList.label', 'Mailing list');
  const chosen = lists?.find((l) => l.id === control.value) ?? null;
  const connectedList = connection?.listId ? (lists?.find((l) => l.id === connection.listId) ?? null) : null;
  const problemId = `${id}-problem`;
  const shownProblem = problem ?? control.problem;
  return (
    <div part="dialog" className="mailing" role="group" aria-label={label} aria-busy={busy ? 'true' : undefined}>
      {connection && (
        <p part="status" className="status" role="status" data-state={connection.state}>
          <span className="state">{stateText(connection.state, connection.listName)}</span>
          {connection.zapier && <span part="zaps">{zapCountText(connection.zaps)}</span>}
        </p>
      )}
      {lists !== null && lists.length === 0 && (
        <p part="empty" className="empty">
          {message('mailingList.none', NO_LISTS_TEXT)}
        </p>
      )}
      {lists !== null && lists.length > 0 && (
        <div className="row">
          <label htmlFor={`${id}-select`}>{message('mailingList.choose', 'List')}</label>
          <select
            id={`${id}-select`}
            part="select"
            data-validity-anchor=""
            value={control.value}
            disabled={control.disabled}
            aria-invalid={shownProblem ? 'true' : undefined}
            aria-describedby={shownProblem ? problemId : undefined}
            onChange={(event) => {
              setProblem(null);
              control.change(event.currentTarget.value);
            }}
          >
            <option value="">{message('mailingList.placeholder', 'Choose a list')}</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.subscribers === 1
                  ? message('mailingList.optionOne', '{name} (1 subscriber)', { name: list.name })
                  : message('mailingList.option', '{name} ({count} subscribers)', { name: list.name, count: list.subscribers })}
              </option>
            ))}
          </select>
          {formId && (
            <button type="button" part="connect" disabled={control.disabled || busy || (connection?.listId ?? '') === control.value && control.value !== ''} onClick={connect}>
              {message('mailingList.connect', 'Connect')}
            </button>
          )}
          {formId && connectedList && (
            <button type="button" part="disconnect" disabled={control.disabled || busy} onClick={() => setConfirming(true)}>
              {message('mailingList.disconnect', 'Disconnect')}
            </button>
          )}
        </div>
      )}
      {lists !== null && (
        <div className="row">
          <label htmlFor={`${id}-new`}>{message('mailingList.newName', 'New list name')}</label>
          <input
            id={`${id}-new`}
            part="new-name"
            className="input"
            value={draft}
            maxLength={200}
            disabled={control.disabled}
            onInput={(event) => {
              setProblem(null);
              setDraft(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                create();
              }
            }}
          />
          <button type="button" part="create" disabled={control.disabled || busy} onClick={create}>
            {message('mailingList.create', 'Create list')}
          </button>
        </div>
      )}
      {formId && connection && (
        <section part="zapier" className="zapier" aria-labelledby={`${id}-zapier`}>
          <h3 id={`${id}-zapier`}>{message('mailingList.zapier', 'Zapier')}</h3>
          <button type="button" part="zapier-toggle" aria-pressed={connection.zapier ? 'true' : 'false'} disabled={control.disabled || busy} onClick={() => zapier(!connection.zapier)}>
            {message('mailingList.zapierSend', 'Send submissions to Zapier')}
          </button>
          {connection.zapier && (
            <button type="button" part="zapier-refresh" disabled={busy} onClick={() => void load()}>
              {message('mailingList.zapierRefresh', 'Check for Zaps')}
            </button>
          )}
        </section>
      )}
      {shownProblem && (
        <p part="problem" id={problemId} className="problem" role="alert">
          {shownProblem}
          {lists === null && (
            <button type="button" part="retry" onClick={() => void load()}>
              {message('mailingList.retry', 'Try again')}
            </button>
          )}
        </p>
      )}
      <dialog ref={dialog} part="confirm" className="confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
        <p id={`${id}-confirm`}>{message('mailingList.disconnectConfirm', DISCONNECT_CONFIRM_TEXT)}</p>
        <p className="confirm-list">{connectedList?.name ?? chosen?.name ?? ''}</p>
        <div className="confirm-actions">
          <button type="button" part="confirm-disconnect" disabled={busy} onClick={disconnect}>
            {message('mailingList.disconnect', 'Disconnect')}
          </button>
          <button type="button" part="confirm-cancel" data-cancel="" onClick={() => setConfirming(false)}>
            {message('mailingList.cancel', 'Cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
