/**
 * The popup overlay's local-storage record (SPEC.md §3): the version the visitor saw,
 * whether they signed up, and when they last closed it, under the field names of
 * contracts/storage-keys.ts (`version`, `submitted`, `date-closed`). It is one JSON object
 * under one key (the spec leaves the key to us: `SS_POPUP_OVERLAY`, in the style of its other
 * storage keys), kept through contracts/storage.ts so a browser without usable local storage
 * falls back to a cookie and nothing throws.
 *
 * `date-closed` is written as epoch milliseconds; an ISO date text is read too. A value that is
 * not such an object reads as "no record" (SPEC.md §4: shown).
 */
import { openStore, type KeyValueStore, type StorageHost } from '../../contracts/storage';
import { POPUP_DATE_CLOSED, POPUP_SUBMITTED, POPUP_VERSION } from '../../contracts/storage-keys';

export const POPUP_RECORD_KEY = 'SS_POPUP_OVERLAY';

export interface PopupRecord {
  version: number;
  submitted: boolean;
  /** Epoch ms of the last close, or null if never closed. */
  dateClosed: number | null;
}

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

export function parsePopupRecord(text: string | null): PopupRecord | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const version = Number(r[POPUP_VERSION]);
  const closed = r[POPUP_DATE_CLOSED];
  return {
    version: Number.isFinite(version) ? version : 0,
    submitted: r[POPUP_SUBMITTED] === true || r[POPUP_SUBMITTED] === 'true',
    dateClosed: typeof closed === 'number' ? finite(closed) : typeof closed === 'string' ? finite(Date.parse(closed)) : null,
  };
}

export function serializePopupRecord(record: PopupRecord): string {
  return JSON.stringify({
    [POPUP_VERSION]: record.version,
    [POPUP_SUBMITTED]: record.submitted,
    [POPUP_DATE_CLOSED]: record.dateClosed,
  });
}

export interface PopupRecordStore {
  read(): PopupRecord | null;
  /** Merges `change` into the stored record (for this `version`) and writes it back. */
  update(version: number, change: Partial<Omit<PopupRecord, 'version'>>): PopupRecord;
}

export function popupRecordStore(host?: StorageHost, store: KeyValueStore = openStore('local', host)): PopupRecordStore {
  const read = () => parsePopupRecord(store.get(POPUP_RECORD_KEY));
  return {
    read,
    update(version, change) {
      const old = read();
      // A record of an older version describes another popup: start afresh.
      const base = old && old.version === version ? old : { version, submitted: false, dateClosed: null };
      const next = { ...base, ...change, version };
      store.set(POPUP_RECORD_KEY, serializePopupRecord(next));
      return next;
    },
  };
}
