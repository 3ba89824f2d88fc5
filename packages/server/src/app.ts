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
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { registerCrumb } from './crumb';
import { openDatabase, type Db } from './db';
import { apiErrorHandler, INTERNAL_ERROR } from './errors';
import { getFormJson } from './forms-store';
import { escapeAttribute } from './html';
import { sendPage, type FillValue } from './page';
import { serverCookieBanner } from './server-cookie-banner';
import { DEFAULT_MAX_BYTES } from '@sqs/editor/file-manager/file-rules';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import { registerMemberRoutes } from './routes/members';
import { DEV_LISTINGS, registerDevRoutes } from './routes/dev';
import { registerEventRoutes } from './routes/events';
import { registerFormExportRoutes } from './routes/form-export';
import { registerMailingRoutes } from './routes/mailing';
import { registerReviewRoutes } from './routes/reviews';
import { createMailingStore } from './mailing-store';
import { registerEditorRoutes } from './routes/editor';
import { registerFileRoutes } from './routes/files';
import { registerEditorKitRoutes } from './routes/editor-kit';
import { registerFontRoutes } from './routes/fonts';
import { loadForms, registerFormRoutes, type FormRateLimit } from './routes/forms';
import { registerSearchRoutes } from './routes/search';
import { registerStoreRoutes } from './routes/store';
import { registerTaxonomyRoutes } from './routes/taxonomy';
import { registerTelemetryRoutes } from './routes/telemetry';
import { registerTileRoutes } from './routes/tiles';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

export interface AppOptions {
  /**
   * The folder of the SQLite file (`sqs.db`), created when missing. Default: the
   * SQS_DATA_DIR environment variable, else `.data/` under the repo root. Give each test
   * and each instance its own folder so they never share a database.
   */
  dataDir?: string;
  /** The SQLite file itself, overriding dataDir (':memory:' for a throwaway database). */
  dbFile?: string;
  distDir?: string;
  demoDir?: string;
  /** Development mode adds /api/dev/. On unless NODE_ENV=production. */
  dev?: boolean;
  logLevel?: string;
  /**
   * Form submission attempts per visitor (the ss_cvr cookie, else the address) and per
   * client address (`perAddressMax`, default 4 × max). Default 5 and 20 per 60 000 ms.
   */
  formRateLimit?: FormRateLimit;
  /** Where uploaded files are kept. Default: `files/` next to the SQLite file (issue 18). */
  filesDir?: string;
  /** The largest file upload in bytes. Default: SQS_FILE_MAX_BYTES, else 20 MB (20,000,000). */
  fileMaxBytes?: number;
  /** Epoch milliseconds for form keys and the form rate limit; tests move time with it. */
  now?: () => number;
}

// The policy lives with the page renderer (page.ts); exported here as before.
export { cspFor, TRUSTED_TYPES_POLICIES } from './page';
export { escapeAttribute } from './html';

/** The data folder: the option, else SQS_DATA_DIR (relative to the working directory), else `<repo>/.data`. */
export function dataDirOf(options: Pick<AppOptions, 'dataDir'> = {}): string {
  const dir = options.dataDir ?? (process.env.SQS_DATA_DIR || path.join(REPO_ROOT, '.data'));
  return path.resolve(dir);
}

/** A registered route: one method and its URL pattern (`/api/census/RecordQuickView/:id`). */
export interface RouteSummary {
  method: string;
  url: string;
}

