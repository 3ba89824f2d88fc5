/**
 * One build (CONTRACT.md §2): dist/runtime.js, dist/elements/<tag>.js, shared chunks
 * (React exactly once), dist/manifest.json. Production, minified, with sourcemaps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import autoprefixer from 'autoprefixer';
import cssnano from 'cssnano';
import postcss from 'postcss';
import postcssImport from 'postcss-import';
import postcssNesting from 'postcss-nesting';
import MagicString from 'magic-string';
import esbuild from 'rollup-plugin-esbuild';

/** Every `<name>.define.ts` entry is the element `sqs-<name>`. */
export function elementEntries() {
  // Node 20 has no fs.globSync: a recursive listing of packages/ is enough.
  const files = readdirSync('packages', { recursive: true })
    .map((file) => path.join('packages', String(file)))
    .filter((file) => file.endsWith('.define.ts') && file.split(path.sep)[2] === 'src')
    .sort();
  return Object.fromEntries(files.map((file) => [`sqs-${path.basename(file, '.define.ts')}`, file]));
}

const elements = elementEntries();
const manifestElements = Object.fromEntries(Object.keys(elements).map((tag) => [tag, `elements/${tag}.js`]));
// runtime.js loads the blocks it finds in the page. The chrome elements it shows itself, from
// the page context; a template that places one imports its element file. Their tags stay out
// of runtime.js (8 KB budget) and out of its discovery selector. So do the editor kit's controls
// (packages/editor, issue 17): a visitor page pays 0 bytes for them; the editor imports their files.
const runtimeElements = Object.fromEntries(
  Object.entries(manifestElements).filter(([tag]) => !/[\\/](runtime[\\/]src[\\/]chrome|editor[\\/]src)[\\/]/.test(elements[tag])),
);

/**
 * `import css from './x.css?inline'`: postcss (a sheet's `@import`s inlined, as the blocks' shared
 * a11y.css partial needs; nesting, prefixes, minify) → a string for a constructable sheet.
 */
function inlineCss() {
  const processor = postcss([postcssImport(), postcssNesting(), autoprefixer(), cssnano({ preset: 'default' })]);
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
      // A library's stylesheet (`leaflet/dist/leaflet.css?inline`), resolved as a package path.
      const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const result = await processor.process(readFileSync(file, 'utf8'), { from: file });
      for (const message of result.messages) if (message.type === 'dependency') this.addWatchFile(message.file);
      return `export default ${JSON.stringify(result.css)};`;
    },
  };
}

const RUNTIME_CORE = path.resolve('packages/runtime/src/runtime-core.ts');

/**
 * Issue 13 item 6: the site services (runtime-services, analytics-page), fetched at idle on every
 * page, get their own copy of key/value storage (contracts/storage.ts, analytics' visitor and
 * session ids) rather than importing the chunk that holds it for the blocks (runtime-ui): that
 * brought the message formatter, the consent store and the dismiss stack to a page with no block,
 * one file of 3 KB for 0.5 KB of code. The copy is the same source file read again under another
 * module id, so it cannot drift; rollup tree-shakes it to what the services use. Moving the module
 * instead would put it on the chrome page (at its budget) or make the gallery load the services.
 * The same for the cookie clearing of every path and domain (contracts/cookie-variants.ts), which
 * the services import only when a tracking cookie is there to clear: its copy is a chunk of its
 * own, and the module itself went from runtime-shared (every page) to runtime-ui, beside the
 * consent store, its other user. (The services read the query with URLSearchParams, no copy of
 * contracts/query.ts.) Empty page 21.1 KB in 7 files → 17.1 KB in 5 → 16.3 KB in 5 → 15.9 KB in 5. Only for
 * modules without shared state: each copy has its own. Storage's only state is its once-only
 * console notice, so a page whose storage is blocked may print it twice.
 */
