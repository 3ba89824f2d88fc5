/**
 * The analytics endpoints the runtime calls (SPEC.md §7 census, events, Trace and Track rows).
 * Each stores what it received with recordEvent, under one kind per family, so demos and
 * tests can list it at /api/dev/events?kind=... (CONTRACT.md §6):
 *
 *   hit     POST /api/census/RecordHit         form: event, data (JSON), ss_cvr
 *   event   POST /api/v1/events                analyticsId, commonData, customData, customSchemaName
 *           POST /api/events/RecordEvent       the older analytics payload, JSON or form
 *   trace   POST /api/events/Trace             form field data: JSON list of {pageUrl, type, data}; one row per entry
 *   census  POST /api/census/form-render, button-render, button-click, overlay, RecordQuickView/{id}
 *   track   GET  /api/track/Track?...          the landing image: answers a 1x1 GIF
 *
 * Beacons cannot choose their content type freely, so the events service takes JSON, a form, or
 * text/plain holding either. Bodies are checked for the fields the spec names; a malformed one
 * answers 400 {error} (the client ignores every analytics failure, so this only shows in tests).
 * Form bodies need @fastify/formbody, which app.ts registers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordEvent, type Db } from '../db';

export const ANALYTICS_KINDS = ['hit', 'event', 'trace', 'census', 'track'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** The smallest transparent GIF (43 bytes). */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** More entries than the client ever batches (100); a bound on one request's rows. */
export const MAX_TRACE_ENTRIES = 500;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const required = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A JSON body, a parsed form, or text/plain holding JSON or a form. null otherwise. */
export function bodyRecord(body: unknown): Json | null {
  if (isObject(body)) return { ...body };
  if (typeof body !== 'string' || body.trim() === '') return null;
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return isObject(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  if (!trimmed.includes('=')) return null;
  return Object.fromEntries(new URLSearchParams(trimmed));
}

/** A field sent as a JSON string (form) or as the value itself (JSON body). */
function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const bad = (reply: FastifyReply, error: string) => reply.code(400).send({ error });

export function registerAnalyticsRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/census/RecordHit', async (request, reply) => {
    const body = bodyRecord(request.body);
    const data = jsonField(body?.data);
    if (!body || !required(body.event) || !isObject(data)) return bad(reply, 'event and data (a JSON object) are required');
    recordEvent(db, 'hit', { event: body.event, data, ss_cvr: text(body.ss_cvr) ?? '' });
    return {};
  });

  app.post('/api/v1/events', async (request, reply) => {
    const body = bodyRecord(request.body);
    const commonData = jsonField(body?.commonData);
    const customData = jsonField(body?.customData ?? '{}');
    if (!body || !required(body.analyticsId) || !required(body.customSchemaName)) {
      return bad(reply, 'analyticsId and customSchemaName are required');
    }
    if (!isObject(commonData) || !isObject(customData)) return bad(reply, 'commonData and customData must be JSON objects');
    recordEvent(db, 'event', { analyticsId: body.analyticsId, customSchemaName: body.customSchemaName, commonData, customData });
    return reply.code(202).send();
  });

  app.post('/api/events/RecordEvent', async (request, reply) => {
    const body = bodyRecord(request.body);
    if (!body || Object.keys(body).length === 0) return bad(reply, 'an analytics payload is required');
    recordEvent(db, 'event', { source: 'RecordEvent', payload: body });
    return {};
  });

  app.post('/api/events/Trace', async (request, reply) => {
    const list = jsonField(bodyRecord(request.body)?.data);
    if (!Array.isArray(list)) return bad(reply, 'data must be a JSON list');
    if (list.length > MAX_TRACE_ENTRIES) return bad(reply, `at most ${MAX_TRACE_ENTRIES} entries`);
    const entries = list.filter((e): e is Json => isObject(e) && typeof e.pageUrl === 'string' && required(e.type));
    if (entries.length !== list.length) return bad(reply, 'each entry needs pageUrl and type');
    db.transaction(() => {
      for (const e of entries) recordEvent(db, 'trace', { pageUrl: e.pageUrl, type: e.type, data: e.data ?? null });
    })();
    return {};
  });

  app.post('/api/census/form-render', async (request, reply) => {
    const body = bodyRecord(request.body);
    if (!body || !required(body.formId)) return bad(reply, 'formId is required');
    recordEvent(db, 'census', { type: 'form-render', formId: body.formId, visitorCookie: text(body.visitorCookie) ?? '' });
    return {};
  });

  for (const type of ['button-render', 'button-click'] as const) {
    app.post(`/api/census/${type}`, async (request, reply) => {
      const body = bodyRecord(request.body);
      if (!body || !required(body.id)) return bad(reply, 'id is required');
      const { id, buttonText, clickthroughUrl, alignment, size, newWindow, context, visitorCookie } = body;
      recordEvent(db, 'census', { type, id, buttonText, clickthroughUrl, alignment, size, newWindow, context, visitorCookie });
      return {};
    });
  }

  app.post('/api/census/overlay', async (request, reply) => {
    const body = bodyRecord(request.body);
    if (!body || !required(body.event)) return bad(reply, 'event is required');
    recordEvent(db, 'census', { type: 'overlay', event: body.event, visitorCookie: text(body.visitorCookie) ?? '' });
    return {};
  });

  app.post('/api/census/RecordQuickView/:id', async (request) => {
    const { id } = request.params as { id: string };
    recordEvent(db, 'census', { type: 'quick-view', id, payload: bodyRecord(request.body) });
    return {};
  });

  app.get('/api/track/Track', async (request, reply) => {
    const query = { ...(request.query as Json) };
    delete query.crumb;
    recordEvent(db, 'track', query);
    return reply
      .header('Cache-Control', 'no-store')
      .type('image/gif')
      .send(TRANSPARENT_GIF);
  });
}
