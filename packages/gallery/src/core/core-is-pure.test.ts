/**
 * The gallery core is pure (ARCHITECTURE.md: "the core never imports React, and a test proves
 * it", after zustand's tests/vanilla/basic.test.ts). Two proofs:
 * - statically, no module in core/ (nor anything it imports, transitively) names React, Lit, the
 *   React blocks package, or a module outside core/ other than the runtime's pure contracts and
 *   its typed events; type-only imports count too, since they tie the core to the package;
 * - at run time, importing every module with `react` mocked to throw and traps on the browser
 *   globals records no access to `window`, `document` & co. from our code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => {
  throw new Error('the gallery core must not import react');
});
vi.mock('react-dom', () => {
  throw new Error('the gallery core must not import react-dom');
});
vi.mock('react/jsx-runtime', () => {
  throw new Error('the gallery core must not import react/jsx-runtime');
});

const CORE = dirname(fileURLToPath(import.meta.url));
const PACKAGES = resolve(CORE, '../../..');
const RUNTIME_SRC = join(PACKAGES, 'runtime/src');

const coreModules = readdirSync(CORE)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
  .sort();

/** Outside core/, only these runtime modules (pure by their own rules) may be imported. */
const ALLOWED_EXTERNAL = /^@sqs\/runtime\/(contracts\/[a-z-]+|events)$/;
const FORBIDDEN = /^(react|react-dom|preact|lit|@lit\/|@sqs\/blocks|keen-slider)(\/|$)/;

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return `${resolve(dirname(from), specifier)}.ts`;
  const runtime = /^@sqs\/runtime\/(.+)$/.exec(specifier);
  return runtime ? join(RUNTIME_SRC, `${runtime[1]}.ts`) : null;
}

describe('the gallery core is pure', () => {
  it('has modules to check', () => {
    expect(coreModules.length).toBeGreaterThanOrEqual(12);
    expect(coreModules).toEqual(expect.arrayContaining(['gallery-index.ts', 'autoplay.ts', 'deep-link.ts', 'gallery-settings.ts']));
  });

  it.each(coreModules)('%s imports only core siblings and the runtime contracts', (name) => {
    for (const specifier of importsOf(join(CORE, name))) {
      expect(FORBIDDEN.test(specifier), specifier).toBe(false);
      if (specifier.startsWith('.')) {
        expect(specifier, 'a sibling in core/, without extension').toMatch(/^\.\/[a-z-]+$/);
      } else {
        expect(specifier, 'an allowed runtime module').toMatch(ALLOWED_EXTERNAL);
      }
    }
  });

  it('reaches no React through what it imports (transitively)', () => {
    const seen = new Set<string>();
    const queue = coreModules.map((name) => join(CORE, name));
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        expect(FORBIDDEN.test(specifier), `${relative(PACKAGES, file)} imports ${specifier}`).toBe(false);
        const target = resolveSpecifier(file, specifier);
        expect(target, `${relative(PACKAGES, file)} imports the package ${specifier}`).not.toBeNull();
        if (target) queue.push(target);
      }
    }
    expect([...seen].some((file) => file.startsWith(RUNTIME_SRC))).toBe(true);
  });

  describe('at import time', () => {
    const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'matchMedia', 'requestAnimationFrame', 'customElements', 'HTMLElement', 'self'];
    const saved = new Map<string, PropertyDescriptor | undefined>();

    afterEach(() => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
      saved.clear();
    });

    it('touches no browser global and loads no React', async () => {
      const touched: string[] = [];
      for (const name of BROWSER_GLOBALS) {
        const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
        if (descriptor && !descriptor.configurable) continue;
        saved.set(name, descriptor);
        Object.defineProperty(globalThis, name, {
          configurable: true,
          get() {
            // Only our own modules count: the test runner may look at globals for itself.
            const stack = new Error().stack ?? '';
            if (stack.includes('/packages/gallery/src/core/') || stack.includes('/packages/runtime/src/')) touched.push(name);
            return undefined;
          },
        });
      }
      vi.resetModules();
      const loaders = import.meta.glob(['./*.ts', '!./*.test.ts']);
      expect(Object.keys(loaders)).toHaveLength(coreModules.length);
      for (const load of Object.values(loaders)) await load();
      expect(touched).toEqual([]);
    });
  });
});
