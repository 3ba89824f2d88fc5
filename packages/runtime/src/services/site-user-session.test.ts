// Site-user sessions (SPEC.md §7) through the real data layer with fetch stubbed, in Node.
import { describe, expect, it } from 'vitest';
import { openStore } from '../contracts/storage';
import { createApiClient } from '../data/api-client';
import { SITE_USER_XSRF_STORAGE_KEY } from '../contracts/storage-keys';
import { createSiteUserSession, SITE_USER_SESSION_PATH, SITE_USER_XSRF_HEADER } from './site-user-session';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(responses: Response[]) {
  const calls: Array<{ url: URL; method: string; headers: Record<string, string>; body: unknown }> = [];
  let crumb = 'c1';
  const api = createApiClient({
    baseUrl: 'https://site.example',
    fetch: async (url, init) => {
      calls.push({
        url: new URL(String(url)),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      return next;
    },
    getCrumb: () => crumb,
    resetCrumb: () => (crumb = 'c2'),
    sleep: async () => {},
  });
  const sessionStorage = new MemoryStorage();
  const store = openStore('session', { sessionStorage });
  return { session: createSiteUserSession({ api, store }), calls, sessionStorage };
}

describe('createSiteUserSession', () => {
  it('signs in with the login payload and keeps the xsrfToken in session storage', async () => {
    const { session, calls, sessionStorage } = setup([json(200, { xsrfToken: 't0k' })]);
    const result = await session.signIn({ email: 'a@b.co', password: 'pw', rememberMe: true });
    expect(result.ok).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.co', password: 'pw', rememberMe: true } });
    expect(calls[0]!.url.pathname).toBe(SITE_USER_SESSION_PATH);
    expect(session.xsrfToken()).toBe('t0k');
    expect(sessionStorage.getItem(SITE_USER_XSRF_STORAGE_KEY)).toContain('t0k');
    expect(session.headers()).toEqual({ [SITE_USER_XSRF_HEADER]: 't0k' });
  });

  it('keeps no token after a refused sign-in', async () => {
    const { session } = setup([json(401, { error: 'The email or password is incorrect.' })]);
    const result = await session.signIn({ email: 'a@b.co', password: 'no', rememberMe: false });
    expect(result).toMatchObject({ ok: false, status: 401, data: { error: 'The email or password is incorrect.' } });
    expect(session.xsrfToken()).toBeNull();
    expect(session.headers()).toEqual({});
  });

  it('signs out with the header and cloneCart, retrying once on crumbFail through the data layer', async () => {
    const { session, calls } = setup([json(200, { xsrfToken: 't0k' }), json(401, { crumbFail: true }), json(200, { signedOut: true })]);
    await session.signIn({ email: 'a@b.co', password: 'pw', rememberMe: false });
    const result = await session.signOut({ cloneCart: true });
    expect(result.ok).toBe(true);
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(2); // the first answer was crumbFail: one retry, no more
    for (const call of deletes) {
      expect(call.url.pathname).toBe(SITE_USER_SESSION_PATH);
      expect(call.headers[SITE_USER_XSRF_HEADER]).toBe('t0k');
      expect(call.url.searchParams.get('cloneCart')).toBe('true');
    }
    expect(deletes.map((call) => call.url.searchParams.get('crumb'))).toEqual(['c1', 'c2']);
    expect(session.xsrfToken()).toBeNull();
  });

  it('does not retry a second crumbFail, and keeps the token when sign-out fails', async () => {
    const { session, calls } = setup([json(200, { xsrfToken: 't0k' }), json(401, { crumbFail: true }), json(401, { crumbFail: true })]);
    await session.signIn({ email: 'a@b.co', password: 'pw', rememberMe: false });
    const result = await session.signOut();
    expect(result).toMatchObject({ ok: false, kind: 'crumb-fail' });
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
    expect(calls[1]!.url.searchParams.has('cloneCart')).toBe(false);
    expect(session.xsrfToken()).toBe('t0k');
  });
});
