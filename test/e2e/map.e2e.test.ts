/**
 * sqs-map on the /map demo page against the reference backend: tiles from its local stand-in
 * (nothing outside is reached), under a strict CSP; the consent-gated variant; a tile server
 * answering 500 leaves the address readable.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

describe('sqs-map on the demo page', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  it('draws every map from the stand-in tiles, under the strict CSP, asking nothing of another origin', async () => {
    const page = await h.page();
    const outside: string[] = [];
    const tiles: number[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(h.origin) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().includes('/assets/tiles/')) tiles.push(response.status());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
      // The external search would leave the machine: the window it would open is noted instead.
      window.open = (...args: unknown[]) => {
        (window as unknown as { opened: unknown[] }).opened = args;
        return null;
      };
    });
    await page.goto(`${h.origin}/map`);
    const container = page.locator('#map-default').locator('[part="container"][data-tiles="loaded"]');
    await container.waitFor();
    assert.equal(await page.locator('#map-default [part="map"]').getAttribute('data-zoom'), '12');
    assert.ok(tiles.length > 0 && tiles.every((status) => status === 200), `tile statuses ${tiles.join()}`);
    await page.locator('#map-address').scrollIntoViewIfNeeded();
    await page.locator('#map-address [part="container"][data-phase="ready"]').waitFor();
    await page.locator('#map-address .sqs-map-pin').click();
    // linkOnClick: the marker opens an external maps search for the address (the popup stays shut).
    await page.waitForFunction(() => 'opened' in window);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened), [
      'https://www.openstreetmap.org/search?query=12%20Mott%20St%2C%20New%20York%2C%20NY%2010013%2C%20USA',
      '_blank',
      'noopener',
    ]);
    assert.equal(await page.locator('#map-address .sqs-map-popup').count(), 0);
    assert.deepEqual(outside, []);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('waits for consent under a restrictive policy: no tile before the click, tiles after', async () => {
    const page = await h.page();
    let tileRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/assets/tiles/')) tileRequests += 1;
    });
    await page.goto(`${h.origin}/map?consent=restrictive`);
    const load = page.locator('#map-default').getByRole('button', { name: /^Load / });
    await load.waitFor();
    assert.equal(tileRequests, 0);
    assert.equal(await page.locator('#map-default address').isVisible(), true);
    await load.click();
    await page.locator('#map-default [part="container"][data-tiles="loaded"]').waitFor();
    assert.ok(tileRequests > 0);
    // One map's click is not consent: the next map still waits.
    assert.equal(await page.locator('#map-address').getByRole('button', { name: /^Load / }).count(), 1);
    await page.close();
  });

  it('keeps the address readable when the tile server answers 500', async () => {
    const page = await h.page();
    const failures: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/tiles/broken/')) failures.push(response.status());
    });
    await page.goto(`${h.origin}/map?tiles=broken`);
    await page.locator('#map-default [part="container"][data-tiles="error"]').waitFor();
    assert.ok(failures.length > 0 && failures.every((status) => status === 500));
    assert.equal(await page.locator('#map-default address').isVisible(), true);
    assert.equal(await page.locator('#map-default').getByRole('link', { name: 'Open in a map' }).isVisible(), true);
    // The map is still a map: keys still zoom it.
    await page.locator('#map-default [part="map"]').focus();
    await page.keyboard.press('+');
    await page.waitForFunction(() => document.querySelector('#map-default')?.shadowRoot?.querySelector<HTMLElement>('[part="map"]')?.dataset.zoom === '13');
    await page.close();
  });
});
