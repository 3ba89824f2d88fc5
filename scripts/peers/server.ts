/**
 * The bench's static server: 127.0.0.1 on a free port, folders mounted under URL prefixes.
 * As a production host would: text is sent gzip'd (level 9) to a browser that asks, and an
 * image URL never changes content, so images are cached for a year (a second `<img>` of the
 * same URL costs no request) while pages and scripts are revalidated (no-cache).
 *
 * `photo.jpg?format=750w` answers as the platform's image host does: the stored width
 * `photo-750w.jpg` (the next larger one for a width it does not store), or the original when
 * the width asked for is not smaller than it.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
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

export interface BenchServer {
  origin: string;
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

/** `mounts`: URL prefix → folder (the longest prefix wins); `widths`: the stored image widths, ascending. */
export async function startServer(mounts: Record<string, string>, widths: readonly number[]): Promise<BenchServer> {
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

  const server = http.createServer(async (req, res) => {
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
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String((error as Error)?.message ?? error));
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
