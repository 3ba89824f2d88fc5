// Issue 19: the package as a user installs it. `npm pack` the repository, install the tarball
// into a temporary React 19 + TypeScript app (react, @types/react and typescript come from this
// repository's node_modules through symlinks: no network), and compile TSX against it with
// `skipLibCheck: false`: one file that uses every element and listens to every event must
// compile, and one with a wrong value (or another element's attribute) per element must give
// exactly the errors expected, line by line. Runs after `npm run build`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface CemAttribute { name: string; type?: { text?: string } }
interface CemEvent { name: string }
interface CemElement { tagName: string; attributes?: CemAttribute[]; events?: CemEvent[] }

const repo = path.resolve('.');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string };
const cem = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: Array<{ declarations?: Array<Partial<CemElement> & { customElement?: boolean }> }> };
const elements = cem.modules.flatMap((m) => m.declarations ?? []).filter((d): d is CemElement & { customElement: true } => Boolean(d.customElement && d.tagName));

/** Every event name of the library: each part's event table (`<part>.events.ts`). */
const eventTables = import.meta.glob<Record<string, unknown>>('../../packages/*/src/**/*.events.ts', { eager: true });
const eventNames = new Set<string>();
for (const module of [...Object.values(eventTables), await import('../../packages/runtime/src/events')]) {
  for (const value of Object.values(module)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [name, doc] of Object.entries(value)) if (name.startsWith('sqs-') && typeof doc === 'object' && doc && 'summary' in doc) eventNames.add(name);
  }
}

/** The literal values of a union type text (`'a' | 'b'`), or null when it is no union of literals. */
const literals = (text = ''): string[] | null => {
  const parts = text.split('|').map((p) => p.trim());
  return parts.length > 1 && parts.every((p) => /^'[^']*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : null;
};
const q = JSON.stringify;
const validValue = (attribute: CemAttribute): string => {
  const text = attribute.type?.text ?? 'string';
  const values = literals(text);
  if (values) return `=${q(values[0])}`;
  if (text === 'boolean') return '';
  if (text === 'number') return '={1}';
  return '="x"';
};
/** A value of the wrong type for the attribute, or null when any value is accepted. */
const wrongValue = (attribute: CemAttribute): string | null => {
  const text = attribute.type?.text ?? 'string';
  if (literals(text)) return `="not-one-of-them"`;
  if (text === 'boolean') return '={3}';
  if (text === 'number') return '={{}}';
  if (text === 'string') return '={42}';
  return null;
};


/** The library's own events an element fires (a form control's native input and change are React's onInput, onChange). */
const sqsEvents = (element: CemElement) => (element.events ?? []).filter((e) => e.name.startsWith('sqs-'));

/** A user's TSX file that uses every element, every attribute and every event, typed. */
function goodSource(): string {
  const lines = [
    `import { on, type SqsEventMap } from '${pkg.name}';`,
    `import '${pkg.name}/elements/sqs-accordion';`,
    '',
    '/** Fails to compile unless A and B are the same type (an `any` detail fails too). */',
    'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
    'const same = <A, B>(_: Same<A, B>) => {};',
    '',
    'export const page = (',
    '  <>',
  ];
  for (const element of elements) {
    const attributes = (element.attributes ?? []).map((a) => `${a.name}${validValue(a)}`);
    const events = sqsEvents(element).map((e) => `on${e.name}={(e) => same<typeof e.detail, SqsEventMap[${q(e.name)}]>(true)}`);
    lines.push(`    <${element.tagName} ${[...attributes, ...events].join(' ')} />`);
  }
  lines.push('  </>', ');', '', "const el = document.createElement('sqs-accordion');");
  for (const name of [...eventNames].sort()) {
    lines.push(`el.addEventListener(${q(name)}, (e) => same<typeof e.detail, SqsEventMap[${q(name)}]>(true));`);
    lines.push(`window.addEventListener(${q(name)}, (e) => same<typeof e.detail, SqsEventMap[${q(name)}]>(true));`);
    lines.push(`on(el, ${q(name)}, (e) => same<typeof e.detail, SqsEventMap[${q(name)}]>(true));`);
  }
  return lines.join('\n') + '\n';
}

