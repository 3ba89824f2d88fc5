/**
 * The tag and category manager's endpoints (issue 18 item 2), for `<sqs-tag-manager
 * collection-id="…">`; storage in taxonomy-store.ts. Every call carries the crumb (CONTRACT.md §6).
 *
 *   GET  /api/editor/taxonomy?collectionId=&kind=tag|category        {collectionId, kind, names}
 *   GET  /api/editor/taxonomy/items?collectionId=&kind=              {collectionId, kind, items: {itemId: names}}
 *   POST /api/editor/taxonomy  JSON {collectionId, kind, op, …}        {collectionId, kind, names}
 *        op 'add' {name} · 'rename' {from, to} · 'remove' {names} · 'merge' {names} · 'assign' {itemId, names}
 *
 * A refused name is a 400 with the editor's text ('This tag already exists'); a name another tab
 * renamed or removed meanwhile is a 409, never a silent overwrite. Bad input is a 400, never a 500.
 */
import type { FastifyInstance } from 'fastify';
import { TAG_TYPES, type TagType } from '@sqs/editor/tag-manager/tag-manager.logic';
import type { Db } from '../db';
import { createTaxonomyStore, type StoreOutcome } from '../taxonomy-store';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A request never names more than this many at once (the editor's own list cap). */
const MAX_LIST = 500;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const textList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length <= MAX_LIST && value.every((v) => typeof v === 'string') ? (value as string[]) : null;

function where(source: unknown): { collectionId: string; kind: TagType } | { error: string } {
  const record = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  const collectionId = text(record.collectionId) ?? '';
  const kind = text(record.kind) ?? '';
  if (!ID.test(collectionId)) return { error: 'collectionId: 1 to 64 letters, digits, _ or -' };
  if (!(TAG_TYPES as readonly string[]).includes(kind)) return { error: "kind: 'tag' or 'category'" };
  return { collectionId, kind: kind as TagType };
}

export function registerTaxonomyRoutes(app: FastifyInstance, db: Db): void {
  const store = createTaxonomyStore(db);

  app.get('/api/editor/taxonomy', async (request, reply) => {
    const at = where(request.query);
    if ('error' in at) return reply.code(400).send(at);
    return reply.header('Cache-Control', 'no-store').send({ ...at, names: store.names(at.collectionId, at.kind) });
  });

  app.get('/api/editor/taxonomy/items', async (request, reply) => {
    const at = where(request.query);
    if ('error' in at) return reply.code(400).send(at);
    return reply.header('Cache-Control', 'no-store').send({ ...at, items: store.items(at.collectionId, at.kind) });
  });

  app.post('/api/editor/taxonomy', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const at = where(body);
    if ('error' in at) return reply.code(400).send(at);
    const { collectionId, kind } = at;
    const bad = (error: string) => reply.code(400).send({ error });
    let outcome: StoreOutcome;
    switch (body.op) {
      case 'add': {
        const name = text(body.name);
        if (name === null) return bad('name: a string');
        outcome = store.add(collectionId, kind, name);
        break;
      }
      case 'rename': {
        const from = text(body.from);
        const to = text(body.to);
        if (from === null || to === null) return bad('from and to: strings');
        outcome = store.rename(collectionId, kind, from, to);
        break;
      }
      case 'remove':
      case 'merge': {
        const names = textList(body.names);
        if (names === null || names.length === 0) return bad(`names: a list of 1 to ${MAX_LIST} strings`);
        outcome = body.op === 'remove' ? store.remove(collectionId, kind, names) : store.merge(collectionId, kind, names);
        break;
      }
      case 'assign': {
        const itemId = text(body.itemId);
        const names = textList(body.names);
        if (itemId === null || !ID.test(itemId)) return bad('itemId: 1 to 64 letters, digits, _ or -');
        if (names === null) return bad(`names: a list of at most ${MAX_LIST} strings`);
        outcome = store.assign(collectionId, kind, itemId, names);
        break;
      }
      default:
        return bad("op: 'add', 'rename', 'remove', 'merge' or 'assign'");
    }
    if (!outcome.ok) return reply.code('conflict' in outcome ? 409 : 400).send({ error: outcome.problem });
    return reply.header('Cache-Control', 'no-store').send({ collectionId, kind, names: outcome.names });
  });
}
