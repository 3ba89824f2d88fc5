import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_CATEGORIES, readCatalogue } from '@sqs/editor/font-picker/font-catalogue';
import { testApp } from '../testing';

describe('GET /api/editor/fonts (the font picker\'s catalogue, stand-in files)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());
  const CRUMB = 'fonts-crumb';
  const get = (url: string) => h.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`, cookies: { crumb: CRUMB } });
  type Answer = { categories: string[]; fonts: Array<{ family: string; category: string; preview: string }>; kit: { id: string; fonts: Array<{ id: string; family: string }> } | null };

  it("lists families in SPEC.md §2's seven categories, each with a preview file, every one a family the picker reads as is", async () => {
    const response = await get('/api/editor/fonts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as Answer;
    expect(body.categories).toEqual(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']);
    expect(body.kit).toBeNull();
    for (const category of FONT_CATEGORIES) expect(body.fonts.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(5);
    expect(body.fonts.map((f) => f.family)).toContain('Lato');
    // The picker's reader keeps every entry unchanged: no duplicate, no name it would refuse.
    expect(readCatalogue(body)).toEqual({ fonts: body.fonts, kit: null });
  });

  it('serves every preview from this machine: real WOFF2 files under /assets/fonts/', async () => {
    const body = (await get('/api/editor/fonts')).json() as Answer;
    const files = [...new Set(body.fonts.map((f) => f.preview))];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      expect(file).toMatch(/^\/assets\/fonts\/[a-z0-9-]+\.woff2$/);
      const font = await h.app.inject({ method: 'GET', url: file });
      expect(font.statusCode, file).toBe(200);
      expect(font.headers['content-type'], file).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
  });

  it("answers the page's Typekit kit when asked; a kit it does not know has no fonts", async () => {
    const body = (await get('/api/editor/fonts?kit=demo-kit')).json() as Answer;
    expect(body.kit?.id).toBe('demo-kit');
    expect(body.kit?.fonts.map((f) => f.id)).toEqual(['tk-adelle', 'tk-proxima-nova', 'tk-freight-text', 'tk-bickham']);
    expect(body.kit?.fonts[0]).toEqual({ id: 'tk-adelle', family: 'adelle', category: 'Slab Serif', preview: '/assets/fonts/source-serif-4-regular.woff2' });
    expect(readCatalogue(body)?.kit).toEqual(body.kit);
    expect(((await get('/api/editor/fonts?kit=gone-kit')).json() as Answer).kit).toEqual({ id: 'gone-kit', fonts: [] });
    // A repeated or an absurd kit id is no kit.
    expect(((await get('/api/editor/fonts?kit=a&kit=b')).json() as Answer).kit).toBeNull();
    expect(((await get(`/api/editor/fonts?kit=${'k'.repeat(5000)}`)).json() as Answer).kit).toBeNull();
  });

  it('asks for the crumb like every API call', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/editor/fonts' });
    expect(response.statusCode).toBe(401);
  });
});