/** One wrong use per line, each expected to fail: "bad.tsx:<line>" for every such line. */
function badSource(): { source: string; expected: string[] } {
  const lines = [`import '${pkg.name}';`, 'export const page = (', '  <>'];
  const expected: string[] = [];
  const foreignNames = [...new Set(elements.flatMap((e) => (e.attributes ?? []).map((a) => a.name)))].filter((n) => !n.includes('-'));
  const expectError = (line: string) => {
    lines.push(line);
    expected.push(`bad.tsx:${lines.length}`);
  };
  for (const element of elements) {
    const own = element.attributes ?? [];
    const typed = own.find((a) => wrongValue(a) !== null);
    if (typed) expectError(`    <${element.tagName} ${typed.name}${wrongValue(typed)} />`);
    // JSX checks names without a hyphen only: another element's such attribute is refused.
    const foreign = foreignNames.find((n) => !own.some((a) => a.name === n) && !HTML_ATTRIBUTES.has(n));
    if (foreign) expectError(`    <${element.tagName} ${foreign}="x" />`);
    const event = sqsEvents(element)[0];
    // A detail typed (not `any`) is no symbol.
    if (event) expectError(`    <${element.tagName} on${event.name}={(e) => { const wrong: symbol = e.detail; return wrong; }} />`);
  }
  lines.push('  </>', ');', '');
  return { source: lines.join('\n'), expected };
}
/** Attributes every HTML element has in React's typings: never "another element's". */
const HTML_ATTRIBUTES = new Set(['title', 'hidden', 'lang', 'dir', 'role', 'slot', 'id', 'style', 'color', 'content']);

const good = goodSource();
const bad = badSource();
let diagnostics: string[] = [];
/** The errors in `name`, and those of no file of the app (in the package's types: all of them count). */
function errorsIn(name: string): string[] {
  return diagnostics.filter((d) => d.startsWith(`${name}:`) || !/^\w+\.tsx:/.test(d));
}

let app: string;
let tarball: string;

beforeAll(() => {
  app = mkdtempSync(path.join(tmpdir(), 'sqs-package-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', app], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  tarball = path.join(app, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  // The package has no dependencies: installing it offline needs nothing but the tarball.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: app, stdio: 'pipe' });
  for (const dependency of ['react', '@types/react', 'typescript']) {
    mkdirSync(path.dirname(path.join(app, 'node_modules', dependency)), { recursive: true });
    symlinkSync(path.join(repo, 'node_modules', dependency), path.join(app, 'node_modules', dependency), 'dir');
  }
  // Both files at once, in one program, as a user's app would compile them.
  diagnostics = compile({ 'good.tsx': good, 'bad.tsx': bad.source });
}, 300_000);

afterAll(() => rmSync(app, { recursive: true, force: true }));

/** Compiles the files in the app as a user's TSX: every error as "file:line: TScode message". */
function compile(files: Record<string, string>): string[] {
  const paths = Object.entries(files).map(([name, source]) => {
    writeFileSync(path.join(app, name), source);
    return path.join(app, name);
  });
  const program = ts.createProgram(paths, {
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.relative(app, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '?';
    return `${where}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 160)}`;
  });
}

describe(`the packed ${pkg.name} in a clean React 19 + TypeScript app (issue 19)`, () => {
  it('holds the runtime, every element, the manifest and the types, and no @sqs/ import in the types', () => {
    const installed = path.join(app, 'node_modules', pkg.name);
    const files = readdirSync(installed, { recursive: true }).map(String);
    expect(files).toContain(path.join('dist', 'runtime.js'));
    for (const element of elements) expect(files, element.tagName).toContain(path.join('dist', 'elements', `${element.tagName}.js`));
    expect(files).toContain(path.join('dist', 'custom-elements.json'));
    const types = files.filter((f) => f.endsWith('.d.ts'));
    expect(types.length).toBeGreaterThan(20);
    const leaking = types.filter((f) => /['"]@sqs\//.test(readFileSync(path.join(installed, f), 'utf8')));
    expect(leaking).toEqual([]);
    expect(files.some((f) => f.endsWith('.test.d.ts'))).toBe(false);
  });

  it('compiles TSX that uses every element with every attribute and listens to every event, typed', () => {
    expect(errorsIn('good.tsx')).toEqual([]);
    // Every element was written, and every event three ways.
    expect(good.split('\n').filter((l) => l.startsWith('    <sqs-')).length).toBe(elements.length);
    expect(eventNames.size).toBeGreaterThan(20);
    expect(good.split('\n').filter((l) => l.startsWith('on(el, ')).length).toBe(eventNames.size);
  });

  it('rejects a wrong attribute value, an attribute of another element and a wrong detail, on every element', () => {
    const errors = errorsIn('bad.tsx');
    expect(bad.expected.length).toBeGreaterThanOrEqual(elements.length * 2);
    expect([...new Set(errors.map((e) => e.split(': ')[0]))].sort(), errors.join('\n')).toEqual([...bad.expected].sort());
    expect(errors.every((e) => / TS(2322|2339|2353|2769) /.test(e)), errors.join('\n')).toBe(true);
  });
});
