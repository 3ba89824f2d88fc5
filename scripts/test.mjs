/**
 * `npm test`: every test, in the order that fails fastest (CONTRACT.md §1):
 * types, lint, units, the build, the built bundles in Chromium (the default build, then the
 * lite one), end to end against the reference backend. Chromium comes from CHROME_PATH or
 * /usr/bin/chromium, installed with apt-get when missing and possible (scripts/with-chrome.mjs).
 *
 * The static checks run beside the build (on the 2-core CI machine 147 s together against 166 s in
 * turn: the processor is the limit): a group's stages start together, their output is printed
 * whole, one stage after the other, as each group ends.
 * `npm test -- <name prefix>[,<name prefix>…]` runs the stages whose name starts with one of them.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

// Every end-to-end file (a list here once silently left new files out).
const e2eFiles = readdirSync('test/e2e').filter((f) => f.endsWith('.e2e.test.ts')).sort().map((f) => `test/e2e/${f}`);

/** Groups of [name, command, env]: the stages of a group run at the same time, the groups in order. */
const groups = [
  [
    ['build', ['node', 'scripts/build.mjs']],
    ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
    // Issue 12: no module imports one that imports it back, directly or in a circle, across packages too.
    ['import circles', ['npx', 'madge', '--circular', '--no-spinner', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.madge.json', 'packages']],
  ],
  // Two workers (vitest's default on two cores is one): the unit files are independent processes.
  [['units and dist', ['npx', 'vitest', 'run', '--maxWorkers=2']]],
  [['storybook build', ['npx', 'storybook', 'build', '--quiet', '--output-dir', 'storybook-static']]],
  [['browser (built bundles in Chromium)', ['node', 'scripts/with-chrome.mjs', 'web-test-runner']]],
  // Issue 13 item 5b: the same browser tests on the lite build (dist/lite/, preact/compat).
  // Not beside the end-to-end tests: tried, the two took 618 s together against 505 s in turn
  // (each browser keeps the processor busier than its waits suggest).
  [['browser on the lite build (the same tests on dist/lite/)', ['node', 'scripts/with-chrome.mjs', 'web-test-runner'], { SQS_BUILD: 'lite' }]],
  [['end to end (reference backend + Chromium)', ['node', 'scripts/with-chrome.mjs', 'node', '--import', 'tsx', '--test', ...e2eFiles]]],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one stage; alone it writes to the terminal as it goes, in a group its output is kept for later. */
function runStage([name, [command, ...args], env = {}], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ name, alone, code: code ?? signal, output: Buffer.concat(output), took: seconds(started) }));
    child.on('error', (error) => resolve({ name, alone, code: error.message, output: Buffer.from(String(error)), took: seconds(started) }));
  });
}

const only = process.argv[2]?.split(',');
for (const group of groups) {
  const stages = group.filter(([name]) => !only || only.some((prefix) => name.startsWith(prefix)));
  if (stages.length === 0) continue;
  const results = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
  let failed = null;
  for (const result of results) {
    if (!result.alone) {
      console.log(`\n=== ${result.name} ===`);
      process.stdout.write(result.output);
    }
    if (result.code !== 0) {
      console.error(`\n✗ ${result.name} failed (exit ${result.code}).`);
      failed ??= result;
    } else console.log(`=== ${result.name}: ok in ${result.took} ===`);
  }
  if (failed) process.exit(typeof failed.code === 'number' && failed.code > 0 ? failed.code : 1);
}