const SERVICES_COPY = '.services-copy.ts';
const COPIED_FOR_SERVICES = ['contracts/storage.ts', 'contracts/cookie-variants.ts'].map((file) => path.resolve('packages/runtime/src', file));
/** The services' modules that take the copies: what runtime-services and analytics-page hold. */
const SERVICE_MODULE = /[\\/]packages[\\/]runtime[\\/]src[\\/]services[\\/](analytics[\w-]*|performance[\w-]*|idle-services)\.ts$/;

function servicesOwnCopies() {
  return {
    name: 'sqs-services-own-copies',
    async resolveId(source, importer, options) {
      if (!importer || !SERVICE_MODULE.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && COPIED_FOR_SERVICES.includes(resolved.id) ? resolved.id.replace(/\.ts$/, SERVICES_COPY) : null;
    },
    load(id) {
      if (!id.endsWith(SERVICES_COPY)) return null;
      const file = id.slice(0, -SERVICES_COPY.length) + '.ts';
      this.addWatchFile(file);
      return readFileSync(file, 'utf8');
    },
  };
}

/**
 * Leaflet assigns HTML strings to `innerHTML` (its SVG check, the zoom buttons, the attribution,
 * popups): on a page that requires Trusted Types each is refused, and its SVG check throws
 * while the module loads, so no map would draw. Each such assignment gets the string through
 * DOMPurify's TrustedHTML (html/sanitize.ts trustedHtml, the `dompurify` policy a strict page
 * already lists). Every one of them in Leaflet 1.9 is one statement ending its line.
 */
function trustedLeafletHtml() {
  const sanitize = path.resolve('packages/runtime/src/html/sanitize.ts');
  return {
    name: 'sqs-trusted-leaflet-html',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]leaflet[\\/]/.test(id) || !code.includes('.innerHTML = ')) return null;
      const text = new MagicString(code);
      for (const match of code.matchAll(/\.innerHTML = (.+);[ \t]*$/gm)) {
        const start = match.index + '.innerHTML = '.length;
        text.overwrite(start, start + match[1].length, `__sqsTrustedHtml(${match[1]})`);
      }
      text.prepend(`import { trustedHtml as __sqsTrustedHtml } from ${JSON.stringify(sanitize)};\n`);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

/**
 * The shared chunks, by the folders and files they hold (`<package>/<path under src/>`; a path
 * ending in / is a folder) and by library (a node_modules package). What loads together ships
 * together, and each is loaded only where its code is needed:
 * - runtime-core: what the runtime runs on every page: the loader, the lifecycle, each chrome
 *   feature's start (which only decides whether the feature is needed), the services' register;
 * - runtime-shared: what the runtime and every block share: events, reports, idle time, the
 *   message table's overrides, the page module and its lazy API client, consent rules;
 * - runtime-ui: the message formatter, storage, the consent store and the dismiss stack, with the
 *   first block or chrome element that shows;
 * - load-strategies: when a block is wanted, and click replay, with the first block;
 * - runtime-services: the site services, fetched once the page is idle; error-reporter, once
 *   the page has an error to report;
 * - react: React, once, with the block glue every React block needs (the r2wc bridge and our
 *   renderer, the block-data reader): it loads with the first React block and never without it;
 * - chrome-ui: Lit, once, for the site chrome's elements, with the chrome a first visit shows.
 * Everything else is split by rollup where it is imported dynamically, each chunk named after
 * the module it is loaded for (consent-banner, cart-link, slider, analytics-page…).
 */
const CHUNKS = {
  'runtime-core': [
    'runtime/runtime-core.ts', 'runtime/lifecycle.ts', 'runtime/loader/loader.ts', 'runtime/loader/discovery.ts', 'runtime/loader/registry.ts',
    'runtime/chrome/site-chrome.ts', 'runtime/chrome/chrome-start.ts', 'runtime/chrome/bars/start-bars.ts', 'runtime/chrome/bars/bars-rules.ts',
    'runtime/chrome/cart/start-cart-link.ts', 'runtime/chrome/cart/cart-link-selector.ts', 'runtime/chrome/consent/start-consent.ts',
    'runtime/chrome/dialogs/start-dialogs.ts', 'runtime/chrome/popup/start-popup.ts', 'runtime/chrome/popup/none-style.ts',
    'runtime/services/site-services.ts', 'runtime/contracts/logout-return.ts',
  ],
  'runtime-shared': [
    'runtime/data/crumb.ts', 'runtime/events.ts', 'runtime/report.ts', 'runtime/loader/idle.ts', 'runtime/contracts/message-table.ts',
    'runtime/page/', 'runtime/data/lazy-api-client.ts', 'runtime/data/api-texts.ts', 'runtime/consent/consent-policy.ts',
    'runtime/contracts/cookies.ts', 'runtime/contracts/storage-keys.ts',
  ],
  // When a block is wanted (data-load-on) and its clicks held until then: every block's, and the
  // loader's once it finds one.
  'load-strategies': ['runtime/loader/strategies.ts', 'runtime/loader/replay.ts'],
  // The error reporter, only once the page has an error to send (services/site-services.ts).
  'error-reporter': ['runtime/services/error-reporter.ts', 'runtime/services/error-queue.ts'],
  'runtime-services': [
    'runtime/services/performance.ts',
    'runtime/services/performance-records.ts', 'runtime/services/analytics-start.ts', 'runtime/services/analytics-gate.ts',
    'runtime/services/analytics-consent.ts', 'runtime/services/idle-services.ts', 'runtime/services/page-hide.ts',
  ],
  react: ['react', 'react-dom', 'scheduler', '@r2wc/core', 'blocks/shared/', 'runtime/contracts/block-data.ts'],
  // Lit with the chrome's base class, registration and focus helper, which every chrome element
  // needs, and the chrome a first visit shows: the cookie banner, the popup and the cart link
  // with the popup's record. They show together on nearly every first visit, and one file gzips 1.9 KB
  // smaller than six (ARCHITECTURE.md: that visit has 22 KB); an element shown alone (a dialog,
  // a bar) brings them too, which costs it about 5 KB.
  // The one module that puts outside HTML into the page (DOMPurify apart): named here so that
  // Leaflet's chunk, which imports it (sqs-trusted-leaflet-html), never takes it in and every
  // form or bar that sanitizes a message never loads Leaflet.
  sanitize: ['runtime/html/sanitize.ts'],
  // The data layer's client with its texts, loaded with the first request (data/lazy-api-client.ts).
  'api-client': ['runtime/data/api-client.ts', 'runtime/data/api-messages.ts'],
  // What blocks and chrome elements share beyond the core, with the first of them that shows: the
  // message formatter, key/value storage (form drafts, the popup's
  // record, analytics), the consent store (the banner, embeds' consent gate) and the dismiss
  // stack (lightbox, dialogs). Never on a page that shows nothing; one file, not four (each
  // under 1.3 KB, they gzip 0.5 KB smaller together). Named here also so chrome-ui, a manual
  // chunk that takes in its dependencies, leaves them to the blocks.
  'runtime-ui': [
    'runtime/contracts/messages.ts', 'runtime/contracts/storage.ts', 'runtime/consent/consent-store.ts', 'runtime/contracts/cookie-variants.ts',
    'runtime/overlays/dismiss-stack.ts',
    // Money formatting: the header cart link's subtotal (chrome-ui) and the cart page, which must not reach
    // Lit through it, both need it. In a chunk of its own it was a sixth file on the chrome page.
    'runtime/contracts/money.ts', 'runtime/contracts/currency.ts',
  ],
  // What the commerce blocks share (issue 16), pinned so it never lands in chrome-ui (which would
  // bring Lit to a product page) nor in runtime-services (which takes in what it imports): the cart
  // model with its §8 texts, and apart, the product rules with the enums. The site services take
  // neither: they have their own few codes (services/service-codes.ts, issue 13 item 6). The header
  // cart link needs neither (contracts/cart-badge.ts).
  'commerce-contracts': ['runtime/contracts/cart.ts'],
  'product-rules': ['runtime/contracts/commerce.ts', 'runtime/contracts/enums.ts'],
  // The code editor (issue 17, editor/src/code-editor): CodeMirror 6 with the module that sets it
  // up, loaded when a code editor first shows, in one chunk rather than twelve small ones. The
  // languages apart: HTML (the default mode) with CSS and JavaScript, which its <style> and <script>
  // need anyway, and Markdown, which needs HTML too. Few chunks on purpose: with 6-character hashes
  // rollup refuses a build of 64 chunks or more (62 with these three).
  'codemirror-core': [
    'editor/code-editor/codemirror-editor.ts', '@codemirror/state', '@codemirror/view', '@codemirror/commands', '@codemirror/language',
    '@lezer/common', '@lezer/highlight', '@lezer/lr', 'style-mod', 'w3c-keyname', 'crelt', '@marijn/find-cluster-break',
    // @codemirror/language imports it, and nothing of it is used: else an empty chunk of its own.
    '@codemirror/streamparser',
  ],
  'codemirror-languages': [
    '@codemirror/lang-html', '@lezer/html', '@codemirror/lang-css', '@lezer/css', '@codemirror/lang-javascript', '@lezer/javascript',
    '@codemirror/autocomplete',
  ],
  'codemirror-markdown': ['@codemirror/lang-markdown', '@lezer/markdown'],
  'chrome-ui': [
    'lit', 'lit-html', 'lit-element', '@lit/reactive-element', 'runtime/chrome/chrome-element.ts', 'runtime/chrome/define-element.ts',
    'runtime/chrome/deep-active-element.ts', 'runtime/chrome/consent/consent-banner.ts', 'runtime/chrome/consent/cookie-banner.element.ts',
    'runtime/chrome/consent/banner-settings.ts', 'runtime/chrome/consent/consent-banner.css', 'runtime/chrome/consent/server-banner.ts',
    'runtime/chrome/popup/arm-popup.ts', 'runtime/chrome/popup/popup-ui.ts', 'runtime/chrome/popup/popup-overlay.element.ts',
    'runtime/chrome/popup/popup-record.ts', 'runtime/chrome/popup/popup-rules.ts', 'runtime/chrome/popup/popup-settings.ts',
    'runtime/chrome/popup/popup.css', 'runtime/chrome/cart/cart-link.ts', 'runtime/chrome/cart/cart-link-model.ts',
  ],
};

const chunkByPath = Object.entries(CHUNKS).flatMap(([chunk, paths]) => paths.map((where) => [where, chunk]));

/** `manualChunks`: the chunk CHUNKS gives a module; a chunk of its own for any other library; else rollup decides. */
function chunkOf(id) {
  // Rollup's CommonJS helpers (getDefaultExportFromCjs…), which keen-slider, React and the
  // IntersectionObserver polyfill use: with the framework, which every block loads. Left to rollup,
  // the lite build put them in the polyfill's chunk, so its carousel fetched the polyfill (3.2 KB,
  // only for browsers without IntersectionObserver) for keen-slider's 0.2 KB helper (issue 13).
  if (id === '\0commonjsHelpers.js') return 'react';
  const library = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/');
  // keen-slider has one user, the gallery's slider design (a chunk loaded with the carousel and strip
  // designs only): left to rollup, it goes in that chunk, one file for both instead of two. On a
  // phone over HTTP/1.1 the carousel's files queue for the browser's 6 connections, each wave a
  // round trip (562 ms on the bench's slow 4G): with the gallery's code in its element file
  // (preserveEntrySignatures below), two files fewer bring it from three waves to two (issue 13).
  if (library === 'keen-slider') return undefined;
  if (library) return chunkByPath.find(([where]) => where === library)?.[1] ?? library.replace(/^@/, '').replace('/', '-');
  const [pkg, src, ...rest] = path.relative('packages', id.replace(/\?.*$/, '')).split(path.sep);
  if (src !== 'src') return undefined;
  const where = `${pkg}/${rest.join('/')}`;
  return chunkByPath.find(([place]) => (place.endsWith('/') ? where.startsWith(place) : where === place))?.[1];
}

/** A chunk's file name: its CHUNKS or library name; else the module it is loaded for; else its folders. */
function chunkName(chunk) {
  if (chunk.name in CHUNKS || !chunk.moduleIds.some((id) => id.includes(`${path.sep}packages${path.sep}`))) return chunk.name;
  if (chunk.facadeModuleId) return path.basename(chunk.facadeModuleId).replace(/\.(tsx?|js)$/, '');
  const folders = chunk.moduleIds
    .map((id) => path.relative('packages', id).split(path.sep))
    .filter((parts) => parts[1] === 'src')
    .map((parts) => (parts.length > 3 ? `${parts[0]}-${parts[2]}` : parts[0]));
  return [...new Set(folders)].sort().slice(0, 2).join('+') || chunk.name;
}

/** A chunk and every chunk it imports statically, directly or not (what a browser fetches for it). */
function closure(chunks, fileName) {
  const files = [];
  const visit = (file) => {
    if (files.includes(file) || !chunks[file]) return;
    files.push(file);
    for (const imported of chunks[file].imports) visit(imported);
  };
  visit(fileName);
  return files;
}

const moduleIdsOf = (chunk) => chunk.moduleIds ?? Object.keys(chunk.modules);
/** React, or Preact in its place in the lite build. */
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|preact)[\\/]/;

