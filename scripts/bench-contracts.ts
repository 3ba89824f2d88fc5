/**
 * The contracts part of `npm run bench` (issue 3 "Bench"), called by scripts/bench.ts:
 *  - what a block that imports only `formatMoney` pays for it: esbuild bundle (minify,
 *    tree shaking, ESM) of contracts/money.ts, gzip -9; budget 2 KB;
 *  - each contracts parser on 100 KB of adversarial input (many inputs adding up to
 *    100 KB, so length caps and early exits are exercised as well as the long paths):
 *    median of 5 runs, budget 50 ms each.
 * Returns rows; bench.ts prints them and exits 1 when one is over budget.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { parseColor } from '../packages/runtime/src/contracts/color';
import { classifyLink } from '../packages/runtime/src/contracts/links';
import { parseMoneyAmount } from '../packages/runtime/src/contracts/money';
import { parseQuery } from '../packages/runtime/src/contracts/query';

export interface ContractsBenchRow {
  entry: string;
  /** What was measured, for the table's second column. */
  measured: string;
  value: number;
  budget: number;
  unit: 'bytes' | 'ms';
}

const KB = 1024;
const INPUT_SIZE = 100 * KB;
const RUNS = 5;
const MONEY_BUDGET = 2 * KB;
const PARSER_BUDGET_MS = 50;
const CONTRACTS = path.resolve('packages/runtime/src/contracts');

/** gzip -9 size of a minified, tree-shaken ESM bundle that imports only `formatMoney`. */
async function formatMoneyBundle(): Promise<{ gzip: number; minified: number }> {
  const result = await build({
    stdin: {
      contents: "export { formatMoney } from './money';",
      resolveDir: CONTRACTS,
      sourcefile: 'format-money-only.ts',
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { gzip: gzipSync(code, { level: 9 }).length, minified: code.length };
}

/** `pattern` repeated to exactly `length` characters. */
const fill = (pattern: string, length: number) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);

/** `make(i)` strings (each at most `max` chars) until they add up to exactly `length`. */
function many(length: number, max: number, make: (i: number) => string): string[] {
  const out: string[] = [];
  let left = length;
  for (let i = 0; left > 0; i += 1) {
    const s = make(i).slice(0, Math.min(max, left));
    out.push(s);
    left -= s.length;
  }
  return out;
}

/** The inputs of one parser; they always add up to exactly 100 KB. */
function inputs(parts: string[][]): string[] {
  const all = parts.flat();
  const size = all.reduce((sum, s) => sum + s.length, 0);
  if (size !== INPUT_SIZE) throw new Error(`bench input is ${size} characters, not ${INPUT_SIZE}`);
  return all;
}

const QUERY = inputs([
  // Past the 1000-pair cap, with the keys that must be dropped.
  [fill('__proto__=1&constructor[a]=2&prototype=3&a=%41+b&', 40 * KB)],
  // One pair whose escapes are malformed: decodeURIComponent throws, the loose decoder runs.
  [`x=${fill('%E0%A4%+%zz%C3%', 30 * KB - 2)}`],
  // Empty segments cost no pair: all of them are walked.
  [fill('&', 30 * KB)],
]);

const COLOUR_SHAPES = [
  (i: number) => `hsl(${fill('1', 60 + (i % 7))}, ${fill('9', 30)}%, 1e${fill('9', 20)})`,
  (i: number) => `rgba(${fill('0,', 100 + (i % 11))})`,
  () => `#${fill('f', 126)}`,
  (i: number) => `hsla(${fill(' ', 50)}${i}deg ${fill('.5 ', 40)}/ 50%)`,
  () => ` ${fill('rgb(', 120)} `,
];
const COLOUR = inputs([
  // Over the 128-character cap: refused before any trimming or matching.
  [`rgb(${fill('1,', 40 * KB - 5)})`],
  // Just under the cap: every one reaches colord or the hsl grammar.
  many(60 * KB, 127, (i) => COLOUR_SHAPES[i % COLOUR_SHAPES.length]!(i)),
]);

const LINK_SHAPES = [
  // Just under the mailto limit, one @ and a long dotted domain: the address rules run in full.
  (i: number) => `mailto:${fill('a', 400)}@${fill('b.', 580 + (i % 10))}c`,
  () => `${fill('a', 900)}:x`, // a long scheme
  () => `sms:${fill('1', 990)}`,
  () => `tel:${fill('1-', 900)}`,
  () => `/pages/${fill('a', 140)}`,
  () => `${fill('/\\', 800)}`, // slashes of either kind
  () => `java\tscr\nipt:${fill('void(0)//', 200)}`,
];
const LINKS = inputs([
  // Control characters and spaces to trim at both ends, tabs and newlines to remove inside.
  [`${fill('\u0000 ', 20 * KB)}http://${fill('\t\n\r', 10 * KB - 7)}${fill(' ', 10 * KB)}`],
  [`#${fill('#', 10 * KB - 1)}`],
  many(50 * KB, 1000, (i) => LINK_SHAPES[i % LINK_SHAPES.length]!(i)),
]);

const MONEY = inputs([
  // Leading zeros are not significant digits, so the 15-place cap never stops the scan.
  [`${fill('0', 30 * KB - 2)}.5`],
  // Zeros after the currency's digits are accepted while they stay zeros.
  [`1.${fill('0', 20 * KB - 2)}`],
  [`${fill(' ', 15 * KB)}1,234${fill(' ', 15 * KB - 5)}`],
  // Grouping that breaks at the very end; too many places; junk.
  many(20 * KB - 2, 200, (i) => (i % 3 === 0 ? `-${fill('123,', 199)}` : i % 3 === 1 ? fill('9', 200) : fill('1e5$', 200))),
  ['-.'],
]);

/** Median time of RUNS passes of `parse` over every input. */
function time(parse: (input: string) => unknown, all: string[]): number {
  const runs: number[] = [];
  let sink = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    for (const input of all) if (parse(input) !== null) sink += 1;
    runs.push(performance.now() - start);
  }
  if (sink < 0) console.log(sink); // keeps the calls observable
  return [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function benchContracts(): Promise<ContractsBenchRow[]> {
  const money = await formatMoneyBundle();
  const parser = (entry: string, parse: (input: string) => unknown, all: string[]): ContractsBenchRow => ({
    entry,
    measured: `100 KB in ${all.length} input${all.length === 1 ? '' : 's'}, median of ${RUNS}`,
    value: time(parse, all),
    budget: PARSER_BUDGET_MS,
    unit: 'ms',
  });
  return [
    {
      entry: 'contracts: only formatMoney (esbuild, minified, tree-shaken)',
      measured: `${money.minified} B minified`,
      value: money.gzip,
      budget: MONEY_BUDGET,
      unit: 'bytes',
    },
    parser('contracts: parseQuery (query string)', parseQuery, QUERY),
    parser('contracts: parseColor (hex, rgb, hsl)', parseColor, COLOUR),
    parser('contracts: classifyLink (link classification)', classifyLink, LINKS),
    parser('contracts: parseMoneyAmount (money)', parseMoneyAmount, MONEY),
  ];
}
