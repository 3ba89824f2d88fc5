// The account and site-user endpoints (SPEC.md §7) on a bare Fastify instance with the
// crumb check, as app.ts registers them, through app.inject.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '@sqs/runtime/contracts/storage';
import { createApiClient } from '@sqs/runtime/data/api-client';
import { createSiteUserSession } from '@sqs/runtime/services/site-user-session';
import { registerCrumb } from '../crumb';
import { listEvents, migrate, openDatabase, type Db } from '../db';
import { SITE_USER_MIGRATIONS, SiteUsers } from '../site-users';
import {
  DEMO_ACCOUNT_COOKIE,
  DEMO_HEADER_FOOTER,
  DEMO_SITE_USER,
  MAX_SITE_USER_SESSIONS,
  REMEMBER_ME_S,
  registerAuthRoutes,
  SITE_USER_COOKIE,
} from './auth';

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

async function server(): Promise<{ app: FastifyInstance; db: Db; users: SiteUsers }> {
  const db = openDatabase(':memory:');
  const app = Fastify({ logger: false });
  app.addHook('onClose', async () => db.close());
  await app.register(fastifyCookie);
  registerCrumb(app, { exempt: () => false });
  const users = registerAuthRoutes(app, db);
  await app.ready();
  open.push(app);
  return { app, db, users };
}

const CRUMB = 'c0ffee';
const SESSION = '/api/site-users/account/session';

function cookieOf(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}

