/**
 * The lite build (issue 13 item 5b): dist/lite/, the same sources and the same layout as
 * rollup.config.mjs (runtime.js, elements/<tag>.js, chunks/, manifest.json), with React swapped
 * for preact/compat at build time. A site opts in by loading dist/lite/runtime.js instead of
 * dist/runtime.js (an embedded block: dist/lite/elements/<tag>.js); React stays the default.
 * Only three things differ from the base config: the aliases, the chunk the framework goes to
 * (`preact`, in place of `react`), and the output folder.
 */
import { fileURLToPath } from 'node:url';
import base from './rollup.config.mjs';

/**
 * Every specifier that resolves to React, React DOM or their scheduler, and its preact/compat
 * equivalent. `react/jsx-runtime` is what esbuild's automatic JSX imports; the compat one
 * imports preact/compat first so its options hooks (className, onChange…) are installed.
 * `react` itself is preact/compat with React's page-wide useId (scripts/lite-react.mjs says why).
 */
const ALIASES = {
  react: fileURLToPath(new URL('./scripts/lite-react.mjs', import.meta.url)),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  scheduler: 'preact/compat/scheduler',
};

/** The aliases, before node-resolve sees the import; a React file that still gets in fails the build. */
function preactCompat() {
  return {
    name: 'sqs-preact-compat',
    async resolveId(source, importer, options) {
      const target = ALIASES[source];
      if (!target) return null;
      const resolved = await this.resolve(target, importer, { ...options, skipSelf: true });
      if (!resolved) this.error(`lite build: cannot resolve ${target} (for ${source})`);
      return resolved;
    },
    load(id) {
      // Something reached React by a path not listed above: a lite build with React in it
      // would silently ship both, so stop here and name the importer.
      if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) {
        this.error(`lite build: ${id} is React; add its specifier to ALIASES in rollup.lite.config.mjs`);
      }
      return null;
    },
  };
}

const isPreact = (id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id);

export default {
  ...base,
  output: {
    ...base.output,
    dir: 'dist/lite',
    // Preact and the block glue in one chunk, as React and the glue are in the default build:
    // the base table sends the glue to `react`, and preact is a library it does not know.
    manualChunks: (id, meta) => {
      if (isPreact(id)) return 'preact';
      const chunk = base.output.manualChunks(id, meta);
      return chunk === 'react' ? 'preact' : chunk;
    },
    chunkFileNames: (chunk) => (chunk.name === 'preact' ? 'chunks/preact-[hash:6].js' : base.output.chunkFileNames(chunk)),
  },
  plugins: [preactCompat(), ...base.plugins],
};
