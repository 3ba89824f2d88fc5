/**
 * The font picker on /editor against the reference backend: the real catalogue
 * (GET /api/editor/fonts with the page context's Typekit kit), the real stand-in font files
 * from /assets/fonts/, and the browser's own form submission read on the server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

describe('/editor font picker', () => {
  let h: Harness;
  let page: Page & { errors: string[] };
  before(async () => {
    h = await startHarness();
    page = await h.page();
  });
  after(() => h.close());

  it('lists the catalogue with the kit, previews from this machine only, and posts the chosen family', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${h.origin}/editor`);
    const picker = page.locator('#font');
    await page.waitForSelector('#font[data-sqs-state="ready"]');
    // The page context names the kit: asked for with the catalogue, its fonts listed under Typekit.
    await picker.locator('[role="option"]').first().waitFor();
    assert.ok(requested.some((url) => new URL(url).pathname === '/api/editor/fonts' && new URL(url).searchParams.get('kit') === 'demo-kit'));
    await picker.locator('[part="category"]').selectOption('typekit');
    assert.deepEqual(await picker.locator('[role="option"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.family)), ['adelle', 'proxima-nova', 'freight-text-pro', 'bickham-script-pro-3']);
    await picker.locator('[part="category"]').selectOption('style-guide');
    assert.deepEqual(await picker.locator('[role="option"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.family)), ['Lato', 'Playfair Display']);
    await picker.locator('[role="option"][data-family="Lato"][data-preview-state="loaded"]').waitFor();
    await picker.locator('[part="category"]').selectOption('all');
    await picker.locator('[part="search"]').fill('merri');
    await picker.locator('[role="option"][data-family="Merriweather"]').click();
    await picker.locator('[role="option"][data-family="Merriweather"][data-preview-state="loaded"]').waitFor();

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/editor/received')), page.click('button[type="submit"]')]);
    const { fields } = (await response.json()) as { fields: Record<string, unknown> };
    assert.equal(fields.font, 'Merriweather');
    const fontFiles = requested.filter((url) => url.endsWith('.woff2'));
    assert.ok(fontFiles.length >= 2, fontFiles.join(', '));
    assert.ok(requested.every((url) => url.startsWith(h.origin)), requested.filter((url) => !url.startsWith(h.origin)).join(', '));
    assert.deepEqual(page.errors, []);
  });
});
