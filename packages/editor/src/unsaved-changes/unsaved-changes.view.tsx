import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { entriesKey, inAppDestination } from './unsaved-changes.logic';
import type { UnsavedChangesSettings } from './unsaved-changes.settings';

/** SPEC.md §8 "Editor": a save that could not reach the server. */
const UNABLE_TO_CONNECT = 'Unable to connect. Please try again';

function formOf(host: HTMLElement, formId: string): HTMLFormElement | null {
  const doc = host.ownerDocument;
  const byId = formId ? doc.getElementById(formId) : null;
  if (byId instanceof HTMLFormElement) return byId;
  return host.closest('form') ?? doc.querySelector('form');
}

/** The form's custom elements upgraded (their values in the form), or 2 s, whichever first. */
function settled(form: HTMLFormElement): Promise<unknown> {
  const waiting = [...new Set([...form.querySelectorAll(':not(:defined)')].map((element) => element.localName))].map((tag) => customElements.whenDefined(tag));
  return Promise.race([Promise.all(waiting), new Promise((resolve) => setTimeout(resolve, 2000))]);
}

type FormEntries = Iterable<[string, string | File]>;

/** Watches the form: its values when last saved, and whether the user has changed them since. */
class Tracker {
  saved: string | null = null;
  touched = false;
  leaving = false;
  constructor(readonly form: HTMLFormElement) {}
  key = () => entriesKey(new FormData(this.form) as unknown as FormEntries);
  markSaved = () => {
    this.saved = this.key();
    this.touched = false;
  };
  dirty = () => !this.leaving && this.touched && this.saved !== null && this.key() !== this.saved;
}

/**
 * SPEC.md §2 "unsaved-changes dialog": Leave, Stay or Save, when a link inside the page would
 * leave a form with unsaved changes, and the browser's own prompt on `beforeunload`. An APG
 * alertdialog: focus moves in (to Stay, the choice that loses nothing), Tab stays inside,
 * Escape is Stay, and focus goes back to the link.
 */
export function UnsavedChangesView(props: UnsavedChangesSettings & BlockViewProps) {
  const { host } = props;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const tracker = useRef<Tracker | null>(null);
  const [pending, setPending] = useState<{ href: string; from: HTMLElement } | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const doc = host.ownerDocument;
    const form = formOf(host, props.formId);
    if (!form) return;
    const watch = new Tracker(form);
    tracker.current = watch;
    let live = true;
    void settled(form).then(() => {
      if (!live) return;
      watch.markSaved();
      // Tests and the editor can tell when changes count from.
      host.setAttribute('data-watching', '');
    });
    const onInput = () => {
      watch.touched = true;
    };
    // After a reset the values are the saved ones again (a native reset fires no input).
    const onReset = () => setTimeout(() => live && (watch.touched = false));
    // A submission leaves with the values: the browser's prompt must not stop it. Whether a later
    // listener cancelled it is known only after the event, so the mark is taken back then.
    const onSubmit = (event: Event) => {
      watch.leaving = true;
      setTimeout(() => {
        watch.leaving = false;
        if (live && !event.defaultPrevented) watch.markSaved();
      });
    };
    const onClick = (event: MouseEvent) => {
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
      if (!link || !watch.dirty()) return;
      const to = inAppDestination(
        {
          href: link.href,
          target: link.target,
          download: link.hasAttribute('download'),
          button: event.button,
          modifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        doc.location.href,
      );
      if (to === null) return;
      event.preventDefault();
      setProblem(null);
      setPending({ href: to, from: link });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!watch.dirty()) return;
      event.preventDefault();
      // Older engines show their prompt only for a returnValue.
      event.returnValue = '';
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    form.addEventListener('reset', onReset);
    form.addEventListener('submit', onSubmit);
    doc.addEventListener('click', onClick);
    doc.defaultView?.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      live = false;
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('reset', onReset);
      form.removeEventListener('submit', onSubmit);
      doc.removeEventListener('click', onClick);
      doc.defaultView?.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [host, props.formId]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) {
      element.showModal();
      stay.current?.focus();
    } else if (!pending && element.open) element.close();
  }, [pending]);

  const close = () => {
    const from = pending?.from;
    setPending(null);
    setSaving(false);
    dialog.current?.close();
    from?.focus();
  };
  const leave = (href: string) => {
    if (tracker.current) tracker.current.leaving = true;
    const from = pending?.from;
    setPending(null);
    setSaving(false);
    dialog.current?.close();
    // An app with its own router cancels this and routes itself.
    if (emit(host, 'sqs-unsaved-changes-leave', { href }, { cancelable: true })) {
      host.ownerDocument.location.assign(href);
    } else from?.focus();
  };
  const save = async () => {
    const watch = tracker.current;
    if (!pending || !watch || saving) return;
    const { href } = pending;
    // The editor may save its own way: a cancelled event leaves it to the page.
    const proceed = emit(host, 'sqs-unsaved-changes-save', { href, form: watch.form }, { cancelable: true });
    if (!proceed) return close();
    setSaving(true);
    setProblem(null);
    try {
      const { form } = watch;
      const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      watch.markSaved();
      leave(href);
    } catch {
      setSaving(false);
      setProblem(message('editor.unableToConnect', UNABLE_TO_CONNECT));
    }
  };
  /** Tab and Shift+Tab go round the three buttons. */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    const active = host.shadowRoot?.activeElement;
    if (event.shiftKey && active === first) last?.focus();
    else if (!event.shiftKey && active === last) first?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      part="dialog"
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault(); // Escape is Stay
        close();
      }}
    >
      <h2 id={`${id}-title`} part="title" className="title">
        {message('unsavedChanges.title', 'Unsaved changes')}
      </h2>
      <p id={`${id}-text`} part="text">
        {message('unsavedChanges.text', 'You have unsaved changes. If you leave this page, they will be lost.')}
      </p>
      {problem && (
        <p part="problem" className="problem" role="alert">
          {problem}
        </p>
      )}
      <div part="actions" className="actions">
        <button type="button" part="button leave" onClick={() => pending && leave(pending.href)}>
          {message('unsavedChanges.leave', 'Leave')}
        </button>
        <button type="button" part="button stay" ref={stay} onClick={close}>
          {message('unsavedChanges.stay', 'Stay')}
        </button>
        <button type="button" part="button save" disabled={saving} onClick={() => void save()}>
          {message('unsavedChanges.save', 'Save')}
        </button>
      </div>
    </dialog>
  );
}