/**
 * The runtime's own closure and each element's, by file name relative to dist/, and the elements
 * whose closure has no framework: they enhance server HTML that already works on its own
 * (sqs-button's and sqs-donation-button's links, sqs-reviews-request's form), so a click on them
 * is never held (loader/early-clicks.ts). Once per chunk graph: runtime.js's table (bootTable) and
 * the compile hints (compileHints) read the same one while chunks render, the manifest its own
 * from the final bundle.
 */
const bootTables = new WeakMap();
function bootTableOf(chunks) {
  if (!bootTables.has(chunks)) bootTables.set(chunks, computeBootTable(chunks));
  return bootTables.get(chunks);
}

function computeBootTable(chunks) {
  const core = Object.values(chunks).find((chunk) => chunk.type !== 'asset' && moduleIdsOf(chunk).includes(RUNTIME_CORE));
  const closures = Object.fromEntries(Object.keys(runtimeElements).map((tag) => [tag, closure(chunks, `elements/${tag}.js`)]));
  const usesFramework = (files) => files.some((file) => moduleIdsOf(chunks[file]).some((id) => FRAMEWORK_MODULE.test(id)));
  const coreFiles = core ? closure(chunks, core.fileName) : [];
  return {
    core: coreFiles,
    closures,
    frameworkless: Object.keys(closures).filter((tag) => !usesFramework(closures[tag])),
    designs: designPartsOf(chunks, closures),
    banner: closureOfModule(chunks, CONSENT_BANNER).filter((file) => !coreFiles.includes(file)),
  };
}

