// The telemetry routes through the whole app (crumb hook, cookies, dev listing). Until
// app.ts registers them, the test does, as app.ts would, before the first request makes
// the app ready; once app.ts does, registering again would declare the routes twice.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { listEvents } from '../db';
import { registerTelemetryRoutes } from './telemetry';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function server() {
  const built = await buildApp({ dbFile: ':memory:', dev: true, logLevel: 'silent' });
  if (!built.app.hasRoute({ method: 'GET', url: '/api/1/performance/settings' })) registerTelemetryRoutes(built.app, built.db);
  apps.push(built.app);
  return built;
}

const CRUMB = 'c0ffee';
const report = { event: 'error', data: { message: 'boom', stack: 'at x', url: 'https://site.example/', line: 1, column: 2, userAgent: 'UA' }, timestamp: 1 };
const record = { app: 'sqs-runtime', event: 'user', pageLoadId: 'p', timestamp: 2, data: { name: 'rum-a' } };

describe('POST /api/events/RecordJavascriptErrors', () => {
  it('stores each report when the CSRF header matches the crumb cookie, and lists them', async () => {
    const { app, db } = await server();
    const response = await app.inject({
      method: 'POST',
      url: `/api/events/RecordJavascriptErrors?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'x-csrf-token': CRUMB },
      payload: [report, { ...report, event: 'unhandledrejection' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 2 });
    expect(listEvents(db, 'js-error').map((e) => e.payload)).toEqual([report, { ...report, event: 'unhandledrejection' }]);
    const listing = await app.inject({ method: 'GET', url: '/api/dev/events?kind=js-error' });
    expect(listing.json().events).toHaveLength(2);
  });

  it('answers 401 without the header or with one that differs from the cookie', async () => {
    const { app, db } = await server();
    for (const headers of [{}, { 'x-csrf-token': 'other!' }, { 'x-csrf-token': '' }]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/events/RecordJavascriptErrors?crumb=${CRUMB}`,
        cookies: { crumb: CRUMB },
        headers,
        payload: [report],
      });
      expect(response.statusCode).toBe(401);
    }
    const noCrumb = await app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers: { 'x-csrf-token': CRUMB }, payload: [report] });
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    expect(listEvents(db, 'js-error')).toEqual([]);
  });

  it('answers 400 to anything but an array of reports, storing none of it', async () => {
    const { app, db } = await server();
    for (const payload of [{ event: 'x' }, [report, { event: 'no data' }], Array.from({ length: 21 }, () => report)]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/events/RecordJavascriptErrors?crumb=${CRUMB}`,
        cookies: { crumb: CRUMB },
        headers: { 'x-csrf-token': CRUMB },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect(listEvents(db, 'js-error')).toEqual([]);
  });
});

describe('performance', () => {
  it('GET /api/1/performance/settings gives a fresh pageLoadId each time', async () => {
    const { app } = await server();
    const get = () => app.inject({ method: 'GET', url: `/api/1/performance/settings?crumb=${CRUMB}`, cookies: { crumb: CRUMB } });
    const a = (await get()).json();
    const b = (await get()).json();
    expect(a.pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.pageLoadId).not.toBe(b.pageLoadId);
  });

  it('POST /api/1/performance/records stores a beacon (text/plain) or JSON array', async () => {
    const { app, db } = await server();
    const beacon = await app.inject({
      method: 'POST',
      url: `/api/1/performance/records?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify([record]),
    });
    expect(beacon.statusCode).toBe(200);
    const json = await app.inject({
      method: 'POST',
      url: `/api/1/performance/records?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      payload: [{ ...record, event: 'page_speed', data: { loadEventEnd: 500 } }],
    });
    expect(json.json()).toEqual({ stored: 1 });
    expect(listEvents(db, 'performance').map((e) => e.payload)).toEqual([record, { ...record, event: 'page_speed', data: { loadEventEnd: 500 } }]);
  });

  it('answers 400 to a body that is not an array of records, and 401 without the crumb', async () => {
    const { app, db } = await server();
    for (const payload of ['not json', '{"app":"x"}', JSON.stringify([{ ...record, pageLoadId: 1 }])]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/1/performance/records?crumb=${CRUMB}`,
        cookies: { crumb: CRUMB },
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const noCrumb = await app.inject({ method: 'POST', url: '/api/1/performance/records', payload: [record] });
    expect(noCrumb.statusCode).toBe(401);
    expect(listEvents(db, 'performance')).toEqual([]);
  });
});
