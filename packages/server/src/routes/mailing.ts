/**
 * The mailing-list dialog and Zapier panel's endpoints (issue 18 item 4), for `<sqs-mailing-list
 * form-id="…">`; storage in mailing-store.ts. Every call carries the crumb (CONTRACT.md §6).
 *
 *   GET    /api/editor/mailing-lists                              {lists: [{id, name, subscribers}]}
 *   POST   /api/editor/mailing-lists  JSON {name}                 201 {list, lists} · 400 {error}
 *   GET    /api/editor/mailing-lists/:listId/subscribers          {listId, subscribers: [{email, formId, subscribedAt}]}
 *   GET    /api/editor/forms/:formId/mailing                      {formId, listId, listName, zapier, zaps, state}
 *   PUT    /api/editor/forms/:formId/mailing  JSON {listId}       the connection · 400 'A List must be selected'
 *   DELETE /api/editor/forms/:formId/mailing                      the connection, disconnected
 *   PUT    /api/editor/forms/:formId/zapier   JSON {enabled}      the connection (awaiting Zapier until a Zap connects)
 *
 * Zapier stand-in (what Zapier's REST hooks would call; nothing is sent out of the machine):
 *   POST   /api/zapier-standin/hooks  JSON {formId, targetUrl}    201 {id}
 *   DELETE /api/zapier-standin/hooks/:id?formId=                  204
 *
 * Bad input is a 400 with a clear text, never a 500.
 */
import type { FastifyInstance } from 'fastify';
import { SELECT_LIST_TEXT } from '@sqs/editor/mailing-list/mailing-list.logic';
import type { MailingStore } from '../mailing-store';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const FORM_ID_TEXT = 'formId: 1 to 64 letters, digits, _ or -';
const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

export function registerMailingRoutes(app: FastifyInstance, store: MailingStore): void {
  app.get('/api/editor/mailing-lists', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ lists: store.lists() }));

  app.post('/api/editor/mailing-lists', async (request, reply) => {
    const name = bodyOf(request.body).name;
    if (typeof name !== 'string') return reply.code(400).send({ error: 'name: a string' });
    const created = store.createList(name);
    if (!created.ok) return reply.code(400).send({ error: created.problem });
    return reply.code(201).send({ list: created.list, lists: store.lists() });
  });

  app.get('/api/editor/mailing-lists/:listId/subscribers', async (request, reply) => {
    const { listId } = request.params as { listId: string };
    if (!store.hasList(listId)) return reply.code(404).send({ error: 'No such list' });
    return reply.header('Cache-Control', 'no-store').send({ listId, subscribers: store.subscribers(listId) });
  });

  const form = (params: unknown): string | null => {
    const { formId } = params as { formId: string };
    return ID.test(formId) ? formId : null;
  };

  app.get('/api/editor/forms/:formId/mailing', async (request, reply) => {
    const formId = form(request.params);
    if (formId === null) return reply.code(400).send({ error: FORM_ID_TEXT });
    return reply.header('Cache-Control', 'no-store').send(store.connection(formId));
  });

  app.put('/api/editor/forms/:formId/mailing', async (request, reply) => {
    const formId = form(request.params);
    if (formId === null) return reply.code(400).send({ error: FORM_ID_TEXT });
    const listId = bodyOf(request.body).listId;
    if (typeof listId !== 'string' || listId === '') return reply.code(400).send({ error: SELECT_LIST_TEXT });
    if (!store.hasList(listId)) return reply.code(404).send({ error: 'No such list' });
    return store.connect(formId, listId);
  });

  app.delete('/api/editor/forms/:formId/mailing', async (request, reply) => {
    const formId = form(request.params);
    if (formId === null) return reply.code(400).send({ error: FORM_ID_TEXT });
    return store.disconnect(formId);
  });

  app.put('/api/editor/forms/:formId/zapier', async (request, reply) => {
    const formId = form(request.params);
    if (formId === null) return reply.code(400).send({ error: FORM_ID_TEXT });
    const enabled = bodyOf(request.body).enabled;
    if (typeof enabled !== 'boolean') return reply.code(400).send({ error: 'enabled: true or false' });
    return store.setZapier(formId, enabled);
  });

  app.post('/api/zapier-standin/hooks', async (request, reply) => {
    const body = bodyOf(request.body);
    const formId = typeof body.formId === 'string' && ID.test(body.formId) ? body.formId : null;
    const targetUrl = typeof body.targetUrl === 'string' && body.targetUrl.length <= 2000 ? body.targetUrl : null;
    if (formId === null) return reply.code(400).send({ error: FORM_ID_TEXT });
    if (targetUrl === null || !/^https:\/\//.test(targetUrl)) return reply.code(400).send({ error: 'targetUrl: an https URL' });
    return reply.code(201).send({ id: store.addZap(formId, targetUrl) });
  });

  app.delete('/api/zapier-standin/hooks/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const formId = (request.query as Record<string, unknown>).formId;
    if (typeof formId !== 'string' || !ID.test(formId) || !/^\d{1,15}$/.test(id)) return reply.code(400).send({ error: 'id and formId' });
    return store.removeZap(formId, id) ? reply.code(204).send() : reply.code(404).send({ error: 'No such hook' });
  });
}
