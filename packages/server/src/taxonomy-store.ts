/**
 * Tags and categories of a collection (issue 18 item 2), in SQLite: each collection has its own
 * list of each kind, in the order added, and items refer to a name by its row, so renaming,
 * merging or removing a name updates every item that has it (SPEC.md §8 "All items with these
 * tags will be updated."). The rules are the editor's own (tag-manager.logic.ts): one source for
 * the caps (§5), the case-insensitive uniqueness and the texts.
 */
import {
  addName,
  checkName,
  mergeNames,
  nameKey,
  renameName,
  type Outcome,
  type TagType,
} from '@sqs/editor/tag-manager/tag-manager.logic';
import { migrate, type Db } from './db';

export const TAXONOMY_MIGRATIONS: readonly string[] = [
  `CREATE TABLE taxonomy_terms (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     collection_id TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('tag', 'category')),
     name TEXT NOT NULL,
     name_key TEXT NOT NULL,
     UNIQUE (collection_id, kind, name_key)
   );
   CREATE TABLE taxonomy_item_terms (
     term_id INTEGER NOT NULL REFERENCES taxonomy_terms (id) ON DELETE CASCADE,
     item_id TEXT NOT NULL,
     PRIMARY KEY (term_id, item_id)
   );
   CREATE INDEX taxonomy_item_terms_item ON taxonomy_item_terms (item_id);`,
];

/** Said when a name the client saw was renamed or removed meanwhile (another tab). */
export const GONE_TEXT = 'This {tagType} was changed elsewhere: reload the list';

export type StoreOutcome = Outcome | { ok: false; problem: string; conflict: true };

interface TermRow {
  id: number;
  name: string;
}

export function createTaxonomyStore(db: Db) {
  migrate(db, 'taxonomy', TAXONOMY_MIGRATIONS);
  const termsOf = db.prepare('SELECT id, name FROM taxonomy_terms WHERE collection_id = ? AND kind = ? ORDER BY id');
  const insert = db.prepare('INSERT INTO taxonomy_terms (collection_id, kind, name, name_key) VALUES (?, ?, ?, ?)');
  const update = db.prepare('UPDATE taxonomy_terms SET name = ?, name_key = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM taxonomy_terms WHERE id = ?');
  const moveItems = db.prepare('INSERT OR IGNORE INTO taxonomy_item_terms (term_id, item_id) SELECT ?, item_id FROM taxonomy_item_terms WHERE term_id = ?');
  const clearItem = db.prepare(
    'DELETE FROM taxonomy_item_terms WHERE item_id = ? AND term_id IN (SELECT id FROM taxonomy_terms WHERE collection_id = ? AND kind = ?)',
  );
  const tagItem = db.prepare('INSERT OR IGNORE INTO taxonomy_item_terms (term_id, item_id) VALUES (?, ?)');
  const itemsOf = db.prepare(
    `SELECT i.item_id AS item_id, t.name AS name FROM taxonomy_item_terms i JOIN taxonomy_terms t ON t.id = i.term_id
     WHERE t.collection_id = ? AND t.kind = ? ORDER BY i.item_id, t.id`,
  );

  const rows = (collectionId: string, kind: TagType) => termsOf.all(collectionId, kind) as TermRow[];
  const names = (collectionId: string, kind: TagType) => rows(collectionId, kind).map((row) => row.name);
  const byKey = (list: TermRow[], name: string) => list.find((row) => nameKey(row.name) === nameKey(name));
  const gone = (kind: TagType): StoreOutcome => ({ ok: false, problem: GONE_TEXT.replace('{tagType}', kind), conflict: true });

  return {
    names,
    add: (collectionId: string, kind: TagType, name: string): StoreOutcome =>
      db.transaction((): StoreOutcome => {
        const result = addName(names(collectionId, kind), name, kind);
        if (!result.ok) return result;
        const added = result.names[result.names.length - 1]!;
        insert.run(collectionId, kind, added, nameKey(added));
        return { ok: true, names: names(collectionId, kind) };
      })(),
    rename: (collectionId: string, kind: TagType, from: string, to: string): StoreOutcome =>
      db.transaction((): StoreOutcome => {
        const list = rows(collectionId, kind);
        const row = byKey(list, from);
        if (!row) return gone(kind);
        const result = renameName(
          list.map((r) => r.name),
          row.name,
          to,
          kind,
        );
        if (!result.ok) return result;
        const renamed = result.names[list.indexOf(row)]!;
        update.run(renamed, nameKey(renamed), row.id);
        return { ok: true, names: names(collectionId, kind) };
      })(),
    /** Removes the names (their items lose them); a name already gone is a conflict, nothing removed. */
    remove: (collectionId: string, kind: TagType, list: readonly string[]): StoreOutcome =>
      db.transaction((): StoreOutcome => {
        const all = rows(collectionId, kind);
        const found = list.map((name) => byKey(all, name));
        if (found.some((row) => !row)) return gone(kind);
        for (const row of found) remove.run(row!.id);
        return { ok: true, names: names(collectionId, kind) };
      })(),
    /** Merges the names into the first of them in list order: their items take that name. */
    merge: (collectionId: string, kind: TagType, list: readonly string[]): StoreOutcome =>
      db.transaction((): StoreOutcome => {
        const all = rows(collectionId, kind);
        if (list.some((name) => !byKey(all, name))) return gone(kind);
        const result = mergeNames(
          all.map((r) => r.name),
          list,
          kind,
        );
        if (!result.ok) return result;
        const into = byKey(all, result.into!)!;
        for (const name of list) {
          const row = byKey(all, name)!;
          if (row.id === into.id) continue;
          moveItems.run(into.id, row.id);
          remove.run(row.id);
        }
        return { ok: true, names: names(collectionId, kind) };
      })(),
    /** An item's names of this kind, replacing what it had; every name must exist in the collection. */
    assign: (collectionId: string, kind: TagType, itemId: string, list: readonly string[]): StoreOutcome =>
      db.transaction((): StoreOutcome => {
        const all = rows(collectionId, kind);
        for (const name of list) {
          const checked = checkName(name, kind);
          if (!checked.ok) return checked;
        }
        if (list.some((name) => !byKey(all, name))) return gone(kind);
        clearItem.run(itemId, collectionId, kind);
        for (const name of list) tagItem.run(byKey(all, name)!.id, itemId);
        return { ok: true, names: names(collectionId, kind) };
      })(),
    /** Each item's names of this kind. */
    items: (collectionId: string, kind: TagType): Record<string, string[]> => {
      const result: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
      for (const row of itemsOf.all(collectionId, kind) as Array<{ item_id: string; name: string }>) (result[row.item_id] ??= []).push(row.name);
      return result;
    },
  };
}

export type TaxonomyStore = ReturnType<typeof createTaxonomyStore>;
