/**
 * The reference backend's preload hints (packages/server/src/preload-hints.ts) on the real
 * demo pages, under their strict CSP: every hinted file is fetched once (the hint and
 * runtime.js's own import name one URL, so the module map keeps one), none is refused, and the
 * blocks still upgrade.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

describe('preload hints on the demo pages', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  for (const [path, block] of [
    ['/gallery', '#grid[data-sqs-state="ready"]'],
    ['/chrome-consent', 'sqs-cookie-banner button'],
    // The site shell's pages hint their first block by themselves.
    ['/store/harbour-mug', 'sqs-product[data-sqs-state="ready"]'],
  ] as const) {
    it(`${path}: each hinted file is fetched once, none refused, and the page works`, async () => {
      const page = await h.page();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${h.origin}${path}`);
      await page.waitForSelector(block);
      await page.waitForLoadState('networkidle');
      const hinted = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      assert.ok(hinted.length >= 3, `the page names its first wave: ${hinted.join(', ')}`);
      for (const file of hinted) assert.equal(scripts.filter((s) => s === file).length, 1, `${file} fetched once: ${scripts.join(', ')}`);
      const twice = scripts.filter((s, i) => scripts.indexOf(s) !== i);
      assert.deepEqual(twice, [], 'no script fetched twice');
      assert.deepEqual(page.errors, [], 'no CSP refusal or error');
      await page.close();
    });
  }
});
