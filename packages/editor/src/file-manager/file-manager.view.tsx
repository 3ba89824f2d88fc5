import { useEffect, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { useControl } from '../shared/use-control';
import { acceptAttribute, DEFAULT_MAX_BYTES, fileNameProblem, formatBytes, NAME_FIELD_MAX_LENGTH } from './file-rules';
import { deleteConfirmText } from './file-status';
import type { FileInfo } from './files-api';
import type { FileManagerSettings } from './file-manager.settings';
import { isFinished, percentOf, statusLine } from './upload-queue';
import { useFileManager } from './use-file-manager';

const t = {
  upload: () => message('files.upload', 'Upload File'),
  existing: () => message('files.existing', 'Existing Files'),
  detail: () => message('files.detail', 'File Detail'),
  choose: () => message('files.choose', 'Choose File'),
  rename: () => message('files.rename', 'Rename'),
  remove: () => message('files.delete', 'Delete'),
  loadMore: () => message('files.loadMore', 'Load More'),
  cancel: () => message('dialog.cancel', 'Cancel'),
};

/** The destructive confirmation: the runtime's own dialog (Cancel focused first, focus returned after). */
const confirmDelete = async (name: string) => {
  const { confirmDialog } = await import('@sqs/runtime/chrome/dialogs/confirm-dialog');
  const answer = await confirmDialog({ title: message('files.deleteQuestion', 'Delete “{name}”?', { name }), message: deleteConfirmText(), confirmText: t.remove() });
  return answer === 'confirm';
};

/**
 * Upload File (drop zone and chooser, a progress bar and Cancel per upload), Existing Files
 * (Load More), File Detail (Choose File, Rename, Delete). Every action is a native button or
 * field, so the keyboard reaches all of it; statuses go to one polite live region, failures
 * to an alert.
 */
export function FileManagerView(props: FileManagerSettings & BlockViewProps) {
  const control = useControl(props.host);
  const m = useFileManager(props.endpoint, props.pageSize);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const detail = m.files.find((file) => file.id === detailId) ?? null;
  const chosen = m.files.find((file) => file.url === control.value);

  // Focus moves after the render that shows its target (a new page, a closed form, a deleted row).
  useEffect(() => {
    if (!focusTarget) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`);
    target?.focus();
    // A name field opens with the whole name selected, as a file system's rename does.
    if (target instanceof HTMLInputElement) target.select();
    setFocusTarget(null);
  }, [focusTarget, m.files, renaming, detailId]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!control.disabled && event.dataTransfer.files.length) m.addFiles(event.dataTransfer.files);
  };
  const loadMore = async () => {
    const added = await m.loadMore();
    if (added?.length) setFocusTarget(`file-${added[0]!.id}`);
  };
  const choose = (file: FileInfo) => {
    control.change(file.url);
    m.announce(message('files.chosen', 'Chosen: {name}', { name: file.name }));
  };
  const closeRename = () => {
    setRenaming(null);
    setNameProblem(null);
    setFocusTarget('rename');
  };
  const submitRename = async (event: FormEvent<HTMLFormElement>, file: FileInfo) => {
    event.preventDefault();
    const name = (new FormData(event.currentTarget).get('name') as string | null) ?? '';
    const problem = fileNameProblem(name);
    setNameProblem(problem);
    if (problem) return setFocusTarget('rename-input');
    if (await m.rename(file, name)) closeRename();
  };
  const remove = async (file: FileInfo) => {
    if (!(await confirmDelete(file.name))) return;
    const index = m.files.indexOf(file);
    if (!(await m.remove(file))) return;
    if (control.value === file.url) control.change('');
    setDetailId(null);
    const neighbour = m.files[index + 1] ?? m.files[index - 1];
    setFocusTarget(neighbour && neighbour !== file ? `file-${neighbour.id}` : 'existing');
  };
  const onRenameKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeRename();
  };

  return (
    <div ref={root} part="file-manager" className="fm" role="group" aria-label={control.label || message('files.label', 'File manager')}>
      <section aria-labelledby="fm-upload">
        <h3 id="fm-upload">{t.upload()}</h3>
        <div
          part="drop-zone"
          className={dragging ? 'drop over' : 'drop'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>{message('files.dropHere', 'Drop files here, or')}</p>
          <button type="button" part="browse" data-validity-anchor="" disabled={control.disabled} onClick={() => input.current?.click()}>
            {message('files.browse', 'Choose files to upload')}
          </button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={acceptAttribute()}
            onChange={(event) => {
              if (event.currentTarget.files) m.addFiles(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <p className="hint">{message('files.limit', 'Up to {max} each.', { max: formatBytes(m.maxBytes ?? DEFAULT_MAX_BYTES) })}</p>
        </div>
        {m.queue.length > 0 && (
          <ul part="uploads" className="uploads" aria-label={message('files.uploads', 'Uploads')}>
            {m.queue.map((item) => (
              <li key={item.key} part={`upload upload-${item.status}`} data-status={item.status}>
                <span className="name">{item.name}</span>
                {(item.status === 'uploading' || item.status === 'processing' || item.status === 'queued') && (
                  <progress max={100} value={percentOf(item)} aria-label={item.name} />
                )}
                <span className="status">{statusLine(item)}</span>
                {isFinished(item) ? (
                  <button type="button" onClick={() => m.dismiss(item.key)} aria-label={message('files.dismissName', 'Dismiss {name}', { name: item.name })}>
                    {message('files.dismiss', 'Dismiss')}
                  </button>
                ) : (
                  <button type="button" part="cancel-upload" onClick={() => m.cancel(item.key, item.name)} aria-label={message('files.cancelName', 'Cancel upload of {name}', { name: item.name })}>
                    {t.cancel()}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {m.notice && (
        <div part="notice" className="notice" role="alert">
          <strong>{m.notice.title}</strong>
          <p>{m.notice.text}</p>
          {m.notice.detail && <p>{m.notice.detail}</p>}
          <button type="button" onClick={m.clearNotice}>
            {message('files.dismiss', 'Dismiss')}
          </button>
        </div>
      )}

      <section aria-labelledby="fm-existing">
        <h3 id="fm-existing" tabIndex={-1} data-focus="existing">
          {t.existing()}
        </h3>
        {m.listState === 'error' ? (
          <p part="load-error">
            {message('files.loadError', 'Unable to load. Try again.')}{' '}
            <button type="button" onClick={() => void m.reload()}>
              {message('files.retry', 'Try again')}
            </button>
          </p>
        ) : m.files.length === 0 && m.listState === 'ready' ? (
          <p part="empty">{message('files.none', 'No files yet.')}</p>
        ) : null}
        <ul part="files" className="files">
          {m.files.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                part="file"
                data-focus={`file-${file.id}`}
                aria-current={file.id === detailId ? 'true' : undefined}
                onClick={() => {
                  setDetailId(file.id);
                  setRenaming(null);
                  setFocusTarget('detail');
                }}
              >
                {file.name}
                <span className="meta"> {formatBytes(file.size)}</span>
                {file.url === control.value && <span className="meta"> {message('files.chosenMark', '(chosen)')}</span>}
              </button>
            </li>
          ))}
        </ul>
        {m.listState === 'loading' && <p part="loading">{message('files.loading', 'Loading…')}</p>}
        {m.hasMore && m.listState !== 'loading' && (
          <button type="button" part="load-more" onClick={() => void loadMore()}>
            {t.loadMore()}
          </button>
        )}
        {m.files.length > 0 && <p className="meta">{message('files.count', '{shown} of {total} files', { shown: m.files.length, total: m.total })}</p>}
      </section>

      {detail && (
        <section part="detail" className="detail" aria-labelledby="fm-detail">
          <h3 id="fm-detail" tabIndex={-1} data-focus="detail">
            {t.detail()}
          </h3>
          <dl>
            <dt>{message('files.name', 'Name')}</dt>
            <dd>{detail.name}</dd>
            <dt>{message('files.type', 'Type')}</dt>
            <dd>{detail.type}</dd>
            <dt>{message('files.size', 'Size')}</dt>
            <dd>{formatBytes(detail.size)}</dd>
            <dt>{message('files.link', 'Link')}</dt>
            <dd>
              <a href={detail.url} target="_blank" rel="noopener">
                {detail.url}
              </a>
            </dd>
          </dl>
          {renaming === detail.id ? (
            <form part="rename-form" onSubmit={(event) => void submitRename(event, detail)} onKeyDown={onRenameKey} noValidate>
              <label htmlFor="fm-name">{message('files.newName', 'File name')}</label>
              <input
                id="fm-name"
                name="name"
                part="rename-input"
                data-focus="rename-input"
                defaultValue={detail.name}
                maxLength={NAME_FIELD_MAX_LENGTH}
                aria-invalid={nameProblem ? 'true' : undefined}
                aria-describedby={nameProblem ? 'fm-name-problem' : undefined}
              />
              {nameProblem && (
                <p id="fm-name-problem" className="problem">
                  {nameProblem}
                </p>
              )}
              <button type="submit">{message('files.save', 'Save')}</button>
              <button type="button" onClick={closeRename}>
                {t.cancel()}
              </button>
            </form>
          ) : (
            <div className="actions">
              <button type="button" part="choose" disabled={control.disabled} onClick={() => choose(detail)}>
                {t.choose()}
              </button>
              <button
                type="button"
                part="rename"
                data-focus="rename"
                onClick={() => {
                  setRenaming(detail.id);
                  setFocusTarget('rename-input');
                }}
              >
                {t.rename()}
              </button>
              <button type="button" part="delete" onClick={() => void remove(detail)}>
                {t.remove()}
              </button>
            </div>
          )}
        </section>
      )}

      <p part="chosen" className="chosen">
        {control.value ? message('files.chosenFile', 'Chosen file: {name}', { name: chosen?.name ?? control.value }) : message('files.noneChosen', 'No file chosen.')}
      </p>
      {control.problem && (
        <p part="problem" className="problem" role="alert">
          {control.problem}
        </p>
      )}
      <p part="status" className="visually-hidden" role="status">
        {m.announcement}
      </p>
    </div>
  );
}
