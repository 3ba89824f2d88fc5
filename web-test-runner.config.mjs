/**
 * Browser tests of the BUILT bundles (what ships) in real Chromium: dist/ is served
 * as is; tests import /dist/elements/<tag>.js or /dist/runtime.js.
 */
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS, findChrome } from './scripts/with-chrome.mjs';

export default {
  rootDir: '.',
  files: ['test/browser/**/*.browser.test.js'],
  nodeResolve: true,
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
