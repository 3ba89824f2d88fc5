/**
 * The file manager's calls to the backend (README "File manager API"). Reads, renames and
 * deletes go through the runtime's data layer (crumb, retry on a stale crumb, SPEC.md §8 texts);
 * an upload goes through XMLHttpRequest, the one browser API that reports upload progress.
 */
import { createApiClient } from '@sqs/runtime/data/api-client';
import { readCookie } from '@sqs/runtime/contracts/cookies';
import type { ApiResult } from '@sqs/runtime/data/api-types';
import type { FileInfo, FilePage } from './file-rules';

export type { FileInfo, FilePage } from './file-rules';


export function filesApi(endpoint: string) {
  const api = createApiClient();
  const one = (id: string) => `${endpoint}/${encodeURIComponent(id)}`;
  return {
    list: (limit: number, cursor: number | null): Promise<ApiResult<FilePage>> =>
      api.get<FilePage>(endpoint, { query: { limit, cursor: cursor ?? undefined }, retries: 1 }),
    rename: (file: FileInfo, name: string): Promise<ApiResult<{ file: FileInfo }>> =>
      api.request<{ file: FileInfo }>('PUT', `${one(file.id)}/name`, { json: { name, version: file.version } }),
    remove: (id: string): Promise<ApiResult<null>> => api.request<null>('DELETE', one(id)),
  };
}

export interface UploadHandlers {
  progress(loaded: number): void;
  /** Every byte has left the browser: the server is checking and storing it. */
  sent(): void;
  stored(file: FileInfo): void;
  /** The server answered with a refusal (its `error` text). */
  refused(reason: string): void;
  /** No answer: the connection dropped. */
  lost(): void;
}

const errorOf = (text: string): string | null => {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
};

/** Sends one file's bytes (the name as `?name=`); returns the cancel. A stale crumb is retried once. */
export function uploadFile(endpoint: string, file: Blob, name: string, on: UploadHandlers, retried = false): () => void {
  const xhr = new XMLHttpRequest();
  let cancelled = false;
  let retry: (() => void) | null = null;
  const url = new URL(endpoint, location.href);
  url.searchParams.set('name', name);
  url.searchParams.set('crumb', readCookie(document, 'crumb')); // CONTRACT.md §6
  xhr.open('POST', url.href);
  xhr.setRequestHeader('Content-Type', 'application/octet-stream');
  xhr.upload.onprogress = (event) => on.progress(event.loaded);
  xhr.upload.onload = () => on.sent();
  xhr.onload = () => {
    if (xhr.status === 201) {
      const body = JSON.parse(xhr.responseText) as { file: FileInfo };
      return on.stored(body.file);
    }
    // The answer set a fresh crumb cookie: send once more with it.
    if (xhr.status === 401 && !retried && /crumbFail/.test(xhr.responseText)) {
      retry = uploadFile(endpoint, file, name, on, true);
      return;
    }
    on.refused(errorOf(xhr.responseText) ?? `HTTP ${xhr.status}`);
  };
  xhr.onerror = () => {
    if (!cancelled) on.lost();
  };
  xhr.send(file);
  return () => {
    cancelled = true;
    xhr.abort();
    retry?.();
  };
}
