/**
 * Browser tests of the BUILT bundles (what ships) in real Chromium: dist/ is served
 * as is; tests import /dist/elements/<tag>.js or /dist/runtime.js.
 *
 * SQS_BUILD=lite runs the same tests against the lite build (issue 13 item 5b): every
 * /dist/… request is answered from /dist/lite/…, in place, so the page still sees /dist/ URLs
 * (one module map, as with the default build; a redirect would load a second copy of a module
 * imported by both names). Tests that name the framework chunk read `window.SQS_BUILD`.
 * The lite run leaves out the site chrome's files (chrome-*.browser.test.js): the chrome is Lit
 * in both builds, the same chunks with the same code (test/dist checks the chunk list and that
 * no chrome element reaches Preact), so it would test the same code twice; every file that renders a block, or loads one through the runtime,
 * runs (about 100 s on the 2-core machine).
 */
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS, findChrome } from './scripts/with-chrome.mjs';

const lite = process.env.SQS_BUILD === 'lite';
// Issue 20's whole-library harnesses (about 3 minutes together) run on the default build only, to
// keep CI's time; each runs on the lite build by hand with SQS_BUILD=lite and the file named.
const HARNESSES_ON_DEFAULT_ONLY = process.argv.some((a) => /fuzz-elements|xss-corpus|xss-paths/.test(a))
  ? []
  : ['!test/browser/fuzz-elements.browser.test.js', '!test/browser/xss-corpus.browser.test.js', '!test/browser/xss-paths.browser.test.js'];
// dist/custom-elements.json describes both builds (dist/lite/ has none of its own): it stays where it is.
const fromLite = (context, next) => {
  if (context.path.startsWith('/dist/') && !context.path.startsWith('/dist/lite/') && context.path !== '/dist/custom-elements.json') context.path = `/dist/lite${context.path.slice('/dist'.length)}`;
  return next();
};

// Network loss for the code editor's lazy CodeMirror chunk (editor-code-editor-offline.browser.test.js):
// while the page holds the cookie sqs-test-offline=codemirror, that chunk is answered 503.
const codemirrorOffline = (context, next) => {
  if (/\/chunks\/codemirror-core-[\w-]{6}\.js$/.test(context.path) && context.cookies.get('sqs-test-offline') === 'codemirror') {
    context.status = 503;
    // Not kept by the browser's memory cache for the next test file's page (same renderer).
    context.set('Cache-Control', 'no-store');
    context.body = 'offline (test)';
    return undefined;
  }
  return next();
};

// Files that come late (lightbox-preview.browser.test.js): while the page holds the cookie
// sqs-test-hold=<names> (comma-separated; `gallery`: elements/sqs-gallery.js, `preview`: the
// gallery's early script), a request for such a dist file waits until the page fetches
// /__test/release?file=<name> (no name: all). Such a page loads dist/ as /fresh-<run>/dist/…, URLs
// of its own: the renderer's memory cache would otherwise answer the next page without asking.
const HELD_FILES = { gallery: /^\/dist\/elements\/sqs-gallery\.js$/, preview: /^\/dist\/chunks\/lightbox-preview-[\w-]{6}\.js$/ };
let held = [];
const holdFiles = async (context, next) => {
  if (context.path === '/__test/release') {
    const name = context.query.file;
    for (const waiting of held.filter((h) => !name || h.name === name)) waiting.release();
    held = held.filter((h) => name && h.name !== name);
    context.body = 'released';
    return undefined;
  }
  const fresh = /^\/fresh-[\w-]+(\/dist\/.*)$/.exec(context.path);
  if (!fresh) return next();
  context.path = fresh[1];
  const name = (context.cookies.get('sqs-test-hold') ?? '').split(',').find((n) => HELD_FILES[n]?.test(context.path));
  if (name) await new Promise((release) => held.push({ name, release }));
  return next();
};

export default {
  rootDir: '.',
  // stories-axe renders storybook-static/ (built from the sources by Vite, not from dist/): the lite run leaves it out.
  files: ['test/browser/**/*.browser.test.js', ...(lite ? ['!test/browser/chrome-*.browser.test.js', '!test/browser/stories-axe-*.browser.test.js', ...HARNESSES_ON_DEFAULT_ONLY] : [])],
  nodeResolve: true,
  middleware: [codemirrorOffline, holdFiles, ...(lite ? [fromLite] : [])],
  ...(lite && {
    testRunnerHtml: (framework) =>
      `<!doctype html><html><head><script>window.SQS_BUILD = 'lite';</script></head><body><script type="module" src="${framework}"></script></body></html>`,
  }),
  // One file at a time: a background tab gets no animation frames, so <dialog> close events,
  // media-query changes and the loader's frame-batched discovery stall in a parallel file.
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChrome(), headless: true, args: CHROME_ARGS.filter((a) => !a.startsWith('--headless')) },
    }),
  ],
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 180000,
};
