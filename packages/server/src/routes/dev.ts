/**
 * Development-only routes (CONTRACT.md §6): listings that let demos and tests prove
 * nothing was lost, and a fault injector the data-layer tests call through the real
 * HTTP stack (statuses, error flags, non-JSON answers, Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import { listEvents, listFormSubmissions, type Db } from '../db';
import { FORM_ERRORS } from '../form-errors';

export const DEV_LISTINGS = ['/api/dev/form-submissions', '/api/dev/events', '/api/dev/faults', '/api/dev/orders'];

/** One armed fault: applies to the next `remaining` requests whose path is `path`. */
export interface Fault {
  path: string;
  status?: number;
  retryAfter?: number;
  drop?: boolean;
  delayMs?: number;
  remaining: number;
}

/** The JSON body of `POST /api/dev/faults`, checked; a string says what is wrong. */
export function parseFault(body: unknown): Fault | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'Expected a JSON object';
  const b = body as Record<string, unknown>;
  const isInt = (v: unknown, lo: number, hi: number) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
  if (typeof b.path !== 'string' || !b.path.startsWith('/') || b.path.includes('?')) return 'path: a URL path such as /api/form/SaveFormSubmission';
  if (b.path.startsWith('/api/dev/faults')) return 'path: the fault injector itself cannot be faulted';
  if (b.status !== undefined && !isInt(b.status, 200, 599)) return 'status: an integer 200-599';
  if (b.retryAfter !== undefined && !isInt(b.retryAfter, 0, 86_400)) return 'retryAfter: whole seconds 0-86400';
  if (b.drop !== undefined && typeof b.drop !== 'boolean') return 'drop: a boolean';
  if (b.delayMs !== undefined && !isInt(b.delayMs, 0, 60_000)) return 'delayMs: an integer 0-60000';
  if (b.times !== undefined && !isInt(b.times, 1, 1000)) return 'times: an integer 1-1000';
  if (b.status === undefined && !b.drop && !b.delayMs) return 'give status, drop or delayMs';
  if (b.status !== undefined && b.drop) return 'status and drop exclude each other';
  const fault: Fault = { path: b.path, remaining: (b.times as number | undefined) ?? 1 };
  if (b.status !== undefined) fault.status = b.status as number;
  if (b.retryAfter !== undefined) fault.retryAfter = b.retryAfter as number;
  if (b.drop) fault.drop = true;
  if (b.delayMs) fault.delayMs = b.delayMs as number;
  return fault;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerDevRoutes(app: FastifyInstance, db: Db): void {
  registerFaults(app);

  // A repeated parameter (`?kind=a&kind=b`) arrives as an array: refused, never bound as
  // several SQL parameters.
  const once = (value: unknown) => value === undefined || typeof value === 'string';

  app.get('/api/dev/form-submissions', async (request, reply) => {
    const { formId } = request.query as { formId?: unknown };
    if (!once(formId)) return reply.code(400).send({ error: 'formId: give it at most once' });
    return { submissions: listFormSubmissions(db, formId as string | undefined) };
  });

  app.get('/api/dev/events', async (request, reply) => {
    const { kind } = request.query as { kind?: unknown };
    if (!once(kind)) return reply.code(400).send({ error: 'kind: give it at most once' });
    return { events: listEvents(db, kind as string | undefined) };
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

/**
 * Fault injection through the real HTTP stack, for browser and end-to-end tests:
 *
 * - `POST /api/dev/faults` JSON `{path, status?, retryAfter?, drop?, delayMs?, times? = 1}`
 *   arms a fault for the next `times` requests whose URL path (query ignored) equals
 *   `path`. `delayMs` waits first; then `drop` destroys the connection with no answer,
 *   `status` answers that status with `{error: 'Injected fault'}` (429 answers SPEC.md's
 *   rate-limit text and `Retry-After`, default 1), and with neither the request goes on
 *   normally. `retryAfter` sets `Retry-After` on any status. Faults on the same path
 *   apply in the order armed. Answers `{armed: fault}`, or 400 `{error}`.
 * - `GET /api/dev/faults` lists the armed faults; `DELETE /api/dev/faults` clears them all.
 *
 * The check runs after the crumb check, so a request the crumb refuses spends no fault.
 */
function registerFaults(app: FastifyInstance): void {
  const faults: Fault[] = [];

  app.post('/api/dev/faults', async (request, reply) => {
    const fault = parseFault(request.body);
    if (typeof fault === 'string') return reply.code(400).send({ error: fault });
    faults.push(fault);
    return { armed: fault };
  });
  app.get('/api/dev/faults', async () => ({ faults }));
  app.delete('/api/dev/faults', async () => ({ cleared: faults.splice(0).length }));

  app.addHook('onRequest', async (request, reply) => {
    if (faults.length === 0) return;
    const urlPath = request.url.split('?', 1)[0];
    const index = faults.findIndex((fault) => fault.path === urlPath);
    if (index < 0) return;
    const fault = faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(index, 1);
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      // Destroying the response destroys its socket: the client sees the connection
      // close with no answer (app.inject rejects with LIGHT_ECONNRESET).
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    if (fault.status === undefined) return;
    if (fault.status === 429) {
      return reply.code(429).header('Retry-After', String(fault.retryAfter ?? 1)).send({ error: FORM_ERRORS.rateLimited });
    }
    if (fault.retryAfter !== undefined) reply.header('Retry-After', String(fault.retryAfter));
    return reply.code(fault.status).send({ error: 'Injected fault' });
  });
}
