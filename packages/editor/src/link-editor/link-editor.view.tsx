import { useEffect, useId, useState, type ReactNode } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import { Combobox } from '../shared/combobox';
import { Tabs, tabPanelProps } from '../shared/tabs';
import { useControl } from '../shared/use-control';
import {
  composeMailto,
  fileLink,
  kindOf,
  matchPages,
  pageLink,
  parseMailto,
  phoneLink,
  readPages,
  webAddress,
  type EmailParts,
  type LinkKind,
  type LinkResult,
  type SitePage,
} from './link-editor.logic';
import type { LinkEditorSettings } from './link-editor.settings';

/** The element's side of "open in new window" (link-editor.element.ts). */
interface NewWindowHost extends HTMLElement {
  newWindow: boolean;
}
export const NEW_WINDOW_EVENT = 'sqs-link-new-window';

const TABS: { id: LinkKind; label: string }[] = [
  { id: 'page', label: 'Page' },
  { id: 'web', label: 'Web Address' },
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone' },
  { id: 'file', label: 'File' },
];
const EMAIL_FIELDS: { field: keyof EmailParts; label: string; max?: number }[] = [
  { field: 'to', label: 'To', max: 1000 },
  { field: 'cc', label: 'CC', max: 1000 },
  { field: 'bcc', label: 'BCC', max: 1000 },
  { field: 'subject', label: 'Subject', max: 1000 },
  // A mailto: is under 1000 characters (SPEC §5): no more of the body can survive (the field would
  // otherwise lay out a 1 MB paste, many seconds for a text area of many lines; issue 17).
  { field: 'body', label: 'Body', max: 1000 },
];

const PAGE_SEARCH_MAX_LENGTH = 200;

type Fields = { page: string; web: string; phone: string; file: string } & EmailParts;
type FieldName = keyof Fields;

/** The fields an existing link fills (it is edited on the tab it was made on). */
function fieldsOf(value: string): Fields {
  const kind = kindOf(value);
  const empty: Fields = { page: '', web: '', phone: '', file: '', to: '', cc: '', bcc: '', subject: '', body: '' };
  if (value === '') return empty;
  if (kind === 'email') return { ...empty, ...parseMailto(value) };
  if (kind === 'phone') return { ...empty, phone: value.slice(4) };
  return { ...empty, [kind]: value };
}

/**
 * SPEC.md §2 link editor: Page (the site's pages, searchable), Web Address, Email (To, CC, BCC,
 * Subject, Body → a mailto: URL under §5's limit), Phone, File, as APG tabs; open in new window.
 * A field's text that is no valid link shows the SPEC's text and leaves the value as it was.
 */
