/**
 * The members-only demo pages (issue 16 item 6; SPEC.md §6; page type MEMBER_AREA_ACCESS_DENIED
 * 106). The server decides from the site-user session cookie (../site-users.ts):
 *
 *   GET  /members              a member: the locked content and their plan; a visitor: 403, the access-denied page with
 *                              the member area (pricing toggle, join links), and no locked content
 *   GET  /members/join         ?plan=monthly|yearly&mode=sign-in: sign-up and sign-in forms (no JavaScript)
 *   POST /members/join         {email, password, plan?}: creates the member with the plan, signs in, 303 → /members;
 *                              an unknown plan: 400, the form again with its text
 *   POST /members/sign-in      {email, password, rememberMe?}: signs in, 303 → /members
 *   POST /members/sign-out     ends the session, 303 → /members
 *
 * The forms answer the same texts as the API (routes/auth.ts, model/member-account.ts); a refused
 * form comes back with its text and the email kept. The cookie is SameSite=Lax, like the cart's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PageType } from '@sqs/runtime/contracts/enums';
import { recordEvent, type Db } from '../db';
import { ACCESS_DENIED_TITLE, accessDeniedBody, joinBody, memberShell, membersBody, planOf, type JoinPageState } from '../member-pages';
import { sendPage } from '../page';
import { SITE_USER_COOKIE, type SiteUsers } from '../site-users';
import { signMemberIn } from './auth';

const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
  const b = request.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

export function registerMemberRoutes(app: FastifyInstance, db: Db, users: SiteUsers): void {
  const send = (reply: FastifyReply, title: string, pageType: number, body: string, member: string | null, status = 200) => {
    const page = memberShell(title, pageType, body, member);
    // The answer differs by cookie: no shared cache may keep one visitor's page for another.
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
    return sendPage(reply, page.template, page.values, status);
  };

  app.get('/members', async (request, reply) => {
    const member = users.memberOf(request);
    if (member) return send(reply, 'Harbour club', PageType.PAGE, membersBody(users.planOf(member.email)), member.email);
    return send(reply, ACCESS_DENIED_TITLE, PageType.MEMBER_AREA_ACCESS_DENIED, accessDeniedBody(), null, 403);
  });

  const joinPage = (reply: FastifyReply, state: JoinPageState, member: string | null, status = 200) =>
    send(reply, state.mode === 'sign-in' ? 'Sign in' : 'Join', PageType.PAGE, joinBody(state), member, status);

  app.get('/members/join', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const plan = planOf(one(q.plan))?.id ?? null;
    return joinPage(reply, { plan, mode: one(q.mode) === 'sign-in' ? 'sign-in' : 'sign-up' }, users.memberOf(request)?.email ?? null);
  });

  for (const [path, mode] of [['/members/join', 'sign-up'], ['/members/sign-in', 'sign-in']] as const) {
    app.post(path, async (request, reply) => {
      const body = bodyOf(request);
      const answer = await signMemberIn(users, db, mode, body, request, reply);
      // The plan (a hidden field) is checked and stored with the account by signMemberIn.
      if (answer.ok) return reply.code(303).redirect('/members');
      const state: JoinPageState = { plan: planOf(one(body.plan))?.id ?? null, mode, email: one(body.email) ?? '', error: answer.error };
      return joinPage(reply, state, null, answer.status);
    });
  }

  app.post('/members/sign-out', async (request, reply) => {
    const found = users.sessionOf(request);
    if (found) {
      users.close(found[0]);
      recordEvent(db, 'site-user-sign-out', { email: found[1].email, cloneCart: false });
    }
    reply.clearCookie(SITE_USER_COOKIE, { path: '/' });
    return reply.code(303).redirect('/members');
  });
}
