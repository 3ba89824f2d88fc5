/**
 * The reference backend: serves dist/, the demo site and the API the blocks call.
 * Later issues add their endpoints as route modules registered here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCrumb } from './crumb';
import { openDatabase, type Db } from './db';
import { DEV_LISTINGS, registerDevRoutes } from './routes/dev';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

export interface AppOptions {
  dbFile?: string;
  distDir?: string;
  demoDir?: string;
  /** Development mode adds /api/dev/. On unless NODE_ENV=production. */
  dev?: boolean;
  logLevel?: string;
}

/**
 * A strict policy on the demo pages proves the blocks need no inline script or style:
 * styles arrive as constructable sheets, settings as JSON that is never executed.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function buildApp(options: AppOptions = {}): Promise<{ app: FastifyInstance; db: Db }> {
  const dev = options.dev ?? process.env.NODE_ENV !== 'production';
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'dist');
  const demoDir = options.demoDir ?? path.join(REPO_ROOT, 'packages/server/demo');
  const db = openDatabase(options.dbFile ?? path.join(REPO_ROOT, '.data/sqs.db'));

  const app = Fastify({
    logger: { level: options.logLevel ?? process.env.LOG_LEVEL ?? 'info' },
  });
  app.addHook('onClose', async () => db.close());

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody); // SPEC.md §7: several calls send form bodies
  await app.register(fastifyRateLimit, {
    max: 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  registerCrumb(app, { exempt: (request) => dev && DEV_LISTINGS.some((p) => request.url.startsWith(p)) });

  // Element files are embedded by other sites (CONTRACT.md §2): module scripts from
  // another origin need CORS.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/dist/',
    decorateReply: false,
    // @fastify/static 10 passes the reply here.
    setHeaders: (reply: { header(name: string, value: string): unknown }) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', 'no-cache');
    },
  });

  // The demo site's own stylesheet and images, as a template would ship them.
  await app.register(fastifyStatic, { root: path.join(demoDir, 'assets'), prefix: '/assets/', decorateReply: false });

  if (dev) registerDevRoutes(app, db);

  const sendPage = (name: string) => {
    const file = path.join(demoDir, `${name}.html`);
    if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) return null;
    return readFileSync(file, 'utf8');
  };
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  app.get('/', async (_request, reply) => reply.type('text/html').header('Content-Security-Policy', CSP).send(sendPage('index')));
  app.get('/:page', async (request, reply) => {
    const html = sendPage((request.params as { page: string }).page);
    if (html === null) return reply.code(404).type('text/html').header('Content-Security-Policy', CSP).send(sendPage('not-found') ?? 'Not found');
    return reply.type('text/html').header('Content-Security-Policy', CSP).send(html);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    return reply.code(404).type('text/plain').send('Not found');
  });
  return { app, db };
}
