/**
 * The file manager's storage (issue 18 item 1): one row per stored file in SQLite, its bytes
 * on disk as `<filesDir>/<id>`. The id is generated (24 hex characters), so a display name,
 * whatever it holds, never reaches a path. An upload is written to a temporary file first and
 * renamed into place only once complete and accepted: a row exists only for a whole file.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FileInfo } from '@sqs/editor/file-manager/file-rules';
import { migrate, type Db } from './db';

/** Append only (db.ts `migrate`, feature 'files'). */
export const FILES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE files (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     size INTEGER NOT NULL,
     version INTEGER NOT NULL DEFAULT 1,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
];

/** A stored file as the API returns it: the shape the file manager reads (file-rules.ts). */
export type StoredFile = FileInfo;

interface Row {
  seq: number;
  id: string;
  name: string;
  type: string;
  size: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** SPEC.md §1: links starting /s/ are file links. */
export const fileUrl = (id: string) => `/s/${id}`;
export const TEMP_PREFIX = '.upload-';
const ID = /^[0-9a-f]{24}$/;

const toFile = (row: Row): StoredFile => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
  version: row.version,
  url: fileUrl(row.id),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type RenameResult = { ok: true; file: StoredFile } | { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; file: StoredFile };

export function createFilesStore(db: Db, dir: string, now: () => number = Date.now) {
  migrate(db, 'files', FILES_MIGRATIONS);
  // A process that died mid-upload left its temporary file: nothing refers to it. (The folder
  // itself is made by the first upload, so an app that never stores a file leaves none.)
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (name.startsWith(TEMP_PREFIX)) rmSync(path.join(dir, name), { force: true });

  const iso = () => new Date(now()).toISOString();
  const byId = db.prepare('SELECT * FROM files WHERE id = ?');
  const get = (id: string): StoredFile | null => {
    if (!ID.test(id)) return null;
    const row = byId.get(id) as Row | undefined;
    return row ? toFile(row) : null;
  };

  return {
    dir,
    /** Where a stored file's bytes are; null for an id that is not one of ours. */
    pathOf: (id: string): string | null => (ID.test(id) ? path.join(dir, id) : null),
    /** A fresh temporary path in the same folder (so the final rename is atomic). */
    tempPath: () => {
      mkdirSync(dir, { recursive: true });
      return path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    },
    newId: () => randomBytes(12).toString('hex'),
    get,

    /** Newest first, `limit` at a time; `before` is the previous page's cursor. */
    list(limit: number, before: number | null): { files: StoredFile[]; nextCursor: number | null; total: number } {
      const rows = (before === null
        ? db.prepare('SELECT * FROM files ORDER BY seq DESC LIMIT ?').all(limit + 1)
        : db.prepare('SELECT * FROM files WHERE seq < ? ORDER BY seq DESC LIMIT ?').all(before, limit + 1)) as Row[];
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const total = (db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;
      return { files: page.map(toFile), nextCursor: more ? page[page.length - 1]!.seq : null, total };
    },

    /** Records a file whose bytes are already at `pathOf(id)`. */
    add(id: string, name: string, type: string, size: number): StoredFile {
      const at = iso();
      db.prepare('INSERT INTO files (id, name, type, size, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, name, type, size, at, at);
      return get(id)!;
    },

    /** Renames only if the file is still at `version`: two tabs never silently overwrite each other. */
    rename(id: string, name: string, version: number): RenameResult {
      const result = db
        .prepare('UPDATE files SET name = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?')
        .run(name, iso(), id, version);
      const file = get(id);
      if (!file) return { ok: false, reason: 'missing' };
      return result.changes === 1 ? { ok: true, file } : { ok: false, reason: 'stale', file };
    },

    /** Forgets the row, then the bytes. False when there was no such file. */
    remove(id: string): boolean {
      if (!ID.test(id)) return false;
      const removed = db.prepare('DELETE FROM files WHERE id = ?').run(id).changes === 1;
      if (removed) rmSync(path.join(dir, id), { force: true });
      return removed;
    },
  };
}

export type FilesStore = ReturnType<typeof createFilesStore>;
