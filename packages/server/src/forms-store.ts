/**
 * Storage for the forms endpoints: form definitions (CONTRACT.md §4 sqs-form JSON),
 * single-use submission keys, and stored submissions. Times are epoch milliseconds
 * from the caller's clock, so tests can move time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

/** The stored definition as JSON text: what the demo pages embed and the server checks. */
export function upsertForm(db: Db, formId: string, definition: unknown, now: number = Date.now()): void {
  db.prepare(
    `INSERT INTO forms (form_id, definition, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (form_id) DO UPDATE SET definition = excluded.definition, updated_at = excluded.updated_at`,
  ).run(formId, JSON.stringify(definition), new Date(now).toISOString());
}

/** The definition as stored (parsed JSON), or null for an unknown form. */
export function getForm(db: Db, formId: string): unknown {
  const row = db.prepare('SELECT definition FROM forms WHERE form_id = ?').get(formId) as { definition: string } | undefined;
  return row ? (JSON.parse(row.definition) as unknown) : null;
}

/** The definition's JSON text as stored, or null. */
export function getFormJson(db: Db, formId: string): string | null {
  const row = db.prepare('SELECT definition FROM forms WHERE form_id = ?').get(formId) as { definition: string } | undefined;
  return row?.definition ?? null;
}

/**
 * Upserts every `<dir>/*.json` (the form id is the file's `formId`, else its name).
 * A missing folder loads nothing. Returns the ids loaded; a file that is not a JSON
 * object is reported through `onError` and skipped.
 */
export function loadFormDefinitions(db: Db, dir: string, onError: (file: string, error: unknown) => void, now: number = Date.now()): string[] {
  if (!existsSync(dir)) return [];
  const loaded: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(dir, name);
    try {
      const definition = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (!definition || typeof definition !== 'object' || Array.isArray(definition)) throw new Error('not a JSON object');
      const given = (definition as { formId?: unknown }).formId;
      const formId = typeof given === 'string' && given ? given : name.slice(0, -'.json'.length);
      upsertForm(db, formId, definition, now);
      loaded.push(formId);
    } catch (error) {
      onError(file, error);
    }
  }
  return loaded;
}

export interface FormKey {
  key: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export function insertFormKey(db: Db, key: string, createdAt: number, expiresAt: number): void {
  db.prepare('INSERT INTO form_keys (key, created_at, expires_at) VALUES (?, ?, ?)').run(key, createdAt, expiresAt);
}

export function getFormKey(db: Db, key: string): FormKey | null {
  const row = db.prepare('SELECT * FROM form_keys WHERE key = ?').get(key) as
    | { key: string; created_at: number; expires_at: number; used_at: number | null }
    | undefined;
  return row ? { key: row.key, createdAt: row.created_at, expiresAt: row.expires_at, usedAt: row.used_at } : null;
}

/** Drops keys that expired before `before` and were never used (used ones guard replays). */
export function pruneFormKeys(db: Db, before: number): number {
  return db.prepare('DELETE FROM form_keys WHERE used_at IS NULL AND expires_at < ?').run(before).changes;
}

/** The submission stored under a key, if any. */
export function findSubmissionByKey(db: Db, key: string): { id: number; formId: string } | null {
  const row = db.prepare('SELECT id, form_id FROM form_submissions WHERE submission_key = ?').get(key) as { id: number; form_id: string } | undefined;
  return row ? { id: row.id, formId: row.form_id } : null;
}

/**
 * Stores a submission and spends its key in one transaction. Returns the new id, or
 * null when the key was already spent (the unique constraint on submission_key is the
 * last guard against storing twice).
 */
export function storeSubmission(db: Db, key: string, formId: string, payload: unknown, now: number): number | null {
  return db.transaction(() => {
    const spent = db.prepare('UPDATE form_keys SET used_at = ? WHERE key = ? AND used_at IS NULL').run(now, key);
    if (spent.changes !== 1) return null;
    try {
      const result = db.prepare('INSERT INTO form_submissions (form_id, submission_key, payload) VALUES (?, ?, ?)').run(formId, key, JSON.stringify(payload));
      return Number(result.lastInsertRowid);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
      throw error;
    }
  })();
}
