/**
 * The file manager's API (issue 18 item 1; README "File manager API"). Every call carries the
 * crumb (crumb.ts). Uploads are the raw bytes (`application/octet-stream`, the display name in
 * `?name=`): no multipart parser is installed and none is needed for one file per request.
 *
 *   GET    /api/files?limit=&cursor=   newest first: {files, nextCursor, total, maxBytes, types}
 *   GET    /api/files/:id              one file
 *   POST   /api/files?name=            upload: 201 {file}
 *   PUT    /api/files/:id/name         rename {name, version}: 200 {file}, 409 {error, file} when stale
 *   DELETE /api/files/:id              204
 *   GET    /s/:id                      the bytes (SPEC.md §1: /s/ links are file links)
 */
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALLOWED_TYPES,
  NAME_REQUIRED,
  emptyText,
  executableText,
  fileNameProblem,
  tooLargeText,
  unsupportedText,
} from '@sqs/editor/file-manager/file-rules';
import type { Db } from '../db';
import { createFilesStore, type FilesStore } from '../files-store';
import { SNIFF_BYTES, sniff } from '../file-sniff';

export interface FileRoutesOptions {
  /** Where the bytes live (`<data folder>/files`). */
  dir: string;
  /** The largest upload, in bytes (1 MB = 1,000,000 in messages). */
  maxBytes: number;
  now?: () => number;
}

export const FILE_MISSING = 'This file no longer exists.';
/** SPEC.md §8 'File upload failed to complete': the connection ended before the last byte. */
export const UPLOAD_INCOMPLETE = 'File upload failed to complete';
export const conflictText = (name: string) =>
  `This file was renamed in another window to “${name}”. Your change was not saved: check the name and rename it again.`;

const PAGE_DEFAULT = 20;
const PAGE_MAX = 100;

class TooLarge extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `inline` for what a browser shows, with the display name in RFC 6266's UTF-8 form. */
function disposition(name: string, type: string): string {
  const shown = /^(image|audio|video)\/|^application\/pdf$|^text\/plain$/.test(type);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${shown ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Refuses before reading the body: the connection closes rather than take the rest. */
const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).header('Connection', 'close').send({ error });

async function upload(store: FilesStore, maxBytes: number, request: FastifyRequest, reply: FastifyReply) {
  const { name } = (request.query ?? {}) as Record<string, unknown>;
  const nameProblem = typeof name === 'string' ? fileNameProblem(name) : NAME_REQUIRED;
  if (nameProblem) return refuse(reply, 400, nameProblem);
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) return refuse(reply, 413, tooLargeText(maxBytes));
  if (declared !== undefined && Number(declared) === 0) return refuse(reply, 400, emptyText());

  const temp = store.tempPath();
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  // Counts while streaming: a body sent without Content-Length (chunked) is stopped at the limit too.
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new TooLarge());
      if (headLength < SNIFF_BYTES) {
        head.push(chunk);
        headLength += chunk.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(request.raw, counter, createWriteStream(temp, { flags: 'wx' }));
    // Durable before it is listed, as form submissions are (db.ts).
    const handle = await open(temp, 'r+');
    await handle.sync();
    await handle.close();
  } catch (error) {
    rmSync(temp, { force: true });
    if (error instanceof TooLarge) return refuse(reply, 413, tooLargeText(maxBytes));
    // The client went away mid-upload: nothing is kept, nothing listed.
    request.log.info({ err: error, received: size }, 'upload ended before completion');
    return refuse(reply, 400, UPLOAD_INCOMPLETE);
  }

  const refused = (status: number, text: string) => {
    rmSync(temp, { force: true });
    return reply.code(status).send({ error: text });
  };
  if (size === 0) return refused(400, emptyText());
  const sniffed = sniff(new Uint8Array(Buffer.concat(head).subarray(0, SNIFF_BYTES)), size <= SNIFF_BYTES);
  if (sniffed.kind === 'executable') return refused(415, executableText());
  if (sniffed.kind === 'unknown' || !ALLOWED_TYPES.some((type) => type.mime === sniffed.mime)) return refused(415, unsupportedText());

  const id = store.newId();
  const final = store.pathOf(id)!;
  renameSync(temp, final);
  try {
    return reply.code(201).send({ file: store.add(id, (name as string).trim(), sniffed.mime, size) });
  } catch (error) {
    rmSync(final, { force: true });
    throw error;
  }
}

export function registerFileRoutes(app: FastifyInstance, db: Db, options: FileRoutesOptions): FilesStore {
  const store = createFilesStore(db, options.dir, options.now);
  const { maxBytes } = options;

  // Its own scope, so the raw-body parser applies to these routes only.
  void app.register(async (scope) => {
    // The upload reads the request stream itself; other bodies keep Fastify's parsers.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.get('/api/files', async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const limit = query.limit === undefined ? PAGE_DEFAULT : Number(query.limit);
      const cursor = query.cursor === undefined || query.cursor === '' ? null : Number(query.cursor);
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) return reply.code(400).send({ error: `limit must be a whole number from 1 to ${PAGE_MAX}.` });
      if (cursor !== null && (!Number.isInteger(cursor) || cursor < 1)) return reply.code(400).send({ error: 'cursor must be a positive whole number.' });
      const page = store.list(limit, cursor);
      return reply.header('Cache-Control', 'no-store').send({ ...page, maxBytes, types: ALLOWED_TYPES.map((type) => type.mime) });
    });

    scope.get('/api/files/:id', async (request, reply) => {
      const file = store.get((request.params as { id: string }).id);
      return file ? reply.header('Cache-Control', 'no-store').send({ file }) : reply.code(404).send({ error: FILE_MISSING });
    });

    scope.post('/api/files', async (request, reply) => upload(store, maxBytes, request, reply));

    scope.put('/api/files/:id/name', async (request, reply) => {
      const body = request.body;
      if (!isObject(body) || typeof body.name !== 'string' || !Number.isInteger(body.version)) {
        return reply.code(400).send({ error: 'Send JSON {"name": "…", "version": n}: the new name and the version it replaces.' });
      }
      const problem = fileNameProblem(body.name);
      if (problem) return reply.code(400).send({ error: problem });
      const result = store.rename((request.params as { id: string }).id, body.name.trim(), body.version as number);
      if (result.ok) return reply.send({ file: result.file });
      if (result.reason === 'missing') return reply.code(404).send({ error: FILE_MISSING });
      return reply.code(409).send({ error: conflictText(result.file.name), file: result.file });
    });

    scope.delete('/api/files/:id', async (request, reply) =>
      store.remove((request.params as { id: string }).id) ? reply.code(204).send() : reply.code(404).send({ error: FILE_MISSING }),
    );

    scope.get('/s/:id', async (request, reply) => {
      const file = store.get((request.params as { id: string }).id);
      if (!file) return reply.code(404).type('text/plain').send('Not found');
      // Nothing in a stored file runs as the site (Chrome's PDF viewer needs no policy of the page's).
      if (file.type !== 'application/pdf') reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply
        .type(file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type)
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', disposition(file.name, file.type))
        .send(createReadStream(store.pathOf(file.id)!));
    });
  });
  return store;
}
