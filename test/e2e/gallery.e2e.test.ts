/**
 * The gallery on the demo site (issue 4): every design upgrades under the strict CSP, a
 * deep link by path opens its slide, closing returns to the collection URL, and Back and
 * Forward move through the lightbox as a visitor expects.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

describe('gallery demo end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  it('upgrades every design with no console error or CSP violation', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    await page.goto(`${h.origin}/gallery`);
    for (const id of ['grid', 'slideshow', 'thumbs', 'carousel', 'autocolumns', 'autorows', 'list']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.locator(`#${id}[data-sqs-state="ready"]`).waitFor();
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('opens the slide named by the path, closes back to the collection, and Back/Forward follow', async () => {
    const page = await h.page();
    await page.goto(`${h.origin}/gallery/grid-3`);
    const dialog = page.locator('#grid dialog[open]');
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Fresh bread' }).waitFor();
    assert.match(page.url(), /\/gallery\/grid-3#itemId=grid-3$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/gallery');

    // Opened by a click: Back closes it, Forward opens it again.
    await page.locator('#grid').getByRole('button', { name: 'Harbour at dawn' }).click();
    await dialog.waitFor();
    assert.match(page.url(), /\/gallery\/grid-1#itemId=grid-1$/);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/gallery');
    await page.goForward();
    await dialog.waitFor();
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
