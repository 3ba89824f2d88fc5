/**
 * The crumb (CONTRACT.md §6): the server sets a `crumb` cookie; every API call carries
 * `?crumb=<value>`. A missing or wrong crumb answers 401 `{"crumbFail": true}` and,
 * when the cookie is missing, a fresh one, so the client can retry once.
 * A double-submit token: a page on another site cannot read the cookie to echo it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from './secret';

export const CRUMB_COOKIE = 'crumb';

const newCrumb = () => randomBytes(16).toString('hex');

function setCrumb(reply: FastifyReply): string {
  const crumb = newCrumb();
  // Readable by scripts on purpose: the client echoes it in the query.
  reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', httpOnly: false });
  return crumb;
}

export interface CrumbOptions {
  /** Paths that skip the check (development listings read by tests and people). */
  exempt(request: FastifyRequest): boolean;
}

export function registerCrumb(app: FastifyInstance, options: CrumbOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CRUMB_COOKIE];
    const isApi = request.url.startsWith('/api/');
    if (!isApi) {
      if (!cookie) setCrumb(reply);
      return;
    }
    if (options.exempt(request)) return;
    const given = (request.query as Record<string, unknown> | undefined)?.crumb;
    if (cookie && typeof given === 'string' && sameSecret(given, cookie)) return;
    if (!cookie) setCrumb(reply);
    return reply.code(401).send({ crumbFail: true, error: 'Unauthorized request' });
  });
}
