/**
 * `npm test`: every test, in the order that fails fastest (CONTRACT.md §1):
 * types, lint, units, the build, the built bundles in Chromium (the default build, then the
 * lite one), end to end against the reference backend. Chromium comes from CHROME_PATH or
 * /usr/bin/chromium, installed with apt-get when missing and possible (scripts/with-chrome.mjs).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

// Every end-to-end file (a list here once silently left new files out).
const e2eFiles = readdirSync('test/e2e').filter((f) => f.endsWith('.e2e.test.ts')).sort().map((f) => `test/e2e/${f}`);

const stages = [
  ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  // Issue 12: no module imports one that imports it back, directly or in a circle, across packages too.
  ['import circles', ['npx', 'madge', '--circular', '--no-spinner', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.madge.json', 'packages']],
  ['build', ['node', 'scripts/build.mjs']],
  ['units and dist', ['npx', 'vitest', 'run']],
  ['storybook build', ['npx', 'storybook', 'build', '--quiet', '--output-dir', 'storybook-static']],
  ['browser (built bundles in Chromium)', ['node', 'scripts/with-chrome.mjs', 'web-test-runner']],
  // Issue 13 item 5b: the same browser tests on the lite build (dist/lite/, preact/compat).
  ['browser, lite build (the same tests on dist/lite/)', ['node', 'scripts/with-chrome.mjs', 'web-test-runner'], { SQS_BUILD: 'lite' }],
  ['end to end (reference backend + Chromium)', ['node', 'scripts/with-chrome.mjs', 'node', '--import', 'tsx', '--test', ...e2eFiles]],
];

const only = process.argv[2];
for (const [name, [command, ...args], env = {}] of stages) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
