/**
 * Mailing lists and form connections (issue 18 item 4), in SQLite: the site's lists, each list's
 * subscribers (one row per address, case of the domain folded), and per form the list its
 * submissions go to and whether the Zapier panel is on. Zapier's own side (its Zaps) is a local
 * stand-in table (zapier_hooks, as Zapier's REST hooks would subscribe): no request leaves the
 * machine. Rules and texts are the editor's (mailing-list.logic.ts).
 */
import { checkListName, connectionState, listNameKey, subscriberEmail, type ConnectionState } from '@sqs/editor/mailing-list/mailing-list.logic';
import { migrate, type Db } from './db';

export const MAILING_MIGRATIONS: readonly string[] = [
  `CREATE TABLE mailing_lists (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL DEFAULT (datetime('now'))
   );
   CREATE TABLE mailing_subscribers (
     list_id INTEGER NOT NULL REFERENCES mailing_lists (id) ON DELETE CASCADE,
     email TEXT NOT NULL,
     form_id TEXT,
     created_at TEXT NOT NULL DEFAULT (datetime('now')),
     PRIMARY KEY (list_id, email)
   );
   CREATE TABLE mailing_connections (
     form_id TEXT PRIMARY KEY,
     list_id INTEGER REFERENCES mailing_lists (id) ON DELETE SET NULL,
     zapier INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE zapier_hooks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     form_id TEXT NOT NULL,
     target_url TEXT NOT NULL
   );`,
];

export interface ListRow {
  id: string;
  name: string;
  subscribers: number;
}

export interface ConnectionView {
  formId: string;
  listId: string | null;
  listName: string | null;
  zapier: boolean;
  zaps: number;
  state: ConnectionState;
}

export function createMailingStore(db: Db) {
  migrate(db, 'mailing', MAILING_MIGRATIONS);
  const allLists = db.prepare(
    'SELECT l.id AS id, l.name AS name, (SELECT COUNT(*) FROM mailing_subscribers s WHERE s.list_id = l.id) AS subscribers FROM mailing_lists l ORDER BY l.id',
  );
  const insertList = db.prepare('INSERT INTO mailing_lists (name, name_key) VALUES (?, ?)');
  const listById = db.prepare('SELECT id, name FROM mailing_lists WHERE id = ?');
  const subscribersOf = db.prepare('SELECT email, form_id, created_at FROM mailing_subscribers WHERE list_id = ? ORDER BY created_at, email');
  const subscribe = db.prepare('INSERT OR IGNORE INTO mailing_subscribers (list_id, email, form_id) VALUES (?, ?, ?)');
  const connectionOf = db.prepare('SELECT list_id, zapier FROM mailing_connections WHERE form_id = ?');
  const upsert = db.prepare(
    'INSERT INTO mailing_connections (form_id, list_id, zapier) VALUES (?, ?, ?) ON CONFLICT (form_id) DO UPDATE SET list_id = excluded.list_id, zapier = excluded.zapier',
  );
  const zapCount = db.prepare('SELECT COUNT(*) AS n FROM zapier_hooks WHERE form_id = ?');
  const addHook = db.prepare('INSERT INTO zapier_hooks (form_id, target_url) VALUES (?, ?)');
  const removeHook = db.prepare('DELETE FROM zapier_hooks WHERE id = ? AND form_id = ?');

  const lists = (): ListRow[] => (allLists.all() as Array<{ id: number; name: string; subscribers: number }>).map((r) => ({ ...r, id: String(r.id) }));

  const connection = (formId: string): ConnectionView => {
    const row = connectionOf.get(formId) as { list_id: number | null; zapier: number } | undefined;
    const list = row?.list_id != null ? (listById.get(row.list_id) as { id: number; name: string } | undefined) : undefined;
    const zaps = (zapCount.get(formId) as { n: number }).n;
    const base = { listId: list ? String(list.id) : null, zapier: row?.zapier === 1, zaps };
    return { formId, ...base, listName: list?.name ?? null, state: connectionState(base) };
  };

  return {
    lists,
    createList(raw: string): { ok: true; list: ListRow } | { ok: false; problem: string } {
      return db.transaction(() => {
        const checked = checkListName(raw, lists().map((l) => l.name));
        if (!checked.ok) return checked;
        const id = Number(insertList.run(checked.name, listNameKey(checked.name)).lastInsertRowid);
        return { ok: true as const, list: { id: String(id), name: checked.name, subscribers: 0 } };
      })();
    },
    hasList: (listId: string): boolean => /^\d{1,15}$/.test(listId) && listById.get(Number(listId)) !== undefined,
    subscribers: (listId: string) =>
      (subscribersOf.all(Number(listId)) as Array<{ email: string; form_id: string | null; created_at: string }>).map((r) => ({ email: r.email, formId: r.form_id, subscribedAt: r.created_at })),
    connection,
    connect(formId: string, listId: string): ConnectionView {
      upsert.run(formId, Number(listId), connection(formId).zapier ? 1 : 0);
      return connection(formId);
    },
    disconnect(formId: string): ConnectionView {
      upsert.run(formId, null, 0);
      return connection(formId);
    },
    setZapier(formId: string, on: boolean): ConnectionView {
      const current = connection(formId);
      upsert.run(formId, current.listId === null ? null : Number(current.listId), on ? 1 : 0);
      return connection(formId);
    },
    /** Zapier stand-in: a Zap turned on for the form (REST hook subscribe) / off. */
    addZap: (formId: string, targetUrl: string): string => String(addHook.run(formId, targetUrl).lastInsertRowid),
    removeZap: (formId: string, id: string): boolean => removeHook.run(Number(id), formId).changes === 1,
    /**
     * A stored submission of `formId` reaches its list: the subscriber's address is added once.
     * Never throws into the submission route: the submission is stored whatever happens here.
     */
    onSubmission(formId: string, fields: ReadonlyArray<{ id: string; type?: string }>, values: Record<string, unknown>): boolean {
      const { listId } = connection(formId);
      if (listId === null) return false;
      const email = subscriberEmail(fields, values);
      if (email === null) return false;
      return subscribe.run(Number(listId), email, formId).changes === 1;
    },
  };
}

export type MailingStore = ReturnType<typeof createMailingStore>;
