import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, dataDirOf, REPO_ROOT } from './app';
import Database from 'better-sqlite3';
import { listEvents, migrate, MIGRATIONS, openDatabase, recordEvent } from './db';
import { tempDir, testApp } from './testing';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function app(dev = true) {
  const built = await buildApp({ dbFile: ':memory:', dev, logLevel: 'silent' });
  apps.push(built.app);
  return built;
}

const crumbOf = (setCookie: string | string[] | undefined) => String(setCookie).match(/crumb=([^;]+)/)?.[1] ?? '';

describe('reference backend', () => {
  it('sets a crumb cookie on pages and enforces it on the API', async () => {
    const { app: server } = await app();
    const page = await server.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    const crumb = crumbOf(page.headers['set-cookie']);
    expect(crumb).toMatch(/^[0-9a-f]{32}$/);

    const missing = await server.inject({ method: 'POST', url: '/api/dev/echo', payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ crumbFail: true });
    expect(crumbOf(missing.headers['set-cookie'])).not.toBe(''); // a fresh cookie to retry with

    const wrong = await server.inject({ method: 'POST', url: '/api/dev/echo?crumb=nope', cookies: { crumb }, payload: {} });
    expect(wrong.statusCode).toBe(401);

    const ok = await server.inject({ method: 'POST', url: `/api/dev/echo?crumb=${crumb}`, cookies: { crumb }, payload: { a: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ method: 'POST', body: { a: 1 } });
  });

  it('parses form bodies', async () => {
    const { app: server } = await app();
    const response = await server.inject({
      method: 'POST',
      url: '/api/dev/echo?crumb=c',
      cookies: { crumb: 'c' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'event=1&data=%7B%7D',
    });
    expect(response.json().body).toEqual({ event: '1', data: '{}' });
  });

  it('lists stored events in development and hides /api/dev/ in production', async () => {
    const { app: server, db } = await app();
    recordEvent(db, 'hit', { url: '/x' });
    const listing = await server.inject({ method: 'GET', url: '/api/dev/events?kind=hit' });
    expect(listing.json().events).toMatchObject([{ kind: 'hit', payload: { url: '/x' } }]);
    const { app: production } = await app(false);
    const hidden = await production.inject({ method: 'GET', url: '/api/dev/events', cookies: { crumb: 'c' }, query: { crumb: 'c' } });
    expect(hidden.statusCode).toBe(404);
  });

  it('serves dist/ with CORS for embedding and 404s unknown pages', async () => {
    const { app: server } = await app();
    const missingPage = await server.inject({ method: 'GET', url: '/nope' });
    expect(missingPage.statusCode).toBe(404);
    const traversal = await server.inject({ method: 'GET', url: '/..%2Fpackage' });
    expect(traversal.statusCode).toBe(404);
  });

  it('applies each migration once', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toBe(0);
    const versions = db.prepare("SELECT version FROM schema_versions WHERE feature = 'core' ORDER BY version").all();
    expect(versions).toHaveLength(MIGRATIONS.length);
    recordEvent(db, 'x', [1]);
    expect(listEvents(db)).toHaveLength(1);
    db.close();
  });

  it('keeps each feature\'s steps apart and adopts a database made before features had names', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    MIGRATIONS.forEach((sql, index) => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(index + 1, 'then');
    });
    expect(migrate(db)).toBe(0); // the core steps are not run again
    expect(migrate(db, 'extra', ['CREATE TABLE extra_one (id INTEGER)', 'CREATE TABLE extra_two (id INTEGER)'])).toBe(2);
    expect(migrate(db, 'extra', ['CREATE TABLE extra_one (id INTEGER)', 'CREATE TABLE extra_two (id INTEGER)'])).toBe(0);
    const rows = db.prepare('SELECT feature, version FROM schema_versions ORDER BY feature, version').all();
    expect(rows).toEqual([
      ...MIGRATIONS.map((_sql, index) => ({ feature: 'core', version: index + 1 })),
      { feature: 'extra', version: 1 },
      { feature: 'extra', version: 2 },
    ]);
    db.close();
  });
});

describe('data folder', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const folder = () => {
    const made = tempDir();
    cleanups.push(made.remove);
    return made.dir;
  };

  it('keeps the SQLite file in AppOptions.dataDir, one database per folder', async () => {
    const first = await testApp();
    const second = await testApp();
    cleanups.push(first.close, second.close);
    recordEvent(first.db, 'hit', { from: 'first' });
    expect(first.db.name).toBe(path.join(first.dataDir, 'sqs.db'));
    expect(existsSync(path.join(first.dataDir, 'sqs.db'))).toBe(true);
    expect(listEvents(second.db, 'hit')).toEqual([]);
    // What the app wrote is in that file, read by another connection.
    const reader = new Database(path.join(first.dataDir, 'sqs.db'), { readonly: true });
    expect(reader.prepare("SELECT payload FROM events WHERE kind = 'hit'").all()).toEqual([{ payload: '{"from":"first"}' }]);
    reader.close();
  });

  it('takes the folder from SQS_DATA_DIR when the option is not given', async () => {
    const dir = path.join(folder(), 'nested', 'data');
    const before = process.env.SQS_DATA_DIR;
    process.env.SQS_DATA_DIR = dir;
    cleanups.push(() => (before === undefined ? delete process.env.SQS_DATA_DIR : (process.env.SQS_DATA_DIR = before)));
    const { app: server, db } = await buildApp({ dev: true, logLevel: 'silent' });
    cleanups.push(() => server.close());
    expect(db.name).toBe(path.join(dir, 'sqs.db'));
    expect(existsSync(path.join(dir, 'sqs.db'))).toBe(true);

    expect(dataDirOf({ dataDir: '/elsewhere' })).toBe('/elsewhere'); // the option wins
    process.env.SQS_DATA_DIR = 'relative/dir';
    expect(dataDirOf()).toBe(path.resolve('relative/dir'));
    process.env.SQS_DATA_DIR = '';
    expect(dataDirOf()).toBe(path.join(REPO_ROOT, '.data'));
  });
});