export function LinkEditorView(props: LinkEditorSettings & BlockViewProps) {
  const host = props.host as NewWindowHost;
  const control = useControl(host);
  const id = useId();
  const [seen, setSeen] = useState(control.value);
  const [tab, setTab] = useState<LinkKind>(() => (control.value ? kindOf(control.value) : 'page'));
  const [fields, setFields] = useState<Fields>(() => fieldsOf(control.value));
  const [problem, setProblem] = useState<{ field: FieldName; text: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [newWindow, setNewWindow] = useState(host.newWindow);
  const [pages, setPages] = useState<SitePage[] | 'loading' | 'failed'>('loading');
  const [search, setSearch] = useState<string | null>(null);

  // The value changed from outside (a script, a reset): show it on its tab.
  if (seen !== control.value) {
    setSeen(control.value);
    setFields(fieldsOf(control.value));
    setProblem(null);
    setNote(null);
    setSearch(null);
    if (control.value) setTab(kindOf(control.value));
  }

  useEffect(() => {
    const sync = () => setNewWindow(host.newWindow);
    host.addEventListener(NEW_WINDOW_EVENT, sync);
    return () => host.removeEventListener(NEW_WINDOW_EVENT, sync);
  }, [host]);

  useEffect(() => {
    const abort = new AbortController();
    void pageOf(host.ownerDocument).api.get(props.pagesUrl, { signal: abort.signal, timeoutMs: 10_000 }).then((result) => {
      if (!abort.signal.aborted) setPages(result.ok ? readPages(result.data) : 'failed');
    });
    return () => abort.abort();
  }, [host, props.pagesUrl]);

  const { disabled } = control;
  /** A field's result: a valid link becomes the value; a problem stays on the field. */
  const take = (field: FieldName, result: LinkResult, commit: boolean) => {
    if (result.ok) {
      setProblem(null);
      setSeen(result.href);
      if (commit) control.change(result.href);
      else control.input(result.href);
    } else if (commit) setProblem({ field, text: result.problem });
    else if (problem?.field === field) setProblem({ field, text: result.problem });
  };
  const resultOf = (field: FieldName, next: Fields): LinkResult => {
    const pageUrls = Array.isArray(pages) ? pages.map((page) => page.url) : [];
    if (field === 'page') return pageLink(next.page, pageUrls);
    if (field === 'web') return webAddress(next.web);
    if (field === 'phone') return phoneLink(next.phone);
    if (field === 'file') return fileLink(next.file);
    const mail = composeMailto(next);
    setNote(mail.ok && mail.shortened ? message('linkEditor.shortened', 'The message was shortened to fit in an email link.') : null);
    return mail.ok ? { ok: true, href: mail.href } : { ok: false, problem: mail.problem };
  };
  const edit = (field: FieldName, text: string) => {
    if (disabled) return;
    const next = { ...fields, [field]: text };
    setFields(next);
    // Email's fields are judged together: a problem names the field it is about.
    if (tab === 'email') {
      const mail = composeMailto(next);
      resultOf(field, next);
      if (mail.ok) take(field, { ok: true, href: mail.href }, false);
      else if (problem) setProblem({ field: mail.field, text: mail.problem });
      return;
    }
    take(field, resultOf(field, next), false);
  };
  const commitField = (field: FieldName) => {
    if (disabled) return;
    if (tab === 'email') {
      const mail = composeMailto(fields);
      if (mail.ok) take(field, { ok: true, href: mail.href }, true);
      // An untouched form is not wrong yet: only a field with text is judged on leaving it.
      else if (EMAIL_FIELDS.some(({ field: name }) => fields[name] !== '') || problem) setProblem({ field: mail.field, text: mail.problem });
      return;
    }
    if (fields[field] === '') return;
    take(field, resultOf(field, fields), true);
  };
  const toggleNewWindow = (on: boolean) => {
    if (disabled) return;
    host.newWindow = on;
    host.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    host.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const fieldId = (field: FieldName) => `${id}-${field}`;
  const problemOf = (field: FieldName) => (problem?.field === field ? problem.text : null);
  const described = (field: FieldName) => (problemOf(field) ? `${fieldId(field)}-problem` : undefined);
  const problemText = (field: FieldName): ReactNode =>
    problemOf(field) && (
      <p id={`${fieldId(field)}-problem`} part="problem" className="problem" role="alert">
        {problemOf(field)}
      </p>
    );
  const textField = (field: FieldName, label: string, type: string, max?: number, multiline = false) => (
    <div className="field" part="field" key={field}>
      <label htmlFor={fieldId(field)}>{message(`linkEditor.${field}`, label)}</label>
      {multiline ? (
        <textarea
          id={fieldId(field)}
          part={`input ${field}`}
          maxLength={max}
          value={fields[field]}
          disabled={disabled}
          aria-invalid={problemOf(field) ? 'true' : undefined}
          aria-describedby={described(field)}
          onChange={(event) => edit(field, event.currentTarget.value)}
          onBlur={() => commitField(field)}
        />
      ) : (
        <input
          id={fieldId(field)}
          part={`input ${field}`}
          type={type}
          maxLength={max}
          value={fields[field]}
          disabled={disabled}
          aria-invalid={problemOf(field) ? 'true' : undefined}
          aria-describedby={described(field)}
          onChange={(event) => edit(field, event.currentTarget.value)}
          onBlur={() => commitField(field)}
          onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), commitField(field))}
        />
      )}
      {problemText(field)}
    </div>
  );

  const pageOptions = Array.isArray(pages) ? matchPages(pages, search ?? '').map((page) => ({ key: page.url, label: page.title, detail: page.url })) : [];
  const pageTitle = Array.isArray(pages) ? pages.find((page) => page.url === fields.page)?.title : undefined;
  const panel = () => {
    switch (tab) {
      case 'page':
        return (
          <div className="field" part="field">
            <label htmlFor={fieldId('page')}>{message('linkEditor.searchPages', 'Search pages')}</label>
            <Combobox
              id={fieldId('page')}
              label={message('linkEditor.searchPages', 'Search pages')}
              text={search ?? pageTitle ?? fields.page}
              options={pageOptions}
              disabled={disabled}
              invalid={problemOf('page') !== null}
              describedBy={described('page') ?? `${fieldId('page')}-current`}
              empty={pages === 'loading' ? message('linkEditor.loading', 'Loading…') : pages === 'failed' ? message('editor.unableToLoadResults', 'Unable to load results') : message('linkEditor.noPages', 'No pages found')}
              // The search reads 200 characters, and a page URL is under 150 (SPEC §5): a paste is cut by the field.
              maxLength={PAGE_SEARCH_MAX_LENGTH}
              onText={(text) => setSearch(text.slice(0, PAGE_SEARCH_MAX_LENGTH))}
              onPick={(option) => {
                setSearch(null);
                setFields({ ...fields, page: option.key });
                take('page', { ok: true, href: option.key }, true);
              }}
              onCommit={(text) => {
                if (search === null) return;
                setSearch(null);
                if (text.trim() === '') return;
                // A typed URL of one of the pages is taken; anything else gets '{val} is not a valid page URL'.
                setFields({ ...fields, page: text });
                take('page', resultOf('page', { ...fields, page: text }), true);
              }}
            />
            <p id={`${fieldId('page')}-current`} className="current" part="current">
              {fields.page ? `${message('linkEditor.linksTo', 'Links to')} ${fields.page}` : message('linkEditor.noPage', 'No page chosen')}
            </p>
            {problemText('page')}
          </div>
        );
      case 'web':
        return textField('web', 'Web Address', 'url', 2048);
      case 'email':
        return (
          <>
            {EMAIL_FIELDS.map(({ field, label, max }) => textField(field, label, field === 'subject' || field === 'body' ? 'text' : 'email', max, field === 'body'))}
            {note && (
              <p className="note" part="note" role="status">
                {note}
              </p>
            )}
          </>
        );
      case 'phone':
        return textField('phone', 'Phone', 'tel', 200);
      case 'file':
        return textField('file', 'File', 'text', 150);
    }
  };

  return (
    <div part="editor" className="link-editor" role="group" aria-label={control.label || message('linkEditor.label', 'Link')} data-validity-anchor="">
      <Tabs idPrefix={id} label={message('linkEditor.kinds', 'Link to')} tabs={TABS.map((t) => ({ ...t, label: message(`linkEditor.tab.${t.id}`, t.label) }))} selected={tab} disabled={disabled} onSelect={(next) => !disabled && (setTab(next), setProblem(null))} />
      <div {...tabPanelProps(id, tab)} part="panel" className="panel">
        {panel()}
      </div>
      <label className="check" part="new-window">
        <input type="checkbox" checked={newWindow} disabled={disabled} onChange={(event) => toggleNewWindow(event.currentTarget.checked)} />
        {message('linkEditor.newWindow', 'Open in new window')}
      </label>
      {control.problem && (
        <p part="problem" className="problem" role="alert">
          {control.problem}
        </p>
      )}
    </div>
  );
}
