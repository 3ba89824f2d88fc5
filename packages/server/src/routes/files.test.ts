import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';
import { conflictText, FILE_MISSING } from './files';

const CRUMB = 'files-test-crumb';
const MAX = 1_000_000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const TEXT = Buffer.from('Opening hours\nMonday to Friday, 9–17\n');

describe('file manager API', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  const filesDir = () => path.join(h.dataDir, 'files');
  const onDisk = () => (existsSync(filesDir()) ? readdirSync(filesDir()).sort() : []);
  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`, cookies: { crumb: CRUMB }, ...(payload && { payload }) });
  const upload = (name: string, body: Buffer, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: `/api/files?name=${encodeURIComponent(name)}&crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/octet-stream', ...headers },
      payload: body,
    });
  const list = async (query = '') => (await call('GET', `/api/files${query}`)).json();

  beforeAll(async () => {
    h = await testApp({ fileMaxBytes: MAX });
  });
  afterAll(() => h.close());
  afterEach(async () => {
    for (const file of (await list('?limit=100')).files) await call('DELETE', `/api/files/${file.id}`);
  });

  it('asks for the crumb', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/files' });
    expect(response.statusCode).toBe(401);
    expect(response.json().crumbFail).toBe(true);
  });

  it('stores an upload under a generated id with the type read from its bytes, not its name or claimed type', async () => {
    const response = await upload('Logo final.pdf', PNG, { 'content-type': 'application/pdf' });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toMatchObject({ name: 'Logo final.pdf', type: 'image/png', size: PNG.length, version: 1, url: `/s/${file.id}` });
    expect(file.id).toMatch(/^[0-9a-f]{24}$/);
    expect(onDisk()).toEqual([file.id]);
    expect(readFileSync(path.join(filesDir(), file.id))).toEqual(PNG);
    // Served from /s/<id> as what it is, never sniffed by the browser, the name in the disposition.
    const served = await h.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="Logo final.pdf"; filename*=UTF-8''Logo%20final.pdf`);
    expect(served.rawPayload).toEqual(PNG);
    expect((await call('GET', `/api/files/${file.id}`)).json()).toEqual({ file });
  });

  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['plain text', TEXT, 'text/plain'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['a WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['a WAV', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), 'audio/wav'],
    ['an MP4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]), 'video/mp4'],
    ['an M4A', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A ')]), 'audio/mp4'],
    ['an MP3', Buffer.from('ID3\x03\x00\x00\x00', 'latin1'), 'audio/mpeg'],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), 'application/zip'],
  ])('recognises %s', async (_what, bytes, type) => {
    const response = await upload('some file', bytes);
    expect(response.statusCode).toBe(201);
    expect(response.json().file.type).toBe(type);
  });

  it.each([
    ['an ELF program', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['a Windows program', Buffer.from('MZ\x90\x00\x03\x00', 'latin1')],
    ['a Mach-O program', Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1])],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ])('refuses %s renamed to .jpg and sent as image/jpeg, keeping nothing', async (_what, bytes) => {
    const response = await upload('holiday.jpg', bytes, { 'content-type': 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Programs and scripts cannot be uploaded.' });
    expect(onDisk()).toEqual([]);
    expect((await list()).total).toBe(0);
  });

  it('refuses bytes of no type it stores (binary noise, broken UTF-8), naming what it takes', async () => {
    for (const bytes of [Buffer.from('\x00\x01\x02binary', 'latin1'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1])]) {
      const response = await upload('page.txt', bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe(
        'This file type is not supported. You can upload images (JPEG, PNG, GIF, WebP), PDF, text, audio (MP3, WAV, Ogg, M4A), video (MP4, WebM) and ZIP.',
      );
    }
    expect(onDisk()).toEqual([]);
  });

  it('refuses 0 bytes', async () => {
    const response = await upload('empty.txt', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This file is empty.' });
    expect(onDisk()).toEqual([]);
  });

  it('refuses a file over the limit from its Content-Length before reading it, with the limit in MB', async () => {
    // 2 GB declared: answered at once, not after 2 GB were read (the body here is small).
    const response = await upload('film.mp4', Buffer.alloc(10), { 'content-length': String(2_000_000_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'This file is too large. The maximum size is 1 MB.' });
    expect(onDisk()).toEqual([]);
  });

  it('stops a body over the limit while streaming it (no Content-Length), removing the part it wrote', async () => {
    const origin = await h.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${origin}/api/files?name=big.txt&crumb=${CRUMB}`, {
          method: 'POST',
          headers: { cookie: `crumb=${CRUMB}`, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        const chunk = Buffer.alloc(64_000, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent <= MAX + chunk.length) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: 'This file is too large. The maximum size is 1 MB.' });
      expect(onDisk()).toEqual([]);
      expect((await list()).total).toBe(0);
    } finally {
      await h.app.close();
      h = await testApp({ fileMaxBytes: MAX });
    }
  });

  it('keeps no half file when the connection drops mid-upload', async () => {
    const origin = await h.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const req = httpRequest(`${origin}/api/files?name=photo.jpg&crumb=${CRUMB}`, {
        method: 'POST',
        headers: { cookie: `crumb=${CRUMB}`, 'content-type': 'application/octet-stream', 'content-length': '500000' },
      });
      req.on('error', () => {});
      req.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100_000)]));
      // The server has begun writing its temporary file…
      await until(() => onDisk().some((name) => name.startsWith('.upload-')), 'the temporary file appears');
      req.destroy(); // …and the connection drops.
      await until(() => onDisk().length === 0, 'the temporary file is removed');
      expect((await list()).total).toBe(0);
    } finally {
      await h.app.close();
      h = await testApp({ fileMaxBytes: MAX });
    }
  });

  it.each([
    ['../../etc/passwd', 'File names cannot contain / or \\.'],
    ['..\\..\\windows\\system32', 'File names cannot contain / or \\.'],
    ['x'.repeat(10_000), 'File names can be at most 255 characters.'],
    ['report\u0000.pdf', 'File names cannot contain control characters.'],
    ['   ', 'Please enter a file name'],
    ['..', 'A file name cannot be only dots.'],
  ])('refuses the upload name %j with a clear message and stores nothing', async (name, error) => {
    const response = await upload(name, TEXT);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(onDisk()).toEqual([]);
  });

  it('refuses an upload without a name', async () => {
    const response = await h.app.inject({ method: 'POST', url: `/api/files?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, payload: TEXT, headers: { 'content-type': 'application/octet-stream' } });
    expect(response.json()).toEqual({ error: 'Please enter a file name' });
  });

  it('lists newest first, a page at a time, with the next cursor and the server limit', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push((await upload(`file ${n}.txt`, TEXT)).json().file.id);
    const first = await list('?limit=2');
    expect(first.files.map((f: { name: string }) => f.name)).toEqual(['file 5.txt', 'file 4.txt']);
    expect(first).toMatchObject({ total: 5, maxBytes: MAX });
    expect(first.types).toContain('image/png');
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.files.map((f: { name: string }) => f.name)).toEqual(['file 3.txt', 'file 2.txt']);
    // A file uploaded meanwhile does not shift the next page (a cursor, not an offset).
    await upload('file 6.txt', TEXT);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.files.map((f: { name: string }) => f.name)).toEqual(['file 1.txt']);
    expect(third.nextCursor).toBeNull();
    expect((await call('GET', '/api/files?limit=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/files?limit=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/files?cursor=abc')).statusCode).toBe(400);
  });

  it('renames with the version it saw; hostile names refused; the stored bytes never move', async () => {
    const { file } = (await upload('notes.txt', TEXT)).json();
    const renamed = await call('PUT', `/api/files/${file.id}/name`, { name: '  Opening hours.txt ', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().file).toMatchObject({ id: file.id, name: 'Opening hours.txt', version: 2 });
    for (const [name, error] of [
      ['../../etc/passwd', 'File names cannot contain / or \\.'],
      ['y'.repeat(10_000), 'File names can be at most 255 characters.'],
      ['a\u0000b', 'File names cannot contain control characters.'],
      ['', 'Please enter a file name'],
    ]) {
      const response = await call('PUT', `/api/files/${file.id}/name`, { name, version: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await call('PUT', `/api/files/${file.id}/name`, { name: 'x' })).statusCode).toBe(400);
    expect(onDisk()).toEqual([file.id]);
    expect(existsSync(path.join(h.dataDir, 'etc'))).toBe(false);
    expect((await call('GET', `/api/files/${file.id}`)).json().file.name).toBe('Opening hours.txt');
  });

  it('two tabs renaming the same file: the second gets a conflict naming the first one\'s name, nothing is lost silently', async () => {
    const { file } = (await upload('flyer.pdf', PDF)).json();
    const tabA = await call('PUT', `/api/files/${file.id}/name`, { name: 'Flyer (spring).pdf', version: file.version });
    expect(tabA.statusCode).toBe(200);
    const tabB = await call('PUT', `/api/files/${file.id}/name`, { name: 'Flyer v2.pdf', version: file.version });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toEqual({ error: conflictText('Flyer (spring).pdf'), file: { ...tabA.json().file } });
    expect((await call('GET', `/api/files/${file.id}`)).json().file.name).toBe('Flyer (spring).pdf');
    // With the version it now knows, tab B's rename goes through.
    const retry = await call('PUT', `/api/files/${file.id}/name`, { name: 'Flyer v2.pdf', version: tabB.json().file.version });
    expect(retry.json().file).toMatchObject({ name: 'Flyer v2.pdf', version: 3 });
  });

  it('deletes the row and the bytes; a missing or malformed id is 404', async () => {
    const { file } = (await upload('old.txt', TEXT)).json();
    expect((await call('DELETE', `/api/files/${file.id}`)).statusCode).toBe(204);
    expect(onDisk()).toEqual([]);
    expect((await list()).total).toBe(0);
    for (const id of [file.id, '..%2F..%2Fsqs.db', 'nothing']) {
      expect((await call('DELETE', `/api/files/${id}`)).json()).toEqual({ error: FILE_MISSING });
      expect((await call('GET', `/api/files/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/files/${id}/name`, { name: 'x', version: 1 })).statusCode).toBe(404);
    }
    expect((await h.app.inject({ method: 'GET', url: `/s/${file.id}` })).statusCode).toBe(404);
    expect(existsSync(path.join(h.dataDir, 'sqs.db'))).toBe(true);
  });
});

/** Polls a condition the server reaches on its own (no fixed waits). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('file storage at start', () => {
  it('removes temporary files a crashed upload left, and keeps stored ones', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { tempDir } = await import('../testing');
    const folder = tempDir();
    const files = path.join(folder.dir, 'files');
    mkdirSync(files);
    writeFileSync(path.join(files, '.upload-0123456789abcdef'), 'half a file');
    writeFileSync(path.join(files, '0123456789abcdef01234567'), 'a stored file');
    const h = await testApp({ filesDir: files });
    try {
      expect(readdirSync(files)).toEqual(['0123456789abcdef01234567']);
    } finally {
      await h.close();
      folder.remove();
    }
  });
});
