/**
 * The built runtime's data layer against the real reference backend: crumb, bodies,
 * every status text of SPEC.md §8, crumbFail retry, network retry.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

type Call = { method: string; path: string; options?: Record<string, unknown> };

async function call(page: Page, { method, path, options = {} }: Call) {
  return page.evaluate(
    async ({ method, path, options }) => {
      const runtime = await import(/* the page's own URL space */ `${'/dist/runtime.js'}`);
      const result = await runtime.apiClient().request(method, path, options);
      return { ...result, headers: undefined };
    },
    { method, path, options },
  );
}

describe('data layer against the reference backend', () => {
  let h: Harness;
  let page: Page;
  before(async () => {
    h = await startHarness();
    page = await h.page();
    await page.goto(`${h.origin}/`);
  });
  after(() => h.close());

  it('sends the crumb and JSON or form bodies with every method', async () => {
    const json = await call(page, { method: 'POST', path: '/api/dev/echo', options: { json: { a: 1 } } });
    assert.equal(json.ok, true);
    assert.deepEqual((json as { data: { body: unknown } }).data.body, { a: 1 });
    const form = await call(page, { method: 'PUT', path: '/api/dev/echo', options: { form: { name: 'Ann Lee' } } });
    assert.deepEqual((form as { data: { body: unknown; contentType: string } }).data.body, { name: 'Ann Lee' });
    const del = await call(page, { method: 'DELETE', path: '/api/dev/echo', options: { query: { cloneCart: true } } });
    assert.equal((del as { data: { query: Record<string, string> } }).data.query.cloneCart, 'true');
    const crumb = await page.evaluate(() => document.cookie.match(/crumb=([^;]+)/)?.[1]);
    assert.equal((del as { data: { query: Record<string, string> } }).data.query.crumb, crumb);
  });

  it('answers each failure with the SPEC.md §8 text', async () => {
    const expectations: Array<[string, string, string]> = [
      ['status=401', 'unauthorized', 'Unauthorized request'],
      ['status=403', 'unauthorized', 'Unauthorized request'],
      ['status=500', 'server-error', 'Internal server error. Please try again later.'],
      ['status=501', 'server-error', 'Internal server error. Please try again later.'],
      ['status=503&retryAfter=3', 'unavailable', 'This service is temporarily unavailable. Please try again later.'],
      ['status=422&error=Nope', 'http', 'Nope'],
      ['status=200&raw=%3Chtml%3E', 'parse', 'Internal Error: Unable to parse the response as JSON.'],
    ];
    for (const [query, kind, message] of expectations) {
      const result = await call(page, { method: 'GET', path: `/api/dev/respond?${query}` });
      assert.equal(result.ok, false, query);
      assert.equal((result as { kind: string }).kind, kind, query);
      assert.equal((result as { message: string }).message, message, query);
    }
    const unavailable = await call(page, { method: 'GET', path: '/api/dev/respond?status=503&retryAfter=3' });
    assert.equal((unavailable as { retryAfter: number }).retryAfter, 3);
  });

  it('recovers from a lost crumb cookie with one retry', async () => {
    await page.context().clearCookies();
    const result = await call(page, { method: 'POST', path: '/api/dev/echo', options: { json: { again: true } } });
    assert.equal(result.ok, true);
  });

  it('announces loginRequired and authorizationFail', async () => {
    const events = await page.evaluate(async () => {
      const seen: string[] = [];
      addEventListener('sqs-login-required', () => seen.push('login'));
      addEventListener('sqs-system-error', () => seen.push('system'));
      const runtime = await import(/* the page's own URL space */ `${'/dist/runtime.js'}`);
      await runtime.apiClient().get('/api/dev/respond?status=401&flag=loginRequired');
      await runtime.apiClient().get('/api/dev/respond?status=403&flag=authorizationFail');
      return seen;
    });
    assert.deepEqual(events, ['login', 'system']);
  });

  it('retries a dropped connection after 200 ms when asked to', async () => {
    let attempts = 0;
    await page.route('**/api/dev/echo*', (route) => {
      attempts += 1;
      return attempts === 1 ? route.abort('connectionreset') : route.continue();
    });
    const retried = await call(page, { method: 'GET', path: '/api/dev/echo', options: { retries: 1 } });
    assert.equal(retried.ok, true);
    assert.equal(attempts, 2);
    attempts = 0;
    const once = await call(page, { method: 'GET', path: '/api/dev/echo' });
    assert.equal((once as { kind: string }).kind, 'network');
    assert.equal((once as { message: string }).message, 'Unable to connect…');
    await page.unroute('**/api/dev/echo*');
  });
});