export async function buildApp(options: AppOptions = {}): Promise<{ app: FastifyInstance; db: Db; routes: readonly RouteSummary[] }> {
  const dev = options.dev ?? process.env.NODE_ENV !== 'production';
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'dist');
  const demoDir = options.demoDir ?? path.join(REPO_ROOT, 'packages/server/demo');
  const dbFile = options.dbFile ?? path.join(dataDirOf(options), 'sqs.db');
  const db = openDatabase(dbFile);

  const app = Fastify({
    logger: { level: options.logLevel ?? process.env.LOG_LEVEL ?? 'info' },
    // A URL that is not valid percent-encoding: 400 {error}, as other bad input.
    frameworkErrors: apiErrorHandler(INTERNAL_ERROR),
  });
  app.addHook('onClose', async () => db.close());
  // Every route, plugins' included (hooks added first reach them), so tests can cover
  // every endpoint, including ones added later, without listing them by hand.
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setErrorHandler(apiErrorHandler(INTERNAL_ERROR));

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody); // SPEC.md §7: several calls send form bodies
  await app.register(fastifyRateLimit, {
    max: 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  registerCrumb(app, { exempt: (request) => dev && DEV_LISTINGS.some((p) => request.url.startsWith(p)) });

  // The build page.ts's sendPage reads for a page's preload hints (preload-hints.ts).
  app.decorate('sqsDistDir', distDir);
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

  // The demo site's forms (CONTRACT.md §4 sqs-form JSON), one file per form.
  loadForms(app, db, path.join(demoDir, 'forms'));
  const mailing = createMailingStore(db);
  registerFormRoutes(app, db, { rateLimit: options.formRateLimit, now: options.now, onStored: mailing.onSubmission });
  registerMailingRoutes(app, mailing);
  registerReviewRoutes(app, db, { now: options.now });
  registerAnalyticsRoutes(app, db);
  registerTelemetryRoutes(app, db);
  registerMemberRoutes(app, db, registerAuthRoutes(app, db));
  registerSearchRoutes(app, db, { demoDir });
  registerStoreRoutes(app, db, { demoDir, dev });
  registerEventRoutes(app, db, { demoDir, now: options.now });
  registerEditorRoutes(app);
  registerFileRoutes(app, db, {
    dir: options.filesDir ?? path.join(dbFile === ':memory:' ? dataDirOf(options) : path.dirname(dbFile), 'files'),
    maxBytes: options.fileMaxBytes ?? (Number(process.env.SQS_FILE_MAX_BYTES) || DEFAULT_MAX_BYTES),
    now: options.now,
  });
  registerTaxonomyRoutes(app, db);
  registerEditorKitRoutes(app, { demoDir });
  registerFontRoutes(app, { demoDir });
  registerFormExportRoutes(app, db);
  registerTileRoutes(app, { dev });

  /**
   * A demo page through the page renderer (page.ts): `{{nonce}}` is this response's CSP nonce,
   * `{{form-json:<formId>}}` the stored definition escaped for a quoted attribute,
   * `{{cookie-banner}}` the server's cookie banner or nothing.
   */
  const formJson: FillValue = (name, formId) => {
    if (name !== 'form-json' || formId === undefined) return undefined;
    const json = getFormJson(db, formId);
    if (json === null) app.log.warn({ formId }, 'demo page names an unknown form');
    return escapeAttribute(json ?? '');
  };
  const demoTemplate = (name: string) => {
    const file = path.join(demoDir, `${name}.html`);
    return /^[a-z0-9-]+$/.test(name) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const sendDemoPage = (reply: FastifyReply, name: string) => {
    const template = demoTemplate(name);
    if (template === null) return sendPage(reply, demoTemplate('not-found') ?? 'Not found', formJson, 404);
    // `{{cookie-banner}}`: the banner the server writes when this page shows one (server-cookie-banner.ts).
    return sendPage(reply, template, (name, argument, nonce) =>
      name === 'cookie-banner' ? serverCookieBanner(template, reply.request.headers.cookie) : formJson(name, argument, nonce),
    );
  };
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  app.get('/', async (_request, reply) => sendDemoPage(reply, 'index'));
  app.get('/:page', async (request, reply) => sendDemoPage(reply, (request.params as { page: string }).page));
  // A collection's items live under its full URL: /gallery/<slide url> is the gallery page
  // with that slide's lightbox open (SPEC.md §2 deep links, the path remainder).
  app.get('/:page/*', async (request, reply) => sendDemoPage(reply, (request.params as { page: string }).page));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    return reply.code(404).type('text/plain').send('Not found');
  });
  return { app, db, routes };
}
