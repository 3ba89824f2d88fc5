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
import postcssNesting from 'postcss-nesting';
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
// of runtime.js (8 KB budget) and out of its discovery selector.
const runtimeElements = Object.fromEntries(
  Object.entries(manifestElements).filter(([tag]) => !/[\\/]runtime[\\/]src[\\/]chrome[\\/]/.test(elements[tag])),
);

/** `import css from './x.css?inline'`: postcss (nesting, prefixes, minify) → a string for a constructable sheet. */
function inlineCss() {
  const processor = postcss([postcssNesting(), autoprefixer(), cssnano({ preset: 'default' })]);
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      return path.resolve(path.dirname(importer), source);
    },
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const result = await processor.process(readFileSync(file, 'utf8'), { from: file });
      return `export default ${JSON.stringify(result.css)};`;
    },
  };
}

function manifest() {
  return {
    name: 'sqs-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ elements: manifestElements, runtime: 'runtime.js' }, null, 2)}\n`,
      });
    },
  };
}

export default {
  input: {
    runtime: 'packages/runtime/src/runtime.ts',
    ...Object.fromEntries(Object.entries(elements).map(([tag, file]) => [`elements/${tag}`, file])),
  },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
      // Lit once, only with a chrome element (issue 12 item 6), with the chrome's base class and
      // registration (and the focus helper of the modal ones), which every chrome element needs:
      // one request, not three.
      if (/[\\/]node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element)[\\/]|packages[\\/]runtime[\\/]src[\\/]chrome[\\/](chrome-element|define-element|deep-active-element)\.ts$/.test(id)) return 'lit';
      // What nearly every page runs ships as one chunk: the page context, cookies (with their
      // path and domain variants), key/value storage, the crumb and the data layer's texts.
      // runtime.js needs the first ones; analytics (on every page, at idle), the popup record,
      // the consent store and form drafts need storage and the cookie variants. Apart they
      // were several chunks (requests, module headers) on every page. The data layer's client
      // (api-client.ts) is its own chunk, loaded with the first request
      // (data/lazy-api-client.ts) or by a block that needs it.
      if (/packages[\\/]runtime[\\/]src[\\/]data[\\/]api-client\.ts$/.test(id)) return 'api-client';
      if (/packages[\\/]runtime[\\/]src[\\/](data[\\/]|page-context\.ts|contracts[\\/](cookies|cookie-variants|storage)\.ts)/.test(id)) return 'runtime-core';
      // Kept apart from runtime-core (a manual chunk takes in its dependencies): every block
      // needs the message table, the reporter, the events and the load strategies (its
      // element waits on them when embedded without the runtime); few need the data layer.
      if (/packages[\\/]runtime[\\/]src[\\/](contracts[\\/]messages|report|events|loader[\\/](strategies|replay))\.ts/.test(id)) return 'runtime-shared';
      // Every page runs each chrome feature's start module (each only decides whether its
      // feature is needed) and the small contracts they share: one chunk, not a dozen.
      if (/packages[\\/]runtime[\\/]src[\\/](chrome[\\/](chrome-start|\w+[\\/](start-[\w-]+|none-style|consent-policy))|contracts[\\/](storage-keys|cookie-consent))\.ts$/.test(id)) return 'chrome-start';
      return undefined;
    },
  },
  preserveEntrySignatures: 'strict',
  plugins: [
    inlineCss(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SQS_ELEMENTS__: JSON.stringify(runtimeElements),
      },
    }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    terser({ module: true, compress: { passes: 2 }, format: { comments: false } }),
    manifest(),
  ],
};
