/**
 * Account and site-user endpoints of the reference backend (SPEC.md §7 rows
 * POST /api/auth/Logout, POST and DELETE /api/site-users/account/session,
 * GET /api/site-header-footer; CONTRACT.md §6 error shapes).
 *
 * A demo, not an identity service: one demo member, sessions in memory (a restart signs
 * everyone out), and every sign-in, sign-out and logout recorded in the events table so
 * /api/dev/events can show them. Passwords are never stored or logged.
 * The crumb check (crumb.ts) runs before these handlers, as for every /api/ call.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordEvent, type Db } from '../db';
import { sameSecret } from '../secret';

/** The demo pages' "logged in" account carries this cookie; logout clears it. */
export const DEMO_ACCOUNT_COOKIE = 'sqs_demo_account';
export const SITE_USER_COOKIE = 'sqs_site_user';
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';

/** The one member the demo knows. */
export const DEMO_SITE_USER = { email: 'member@example.com', password: 'member-password' } as const;

/** "Remember me" keeps the member signed in across browser restarts for 30 days. */
export const REMEMBER_ME_S = 30 * 24 * 60 * 60;

/** SPEC.md §3 "Header/footer: header, footer": the site's shared chrome as HTML. */
export const DEMO_HEADER_FOOTER = {
  header: '<header class="site-header"><a href="/">Demo site</a></header>',
  footer: '<footer class="site-footer"><p>Made with the reference backend.</p></footer>',
} as const;

/** Sessions kept at once; the oldest goes first, so repeated sign-ins cannot grow memory without end. */
export const MAX_SITE_USER_SESSIONS = 1000;

interface SiteUserSession {
  email: string;
  xsrfToken: string;
}

const token = () => randomBytes(24).toString('hex');

function sessionOf(sessions: Map<string, SiteUserSession>, request: FastifyRequest): [string, SiteUserSession] | null {
  const id = request.cookies[SITE_USER_COOKIE];
  const session = id ? sessions.get(id) : undefined;
  return id && session ? [id, session] : null;
}

function clearSiteUser(reply: FastifyReply): void {
  reply.clearCookie(SITE_USER_COOKIE, { path: '/' });
}

export function registerAuthRoutes(app: FastifyInstance, db: Db): void {
  const sessions = new Map<string, SiteUserSession>();

  app.post('/api/auth/Logout', async (request, reply) => {
    const hadSession = Boolean(request.cookies[DEMO_ACCOUNT_COOKIE]);
    reply.clearCookie(DEMO_ACCOUNT_COOKIE, { path: '/' });
    recordEvent(db, 'logout', { hadSession });
    return { loggedOut: true };
  });

  app.post('/api/site-users/account/session', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { email, password, rememberMe } = body;
    if (typeof email !== 'string' || typeof password !== 'string') {
      return reply.code(400).send({ error: 'Email and password are required.' });
    }
    // Both checks always run, so the answer's timing does not tell whether the email is known.
    const passwordOk = sameSecret(password, DEMO_SITE_USER.password);
    const known = email.trim().toLowerCase() === DEMO_SITE_USER.email && passwordOk;
    if (!known) {
      recordEvent(db, 'site-user-sign-in-failed', { email });
      return reply.code(401).send({ error: 'The email or password is incorrect.' });
    }
    const remember = rememberMe === true || rememberMe === 'true';
    const id = token();
    const xsrfToken = token();
    sessions.set(id, { email: DEMO_SITE_USER.email, xsrfToken });
    if (sessions.size > MAX_SITE_USER_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    reply.setCookie(SITE_USER_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      ...(remember ? { maxAge: REMEMBER_ME_S } : {}),
    });
    recordEvent(db, 'site-user-sign-in', { email: DEMO_SITE_USER.email, rememberMe: remember });
    return { xsrfToken };
  });

  app.delete('/api/site-users/account/session', async (request, reply) => {
    const found = sessionOf(sessions, request);
    if (!found) return reply.code(401).send({ error: 'Not signed in.' });
    const [id, session] = found;
    const given = request.headers[SITE_USER_XSRF_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, session.xsrfToken)) {
      return reply.code(403).send({ error: 'Missing or wrong X-SiteUser-XSRF-Token.' });
    }
    sessions.delete(id);
    clearSiteUser(reply);
    const { cloneCart } = request.query as { cloneCart?: string };
    recordEvent(db, 'site-user-sign-out', { email: session.email, cloneCart: cloneCart === 'true' });
    return { signedOut: true };
  });

  app.get('/api/site-header-footer', async () => ({ ...DEMO_HEADER_FOOTER }));
}
