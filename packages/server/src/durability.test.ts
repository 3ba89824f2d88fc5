// The real server (main.ts) as a child process on its own data folder, driven over real
// TCP connections: a burst cut short by SIGKILL, and a bounded load test. Every
// submission the server acknowledged (2xx) must be stored exactly once.
//
// Visitors are distinct: each has its own ss_cvr cookie and its own client address,
// 127.10.x.y (on Linux all of 127.0.0.0/8 is loopback and can be bound), so the real
// limits apply unchanged (20 submissions a minute per address, 600 API calls a minute
// per address). Where those addresses cannot be bound (macOS by default), these tests
// are skipped rather than run against raised limits.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './app';
import { openDatabase } from './db';
import { tempDir } from './testing';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(): string {
  const made = tempDir('sqs-durability-');
  cleanups.push(made.remove);
  return made.dir;
}

/** Visitor i's own loopback address. */
const addressOf = (i: number) => `127.10.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function canBind(address: string): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
}

interface RunningServer {
  base: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** `node --import tsx packages/server/src/main.ts` on a free port, data in `dataDir`. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SQS_DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found) {
        out = '';
        resolve(found[1]!);
      } else if (out.length > 1e6) out = out.slice(-1000);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
  return { base, child, exited };
}

async function stop(server: RunningServer, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

interface Answer {
  status: number; // 0: no answer (connection refused or reset)
  json: Record<string, unknown> | null;
}

function post(url: string, body: string, headers: Record<string, string>, localAddress: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, localAddress, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let json: Record<string, unknown> | null = null;
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // not JSON: json stays null
        }
        resolve({ status: response.statusCode ?? 0, json });
      });
      response.on('error', () => resolve({ status: 0, json: null }));
    });
    request.on('error', () => resolve({ status: 0, json: null }));
    request.end(body);
  });
}

/** The demo contact form (packages/server/demo/forms/contact.json), marked with the visitor's number. */
const valuesOf = (i: number) => ({
  name: ['Ada', `Visitor ${i}`],
  email: `visitor${i}@example.com`,
  message: `marker-${i}`,
  'contact-method': 'Email',
});

interface Visit {
  i: number;
  key: string | null;
  status: number;
  submissionId: number | null;
}

/**
 * Visitor i: a key, then the submission (or `key` again: a retry), on one keep-alive
 * connection from its own address. `onSend` runs as the submission is sent.
 */
async function visit(base: string, i: number, key: string | null = null, onSend: () => void = () => {}): Promise<Visit> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const localAddress = addressOf(i);
  const headers = { cookie: `crumb=c; ss_cvr=visitor-${i}` };
  try {
    if (key === null) {
      const issued = await post(`${base}/api/form/FormSubmissionKey?crumb=c`, '', headers, localAddress, agent);
      if (issued.status !== 200) return { i, key: null, status: issued.status, submissionId: null };
      key = String(issued.json?.key);
    }
    const body = new URLSearchParams({ key, formId: 'contact', collectionId: 'contact-page', form: JSON.stringify(valuesOf(i)) }).toString();
    const saving = post(
      `${base}/api/form/SaveFormSubmission?crumb=c`,
      body,
      { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      localAddress,
      agent,
    );
    onSend();
    const saved = await saving;
    const ok = saved.status >= 200 && saved.status < 300;
    return { i, key, status: saved.status, submissionId: ok ? Number(saved.json?.submissionId) : null };
  } finally {
    agent.destroy();
  }
}

/** Visitors 0..count-1, `connections` at a time; `onSend` runs as each submission is sent. */
async function burst(base: string, count: number, connections: number, onSend: () => void = () => {}): Promise<Visit[]> {
  const visits: Visit[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) visits.push(await visit(base, next++, null, onSend));
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return visits.sort((a, b) => a.i - b.i);
}

interface Row {
  id: number;
  key: string;
  marker: string;
}

/** What the file holds, read by a connection of our own (after the server stopped). */
function readStore(dataDir: string): { integrity: string; rows: Row[] } {
  const db = new Database(path.join(dataDir, 'sqs.db'));
  try {
    const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? '';
    const rows = (db.prepare('SELECT id, submission_key, payload FROM form_submissions ORDER BY id').all() as Array<{ id: number; submission_key: string; payload: string }>).map(
      (row) => ({ id: row.id, key: row.submission_key, marker: String((JSON.parse(row.payload) as { form: { message: string } }).form.message) }),
    );
    return { integrity, rows };
  } finally {
    db.close();
  }
}

/** Each acknowledged visit has exactly one row: its key, its id, its marker. Returns the number of markers stored twice or more. */
function expectStoredOnce(visits: Visit[], rows: Row[]): number {
  const byMarker = new Map<string, Row[]>();
  for (const row of rows) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), row]);
  for (const v of visits.filter((visit) => visit.submissionId !== null)) {
    expect(byMarker.get(`marker-${v.i}`), `visitor ${v.i}`).toEqual([{ id: v.submissionId, key: v.key, marker: `marker-${v.i}` }]);
  }
  return [...byMarker.values()].filter((list) => list.length > 1).length;
}

const tally = (visits: Visit[]) => {
  const counts: Record<string, number> = {};
  for (const v of visits) counts[String(v.status)] = (counts[String(v.status)] ?? 0) + 1;
  return counts;
};

let bindable = false;
beforeAll(async () => {
  bindable = await canBind(addressOf(0));
});

describe('durability of the real server', () => {
  it('keeps its database in WAL mode with synchronous = FULL', () => {
    const db = openDatabase(path.join(folder(), 'sqs.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    db.close();
  });

  it('a SIGKILL in the middle of a burst loses no acknowledged submission and stores none twice', async (context) => {
    if (!bindable) return context.skip('127.10.x.y cannot be bound here');
    const SENT = 500;
    const KILL_AT = 250; // killed as the 250th submission goes out, with others in flight
    const dataDir = folder();
    const first = await startServer(dataDir);
    let sent = 0;
    const visits = await burst(first.base, SENT, 20, () => {
      if (++sent === KILL_AT) first.child.kill('SIGKILL');
    });
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    // The file as the kill left it.
    const afterKill = readStore(dataDir);
    expect(afterKill.integrity).toBe('ok');
    const acked = visits.filter((v) => v.submissionId !== null);
    const unanswered = visits.filter((v) => v.status === 0);
    expect(acked.length).toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0); // the kill did land mid-burst
    expect(visits.every((v) => v.status === 0 || v.status === 200)).toBe(true);
    expect(expectStoredOnce(visits, afterKill.rows)).toBe(0);

    // Restarted on the same folder, every cut-short visitor that had a key retries it:
    // stored before the kill, the retry gets the first answer; else it is stored now.
    const second = await startServer(dataDir);
    const retried = await Promise.all(visits.filter((v) => v.status === 0 && v.key !== null).map((v) => visit(second.base, v.i, v.key)));
    expect(tally(retried)).toEqual({ 200: retried.length });
    await stop(second, 'SIGTERM');
    const final = readStore(dataDir);
    expect(final.integrity).toBe('ok');
    const everyAck = [...acked, ...retried];
    const duplicates = expectStoredOnce(everyAck, final.rows);
    expect(duplicates).toBe(0);
    expect(new Set(final.rows.map((row) => row.key)).size).toBe(final.rows.length);
    expect(final.rows).toHaveLength(everyAck.length);

    const storedUnacked = afterKill.rows.length - acked.length;
    console.log(
      `kill test: ${SENT} visitors over 20 connections, SIGKILL as submission #${KILL_AT} was sent; answered 2xx ${acked.length}, no answer ${unanswered.length} ` +
        `(${unanswered.filter((v) => v.key !== null).length} had a key); rows after kill ${afterKill.rows.length} (${storedUnacked} stored but unacknowledged); ` +
        `after restart ${retried.length} retried, all 2xx; rows ${final.rows.length}; duplicates ${duplicates}; integrity_check ${final.integrity}`,
    );
  }, 120_000);

  it('2,000 submissions from 2,000 visitors over 20 connections: every acknowledged one stored exactly once', async (context) => {
    if (!bindable) return context.skip('127.10.x.y cannot be bound here');
    const SENT = 2000;
    const dataDir = folder();
    const server = await startServer(dataDir);
    const visits = await burst(server.base, SENT, 20);
    await stop(server, 'SIGTERM');
    const { integrity, rows } = readStore(dataDir);
    const acked = visits.filter((v) => v.submissionId !== null);
    const duplicates = expectStoredOnce(visits, rows);
    console.log(`load test: ${SENT} sent, ${acked.length} acknowledged, ${rows.length} stored, ${duplicates} duplicates; statuses ${JSON.stringify(tally(visits))}; integrity_check ${integrity}`);
    // Distinct visitors on distinct addresses are never refused.
    expect(tally(visits)).toEqual({ 200: SENT });
    expect(rows).toHaveLength(SENT);
    expect(duplicates).toBe(0);
    expect(integrity).toBe('ok');
  }, 180_000);
});
