import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** ARCHITECTURE.md: the loaders' logic runs without React or a DOM (zustand's vanilla-test habit). */
const PURE = ['image/image-sizing.ts', 'image/image-queue.ts', 'image/image-messages.ts', 'video/video-rules.ts'];

describe('pure loader modules', () => {
  for (const file of PURE) {
    it(`${file} imports neither React nor DOM modules`, async () => {
      const source = readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((name) => /react|observe|environment|embed|use-/.test(name!))).toEqual([]);
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      expect(code).not.toMatch(/\b(document|window|navigator)\./);
      await import(/* @vite-ignore */ `../${file.replace(/\.ts$/, '')}`); // loads in Node, no DOM
    });
  }
});
