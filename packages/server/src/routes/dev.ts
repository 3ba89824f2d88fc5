/**
 * Development-only routes (CONTRACT.md §6): listings that let demos and tests prove
 * nothing was lost, and a fault injector the data-layer tests call through the real
 * HTTP stack (statuses, error flags, non-JSON answers, Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import { listEvents, listFormSubmissions, type Db } from '../db';

export const DEV_LISTINGS = ['/api/dev/form-submissions', '/api/dev/events'];

export function registerDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/dev/form-submissions', async (request) => {
    const { formId } = request.query as { formId?: string };
    return { submissions: listFormSubmissions(db, formId) };
  });

  app.get('/api/dev/events', async (request) => {
    const { kind } = request.query as { kind?: string };
    return { events: listEvents(db, kind) };
  });

  /** Echoes what arrived, to check methods, bodies and the crumb end to end. */
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/api/dev/echo',
    handler: async (request) => ({
      method: request.method,
      query: request.query,
      contentType: request.headers['content-type'] ?? null,
      body: request.body ?? null,
    }),
  });

  /** `/api/dev/respond?status=503&flag=crumbFail&retryAfter=2&raw=text` answers as asked. */
  app.all('/api/dev/respond', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const status = Math.min(599, Math.max(200, Number(q.status) || 200));
    if (q.retryAfter) reply.header('Retry-After', q.retryAfter);
    if (q.raw !== undefined) return reply.code(status).type('text/html').send(q.raw);
    const body: Record<string, unknown> = { status };
    if (q.flag) body[q.flag] = true;
    if (q.error) body.error = q.error;
    return reply.code(status).send(body);
  });
}
