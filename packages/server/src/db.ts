/**
 * Embedded storage (CONTRACT.md §1): one SQLite file under .data/ (or the folder
 * SQS_DATA_DIR / AppOptions.dataDir names), created on first start. Migrations live
 * here in code, applied in order, each once, in a transaction.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Append only: a migration that has shipped is never edited. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE form_submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     form_id TEXT NOT NULL,
     submission_key TEXT NOT NULL UNIQUE,
     payload TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   );
   CREATE INDEX form_submissions_form ON form_submissions (form_id);`,
  `CREATE TABLE events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   );
   CREATE INDEX events_kind ON events (kind);`,
  `CREATE TABLE forms (
     form_id TEXT PRIMARY KEY,
     definition TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE form_keys (
     key TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );`,
];

/**
 * Applies a feature's migrations in order, each once, in a transaction. Each feature
 * (core, store, search, files, …) keeps its own append-only list under its own name,
 * so features added side by side never renumber each other's steps.
 */
export function migrate(db: Db, feature = 'core', migrations: readonly string[] = MIGRATIONS): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_versions (
     feature TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL,
     PRIMARY KEY (feature, version))`);
  // Databases made before features had names kept the core steps in schema_migrations.
  const legacy = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (legacy) {
    db.exec(`INSERT OR IGNORE INTO schema_versions (feature, version, applied_at)
             SELECT 'core', version, applied_at FROM schema_migrations; DROP TABLE schema_migrations;`);
  }
  const applied = new Set(
    db.prepare('SELECT version FROM schema_versions WHERE feature = ?').all(feature).map((row) => (row as { version: number }).version),
  );
  let count = 0;
  migrations.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_versions (feature, version, applied_at) VALUES (?, ?, ?)').run(feature, version, new Date().toISOString());
    })();
    count += 1;
  });
  return count;
}

/** `file` ':memory:' for tests; otherwise the folder is created when missing. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Durability: a form submission the server acknowledged must never be lost.
  // - WAL: a commit appends to the -wal file and never rewrites the database in place, so
  //   a process killed mid-write leaves the last committed state, replayed on next open.
  // - synchronous = FULL: each commit fsyncs the WAL before it returns, so an acknowledged
  //   write survives a killed process AND a power loss or OS crash. NORMAL (fsync only at
  //   checkpoints) survives a killed process too, since the commit's frames are already
  //   in the OS when it returns, but may lose the last commits on power loss, after the
  //   visitor was told "stored". Cost: one fsync per commit (about 0.5 ms on this disk).
  //   A SIGKILL test cannot tell the two apart (the OS keeps the written pages).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

export function recordEvent(db: Db, kind: string, payload: unknown): void {
  db.prepare('INSERT INTO events (kind, payload) VALUES (?, ?)').run(kind, JSON.stringify(payload));
}

export function listEvents(db: Db, kind?: string): Array<{ id: number; kind: string; payload: unknown; createdAt: string }> {
  const rows = (kind
    ? db.prepare('SELECT * FROM events WHERE kind = ? ORDER BY id').all(kind)
    : db.prepare('SELECT * FROM events ORDER BY id').all()) as Array<{ id: number; kind: string; payload: string; created_at: string }>;
  return rows.map((row) => ({ id: row.id, kind: row.kind, payload: JSON.parse(row.payload), createdAt: row.created_at }));
}

export function listFormSubmissions(db: Db, formId?: string) {
  const rows = (formId
    ? db.prepare('SELECT * FROM form_submissions WHERE form_id = ? ORDER BY id').all(formId)
    : db.prepare('SELECT * FROM form_submissions ORDER BY id').all()) as Array<{ id: number; form_id: string; payload: string; created_at: string }>;
  return rows.map((row) => ({ id: row.id, formId: row.form_id, payload: JSON.parse(row.payload), createdAt: row.created_at }));
}
