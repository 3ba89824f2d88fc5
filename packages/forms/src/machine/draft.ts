/**
 * Form drafts: what the visitor has typed survives a reload of the page, never including
 * password fields (issue text: "a draft survives a reload (never password fields)").
 *
 * Drafts are meant for a session store (`openStore('session')`): a reload keeps sessionStorage,
 * closing the tab ends it, so a shared computer does not offer the next person the previous
 * visitor's answers. They also expire after DRAFT_TTL_MS, through the store's own expiry.
 *
 * Nothing here throws: the store never throws, and values that cannot be written as JSON
 * (cycles, BigInt) simply leave no draft.
 */
import type { KeyValueStore } from '@sqs/runtime/contracts/storage';
import { keyed, type Keyed } from '../model/keyed';

/** 24 hours: survives a reload or a long pause, but a day-old half-filled form is not brought back. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export const DRAFT_KEY_PREFIX = 'sqs-form-draft:';

/**
 * One draft per form per page: the same form block can be placed on several pages, and an
 * answer typed on one should not appear on another.
 */
export function draftKey(formId: string, pagePath: string): string {
  return DRAFT_KEY_PREFIX + formId + ':' + pagePath;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A keyed copy (no prototype: a field id may be "__proto__") without the excluded ids. */
function without(values: Record<string, unknown>, excludeIds: readonly string[]): Keyed<unknown> {
  const excluded = new Set(excludeIds);
  return keyed(Object.entries(values).filter(([id]) => !excluded.has(id)));
}

/**
 * Stores `values` (field id → value) minus `excludeIds` — the ids of password fields, which
 * are never written anywhere. With nothing left to keep, any older draft is removed instead.
 *
 * Not written when the store has fallen back to cookies (`medium === 'cookie'`, storage
 * blocked): a cookie travels in the header of every request to the site, and a visitor's
 * unsent answers have no business there (nor would most drafts fit in 4 KB).
 */
export function saveDraft(
  store: KeyValueStore,
  key: string,
  values: Record<string, unknown>,
  excludeIds: readonly string[],
): void {
  if (store.medium !== 'storage') return;
  if (!isPlainObject(values)) return;
  const kept = without(values, excludeIds);
  if (Object.keys(kept).length === 0) {
    store.remove(key);
    return;
  }
  let text: string;
  try {
    text = JSON.stringify(kept);
  } catch {
    return; // a cycle or a BigInt: no draft rather than an exception in an input handler
  }
  store.set(key, text, DRAFT_TTL_MS);
}

/**
 * The stored draft, or null when there is none, it expired, or what is stored is not a plain
 * JSON object (written by another version, or tampered with). `excludeIds` are dropped on the
 * way out too, so a password id is never filled from storage even if an older draft held it.
 */
export function loadDraft(
  store: KeyValueStore,
  key: string,
  excludeIds: readonly string[] = [],
): Keyed<unknown> | null {
  const text = store.get(key);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return isPlainObject(parsed) ? without(parsed, excludeIds) : null;
}

/** Forgets the draft, e.g. after a successful submission. */
export function clearDraft(store: KeyValueStore, key: string): void {
  store.remove(key);
}
