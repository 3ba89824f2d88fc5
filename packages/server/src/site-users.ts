/**
 * Site members of the reference backend (issue 16 item 6; SPEC.md §6 "Pages may be locked or
 * available only to site members"): accounts in SQLite with scrypt-hashed passwords (node:crypto,
 * a fresh 16-byte salt each), sessions in memory (a restart signs everyone out). The demo member
 * (DEMO_SITE_USER) is an account like any other, created at the first start.
 *
 * Signing in costs one scrypt whether or not the email is known (an unknown one is checked
 * against a dummy hash), so the answer's timing does not tell which emails have accounts.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '@sqs/commerce/model/member-account';
import { migrate, type Db } from './db';
import { sameSecret } from './secret';

export const SITE_USER_COOKIE = 'sqs_site_user';

/** The one member the demo starts with. */
export const DEMO_SITE_USER = { email: 'member@example.com', password: 'member-password' } as const;

/** Sessions kept at once; the oldest goes first, so repeated sign-ins cannot grow memory without end. */
export const MAX_SITE_USER_SESSIONS = 1000;

export const SITE_USER_MIGRATIONS: readonly string[] = [
  `CREATE TABLE site_users (
     email TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   );`,
  // The plan chosen at sign-up (member-pages.ts MEMBERSHIP_PLANS); null for accounts made without one.
  `ALTER TABLE site_users ADD COLUMN plan TEXT;`,
];

const KEY_LENGTH = 32;
const token = () => randomBytes(24).toString('hex');

/** `scrypt$<salt hex>$<key hex>`: Node's default cost (N 16384, r 8, p 1). */
function hashOf(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

function verify(password: string, stored: string): Promise<boolean> {
  const [, saltHex = '', keyHex = ''] = stored.split('$');
  const expected = Buffer.from(keyHex, 'hex');
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, (error, key) => {
      resolve(!error && key.length === expected.length && timingSafeEqual(key, expected));
    });
  });
}

export interface MemberSession {
  email: string;
  xsrfToken: string;
}

export class SiteUsers {
  readonly #sessions = new Map<string, MemberSession>();
  /** Checked when the email has no account, so both answers cost one scrypt. */
  readonly #dummy = hashOf(randomBytes(16).toString('hex'));

  constructor(readonly db: Db) {
    migrate(db, 'site-users', SITE_USER_MIGRATIONS);
    if (!this.exists(DEMO_SITE_USER.email)) this.#insert(DEMO_SITE_USER.email, hashOf(DEMO_SITE_USER.password));
  }

  exists(email: string): boolean {
    return this.db.prepare('SELECT 1 FROM site_users WHERE email = ?').get(normaliseEmail(email)) !== undefined;
  }

  #insert(email: string, hash: string, plan: string | null = null): boolean {
    return this.db.prepare('INSERT OR IGNORE INTO site_users (email, password_hash, plan) VALUES (?, ?, ?)').run(normaliseEmail(email), hash, plan).changes === 1;
  }

  /**
   * A new account with the plan chosen at sign-up (null: none); false when the email has one
   * already. The caller checked the credentials (model/member-account.ts) and the plan id.
   */
  async create(email: string, password: string, plan: string | null = null): Promise<boolean> {
    if (this.exists(email)) return false;
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, KEY_LENGTH, (e, k) => (e ? reject(e) : resolve(k))));
    return this.#insert(email, `scrypt$${salt.toString('hex')}$${key.toString('hex')}`, plan);
  }

  /** The plan id the member chose at sign-up, or null (none chosen, or no such member). */
  planOf(email: string): string | null {
    const row = this.db.prepare('SELECT plan FROM site_users WHERE email = ?').get(normaliseEmail(email)) as { plan: string | null } | undefined;
    return row?.plan ?? null;
  }

  /** The account's email (normalised) when the password is right, else null. */
  async check(email: string, password: string): Promise<string | null> {
    const key = normaliseEmail(email);
    const row = this.db.prepare('SELECT password_hash FROM site_users WHERE email = ?').get(key) as { password_hash: string } | undefined;
    const ok = await verify(password, row?.password_hash ?? this.#dummy);
    return ok && row ? key : null;
  }

  /** Opens a session: its cookie value and the XSRF token the client sends back. */
  open(email: string): { id: string; xsrfToken: string } {
    const id = token();
    const xsrfToken = token();
    this.#sessions.set(id, { email: normaliseEmail(email), xsrfToken });
    if (this.#sessions.size > MAX_SITE_USER_SESSIONS) this.#sessions.delete(this.#sessions.keys().next().value as string);
    return { id, xsrfToken };
  }

  /** The session the request's cookie names, with its id, or null. */
  sessionOf(request: FastifyRequest): [string, MemberSession] | null {
    const id = request.cookies[SITE_USER_COOKIE];
    const session = id ? this.#sessions.get(id) : undefined;
    return id && session ? [id, session] : null;
  }

  /** The signed-in member of a request (the server decides locked pages from this, SPEC.md §6), or null. */
  memberOf(request: FastifyRequest): { email: string } | null {
    const found = this.sessionOf(request);
    return found ? { email: found[1].email } : null;
  }

  /** True when `given` is the session's XSRF token. */
  xsrfMatches(session: MemberSession, given: unknown): boolean {
    return typeof given === 'string' && sameSecret(given, session.xsrfToken);
  }

  close(id: string): void {
    this.#sessions.delete(id);
  }
}
