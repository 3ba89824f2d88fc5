import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';

describe('editor kit endpoints', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());
  const CRUMB = 'editor-kit-crumb';
  const get = (url: string) => h.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`, cookies: { crumb: CRUMB } });

  it('lists the demo site\'s pages for the link editor, home first, narrowed by q', async () => {
    const all = (await get('/api/editor/pages')).json() as { pages: Array<{ url: string; title: string }> };
    expect(all.pages[0]!.url).toBe('/');
    expect(all.pages.map((p) => p.url)).toContain('/editor');
    expect(all.pages.every((p) => typeof p.title === 'string' && p.title !== '' && p.url.startsWith('/'))).toBe(true);
    const some = (await get('/api/editor/pages?q=ACCORD')).json() as { pages: Array<{ url: string }> };
    expect(some.pages.map((p) => p.url)).toEqual(['/accordion']);
    expect((await get(`/api/editor/pages?q=${'x'.repeat(5000)}`)).json()).toEqual({ pages: [] });
    // A repeated q is no text: the whole list.
    expect((await get('/api/editor/pages?q=a&q=b')).json()).toEqual(all);
  });
});

describe('places stand-in (SPEC.md §7 GET /api/google-maps/places/autocomplete, /details)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());
  const CRUMB = 'places-crumb';
  const get = (url: string) => h.app.inject({ method: 'GET', url: `${url}&crumb=${CRUMB}`, cookies: { crumb: CRUMB } });

  it('suggests places holding every word typed', async () => {
    const body = (await get('/api/google-maps/places/autocomplete?input=harb%20US')).json() as { predictions: Array<{ placeId: string; description: string }> };
    expect(body.predictions.map((p) => p.placeId)).toEqual(['standin-harbour', 'standin-harbor-view']);
    expect(body.predictions[0]!.description).toBe('1 Harbour Street, Portland, ME 04101, US');
    expect((await get('/api/google-maps/places/autocomplete?input=')).json()).toEqual({ predictions: [] });
    expect((await get(`/api/google-maps/places/autocomplete?input=${'a'.repeat(10_000)}`)).json()).toEqual({ predictions: [] });
  });

  it("answers details with the tracking context, and SPEC.md §8's error without it", async () => {
    const ok = await get('/api/google-maps/places/details?placeId=standin-market&productPage=editor&productSection=address-field');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ address: { addressLine1: '18 Market Square', addressLine2: '', city: 'Boston', state: 'MA', zip: '02109', country: 'US' } });
    for (const query of ['placeId=standin-market', 'placeId=standin-market&productPage=editor', 'placeId=standin-market&productSection=x', 'placeId=standin-market&productPage=%20&productSection=x']) {
      const refused = await get(`/api/google-maps/places/details?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toEqual({ error: 'Please provide a tracking context when using Google Places API details to track cost' });
    }
    expect((await get('/api/google-maps/places/details?placeId=nope&productPage=a&productSection=b')).statusCode).toBe(404);
  });
});