/** The cookie banner's UI, which runtime.js asks for on a first visit (loader/preload.ts). */
const CONSENT_BANNER = '/packages/runtime/src/chrome/consent/consent-banner.ts';
/** The closure of the chunk that holds `module` (a path ending). */
function closureOfModule(chunks, module) {
  const chunk = Object.values(chunks).find((c) => c.type !== 'asset' && moduleIdsOf(c).some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`No chunk holds ${module}`);
  return closure(chunks, chunk.fileName);
}

/**
 * Scripts a server may write for a block of a design, each as its own `<script type=module async>`:
 * files that import nothing and run the moment they arrive, so they answer the visitor before the
 * block's code (packages/server/src/preload-hints.ts). Not in runtime.js's table: they come with the
 * page or not at all (every byte there is on every page). The gallery's lightbox preview
 * (gallery/lightbox/lightbox-preview.ts) for the designs whose slides stand still, which a tap
 * opens in the lightbox; a dist test holds this list to the gallery's design table.
 */
const LIGHTBOX_PREVIEW = '/packages/gallery/src/lightbox/lightbox-preview.early.ts';
const EARLY_PARTS = { 'sqs-gallery': [{ module: LIGHTBOX_PREVIEW, designs: ['stacked', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list'] }] };

/** Tag → design name → the early scripts (EARLY_PARTS) by file name relative to dist/. */
function earlyPartsOf(chunks) {
  return filesByDesign(EARLY_PARTS, (_tag, module) => {
    const files = closureOfModule(chunks, module);
    if (files.length !== 1) throw new Error(`${module} must import nothing: it would not run on arrival (it imports ${files.slice(1).join(', ')})`);
    return files;
  });
}

/**
 * Tag → design name → files, from a table of tag → [{ module, designs }] (DESIGN_PARTS,
 * EARLY_PARTS): `filesOf(tag, module)` gives a module's files, or null to leave the tag out.
 */
function filesByDesign(parts, filesOf) {
  const table = {};
  for (const [tag, list] of Object.entries(parts)) {
    for (const { module, designs: names } of list) {
      const files = filesOf(tag, module);
      if (files) for (const name of names) (table[tag] ??= {})[name] = files;
    }
  }
  return table;
}

/**
 * Design names (as block data writes them, SPEC.md §2's map in gallery/core/designs.ts) whose code
 * a block imports only once it renders (gallery/prepare-parts.ts: the slider kind's keen-slider), by
 * the module that design imports. A dist test holds this list to the gallery's design table.
 */
const DESIGN_PARTS = { 'sqs-gallery': [{ module: '/packages/gallery/src/gallery/designs/slider.tsx', designs: ['carousel', 'slider'] }] };

/**
 * Issue 13 item 2 for a block's design: tag → design name → the files that design's module needs
 * beyond the block's closure, so runtime.js asks for them with the block (loader/preload.ts), not
 * a round trip after the block has rendered.
 */
function designPartsOf(chunks, closures) {
  return filesByDesign(DESIGN_PARTS, (tag, module) => (closures[tag] ? closureOfModule(chunks, module).filter((file) => !closures[tag].includes(file)) : null));
}

/**
 * The table as runtime.js carries it (loader/preload.ts BootTable): each element's file is
 * implied by its tag, and the files every block needs (React and the shared chunks) are named
 * once, so a new block costs runtime.js its tag and its own extra files only.
 */
function runtimeBootTable({ core, closures, frameworkless, designs, banner }) {
  const lists = Object.entries(closures).map(([tag, files]) => [tag, files.filter((file) => file !== `elements/${tag}.js`)]);
  // What every framework block needs (React, the block glue, the shared chunks): a frameworkless
  // block lists its whole closure instead, so the long common list is not repeated per block.
  const framed = lists.filter(([tag]) => !frameworkless.includes(tag));
  const common = framed.length === 0 ? [] : framed[0][1].filter((file) => framed.every(([, files]) => files.includes(file)));
  // runtime.js asks for the core's files first on every page (loader/preload.ts), so no list repeats them.
  const rest = (tag, files) => files.filter((file) => !core.includes(file) && (frameworkless.includes(tag) || !common.includes(file)));
  // Named from chunks/ without `.js` (loader/preload.ts BootTable): fewer bytes in every page's runtime.js.
  const named = (files) => files.map((file) => path.posix.relative('chunks', file).replace(/\.js$/, ''));
  return {
    core: named(core),
    common: named(common.filter((file) => !core.includes(file))),
    tags: Object.fromEntries(lists.map(([tag, files]) => [tag, named(rest(tag, files))])),
    frameworkless,
    designs: Object.fromEntries(Object.entries(designs).map(([tag, byName]) => [tag, Object.fromEntries(Object.entries(byName).map(([name, files]) => [name, named(files)]))])),
    banner: named(banner),
  };
}

/**
 * Issue 13 item 2: runtime.js gets the closures written in (`__SQS_BOOT__`, loader/preload.ts),
 * so it asks for all of a block's files at once. Written while chunks render: file names still
 * carry rollup's hash placeholders, which rollup then replaces everywhere with the final names.
 */
function bootTable() {
  return {
    name: 'sqs-boot-table',
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('__SQS_BOOT__')) return null;
      const text = new MagicString(code);
      text.replaceAll('__SQS_BOOT__', JSON.stringify(runtimeBootTable(bootTableOf(meta.chunks))));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

/**
 * Issue 13 item 2, for what loads later (a chrome feature's UI once its start decides it is
 * needed, a block's lazy part, the data layer): where a chunk imports another
 * dynamically, it asks at the same moment for every file that one imports statically and the
 * importer does not have already, so they arrive in one wave rather than level by level (as
 * Vite's preload helper does; parallel import() rather than modulepreload links, for the reason
 * loader/preload.ts gives). runtime.js has its boot table instead.
 */
/**
 * What loads on an event or at idle (a service, a toast, a dialog a site asks for, the logout
 * notice): a level more costs nothing the visitor waits for, and the lists would cost every page
 * their bytes in runtime-core.
 */
const LOADED_LATER = /^chunks\/(runtime-services|error-reporter|editor-keys|native-bridge|dialogs-api|logout-notice|system-error|toast|tooltips)-/;

function preloadDynamicImports() {
  const helper = 'const __sqsPreload=(files)=>{for(const file of files)import(new URL(file,import.meta.url).href).catch(()=>{})};\n';
  return {
    name: 'sqs-preload-dynamic-imports',
    renderChunk(code, chunk, _options, meta) {
      if (chunk.fileName === 'runtime.js' || chunk.dynamicImports.length === 0) return null;
      const here = path.posix.dirname(chunk.fileName);
      const present = new Set(closure(meta.chunks, chunk.fileName));
      const text = new MagicString(code);
      let rewritten = 0;
      for (const match of code.matchAll(/\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g)) {
        const target = path.posix.join(here, match[2]);
        if (!meta.chunks[target] || LOADED_LATER.test(target)) continue;
        const files = closure(meta.chunks, target)
          .filter((file) => file !== target && !present.has(file))
          .map((file) => { const relative = path.posix.relative(here, file); return relative.startsWith('.') ? relative : `./${relative}`; });
        if (files.length === 0) continue;
        text.overwrite(match.index, match.index + match[0].length, `(/*@__NOINLINE__*/__sqsPreload(${JSON.stringify(files)}),${match[0]})`);
        rewritten++;
      }
      if (rewritten === 0) return null;
      text.prepend(helper);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

const TERSER = { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false, wrap_func_args: false } };
/**
 * Terser, with three more assumptions for the chunks that hold only our own code (the runtime,
 * the chrome's starts, the shared contracts), which every page loads: no getter with a side
 * effect, no function expression used as a constructor, no object method called with `new`, no
 * standard built-in replaced (terser's `unsafe`), and two more passes. Our TypeScript never does
 * these; third-party code (React, Leaflet, DOMPurify) might, so it keeps terser's safe defaults.
 * About 100 B gzip off the chrome page (ARCHITECTURE.md: 22 KB). Not `unsafe_comps` or
 * `unsafe_math`: our checks reject NaN with `!(x >= 0)` and money must not be re-associated.
 */
function minify() {
  const safe = terser(TERSER);
  const ours = terser({ ...TERSER, compress: { ...TERSER.compress, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, passes: 5, unsafe: true } });
  const onlyOurs = (chunk) => chunk.moduleIds.every((id) => !id.includes('node_modules') && !id.startsWith('\0'));
  return {
    name: 'sqs-minify',
    renderChunk(code, chunk, options, meta) {
      return (onlyOurs(chunk) ? ours : safe).renderChunk.call(this, code, chunk, options, meta);
    },
  };
}

/**
 * Issue 13 item 5: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+;
 * other engines read a comment) on every file runtime.js asks for to show a block or a design:
 * the runtime loads these only when their block is about to render, so nearly every function in
 * them runs at once, and the hint lets V8 compile them on the thread that streams the file instead
 * of lazily on the main thread in the middle of React's first render. Profile of the bench's
 * carousel and gallery pages (4× CPU, slow 4G, 3 runs each, two rounds, builds alternating):
 * carousel blocking time 131 / 212 → 77 / 90 ms and its ready mark 2.61 / 2.73 → 2.40 / 2.49 s
 * (medians), gallery blocking 89 / 136 → 76 / 65 ms; the framework chunk alone did half. Not on
 * the files every page or the cookie banner loads (runtime.js's core, runtime-ui, chrome-ui): the
 * comment costs about 28 B gzip a file and the chrome page is at its 22 KB; nor on the site
 * services (fetched at idle) or the editor's files. Added after terser (which drops comments), as
 * the file's first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints() {
  const hinted = new WeakMap();
  const filesOf = (chunks) => {
    if (!hinted.has(chunks)) {
      const table = bootTableOf(chunks);
      const designFiles = Object.values(table.designs).flatMap((byName) => Object.values(byName).flat());
      const everyPage = new Set([...table.core, ...table.banner]);
      hinted.set(chunks, new Set([...Object.values(table.closures).flat(), ...designFiles].filter((file) => !everyPage.has(file))));
    }
    return hinted.get(chunks);
  };
  return {
    name: 'sqs-compile-hints',
    renderChunk(code, chunk, _options, meta) {
      if (!filesOf(meta.chunks).has(chunk.fileName)) return null;
      const text = new MagicString(code);
      text.prepend(COMPILE_HINT);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

function manifest() {
  return {
    name: 'sqs-manifest',
    generateBundle(_options, bundle) {
      // `banner`: the cookie banner's files beyond the core, for a server's preload hints on a
      // first visit (packages/server/src/preload-hints.ts), as runtime.js's own table has them.
      // `early`: the scripts a server writes for a block of a design (EARLY_PARTS), which runtime.js never names.
      const { core, closures, frameworkless, designs, banner } = bootTableOf(bundle);
      const early = earlyPartsOf(bundle);
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ elements: manifestElements, runtime: 'runtime.js', core, closures, frameworkless, designs, banner, early }, null, 2)}\n`,
      });
    },
  };
}

export default {
  input: {
    runtime: 'packages/runtime/src/runtime.ts',
    ...Object.fromEntries(Object.entries(elements).map(([tag, file]) => [`elements/${tag}`, file])),
    // The early scripts (EARLY_PARTS): nothing imports them, a server's page loads them; hashed as chunks.
    'chunks/lightbox-preview': `.${LIGHTBOX_PREVIEW}`,
  },
  output: {
    dir: 'dist',
    format: 'es',
    // Maps are written beside each file but not named in it: the package ships without them (README
    // "Install it"), so the comment pointed nowhere, and its bytes (180 B gzip over the chrome page's five
    // files) reached every visitor. A debugger or an error tool loads `<file>.map` itself.
    sourcemap: 'hidden',
    entryFileNames: (entry) => (entry.name.startsWith('chunks/') ? '[name]-[hash:6].js' : '[name].js'),
    chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash:6].js`,
    manualChunks: chunkOf,
  },
  // An entry may gain exports, never lose its own (`allow-extension`): an element's file may export
  // what its own lazy chunks import from it (it exports nothing else). The gallery's code, which only sqs-gallery and its designs use, ships in
  // elements/sqs-gallery.js instead of a chunk of its own beside a 0.3 KB file that imports it, one
  // request fewer on every gallery page (issue 13: fewer files on the critical path).
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    inlineCss(),
    trustedLeafletHtml(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
    }),
    servicesOwnCopies(),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    bootTable(),
    preloadDynamicImports(),
    minify(),
    compileHints(),
    manifest(),
  ],
};
