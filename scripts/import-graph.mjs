/**
 * The import graph of built ES modules in dist/, read with es-module-lexer: what a
 * browser fetches for an entry (static imports) and what it may fetch later
 * (dynamic imports with a literal specifier). Used by the bench and the dist tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

await init;

export function importsOf(file) {
  const [imports] = parse(readFileSync(file, 'utf8'));
  const local = (specifier) => specifier && specifier.startsWith('.');
  return {
    static: imports.filter((i) => i.type === 'static' && local(i.specifier)).map((i) => path.resolve(path.dirname(file), i.specifier)),
    dynamic: imports.filter((i) => i.type === 'dynamic' && local(i.specifier)).map((i) => path.resolve(path.dirname(file), i.specifier)),
  };
}

/** Every file reached from `entry`; `dynamic` also follows literal dynamic imports. */
export function graph(entry, { dynamic = false } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const next of [...imports.static, ...(dynamic ? imports.dynamic : [])]) visit(next);
  };
  visit(path.resolve(entry));
  return [...seen];
}

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
