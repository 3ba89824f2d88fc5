/**
 * `npm run build`: dist/ exactly as CONTRACT.md §2.
 *   1. rollup: runtime.js, elements/<tag>.js, chunks/, manifest.json (+ sourcemaps)
 *   2. custom-elements.json from the element classes' JSDoc
 *   3. TypeScript declarations, plus JSX typings generated from the manifest
 *   4. the lite build, dist/lite/: the same blocks on preact/compat (rollup.lite.config.mjs)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsxTypings } from './jsx-typings.mjs';

const bin = (name) => path.join('node_modules', '.bin', name);
const run = (name, args) => execFileSync(bin(name), args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('rollup', ['-c', '--silent']);
run('cem', ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
run('tsc', ['-p', 'tsconfig.build.json']);

const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
writeFileSync('dist/types/jsx.d.ts', jsxTypings(manifest));
writeFileSync(
  'dist/types/index.d.ts',
  [
    '// Types of the public entry points (CONTRACT.md §2).',
    "export * from './runtime/src/runtime';",
    "import './jsx';",
    ...manifest.modules
      .filter((m) => m.declarations?.some((d) => d.customElement))
      .flatMap((m) => {
        const file = m.path.replace(/^packages\//, '').replace(/\.ts$/, '');
        // The .define module carries the HTMLElementTagNameMap entry for the tag.
        return [`export * from './${file}';`, `import './${file.replace(/\.element$/, '.define')}';`];
      }),
    '',
  ].join('\n'),
);
// Last, so the default build above is exactly what it was without it.
run('rollup', ['-c', 'rollup.lite.config.mjs', '--silent']);
console.log('dist/ written (dist/lite/: the same blocks on preact/compat)');
