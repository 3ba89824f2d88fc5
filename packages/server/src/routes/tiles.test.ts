import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { tilePng } from './tiles';

describe('stand-in map tiles', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildApp({ dbFile: ':memory:', logLevel: 'silent' }));
  });
  afterAll(() => app.close());

  it('answers a PNG per set and position, and they differ', async () => {
    const a = await app.inject({ url: '/assets/tiles/base/12/1205/1539.png' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const b = await app.inject({ url: '/assets/tiles/base/12/1206/1539.png' });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(false);
    const sat = await app.inject({ url: '/assets/tiles/satellite/12/1205/1539.png' });
    expect(sat.rawPayload.equals(a.rawPayload)).toBe(false);
    expect(a.rawPayload.length).toBeLessThan(4000);
  });

  it('refuses positions outside the zoom level and unknown sets', async () => {
    for (const url of ['/assets/tiles/base/1/2/0.png', '/assets/tiles/base/-1/0/0.png', '/assets/tiles/nope/1/0/0.png', '/assets/tiles/base/23/0/0.png']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('the broken set answers 500 (development only)', async () => {
    expect((await app.inject({ url: '/assets/tiles/broken/1/0/0.png' })).statusCode).toBe(500);
  });

  it('draws a 256 px RGBA image', () => {
    const png = tilePng('labels', 0, 0, 0);
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png[25]).toBe(6);
  });
});
