/**
 * The upload queue (issue 18 item 1: several at once, progress, cancel) as a pure state
 * machine: the element feeds it what the browser reports and renders what it holds.
 *
 *   refused                         (checked before upload: never sent)
 *   queued → uploading → processing → stored
 *              │            │      ↘ failed (the server refused it: 'File processing failed')
 *              │            ↘ failed (connection lost: 'File upload failed to complete')
 *              └────────────┴─→ cancelled (the user's Cancel)
 *
 * Terminal states (refused, stored, failed, cancelled) ignore late events: a progress event
 * that arrives after Cancel never brings an upload back.
 */
import { cancelledText, processingFailedText, processingText, uploadIncompleteText, uploadedText, uploadingText } from './file-status';

export type UploadStatus = 'refused' | 'queued' | 'uploading' | 'processing' | 'stored' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** Bytes sent so far. */
  loaded: number;
  status: UploadStatus;
  /** Why it was refused or failed (the check's or the server's words), else null. */
  reason: string | null;
  /** The stored file's id once the server has it. */
  fileId: string | null;
}

export type UploadEvent =
  | { type: 'add'; key: string; name: string; size: number; problem: string | null }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number }
  | { type: 'sent'; key: string }
  | { type: 'stored'; key: string; fileId: string }
  | { type: 'refused'; key: string; reason: string }
  | { type: 'lost'; key: string }
  | { type: 'cancel'; key: string }
  | { type: 'dismiss'; key: string };

/** Uploads running at once: a few in parallel, as a browser's connection pool allows. */
export const PARALLEL_UPLOADS = 3;

const FINISHED: readonly UploadStatus[] = ['refused', 'stored', 'failed', 'cancelled'];
export const isFinished = (item: UploadItem) => FINISHED.includes(item.status);

/** Which status each event may move from. */
const FROM: Record<Exclude<UploadEvent['type'], 'add' | 'dismiss'>, readonly UploadStatus[]> = {
  start: ['queued'],
  progress: ['uploading'],
  sent: ['uploading'],
  stored: ['uploading', 'processing'],
  refused: ['uploading', 'processing'],
  lost: ['uploading', 'processing'],
  cancel: ['queued', 'uploading', 'processing'],
};

function step(item: UploadItem, event: Exclude<UploadEvent, { type: 'add' | 'dismiss' }>): UploadItem {
  if (!FROM[event.type].includes(item.status)) return item;
  switch (event.type) {
    case 'start':
      return { ...item, status: 'uploading', loaded: 0 };
    case 'progress':
      return { ...item, loaded: Math.min(item.size, Math.max(item.loaded, event.loaded)) };
    case 'sent':
      return { ...item, status: 'processing', loaded: item.size };
    case 'stored':
      return { ...item, status: 'stored', loaded: item.size, fileId: event.fileId };
    case 'refused':
      return { ...item, status: 'failed', reason: event.reason };
    case 'lost':
      return { ...item, status: 'failed', reason: uploadIncompleteText() };
    case 'cancel':
      return { ...item, status: 'cancelled' };
  }
}

export function uploadQueue(queue: readonly UploadItem[], event: UploadEvent): readonly UploadItem[] {
  if (event.type === 'add') {
    if (queue.some((item) => item.key === event.key)) return queue;
    const { key, name, size, problem } = event;
    return [...queue, { key, name, size, loaded: 0, status: problem ? 'refused' : 'queued', reason: problem, fileId: null }];
  }
  if (event.type === 'dismiss') return queue.filter((item) => item.key !== event.key || !isFinished(item));
  return queue.map((item) => (item.key === event.key ? step(item, event) : item));
}

/** The queued uploads to start now so that at most `parallel` run. */
export function toStart(queue: readonly UploadItem[], parallel = PARALLEL_UPLOADS): string[] {
  const running = queue.filter((item) => item.status === 'uploading' || item.status === 'processing').length;
  return queue
    .filter((item) => item.status === 'queued')
    .slice(0, Math.max(0, parallel - running))
    .map((item) => item.key);
}

/** 0–100, whole. An empty file (refused anyway) reads 0. */
export const percentOf = (item: UploadItem): number => (item.size > 0 ? Math.floor((item.loaded / item.size) * 100) : 0);

/** The line shown (and announced) for an upload. */
export function statusLine(item: UploadItem): string {
  switch (item.status) {
    case 'queued':
    case 'uploading':
      return uploadingText(percentOf(item));
    case 'processing':
      return processingText();
    case 'stored':
      return uploadedText();
    case 'cancelled':
      return cancelledText();
    case 'refused':
      return item.reason ?? '';
    case 'failed':
      // A lost connection says so itself; a refusal names the server's reason after SPEC.md §8's text.
      return item.reason === uploadIncompleteText() ? item.reason : `${processingFailedText()}: ${item.reason ?? ''}`.replace(/: $/, '');
  }
}
