// Custom Elements Manifest (CONTRACT.md §2): read from each element class's JSDoc
// (@tag @attr @fires @csspart @cssprop @slot). package.json already points at it.
export default {
  globs: ['packages/*/src/**/*.element.ts'],
  outdir: 'dist',
  packagejson: false,
  litelement: false,
};
