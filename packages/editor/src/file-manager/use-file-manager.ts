/**
 * The file manager's state: the Existing Files pages, the upload queue (upload-queue.ts) and
 * its requests, renames and deletes against the backend, the notice shown for a failure and
 * the line announced to screen readers. The view only renders it and moves focus.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { DEFAULT_MAX_BYTES, fileNameProblem, uploadProblem } from './file-rules';
import { renameNotice, uploadIncompleteText, uploadNotice, type Notice } from './file-status';
import { filesApi, uploadFile, type FileInfo } from './files-api';
import { toStart, uploadQueue } from './upload-queue';

export type ListState = 'loading' | 'ready' | 'error';

let keys = 0;

export function useFileManager(endpoint: string, pageSize: number) {
  const api = useMemo(() => filesApi(endpoint), [endpoint]);
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [nextCursor, setNextCursor] = useState<number | null>(null);
  const [total, setTotal] = useState(0);
  const [maxBytes, setMaxBytes] = useState<number | null>(null);
  const [listState, setListState] = useState<ListState>('loading');
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const blobs = useRef(new Map<string, File>());
  const cancels = useRef(new Map<string, () => void>());

  /** A page of Existing Files: the first (cursor null) replaces, the next ones append. Resolves with the new files. */
  const load = useCallback(
    async (cursor: number | null): Promise<FileInfo[] | null> => {
      setListState('loading');
      const result = await api.list(pageSize, cursor);
      if (!result.ok) {
        setListState('error');
        return null;
      }
      const page = result.data;
      setFiles((shown) => (cursor === null ? page.files : [...shown, ...page.files.filter((file) => !shown.some((s) => s.id === file.id))]));
      setNextCursor(page.nextCursor);
      setTotal(page.total);
      setMaxBytes(page.maxBytes);
      setListState('ready');
      return page.files;
    },
    [api, pageSize],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

  const replace = (file: FileInfo) => setFiles((shown) => shown.map((s) => (s.id === file.id ? file : s)));

  // Starts what the queue allows; each request reports back into it.
  useEffect(() => {
    for (const key of toStart(queue)) {
      const blob = blobs.current.get(key);
      if (!blob) continue;
      dispatch({ type: 'start', key });
      const cancel = uploadFile(endpoint, blob, blob.name, {
        progress: (loaded) => dispatch({ type: 'progress', key, loaded }),
        sent: () => dispatch({ type: 'sent', key }),
        stored: (file) => {
          dispatch({ type: 'stored', key, fileId: file.id });
          setFiles((shown) => [file, ...shown.filter((s) => s.id !== file.id)]);
          setTotal((n) => n + 1);
          setAnnouncement(message('files.uploadedName', 'Uploaded {name}', { name: file.name }));
        },
        refused: (reason) => {
          dispatch({ type: 'refused', key, reason });
          setNotice(uploadNotice(reason));
        },
        lost: () => {
          dispatch({ type: 'lost', key });
          setNotice(uploadNotice(uploadIncompleteText()));
        },
      });
      cancels.current.set(key, cancel);
    }
  }, [queue, endpoint]);

  // Uploads still running when the element leaves the page are stopped.
  useEffect(() => () => cancels.current.forEach((cancel) => cancel()), []);

  const addFiles = (chosen: Iterable<File>) => {
    const limit = maxBytes ?? DEFAULT_MAX_BYTES;
    for (const file of chosen) {
      const key = `upload-${(keys += 1)}`;
      blobs.current.set(key, file);
      // Refused before a byte is sent: an unsupported type, 0 bytes, over the server's limit.
      const problem = uploadProblem(file, limit) ?? fileNameProblem(file.name);
      dispatch({ type: 'add', key, name: file.name, size: file.size, problem });
      if (problem) setAnnouncement(`${file.name}: ${problem}`);
    }
  };

  const cancel = (key: string, name: string) => {
    cancels.current.get(key)?.();
    dispatch({ type: 'cancel', key });
    setAnnouncement(message('files.cancelledName', 'Upload of {name} cancelled', { name }));
  };
  const dismiss = (key: string) => {
    blobs.current.delete(key);
    cancels.current.delete(key);
    dispatch({ type: 'dismiss', key });
  };

  /** Resolves true once renamed; false with the notice shown (a conflict brings the file's current name and version). */
  const rename = async (file: FileInfo, name: string): Promise<boolean> => {
    const result = await api.rename(file, name.trim());
    if (result.ok) {
      replace(result.data.file);
      setNotice(null);
      setAnnouncement(message('files.renamed', 'Renamed to {name}', { name: result.data.file.name }));
      return true;
    }
    const current = result.data?.file as FileInfo | undefined;
    if (result.status === 409 && current) replace(current);
    setNotice(renameNotice(result.message));
    return false;
  };

  const remove = async (file: FileInfo): Promise<boolean> => {
    const result = await api.remove(file.id);
    // Already gone is what was asked for.
    if (result.ok || result.status === 404) {
      setFiles((shown) => shown.filter((s) => s.id !== file.id));
      setTotal((n) => Math.max(0, n - 1));
      setAnnouncement(message('files.deleted', 'Deleted {name}', { name: file.name }));
      return true;
    }
    setNotice({ title: message('files.deleteTitle', 'Unable to Delete File'), text: result.message, detail: null });
    return false;
  };

  return {
    files,
    total,
    maxBytes,
    listState,
    hasMore: nextCursor !== null,
    loadMore: () => load(nextCursor),
    reload: () => load(null),
    queue,
    addFiles,
    cancel,
    dismiss,
    rename,
    remove,
    notice,
    clearNotice: () => setNotice(null),
    announcement,
    announce: setAnnouncement,
  };
}