async function signIn(app: FastifyInstance, body: Record<string, unknown> = { ...DEMO_SITE_USER, rememberMe: false }) {
  return app.inject({ method: 'POST', url: `${SESSION}?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, payload: body });
}

describe('POST /api/auth/Logout', () => {
  it('clears the demo account cookie and records the logout', async () => {
    const { app, db } = await server();
    const response = await app.inject({
      method: 'POST',
      url: `/api/auth/Logout?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB, [DEMO_ACCOUNT_COOKIE]: 'acc1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedOut: true });
    const cleared = cookieOf(response.headers['set-cookie'], DEMO_ACCOUNT_COOKIE);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(listEvents(db, 'logout')).toMatchObject([{ payload: { hadSession: true } }]);
  });

  it('is behind the crumb like every API call', async () => {
    const { app, db } = await server();
    const response = await app.inject({ method: 'POST', url: '/api/auth/Logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
    expect(listEvents(db, 'logout')).toHaveLength(0);
  });
});

describe('site-user session', () => {
  it('signs the demo member in: an xsrfToken and an httpOnly session cookie', async () => {
    const { app, db } = await server();
    const response = await signIn(app);
    expect(response.statusCode).toBe(200);
    const { xsrfToken } = response.json();
    expect(xsrfToken).toMatch(/^[0-9a-f]{48}$/);
    const cookie = cookieOf(response.headers['set-cookie'], SITE_USER_COOKIE);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain('Max-Age'); // a session cookie without rememberMe
    const events = listEvents(db, 'site-user-sign-in');
    expect(events).toMatchObject([{ payload: { email: DEMO_SITE_USER.email, rememberMe: false } }]);
    expect(JSON.stringify(events)).not.toContain(DEMO_SITE_USER.password);
  });

  it('remembers the member for 30 days with rememberMe', async () => {
    const { app } = await server();
    const response = await signIn(app, { ...DEMO_SITE_USER, email: 'Member@Example.com', rememberMe: true });
    expect(cookieOf(response.headers['set-cookie'], SITE_USER_COOKIE)).toContain(`Max-Age=${REMEMBER_ME_S}`);
  });

  it('refuses a wrong password with 401 {error} and a malformed body with 400', async () => {
    const { app } = await server();
    const wrong = await signIn(app, { email: DEMO_SITE_USER.email, password: 'nope', rememberMe: false });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: expect.any(String) });
    expect(wrong.json()).not.toHaveProperty('crumbFail');
    expect(cookieOf(wrong.headers['set-cookie'], SITE_USER_COOKIE)).toBeUndefined();
    const malformed = await signIn(app, { email: 42 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String), errors: { email: expect.any(String) } });
  });

  it('signs out only with the matching X-SiteUser-XSRF-Token', async () => {
    const { app, db } = await server();
    const login = await signIn(app);
    const { xsrfToken } = login.json();
    const session = cookieOf(login.headers['set-cookie'], SITE_USER_COOKIE)!.split(';')[0]!.split('=')[1]!;
    const cookies = { crumb: CRUMB, [SITE_USER_COOKIE]: session };
    const url = `${SESSION}?crumb=${CRUMB}&cloneCart=true`;

    const missing = await app.inject({ method: 'DELETE', url, cookies });
    expect(missing.statusCode).toBe(403);
    const wrong = await app.inject({ method: 'DELETE', url, cookies, headers: { 'X-SiteUser-XSRF-Token': 'x'.repeat(48) } });
    expect(wrong.statusCode).toBe(403);

    const ok = await app.inject({ method: 'DELETE', url, cookies, headers: { 'X-SiteUser-XSRF-Token': xsrfToken } });
    expect(ok.statusCode).toBe(200);
    expect(cookieOf(ok.headers['set-cookie'], SITE_USER_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(listEvents(db, 'site-user-sign-out')).toMatchObject([{ payload: { cloneCart: true } }]);

    const again = await app.inject({ method: 'DELETE', url, cookies, headers: { 'X-SiteUser-XSRF-Token': xsrfToken } });
    expect(again.statusCode).toBe(401); // the session is gone
  });

  it('answers crumbFail to a DELETE with a stale crumb, and the retry with the fresh one succeeds', async () => {
    const { app } = await server();
    const login = await signIn(app);
    const { xsrfToken } = login.json();
    const session = cookieOf(login.headers['set-cookie'], SITE_USER_COOKIE)!.split(';')[0]!.split('=')[1]!;
    const headers = { 'X-SiteUser-XSRF-Token': xsrfToken };
    const stale = await app.inject({ method: 'DELETE', url: `${SESSION}?crumb=old`, cookies: { crumb: CRUMB, [SITE_USER_COOKIE]: session }, headers });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ crumbFail: true });
    const retry = await app.inject({ method: 'DELETE', url: `${SESSION}?crumb=${CRUMB}`, cookies: { crumb: CRUMB, [SITE_USER_COOKIE]: session }, headers });
    expect(retry.statusCode).toBe(200);
  });

  it('keeps at most MAX_SITE_USER_SESSIONS sessions, dropping the oldest', async () => {
    const { app, users } = await server();
    const first = await signIn(app);
    const firstSession = cookieOf(first.headers['set-cookie'], SITE_USER_COOKIE)!.split(';')[0]!.split('=')[1]!;
    // Each sign-in costs a scrypt (about 50 ms): the later sessions are opened directly.
    for (let i = 0; i < MAX_SITE_USER_SESSIONS; i += 1) users.open(DEMO_SITE_USER.email);
    const response = await app.inject({
      method: 'DELETE',
      url: `${SESSION}?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB, [SITE_USER_COOKIE]: firstSession },
      headers: { 'X-SiteUser-XSRF-Token': first.json().xsrfToken },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('site-user sign-up (POST /api/site-users/account)', () => {
  const ACCOUNT = '/api/site-users/account';
  const signUp = (app: FastifyInstance, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${ACCOUNT}?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, payload: body });

  it('creates the member with a salted scrypt hash in SQLite, signs them in, and the password then signs in', async () => {
    const { app, db } = await server();
    const response = await signUp(app, { email: ' New.Member@Example.com ', password: 'harbour-2026', rememberMe: false });
    expect(response.statusCode).toBe(201);
    expect(response.json().xsrfToken).toMatch(/^[0-9a-f]{48}$/);
    expect(cookieOf(response.headers['set-cookie'], SITE_USER_COOKIE)).toContain('HttpOnly');
    const row = db.prepare('SELECT * FROM site_users WHERE email = ?').get('new.member@example.com') as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(JSON.stringify(db.prepare('SELECT * FROM site_users').all())).not.toContain('harbour-2026');
    expect(JSON.stringify(listEvents(db))).not.toContain('harbour-2026');
    expect(listEvents(db, 'site-user-sign-up')).toMatchObject([{ payload: { email: 'new.member@example.com' } }]);

    expect((await signIn(app, { email: 'new.member@example.com', password: 'harbour-2026', rememberMe: false })).statusCode).toBe(200);
    expect((await signIn(app, { email: 'new.member@example.com', password: 'harbour-2027', rememberMe: false })).statusCode).toBe(401);
  });

  it('stores the plan the sign-up names with the account; none is null', async () => {
    const { app, db, users } = await server();
    expect((await signUp(app, { email: 'yearly@example.com', password: 'harbour-2026', plan: 'yearly' })).statusCode).toBe(201);
    expect((await signUp(app, { email: 'none@example.com', password: 'harbour-2026', plan: '' })).statusCode).toBe(201);
    expect(db.prepare("SELECT email, plan FROM site_users WHERE email IN ('none@example.com', 'yearly@example.com') ORDER BY email").all()).toEqual([
      { email: 'none@example.com', plan: null },
      { email: 'yearly@example.com', plan: 'yearly' },
    ]);
    expect(users.planOf('Yearly@Example.com')).toBe('yearly');
    expect(listEvents(db, 'site-user-sign-up')).toMatchObject([{ payload: { email: 'yearly@example.com', plan: 'yearly' } }, { payload: { email: 'none@example.com' } }]);
  });

  it('refuses a plan that is not offered with a clear 400, creating nothing', async () => {
    const { app, db } = await server();
    for (const plan of ['weekly', 'MONTHLY', 7, ['monthly'], { id: 'monthly' }]) {
      const refused = await signUp(app, { email: 'planless@example.com', password: 'harbour-2026', plan });
      expect(refused.statusCode, JSON.stringify(plan)).toBe(400);
      expect(refused.json()).toEqual({ error: 'This plan is not offered. Choose monthly or yearly.', errors: { plan: 'This plan is not offered. Choose monthly or yearly.' } });
      expect(cookieOf(refused.headers['set-cookie'], SITE_USER_COOKIE)).toBeUndefined();
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM site_users').get()).toEqual({ n: 1 }); // the demo member only
  });

  it('adds the plan column to a table made before it, keeping its members (additive migration)', async () => {
    const db = openDatabase(':memory:');
    migrate(db, 'site-users', SITE_USER_MIGRATIONS.slice(0, 1));
    db.prepare('INSERT INTO site_users (email, password_hash) VALUES (?, ?)').run('old@example.com', 'scrypt$00$00');
    const users = new SiteUsers(db);
    expect(db.prepare('SELECT email, plan FROM site_users WHERE email = ?').get('old@example.com')).toEqual({ email: 'old@example.com', plan: null });
    expect(users.planOf('old@example.com')).toBeNull();
    expect(await users.create('new@example.com', 'harbour-2026', 'monthly')).toBe(true);
    expect(users.planOf('new@example.com')).toBe('monthly');
    db.close();
  });

  it('two members with one password get different hashes', async () => {
    const { app, db } = await server();
    await signUp(app, { email: 'a@example.com', password: 'same-password' });
    await signUp(app, { email: 'b@example.com', password: 'same-password' });
    const hashes = (db.prepare("SELECT password_hash FROM site_users WHERE email IN ('a@example.com', 'b@example.com')").all() as Array<{ password_hash: string }>).map((r) => r.password_hash);
    expect(new Set(hashes).size).toBe(2);
  });

  it('refuses an email that has an account (409), a short password and a bad email (400), with their texts, creating nothing', async () => {
    const { app, db } = await server();
    const taken = await signUp(app, { email: 'MEMBER@example.com', password: 'another-password' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'An account with this email already exists. Sign in instead.' });
    expect(cookieOf(taken.headers['set-cookie'], SITE_USER_COOKIE)).toBeUndefined();
    const short = await signUp(app, { email: 'short@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'A password needs at least 8 characters.', errors: { password: 'A password needs at least 8 characters.' } });
    const bad = await signUp(app, { email: 'not-an-email', password: 'long-enough-1' });
    expect(bad.json().errors).toEqual({ email: 'Email is not valid. Email addresses should follow the format name@example.com.' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM site_users').get()).toEqual({ n: 1 }); // the demo member only
  });

  it('answers the same text to an unknown email as to a wrong password', async () => {
    const { app } = await server();
    const unknown = await signIn(app, { email: 'nobody@example.com', password: 'member-password', rememberMe: false });
    const wrong = await signIn(app, { email: DEMO_SITE_USER.email, password: 'not-the-password', rememberMe: false });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: 'The email or password is incorrect.' });
  });
});

describe('GET /api/site-header-footer', () => {
  it('answers the header and footer HTML', async () => {
    const { app } = await server();
    const response = await app.inject({ method: 'GET', url: `/api/site-header-footer?crumb=${CRUMB}`, cookies: { crumb: CRUMB } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ header: DEMO_HEADER_FOOTER.header, footer: DEMO_HEADER_FOOTER.footer });
    expect(response.json().header).toMatch(/^<header/);
  });
});

describe('the runtime client against these routes', () => {
  /** fetch over app.inject with a cookie jar, so cookies and headers travel as in a browser. */
  function browser(app: FastifyInstance) {
    const jar = new Map<string, string>();
    let requests = 0;
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests += 1;
      const url = new URL(String(input));
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      for (const cookie of response.cookies) {
        if (cookie.expires && cookie.expires.getTime() < Date.now()) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return new Response(response.body || null, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
    };
    const api = createApiClient({
      baseUrl: 'http://site.test',
      fetch,
      getCrumb: () => jar.get('crumb') ?? '',
      resetCrumb: () => jar.delete('crumb'),
    });
    const values = new Map<string, string>();
    const sessionStorage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    } as unknown as Storage;
    return { api, jar, requests: () => requests, store: openStore('session', { sessionStorage }) };
  }

  it('signs in and out, the DELETE surviving a crumbFail with one retry', async () => {
    const { app, db } = await server();
    const { api, jar, requests, store } = browser(app);
    jar.set('crumb', CRUMB);
    const session = createSiteUserSession({ api, store });
    expect((await session.signIn({ ...DEMO_SITE_USER, rememberMe: false })).ok).toBe(true);
    expect(session.xsrfToken()).toMatch(/^[0-9a-f]{48}$/);
    expect(jar.has(SITE_USER_COOKIE)).toBe(true);

    jar.delete('crumb'); // the crumb cookie expired: the server answers crumbFail and a fresh one
    const before = requests();
    const out = await session.signOut({ cloneCart: false });
    expect(out.ok).toBe(true);
    expect(requests() - before).toBe(2);
    expect(jar.has(SITE_USER_COOKIE)).toBe(false);
    expect(session.xsrfToken()).toBeNull();
    expect(listEvents(db, 'site-user-sign-out')).toHaveLength(1);
  });

  it('signs up through the client, which keeps the token for the sign-out', async () => {
    const { app, db } = await server();
    const { api, jar, store } = browser(app);
    jar.set('crumb', CRUMB);
    const session = createSiteUserSession({ api, store });
    const up = await session.signUp({ email: 'client@example.com', password: 'client-password', rememberMe: true, plan: 'monthly' });
    expect(up.ok).toBe(true);
    expect(db.prepare('SELECT plan FROM site_users WHERE email = ?').get('client@example.com')).toEqual({ plan: 'monthly' });
    expect(session.xsrfToken()).toMatch(/^[0-9a-f]{48}$/);
    expect((await session.signOut()).ok).toBe(true);
    expect(listEvents(db, 'site-user-sign-out')).toMatchObject([{ payload: { email: 'client@example.com' } }]);
    const again = await session.signUp({ email: 'client@example.com', password: 'client-password', rememberMe: false });
    expect(again.ok).toBe(false);
    expect(!again.ok && again.status).toBe(409);
    expect(!again.ok && again.data?.error).toBe('An account with this email already exists. Sign in instead.');
  });
});
