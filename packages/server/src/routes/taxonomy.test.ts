import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testApp } from '../testing';

const CRUMB = 'taxonomy-test-crumb';

describe('tag and category endpoints (SQLite)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());

  const post = (payload: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/editor/taxonomy?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const get = (path: string, query: string) => h.app.inject({ method: 'GET', url: `${path}?${query}&crumb=${CRUMB}`, cookies: { crumb: CRUMB } });
  const names = async (collectionId: string, kind = 'tag') => (await get('/api/editor/taxonomy', `collectionId=${collectionId}&kind=${kind}`)).json().names;
  const items = async (collectionId: string, kind = 'tag') => (await get('/api/editor/taxonomy/items', `collectionId=${collectionId}&kind=${kind}`)).json().items;

  it('asks for the crumb', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/editor/taxonomy?collectionId=blog&kind=tag' });
    expect(response.statusCode).toBe(401);
  });

  it('adds names per collection and kind, in order, refusing a duplicate in another case', async () => {
    expect((await post({ collectionId: 'blog', kind: 'tag', op: 'add', name: 'News' })).json().names).toEqual(['News']);
    expect((await post({ collectionId: 'blog', kind: 'tag', op: 'add', name: ' Travel ' })).json().names).toEqual(['News', 'Travel']);
    const duplicate = await post({ collectionId: 'blog', kind: 'tag', op: 'add', name: 'nEwS' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ error: 'This tag already exists' });
    // Another collection and the other kind are separate lists.
    expect((await post({ collectionId: 'shop', kind: 'tag', op: 'add', name: 'news' })).json().names).toEqual(['news']);
    expect((await post({ collectionId: 'blog', kind: 'category', op: 'add', name: 'News' })).json().names).toEqual(['News']);
    expect(await names('blog')).toEqual(['News', 'Travel']);
  });

  it('caps a tag at 50 and a category at 25 characters (SPEC.md §5)', async () => {
    expect((await post({ collectionId: 'caps', kind: 'tag', op: 'add', name: 'x'.repeat(50) })).statusCode).toBe(200);
    const long = await post({ collectionId: 'caps', kind: 'tag', op: 'add', name: 'y'.repeat(51) });
    expect(long.json()).toEqual({ error: 'A tag can be at most 50 characters' });
    const category = await post({ collectionId: 'caps', kind: 'category', op: 'add', name: 'z'.repeat(26) });
    expect(category.json()).toEqual({ error: 'A category can be at most 25 characters' });
    const huge = await post({ collectionId: 'caps', kind: 'tag', op: 'add', name: 'q'.repeat(10_000) });
    expect(huge.statusCode).toBe(400);
    expect(await names('caps')).toEqual(['x'.repeat(50)]);
  });

  it('renames, merges and removes a name on every item that has it (SPEC.md §8)', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await post({ collectionId: 'items', kind: 'tag', op: 'add', name });
    await post({ collectionId: 'items', kind: 'tag', op: 'assign', itemId: 'post-1', names: ['a', 'c'] });
    await post({ collectionId: 'items', kind: 'tag', op: 'assign', itemId: 'post-2', names: ['b', 'c', 'd'] });
    expect(await items('items')).toEqual({ 'post-1': ['a', 'c'], 'post-2': ['b', 'c', 'd'] });

    expect((await post({ collectionId: 'items', kind: 'tag', op: 'rename', from: 'C', to: 'Sea' })).json().names).toEqual(['a', 'b', 'Sea', 'd']);
    expect(await items('items')).toEqual({ 'post-1': ['a', 'Sea'], 'post-2': ['b', 'Sea', 'd'] });
    expect((await post({ collectionId: 'items', kind: 'tag', op: 'rename', from: 'a', to: 'sea' })).json()).toEqual({ error: 'This tag already exists' });

    // Merge d and a into a (the first in list order): post-2's d becomes a, no duplicate for post-1.
    expect((await post({ collectionId: 'items', kind: 'tag', op: 'merge', names: ['d', 'a'] })).json().names).toEqual(['a', 'b', 'Sea']);
    expect(await items('items')).toEqual({ 'post-1': ['a', 'Sea'], 'post-2': ['a', 'b', 'Sea'] });

    expect((await post({ collectionId: 'items', kind: 'tag', op: 'remove', names: ['sea', 'B'] })).json().names).toEqual(['a']);
    expect(await items('items')).toEqual({ 'post-1': ['a'], 'post-2': ['a'] });
  });

  it('answers 409 for a name another tab changed meanwhile, and changes nothing', async () => {
    await post({ collectionId: 'tabs', kind: 'tag', op: 'add', name: 'draft' });
    expect((await post({ collectionId: 'tabs', kind: 'tag', op: 'rename', from: 'draft', to: 'first tab' })).statusCode).toBe(200);
    const second = await post({ collectionId: 'tabs', kind: 'tag', op: 'rename', from: 'draft', to: 'second tab' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('This tag was changed elsewhere: reload the list');
    expect((await post({ collectionId: 'tabs', kind: 'tag', op: 'remove', names: ['first tab', 'gone'] })).statusCode).toBe(409);
    expect(await names('tabs')).toEqual(['first tab']);
  });

  it('answers bad input with a 400 and a reason, never a 500', async () => {
    const cases: unknown[] = [
      'not json',
      '[]',
      { collectionId: '../etc', kind: 'tag', op: 'add', name: 'x' },
      { collectionId: 'x'.repeat(65), kind: 'tag', op: 'add', name: 'x' },
      { collectionId: 'ok', kind: 'label', op: 'add', name: 'x' },
      { collectionId: 'ok', kind: 'tag', op: 'explode' },
      { collectionId: 'ok', kind: 'tag', op: 'add', name: 42 },
      { collectionId: 'ok', kind: 'tag', op: 'add', name: '   ' },
      { collectionId: 'ok', kind: 'tag', op: 'rename', from: 'a' },
      { collectionId: 'ok', kind: 'tag', op: 'remove', names: 'a' },
      { collectionId: 'ok', kind: 'tag', op: 'merge', names: [] },
      { collectionId: 'ok', kind: 'tag', op: 'merge', names: Array.from({ length: 501 }, (_, i) => `n${i}`) },
      { collectionId: 'ok', kind: 'tag', op: 'assign', itemId: '../x', names: [] },
      { collectionId: 'ok', kind: '__proto__', op: 'add', name: 'x' },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect((await get('/api/editor/taxonomy', 'collectionId=ok&kind=nope')).statusCode).toBe(400);
    expect(await names('ok')).toEqual([]);
  });

  it('keeps the lists in the SQLite file across a restart', async () => {
    const { dataDir } = h;
    await post({ collectionId: 'kept', kind: 'category', op: 'add', name: 'Recipes' });
    const again = await buildApp({ dataDir, dev: true, logLevel: 'silent' });
    const response = await again.app.inject({ method: 'GET', url: `/api/editor/taxonomy?collectionId=kept&kind=category&crumb=${CRUMB}`, cookies: { crumb: CRUMB } });
    expect(response.json().names).toEqual(['Recipes']);
    await again.app.close();
  });
});
