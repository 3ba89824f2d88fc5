import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCrumb } from '../crumb';
import { listEvents, openDatabase, type Db } from '../db';
import { DEV_LISTINGS, registerDevRoutes } from './dev';
import { bodyRecord, registerAnalyticsRoutes, TRANSPARENT_GIF } from './analytics';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The plugins app.ts registers before its routes, then these routes. */
async function server(): Promise<{ app: FastifyInstance; db: Db }> {
  const db = openDatabase(':memory:');
  const app = Fastify({ logger: false });
  app.addHook('onClose', async () => db.close());
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerCrumb(app, { exempt: (request) => DEV_LISTINGS.some((p) => request.url.startsWith(p)) });
  registerDevRoutes(app, db);
  registerAnalyticsRoutes(app, db);
  apps.push(app);
  return { app, db };
}

const withCrumb = { cookies: { crumb: 'c' }, query: { crumb: 'c' } };
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const eventsBody = {
  analyticsId: 'a-1',
  commonData: JSON.stringify({ actor: 'visitor', action: 'view', object_type: 'page' }),
  customData: JSON.stringify({ frame_url: 'https://site.example/' }),
  customSchemaName: 'cms_v7',
};

describe('POST /api/census/RecordHit', () => {
  it('stores the page-view hit as kind hit', async () => {
    const { app, db } = await server();
    const data = { websiteId: 'w', url: 'https://site.example/', recordType: 1 };
    const response = await app.inject({ method: 'POST', url: '/api/census/RecordHit', ...withCrumb, ...form({ event: 'View', data: JSON.stringify(data), ss_cvr: 'v1' }) });
    expect(response.statusCode).toBe(200);
    expect(listEvents(db, 'hit')).toMatchObject([{ payload: { event: 'View', data, ss_cvr: 'v1' } }]);
    const listed = await app.inject({ method: 'GET', url: '/api/dev/events?kind=hit' });
    expect(listed.json().events).toHaveLength(1);
  });

  it('refuses a hit without event or JSON data, storing nothing', async () => {
    const { app, db } = await server();
    const cases: Array<Record<string, string>> = [{ data: '{}' }, { event: 'View', data: 'not json' }, { event: 'View', data: '[1]' }];
    for (const fields of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/census/RecordHit', ...withCrumb, ...form(fields) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTypeOf('string');
    }
    expect(listEvents(db, 'hit')).toEqual([]);
  });

  it('needs the crumb like every call (CONTRACT.md §6)', async () => {
    const { app } = await server();
    const response = await app.inject({ method: 'POST', url: '/api/census/RecordHit', ...form({ event: 'View', data: '{}' }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
  });
});

describe('POST /api/v1/events (events service)', () => {
  it('takes a form beacon, a JSON body or text/plain, answering 202', async () => {
    const { app, db } = await server();
    const bodies = [
      form(eventsBody),
      { payload: eventsBody },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(eventsBody) },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: new URLSearchParams(eventsBody).toString() },
    ];
    for (const body of bodies) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/events', ...withCrumb, ...body });
      expect(response.statusCode).toBe(202);
    }
    const stored = listEvents(db, 'event');
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(row.payload).toEqual({
        analyticsId: 'a-1',
        customSchemaName: 'cms_v7',
        commonData: { actor: 'visitor', action: 'view', object_type: 'page' },
        customData: { frame_url: 'https://site.example/' },
      });
    }
  });

  it('refuses a body without the required fields or with broken JSON strings', async () => {
    const { app, db } = await server();
    const cases = [
      { ...eventsBody, analyticsId: '' },
      { ...eventsBody, customSchemaName: undefined },
      { ...eventsBody, commonData: '{broken' },
      { ...eventsBody, customData: '"text"' },
    ];
    for (const payload of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/events', ...withCrumb, payload });
      expect(response.statusCode).toBe(400);
    }
    const empty = await app.inject({ method: 'POST', url: '/api/v1/events', ...withCrumb, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(empty.statusCode).toBe(400);
    expect(listEvents(db, 'event')).toEqual([]);
  });
});

describe('POST /api/events/RecordEvent (older)', () => {
  it('stores JSON or form payloads as kind event', async () => {
    const { app, db } = await server();
    expect((await app.inject({ method: 'POST', url: '/api/events/RecordEvent', ...withCrumb, payload: { event: 'x', n: 1 } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/events/RecordEvent', ...withCrumb, ...form({ event: 'y' }) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/events/RecordEvent', ...withCrumb, payload: {} })).statusCode).toBe(400);
    expect(listEvents(db, 'event').map((e) => e.payload)).toEqual([
      { source: 'RecordEvent', payload: { event: 'x', n: 1 } },
      { source: 'RecordEvent', payload: { event: 'y' } },
    ]);
  });
});

describe('POST /api/events/Trace', () => {
  it('stores one trace row per entry of the data list', async () => {
    const { app, db } = await server();
    const list = [
      { pageUrl: '/a', type: 'scroll', data: { depth: 50 } },
      { pageUrl: '/a', type: 'click', data: null },
    ];
    const response = await app.inject({ method: 'POST', url: '/api/events/Trace', ...withCrumb, ...form({ data: JSON.stringify(list) }) });
    expect(response.statusCode).toBe(200);
    expect(listEvents(db, 'trace').map((e) => e.payload)).toEqual(list);
  });

  it('refuses a list that is not one, has bad entries, or is too long', async () => {
    const { app, db } = await server();
    const tooMany = Array.from({ length: 501 }, () => ({ pageUrl: '/', type: 't' }));
    for (const data of ['{}', 'nope', JSON.stringify([{ type: 't' }]), JSON.stringify(tooMany)]) {
      const response = await app.inject({ method: 'POST', url: '/api/events/Trace', ...withCrumb, ...form({ data }) });
      expect(response.statusCode).toBe(400);
    }
    expect(listEvents(db, 'trace')).toEqual([]);
  });
});

describe('census calls', () => {
  it('stores form render, button render and click, overlay and quick view as kind census', async () => {
    const { app, db } = await server();
    const button = { id: 'b1', buttonText: 'Buy', clickthroughUrl: '/shop', alignment: 'center', size: 'large', newWindow: false, context: 'page', visitorCookie: 'v' };
    const posts: Array<[string, unknown]> = [
      ['/api/census/form-render', { formId: 'f1', visitorCookie: 'v' }],
      ['/api/census/button-render', button],
      ['/api/census/button-click', { ...button, extra: 'dropped' }],
      ['/api/census/overlay', { event: 'close', visitorCookie: 'v' }],
      ['/api/census/RecordQuickView/item-9', {}],
    ];
    for (const [url, payload] of posts) {
      const response = await app.inject({ method: 'POST', url, ...withCrumb, payload: payload as Record<string, unknown> });
      expect(response.statusCode).toBe(200);
    }
    expect(listEvents(db, 'census').map((e) => e.payload)).toEqual([
      { type: 'form-render', formId: 'f1', visitorCookie: 'v' },
      { type: 'button-render', ...button },
      { type: 'button-click', ...button },
      { type: 'overlay', event: 'close', visitorCookie: 'v' },
      { type: 'quick-view', id: 'item-9', payload: {} },
    ]);
  });

  it('refuses census calls without their key field', async () => {
    const { app, db } = await server();
    for (const url of ['/api/census/form-render', '/api/census/button-render', '/api/census/button-click', '/api/census/overlay']) {
      const response = await app.inject({ method: 'POST', url, ...withCrumb, payload: { visitorCookie: 'v' } });
      expect(response.statusCode).toBe(400);
    }
    expect(listEvents(db, 'census')).toEqual([]);
  });
});

describe('GET /api/track/Track', () => {
  it('answers a 1x1 GIF and stores the landing fields without the crumb', async () => {
    const { app, db } = await server();
    const response = await app.inject({
      method: 'GET',
      url: '/api/track/Track',
      cookies: { crumb: 'c' },
      query: { crumb: 'c', source: 'mail', landing: 'https://site.example/', random: 'r1', screen: '1920x1080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(TRANSPARENT_GIF)).toBe(true);
    expect(TRANSPARENT_GIF.subarray(0, 6).toString()).toBe('GIF89a');
    expect(listEvents(db, 'track').map((e) => e.payload)).toEqual([{ source: 'mail', landing: 'https://site.example/', random: 'r1', screen: '1920x1080' }]);
  });
});

describe('bodyRecord', () => {
  it('reads objects, JSON text and form text; nothing else', () => {
    expect(bodyRecord({ a: 1 })).toEqual({ a: 1 });
    expect(bodyRecord('{"a":1}')).toEqual({ a: 1 });
    expect(bodyRecord('a=1&b=x+y')).toEqual({ a: '1', b: 'x y' });
    expect(bodyRecord('[1]')).toBeNull();
    expect(bodyRecord('{oops')).toBeNull();
    expect(bodyRecord('plain')).toBeNull();
    expect(bodyRecord('')).toBeNull();
    expect(bodyRecord(null)).toBeNull();
    expect(bodyRecord([1])).toBeNull();
  });
});
