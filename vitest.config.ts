import { defineConfig } from 'vitest/config';

// Unit tests run in Node (`*.test.ts`); DOM-touching units opt into happy-dom with a
// `// @vitest-environment happy-dom` first line. Browser tests of the BUILT bundles
// (`*.browser.test.js`) run in Chromium through web-test-runner, not here.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'test/dist/**/*.test.ts'],
    exclude: ['**/*.browser.test.*', '**/node_modules/**'],
    setupFiles: ['test/setup/fast-check.ts'],
    environment: 'node',
    // Property tests run thousands of cases: on a 2-core CI machine shared with a build their
    // wall time varies several-fold, and a timeout there says nothing about the code. Timings
    // are never asserted in tests (npm run bench measures them).
    testTimeout: 30_000,
  },
});
