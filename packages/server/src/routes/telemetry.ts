/**
 * What the runtime's error reporting and performance metrics call (SPEC.md §7), storing
 * each report and record in the events table so /api/dev/events?kind=js-error and
 * ?kind=performance list them (CONTRACT.md §6).
 *
 * The crumb hook (../crumb.ts) has already checked `?crumb=` on every route here.
 * The error endpoint also wants the CSRF header (SPEC.md §7 "CSRF header from crumb
 * cookie"; SPEC.md does not name it, the runtime and this file use X-CSRF-Token).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CRUMB_COOKIE } from '../crumb';
import { recordEvent, type Db } from '../db';
import { sameSecret } from '../secret';

export const CSRF_HEADER = 'x-csrf-token';
/** The runtime sends at most 10 reports at once (SPEC.md §9); a little slack, no more. */
const MAX_REPORTS_PER_REQUEST = 20;
const MAX_RECORDS_PER_REQUEST = 500;
/** 10 reports with 5000-character stacks and messages fit well inside this. */
const BODY_LIMIT = 256 * 1024;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body as an array: sendBeacon with a string body sends text/plain, which Fastify
 * hands over as the raw string; JSON bodies arrive parsed. Null when it is not an array.
 */
function arrayBody(body: unknown): unknown[] | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return Array.isArray(value) ? value : null;
}

const isReport = (item: unknown): item is { event: string; data: Json; timestamp: number } =>
  isObject(item) && typeof item.event === 'string' && isObject(item.data) && typeof item.timestamp === 'number';

const isRecord = (item: unknown): item is { app: string; event: string; pageLoadId: string; timestamp: number; data: Json } =>
  isObject(item) &&
  typeof item.app === 'string' &&
  typeof item.event === 'string' &&
  typeof item.pageLoadId === 'string' &&
  typeof item.timestamp === 'number' &&
  isObject(item.data);

export function registerTelemetryRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/events/RecordJavascriptErrors', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const cookie = request.cookies[CRUMB_COOKIE] ?? '';
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameSecret(header, cookie)) {
      return reply.code(401).send({ error: 'Unauthorized request' });
    }
    const reports = arrayBody(request.body);
    if (!reports || reports.length > MAX_REPORTS_PER_REQUEST || !reports.every(isReport)) {
      return reply.code(400).send({ error: 'Expected an array of {event, data, timestamp}.' });
    }
    db.transaction(() => reports.forEach((report) => recordEvent(db, 'js-error', report)))();
    return { stored: reports.length };
  });

  app.get('/api/1/performance/settings', async () => ({ pageLoadId: randomUUID() }));

  app.post('/api/1/performance/records', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const records = arrayBody(request.body);
    if (!records || records.length > MAX_RECORDS_PER_REQUEST || !records.every(isRecord)) {
      return reply.code(400).send({ error: 'Expected an array of {app, event, pageLoadId, timestamp, data}.' });
    }
    db.transaction(() => records.forEach((record) => recordEvent(db, 'performance', record)))();
    return { stored: records.length };
  });
}
