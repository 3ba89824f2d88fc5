/**
 * Test support: an app on its own SQLite file in a fresh temp folder (a real database,
 * never shared with another test or instance), removed again by `close`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from './app';

/** A fresh empty folder under the OS temp folder, and its removal. */
export function tempDir(prefix = 'sqs-data-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function testApp(options: AppOptions = {}) {
  const { dir, remove } = tempDir();
  const built = await buildApp({ dataDir: dir, dev: true, logLevel: 'silent', ...options });
  const close = async () => {
    await built.app.close();
    remove();
  };
  return { ...built, dataDir: dir, close };
}
