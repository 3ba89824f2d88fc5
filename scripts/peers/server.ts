/**
 * The bench's static server: 127.0.0.1 on a free port, folders mounted under URL prefixes.
 * As a production host would: text is sent gzip'd (level 9) to a browser that asks, and an
 * image URL never changes content, so images are cached for a year (a second `<img>` of the
 * same URL costs no request) while pages and scripts are revalidated (no-cache).
 *
 * HTTP/1.1 (browsers open at most 6 connections to a host, so a page's 7th request waits for a
 * free one) or, with `protocol: 'h2'`, HTTP/2 over TLS as sites are served in production (every
 * request of a page on one connection, at once), with a self-signed certificate made for the run
 * (the browsers are told to accept it).
 *
 * `photo.jpg?format=750w` answers as the platform's image host does: the stored width
 * `photo-750w.jpg` (the next larger one for a width it does not store), or the original when
 * the width asked for is not smaller than it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export type Protocol = 'h1' | 'h2';

export interface BenchServer {
  origin: string;
  protocol: Protocol;
  close(): Promise<void>;
}

/** The file `?format=<w>w` stands for: the smallest stored width not below w, else the original. */
function sized(file: string, format: string | null, widths: readonly number[]): string {
  const wanted = /^(\d+)w$/.exec(format ?? '')?.[1];
  if (!wanted) return file;
  const { dir, name, ext } = path.parse(file);
  for (const width of widths) {
    const candidate = path.join(dir, `${name}-${width}w${ext}`);
    if (width >= Number(wanted) && existsSync(candidate)) return candidate;
  }
  return file;
}

/** A key and a self-signed certificate for 127.0.0.1, valid for a day (openssl, as on every Debian). */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `mounts`: URL prefix → folder (the longest prefix wins); `widths`: the stored image widths,
 * ascending; `protocol`: HTTP/1.1 (default) or HTTP/2 over TLS.
 */
export async function startServer(mounts: Record<string, string>, widths: readonly number[], protocol: Protocol = 'h1'): Promise<BenchServer> {
  const roots = Object.entries(mounts)
    .map(([prefix, dir]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, path.resolve(dir)] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const cache = new Map<string, { mtimeMs: number; body: Buffer; gz: Buffer | null }>();

  async function resolve(urlPath: string): Promise<{ file: string } | { status: number; location?: string }> {
    const mount = roots.find(([prefix]) => urlPath.startsWith(prefix) || `${urlPath}/` === prefix);
    if (!mount) return { status: 404 };
    const [prefix, root] = mount;
    const file = path.join(root, urlPath.slice(prefix.length));
    if (file !== root && !file.startsWith(root + path.sep)) return { status: 403 };
    const info = await stat(file).catch(() => null);
    if (!info) return { status: 404 };
    if (!info.isDirectory()) return { file };
    if (!urlPath.endsWith('/')) return { status: 301, location: `${urlPath}/` };
    const index = path.join(file, 'index.html');
    return existsSync(index) ? { file: index } : { status: 404 };
  }

  const handle = async (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bench');
      const found = await resolve(decodeURIComponent(url.pathname));
      if (!('file' in found)) {
        if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
        res.writeHead(found.status, found.location ? { Location: found.location } : { 'Content-Type': 'text/plain' });
        return res.end(found.location ? '' : String(found.status));
      }
      const file = sized(found.file, url.searchParams.get('format'), widths);
      const { mtimeMs } = await stat(file);
      let cached = cache.get(file);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, body: await readFile(file), gz: null };
        cache.set(file, cached);
      }
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const headers: Record<string, string | number> = {
        'Content-Type': type,
        'Cache-Control': type.startsWith('image/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      let body = cached.body;
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = cached.gz ??= gzipSync(cached.body, { level: 9 });
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String((error as Error)?.message ?? error));
    }
  };
  const server =
    protocol === 'h2'
      ? http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => void handle(req, res))
      : http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`,
    protocol,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
