/**
 * Account and site-user endpoints of the reference backend (SPEC.md §7 rows
 * POST /api/auth/Logout, POST and DELETE /api/site-users/account/session,
 * GET /api/site-header-footer; CONTRACT.md §6 error shapes).
 *
 * A demo, not an identity service: members in SQLite with scrypt-hashed passwords, sessions in
 * memory (a restart signs everyone out; ../site-users.ts), and every sign-up, sign-in, sign-out
 * and logout recorded in the events table so /api/dev/events can show them. Passwords are never
 * stored as given nor logged.
 *
 * POST /api/site-users/account (issue 16 item 6; not in SPEC.md §7, which lists only the session
 * calls) signs a new member up with the session call's payload and answers like it: `{xsrfToken}`
 * and the session cookie. Refusals: 400 `{error, errors: {email|password: text}}` for bad input
 * (@sqs/commerce/model/member-account, the member area's own checks), 409 `{error}` for an email
 * that has an account, 401 `{error}` for a wrong email or password. A sign-up may name the plan the
 * pricing toggle showed (`plan`: monthly or yearly, member-pages.ts), stored with the account; an
 * unknown one is refused with 400 `{error, errors: {plan}}` and nothing is created.
 * The crumb check (crumb.ts) runs before these handlers, as for every /api/ call.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TEXTS, checkCredentials, problemText, type AccountMode } from '@sqs/commerce/model/member-account';
import { recordEvent, type Db } from '../db';
import { UNKNOWN_PLAN_TEXT, planOf } from '../member-pages';
import { SITE_USER_COOKIE, SiteUsers } from '../site-users';

export { DEMO_SITE_USER, MAX_SITE_USER_SESSIONS, SITE_USER_COOKIE } from '../site-users';

/** The demo pages' "logged in" account carries this cookie; logout clears it. */
export const DEMO_ACCOUNT_COOKIE = 'sqs_demo_account';
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';

/** "Remember me" keeps the member signed in across browser restarts for 30 days. */
export const REMEMBER_ME_S = 30 * 24 * 60 * 60;

/** SPEC.md §3 "Header/footer: header, footer": the site's shared chrome as HTML. */
export const DEMO_HEADER_FOOTER = {
  header: '<header class="site-header"><a href="/">Demo site</a></header>',
  footer: '<footer class="site-footer"><p>Made with the reference backend.</p></footer>',
} as const;

function clearSiteUser(reply: FastifyReply): void {
  reply.clearCookie(SITE_USER_COOKIE, { path: '/' });
}

export type MemberAnswer = { ok: true; email: string; xsrfToken: string } | { ok: false; status: number; error: string; errors?: Record<string, string> };

/** The plan a sign-up names: null when none is given, undefined when it is not a known plan id. */
function chosenPlan(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  return planOf(value)?.id;
}

/**
 * Signs a member up or in from a body `{email, password, rememberMe, plan?}` (JSON or a form),
 * setting the session cookie on success. Shared by the API and the no-JavaScript join page (members.ts).
 */
export async function signMemberIn(users: SiteUsers, db: Db, mode: AccountMode, body: Record<string, unknown>, request: FastifyRequest, reply: FastifyReply): Promise<MemberAnswer> {
  const { email, password, rememberMe } = body;
  const problem = checkCredentials(mode, email, password);
  if (problem) return { ok: false, status: 400, error: problemText(problem), errors: { [problem.field]: problemText(problem) } };
  const plan = mode === 'sign-up' ? chosenPlan(body.plan) : null;
  if (plan === undefined) return { ok: false, status: 400, error: UNKNOWN_PLAN_TEXT, errors: { plan: UNKNOWN_PLAN_TEXT } };
  const given = { email: String(email), password: String(password) };
  let member: string | null;
  if (mode === 'sign-up') {
    if (!(await users.create(given.email, given.password, plan))) {
      recordEvent(db, 'site-user-sign-up-refused', { email: given.email });
      return { ok: false, status: 409, error: ACCOUNT_TEXTS.taken };
    }
    member = given.email.trim().toLowerCase();
  } else {
    member = await users.check(given.email, given.password);
    if (member === null) {
      recordEvent(db, 'site-user-sign-in-failed', { email: given.email });
      return { ok: false, status: 401, error: ACCOUNT_TEXTS.wrong };
    }
  }
  const remember = rememberMe === true || rememberMe === 'true' || rememberMe === 'on';
  const { id, xsrfToken } = users.open(member);
  reply.setCookie(SITE_USER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(remember ? { maxAge: REMEMBER_ME_S } : {}),
  });
  recordEvent(db, mode === 'sign-up' ? 'site-user-sign-up' : 'site-user-sign-in', { email: member, rememberMe: remember, ...(plan ? { plan } : {}) });
  return { ok: true, email: member, xsrfToken };
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/** Registers the routes; returns the members, which the locked pages ask (members.ts). */
export function registerAuthRoutes(app: FastifyInstance, db: Db, users: SiteUsers = new SiteUsers(db)): SiteUsers {

  app.post('/api/auth/Logout', async (request, reply) => {
    const hadSession = Boolean(request.cookies[DEMO_ACCOUNT_COOKIE]);
    reply.clearCookie(DEMO_ACCOUNT_COOKIE, { path: '/' });
    recordEvent(db, 'logout', { hadSession });
    return { loggedOut: true };
  });

  for (const [path, mode] of [['/api/site-users/account/session', 'sign-in'], ['/api/site-users/account', 'sign-up']] as const) {
    app.post(path, async (request, reply) => {
      const answer = await signMemberIn(users, db, mode, bodyOf(request), request, reply);
      if (!answer.ok) return reply.code(answer.status).send(answer.errors ? { error: answer.error, errors: answer.errors } : { error: answer.error });
      return reply.code(mode === 'sign-up' ? 201 : 200).send({ xsrfToken: answer.xsrfToken });
    });
  }

  app.delete('/api/site-users/account/session', async (request, reply) => {
    const found = users.sessionOf(request);
    if (!found) return reply.code(401).send({ error: 'Not signed in.' });
    const [id, session] = found;
    const given = request.headers[SITE_USER_XSRF_HEADER];
    if (!users.xsrfMatches(session, given)) {
      return reply.code(403).send({ error: 'Missing or wrong X-SiteUser-XSRF-Token.' });
    }
    users.close(id);
    clearSiteUser(reply);
    const { cloneCart } = request.query as { cloneCart?: string };
    recordEvent(db, 'site-user-sign-out', { email: session.email, cloneCart: cloneCart === 'true' });
    return { signedOut: true };
  });

  app.get('/api/site-header-footer', async () => ({ ...DEMO_HEADER_FOOTER }));
  return users;
}
