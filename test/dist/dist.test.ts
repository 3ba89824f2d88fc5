// The built dist/ against CONTRACT.md §2. Runs after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graph, importsOf } from '../../scripts/import-graph.mjs';
import type { EventDoc } from '../../packages/runtime/src/events';

/** Every part's event table (`<part>.events.ts`, issue 12 item 4), by event name. */
const eventTables = import.meta.glob<Record<string, unknown>>('../../packages/*/src/**/*.events.ts', { eager: true });
const eventDocs = new Map<string, EventDoc>();
for (const module of [...Object.values(eventTables), await import('../../packages/runtime/src/events')]) {
  for (const value of Object.values(module)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [name, doc] of Object.entries(value)) {
      if (name.startsWith('sqs-') && typeof doc === 'object' && doc !== null && 'summary' in doc) eventDocs.set(name, doc as EventDoc);
    }
  }
}

const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const manifest = JSON.parse(read('manifest.json')) as { elements: Record<string, string> };
// React's production build always contains this symbol name.
const isReact = (file: string) => readFileSync(file, 'utf8').includes('react.transitional.element');
// lit-html's template results always carry this key.
const isLit = (file: string) => readFileSync(file, 'utf8').includes('_$litType$');
/** The site-wide chrome's elements (issue 12 item 6): Lit, no React, shown by the runtime itself. */
const CHROME_TAGS = ['sqs-announcement-bar', 'sqs-badge', 'sqs-cookie-banner', 'sqs-dialog', 'sqs-mobile-bar', 'sqs-popup-overlay', 'sqs-system-error', 'sqs-toast', 'sqs-tooltip'];
const blockTags = () => Object.keys(manifest.elements).filter((tag) => !CHROME_TAGS.includes(tag));
/** The editor kit's controls (issue 17): every `<name>.define.ts` under packages/editor/src. */
const EDITOR_TAGS = readdirSync('packages/editor/src', { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.define.ts'))
  .map((file) => `sqs-${path.basename(file, '.define.ts')}`);
/** What runtime.js loads for a visitor page: the blocks, not the editor's controls. */
const visitorTags = () => blockTags().filter((tag) => !EDITOR_TAGS.includes(tag));
/**
 * Blocks with no framework and no shadow root (issue 14: sqs-button, whose link is the site's
 * own markup and must never wait for a framework): no React or Preact, no parts or custom properties.
 */
const LIGHT_DOM_BLOCKS = ['sqs-button', 'sqs-donation-button', 'sqs-reviews-request'];
const frameworkBlockTags = () => blockTags().filter((tag) => !LIGHT_DOM_BLOCKS.includes(tag));

describe('dist/ (CONTRACT.md §2)', () => {
  it('lists every element in the manifest, each with its own module and sourcemap', () => {
    // Every `<name>.define.ts` in the packages is an element (rollup.config.mjs elementEntries).
    const defined = readdirSync('packages', { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.define.ts') && file.split(path.sep)[1] === 'src')
      .map((file) => `sqs-${path.basename(file, '.define.ts')}`)
      .sort();
    expect(defined.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(manifest.elements).sort()).toEqual(defined);
    for (const [tag, file] of Object.entries(manifest.elements)) {
      expect(file).toBe(`elements/${tag}.js`);
      expect(existsSync(path.join(dist, file))).toBe(true);
      expect(existsSync(path.join(dist, `${file}.map`))).toBe(true);
    }
  });

  it('keeps React out of runtime.js and everything it can import', () => {
    const reached = graph(path.join(dist, 'runtime.js'), { dynamic: true });
    expect(reached.length).toBeGreaterThan(1);
    expect(reached.filter(isReact)).toEqual([]);
  });

  it('asks for the runtime and the first blocks in one wave: runtime.js has no static import, and knows every closure (issue 13)', async () => {
    const { importsOf } = await import('../../scripts/import-graph.mjs');
    expect(importsOf(path.join(dist, 'runtime.js')).static).toEqual([]);
    const full = JSON.parse(read('manifest.json')) as { core: string[]; closures: Record<string, string[]> };
    expect(full.core[0]).toMatch(/^chunks\/runtime-core-/);
    for (const [tag, files] of Object.entries(full.closures)) {
      // The closure is exactly what the browser fetches for the element's module.
      const reached = graph(path.join(dist, `elements/${tag}.js`)).map((f) => path.relative(dist, f)).sort();
      expect([...files].sort(), tag).toEqual(reached);
      // An element embedded without the runtime never pulls the runtime's own code.
      expect(files.filter((f) => f.startsWith('chunks/runtime-core-')), tag).toEqual([]);
    }
  });

  it('ships React exactly once, in one shared chunk every React block imports', () => {
    const chunks = readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
    const withReact = chunks.filter((f) => isReact(path.join(dist, 'chunks', f)));
    expect(withReact).toHaveLength(1);
    for (const file of frameworkBlockTags().map((tag) => manifest.elements[tag]!)) {
      const reached = graph(path.join(dist, file)).map((f) => path.basename(f));
      expect(reached).toContain(withReact[0]);
      expect(isReact(path.join(dist, file))).toBe(false);
    }
  });

  it('ships Lit exactly once, in one shared chunk that only chrome elements reach, never runtime.js statically', () => {
    const chunks = readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
    const withLit = chunks.filter((f) => isLit(path.join(dist, 'chunks', f)));
    expect(withLit).toEqual([expect.stringMatching(/^chrome-ui-[\w-]+\.js$/)]);
    const lit = path.join(dist, 'chunks', withLit[0]!);
    const reaches = (file: string) => graph(path.join(dist, file));
    // A page where no chrome shows loads runtime.js and the runtime's core (each chrome feature's
    // start, which only decides whether it is needed): no Lit.
    expect(reaches('runtime.js')).not.toContain(lit);
    const { core } = JSON.parse(read('manifest.json')) as { core: string[] };
    expect(core.length).toBeGreaterThan(0);
    for (const file of core) expect(reaches(file), file).not.toContain(lit);
    for (const tag of CHROME_TAGS) {
      expect(reaches(manifest.elements[tag]!), tag).toContain(lit);
      expect(reaches(manifest.elements[tag]!).filter(isReact), tag).toEqual([]);
    }
    for (const tag of blockTags()) expect(reaches(manifest.elements[tag]!), tag).not.toContain(lit);
  });

  it('is minified production code', () => {
    const runtime = read('runtime.js');
    expect(runtime).not.toContain('process.env');
    expect(runtime.split('\n').length).toBeLessThan(5);
    const react = readdirSync(path.join(dist, 'chunks')).find((f) => f.startsWith('react'))!;
    expect(read(`chunks/${react}`)).not.toContain('react.development');
  });

  it('documents every element in custom-elements.json', () => {
    const cem = JSON.parse(read('custom-elements.json'));
    const declarations = cem.modules.flatMap((m: { declarations?: unknown[] }) => m.declarations ?? []);
    for (const tag of blockTags()) {
      const element = declarations.find((d: { tagName?: string }) => d.tagName === tag);
      expect(element, tag).toBeDefined();
      expect(element.attributes.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['data-block-json', 'data-load-on']));
      expect(element.events.map((e: { name: string }) => e.name), tag).toEqual(expect.arrayContaining(['sqs-block-ready', 'sqs-block-error']));
      expect(element.events.length, tag).toBeGreaterThanOrEqual(3);
      if (LIGHT_DOM_BLOCKS.includes(tag)) continue;
      expect(element.cssParts.length, tag).toBeGreaterThan(0);
      expect(element.cssProperties.length, tag).toBeGreaterThan(0);
    }
    for (const tag of LIGHT_DOM_BLOCKS) expect(graph(path.join(dist, manifest.elements[tag]!)).filter(isReact), tag).toEqual([]);
    // The chrome elements take their settings as attributes (no block JSON, no load strategy).
    for (const tag of CHROME_TAGS) {
      const element = declarations.find((d: { tagName?: string }) => d.tagName === tag);
      expect(element, tag).toBeDefined();
      expect(element.summary, tag).toBeTruthy();
      expect(element.attributes.length, tag).toBeGreaterThan(0);
      expect((element.cssParts ?? []).length + (element.slots ?? []).length, tag).toBeGreaterThan(0);
      expect(element.cssProperties.length, tag).toBeGreaterThan(0);
    }
  });

  it("lists in custom-elements.json exactly the events each element's event tables say it fires", () => {
    const cem = JSON.parse(read('custom-elements.json'));
    const declarations = cem.modules.flatMap((m: { declarations?: unknown[] }) => m.declarations ?? []);
    expect(eventDocs.size).toBeGreaterThan(20);
    for (const tag of Object.keys(manifest.elements)) {
      const element = declarations.find((d: { tagName?: string }) => d.tagName === tag);
      // Native events a form control fires (`input`, `change`) have no table: only sqs-* are compared.
      const listed = ((element.events ?? []) as Array<{ name: string }>).map((e) => e.name).filter((name) => name.startsWith('sqs-')).sort();
      const declared = [...eventDocs]
        .filter(([, doc]) => (doc.on === 'every block' && !CHROME_TAGS.includes(tag)) || (Array.isArray(doc.on) && doc.on.includes(tag)))
        .map(([name]) => name)
        .sort();
      expect(listed, tag).toEqual(declared);
    }
  });

  it('derives the frameworkless blocks, whose clicks are never held, from their closures (SPEC.md §3 "Button tracking")', () => {
    const full = JSON.parse(read('manifest.json')) as { frameworkless: string[] };
    expect(full.frameworkless.sort()).toEqual([...LIGHT_DOM_BLOCKS].sort());
    // runtime.js holds early clicks by that list, not by a tag name written in its code.
    const runtime = read('runtime.js');
    for (const tag of LIGHT_DOM_BLOCKS) expect(runtime.match(new RegExp(`"${tag}"`, 'g'))?.length, tag).toBe(2);
  });

  it("lists with the gallery, for every design name of the slider kind, keen-slider's files for runtime.js to ask for with the block (issue 13 item 2)", async () => {
    const { DESIGN_NAME_MAP } = await import('../../packages/gallery/src/core/designs');
    const { designOf } = await import('../../packages/gallery/src/core/design-table');
    const full = JSON.parse(read('manifest.json')) as { closures: Record<string, string[]>; designs: Record<string, Record<string, string[]>> };
    const sliderNames = Object.entries(DESIGN_NAME_MAP).filter(([, design]) => designOf(design).kind === 'slider').map(([name]) => name);
    expect(sliderNames.length).toBeGreaterThan(0);
    expect(Object.keys(full.designs['sqs-gallery'] ?? {}).sort()).toEqual(sliderNames.sort());
    const runtime = read('runtime.js');
    for (const name of sliderNames) {
      const files = full.designs['sqs-gallery']![name]!;
      // keen-slider's code is among them (in the slider design's chunk), and nothing the gallery's closure has already.
      expect(files.some((file) => /keen-slider/.test(readFileSync(path.join(dist, `${file}.map`), 'utf8'))), name).toBe(true);
      for (const file of files) {
        expect(full.closures['sqs-gallery'], file).not.toContain(file);
        expect(runtime, file).toContain(`"${path.posix.relative('chunks', file).replace(/\.js$/, '')}"`);
      }
    }
  });

  it("lists the gallery's early script (the lightbox preview) for every design name whose slides stand still: a file that imports nothing and that runtime.js never names, on both builds (issue 13)", async () => {
    const { DESIGN_NAME_MAP } = await import('../../packages/gallery/src/core/designs');
    const { designOf } = await import('../../packages/gallery/src/core/design-table');
    const stillNames = Object.entries(DESIGN_NAME_MAP).filter(([, design]) => !designOf(design).moving).map(([name]) => name);
    for (const build of ['', 'lite/']) {
      const full = JSON.parse(read(`${build}manifest.json`)) as { closures: Record<string, string[]>; early: Record<string, Record<string, string[]>> };
      expect(Object.keys(full.early), build).toEqual(['sqs-gallery']);
      expect(Object.keys(full.early['sqs-gallery']!).sort(), build).toEqual(stillNames.sort());
      const files = new Set(Object.values(full.early['sqs-gallery']!).flat());
      expect([...files], build).toHaveLength(1);
      const [file] = [...files] as [string];
      expect(file, build).toMatch(/^chunks\/lightbox-preview-[\w-]{6}\.js$/);
      // It runs the moment it arrives: no import of any kind, nor React.
      expect(importsOf(path.join(dist, build, file)), build).toEqual({ static: [], dynamic: [] });
      expect(read(`${build}${file}`), build).not.toMatch(/\bimport\b/);
      expect(isReact(path.join(dist, build, file)), build).toBe(false);
      // A page has it only if its server writes it: never in runtime.js's table nor any closure.
      expect(read(`${build}runtime.js`), build).not.toContain('lightbox-preview');
      expect(Object.values(full.closures).flat(), build).not.toContain(file);
    }
  });

  it("asks for the carousel's scripts in at most 10 files, two waves of a phone's 6 HTTP/1.1 connections with the page's stylesheet and first photo, on both builds (issue 13)", () => {
    for (const build of ['', 'lite/']) {
      const full = JSON.parse(read(`${build}manifest.json`)) as { core: string[]; closures: Record<string, string[]>; designs: Record<string, Record<string, string[]>> };
      const carousel = full.designs['sqs-gallery']!.carousel!;
      // keen-slider ships with the slider design's code, one file (rollup.config.mjs chunkOf).
      expect(carousel, build).toHaveLength(1);
      // The gallery's own code is in elements/sqs-gallery.js, not in a chunk beside it (preserveEntrySignatures).
      expect(full.closures['sqs-gallery']!.filter((file) => file.startsWith('chunks/gallery-core')), build).toEqual([]);
      expect(new Set(['runtime.js', ...full.core, ...full.closures['sqs-gallery']!, ...carousel]).size, build).toBeLessThanOrEqual(10);
    }
  });

  it("puts V8's compile hint on every file a block or design loads, first line, and on none of what every page or the banner loads, on both builds (issue 13 item 5)", () => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    for (const build of ['', 'lite/']) {
      const full = JSON.parse(read(`${build}manifest.json`)) as { core: string[]; closures: Record<string, string[]>; designs: Record<string, Record<string, string[]>>; banner: string[] };
      const everyPage = new Set(['runtime.js', ...full.core, ...full.banner]);
      const blockFiles = new Set([...Object.values(full.closures).flat(), ...Object.values(full.designs).flatMap((byName) => Object.values(byName).flat())]);
      const hinted = (file: string) => read(`${build}${file}`).startsWith(HINT);
      for (const file of blockFiles) if (!everyPage.has(file)) expect(hinted(file), `${build}${file}`).toBe(true);
      for (const file of everyPage) expect(hinted(file), `${build}${file}`).toBe(false);
      // Nor the site services, fetched at idle, nor an editor control's file.
      const services = readdirSync(path.join(dist, build, 'chunks')).filter((f) => /^(runtime-services|analytics-page|error-reporter)-.*\.js$/.test(f));
      expect(services.length, build).toBeGreaterThanOrEqual(3);
      for (const file of services) expect(hinted(`chunks/${file}`), `${build}${file}`).toBe(false);
      expect(hinted('elements/sqs-color-picker.js'), build).toBe(false);
      // The framework chunk is the one that matters most (React's first render).
      expect([...blockFiles].some((file) => /^chunks\/(react|preact)-/.test(file) && hinted(file)), build).toBe(true);
    }
  });

  it("lists the cookie banner's files for runtime.js to ask for on a first visit, under the context id and cookie name the runtime uses (issue 13 item 2)", async () => {
    const { PAGE_CONTEXT_ID } = await import('../../packages/runtime/src/page/page-context');
    const { CONSENT_COOKIE } = await import('../../packages/runtime/src/contracts/storage-keys');
    const runtime = read('runtime.js');
    // runtime.js imports nothing, so it writes both out: they must be the runtime's.
    expect(runtime).toContain(`getElementById("${PAGE_CONTEXT_ID}")`);
    expect(runtime).toContain(`"${CONSENT_COOKIE.name}="`);
    const banner = JSON.parse(/banner:(\[[^\]]*\])/.exec(runtime)![1]!) as string[];
    const chromeUi = readdirSync(path.join(dist, 'chunks')).find((f) => /^chrome-ui-.*\.js$/.test(f))!;
    expect(banner).toContain(chromeUi.replace(/\.js$/, ''));
    // The Lit chunk's whole closure beyond the core's: nothing more is asked for when the banner shows.
    const { core } = JSON.parse(read('manifest.json')) as { core: string[] };
    const closure = graph(path.join(dist, 'chunks', chromeUi)).map((file) => path.relative(path.join(dist, 'chunks'), file).replace(/\.js$/, ''));
    expect(banner.sort()).toEqual(closure.filter((file) => !core.includes(`chunks/${file}.js`)).sort());
    // manifest.json names the same files, for a server's preload hints (server/src/preload-hints.ts).
    const listed = (JSON.parse(read('manifest.json')) as { banner: string[] }).banner;
    expect(listed.map((file) => file.replace(/^chunks\/|\.js$/g, '')).sort()).toEqual(banner.sort());
  });

  it('keeps the editor kit off visitor pages: runtime.js names no editor tag and no visitor chunk reaches editor code (issue 17)', () => {
    expect(EDITOR_TAGS).toContain('sqs-stepper');
    const full = JSON.parse(read('manifest.json')) as { core: string[]; closures: Record<string, string[]> };
    // Listed as elements (an editor page imports their files), but not in the boot table.
    for (const tag of EDITOR_TAGS) {
      expect(manifest.elements[tag], tag).toBe(`elements/${tag}.js`);
      expect(full.closures[tag], tag).toBeUndefined();
    }
    expect(Object.keys(full.closures).sort()).toEqual(visitorTags().sort());
    // Neither the tag (discovery, click holding) nor the element's file name is in runtime.js.
    const runtime = read('runtime.js');
    for (const tag of EDITOR_TAGS) expect(runtime, tag).not.toContain(tag);
    // Every file a visitor page can load (runtime.js and all it imports, statically or not, and
    // every block with all it imports) holds no module of packages/editor: their sourcemaps say so.
    const visitorFiles = new Set([
      ...graph(path.join(dist, 'runtime.js'), { dynamic: true }),
      ...visitorTags().flatMap((tag) => graph(path.join(dist, manifest.elements[tag]!), { dynamic: true })),
    ]);
    expect(visitorFiles.size).toBeGreaterThan(10);
    const editorFiles = [...visitorFiles].filter((file) => {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      return map.sources.some((source) => /packages\/editor\//.test(source));
    });
    expect(editorFiles).toEqual([]);
    // And the editor's own code is where its element is: a control's file does hold it.
    const stepperMap = JSON.parse(read('elements/sqs-stepper.js.map')) as { sources: string[] };
    expect(stepperMap.sources.some((source) => /packages\/editor\/src\/stepper\//.test(source))).toBe(true);
  });

  it('ships TypeScript declarations with JSX typings for every tag', () => {
    const jsx = read('types/jsx.d.ts');
    for (const tag of Object.keys(manifest.elements)) expect(jsx).toContain(`"${tag}": SqsBase`);
    expect(read('types/index.d.ts')).toContain("export * from './runtime/src/runtime';");
    expect(existsSync(path.join(dist, 'types/runtime/src/runtime.d.ts'))).toBe(true);
  });
});

// Issue 13 item 5b: the lite build, the same blocks on preact/compat, in the same layout.
describe('dist/lite/ (the same blocks on preact/compat)', () => {
  const lite = path.join(dist, 'lite');
  const readLite = (file: string) => readFileSync(path.join(lite, file), 'utf8');
  const liteManifest = JSON.parse(readLite('manifest.json')) as { elements: Record<string, string>; runtime: string; core: string[]; closures: Record<string, string[]> };
  // Preact 11 marks its vnodes with this symbol (preact/src/constants.js VNODE_MARKER).
  const isPreact = (file: string) => readFileSync(file, 'utf8').includes('Symbol.for("pv")');
  const liteChunks = readdirSync(path.join(lite, 'chunks')).filter((f) => f.endsWith('.js'));

  it('has the layout of dist/: runtime.js, the same elements each with its module and sourcemap, a manifest', () => {
    expect(liteManifest.elements).toEqual(manifest.elements);
    expect(liteManifest.runtime).toBe('runtime.js');
    expect(existsSync(path.join(lite, 'runtime.js.map'))).toBe(true);
    for (const file of Object.values(liteManifest.elements)) {
      expect(existsSync(path.join(lite, file))).toBe(true);
      expect(existsSync(path.join(lite, `${file}.map`))).toBe(true);
    }
  });

  it('splits into the chunks of dist/, React\'s chunk apart: rollup.lite.config.mjs follows the base config', () => {
    const names = (dir: string) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => f.replace(/-[\w-]{6}\.js$/, ''))
        .sort();
    const base = names(path.join(dist, 'chunks'));
    expect(base).toContain('react');
    expect(names(path.join(lite, 'chunks'))).toEqual(base.map((name) => (name === 'react' ? 'preact' : name)).sort());
  });

  it('fetches the IntersectionObserver polyfill only where the browser has none, in either build: no chunk imports it statically', () => {
    // Rollup once put its CommonJS helpers in the polyfill's chunk in the lite build, so the lite
    // carousel (keen-slider) fetched the polyfill in every browser (rollup.config.mjs chunkOf).
    for (const root of [dist, lite]) {
      const chunks = readdirSync(path.join(root, 'chunks')).filter((f) => f.endsWith('.js'));
      const polyfill = chunks.find((f) => /^intersection-observer-[\w-]{6}\.js$/.test(f));
      expect(polyfill, root).toBeDefined();
      const files = [...chunks.map((f) => path.join(root, 'chunks', f)), ...Object.values(manifest.elements).map((f) => path.join(root, f))];
      const importers = files.filter((file) => importsOf(file).static.some((spec) => spec.endsWith(`/${polyfill}`)));
      expect(importers.map((file) => path.relative(root, file)), root).toEqual([]);
    }
  });

  it('asks for the runtime and the first blocks in one wave: runtime.js has no static import, and knows every closure', () => {
    expect(importsOf(path.join(lite, 'runtime.js')).static).toEqual([]);
    expect(liteManifest.core[0]).toMatch(/^chunks\/runtime-core-/);
    // As in dist/: the runtime loads the blocks; the chrome's elements it shows itself.
    expect(Object.keys(liteManifest.closures).sort()).toEqual(visitorTags().sort());
    for (const [tag, files] of Object.entries(liteManifest.closures)) {
      const reached = graph(path.join(lite, `elements/${tag}.js`)).map((f) => path.relative(lite, f)).sort();
      expect([...files].sort(), tag).toEqual(reached);
      expect(files.filter((f) => f.startsWith('chunks/runtime-core-')), tag).toEqual([]);
    }
  });

  it('ships no React, and Preact exactly once, in one shared chunk every block imports and runtime.js never reaches', () => {
    const files = readdirSync(lite, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
    expect(files.filter((f) => isReact(path.join(lite, f)))).toEqual([]);
    const withPreact = liteChunks.filter((f) => isPreact(path.join(lite, 'chunks', f)));
    expect(withPreact).toEqual([expect.stringMatching(/^preact-[\w-]{6}\.js$/)]);
    expect(liteChunks.filter((f) => f.startsWith('react'))).toEqual([]);
    for (const tag of frameworkBlockTags()) {
      const file = liteManifest.elements[tag]!;
      expect(graph(path.join(lite, file)).map((f) => path.basename(f)), tag).toContain(withPreact[0]);
      expect(isPreact(path.join(lite, file)), tag).toBe(false);
    }
    // The chrome's elements are Lit in both builds: no framework chunk at all.
    for (const tag of CHROME_TAGS) {
      const reached = graph(path.join(lite, liteManifest.elements[tag]!));
      expect(reached.filter(isPreact), tag).toEqual([]);
      expect(reached.some(isLit), tag).toBe(true);
    }
    expect(graph(path.join(lite, 'runtime.js'), { dynamic: true }).filter(isPreact)).toEqual([]);
  });

  it('is minified production code', () => {
    const runtime = readLite('runtime.js');
    expect(runtime).not.toContain('process.env');
    expect(runtime.split('\n').length).toBeLessThan(5);
  });
});
