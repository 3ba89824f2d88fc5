/**
 * The tag and category manager on /editor against the reference backend (issue 18 item 2):
 * typed with the keyboard, kept in SQLite through /api/editor/taxonomy (with the crumb), and
 * still there after a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openEditor, startHarness, type Harness } from './harness';

describe('/editor tag manager', () => {
  let h: Harness;
  let page: Page & { errors: string[] };
  before(async () => {
    h = await startHarness();
    page = await h.page();
  });
  after(() => h.close());

  const chips = () => page.locator('#blog-tags [part="chip-name"]').allTextContents();

  it('adds, keeps across a reload, and removes after the confirmation', async () => {
    await openEditor(h, page, '#blog-tags');
    await page.locator('#blog-tags [part="input"]').focus();
    for (const [i, name] of ['Travel', 'Food'].entries()) {
      const saved = page.waitForResponse((r) => r.url().includes('/api/editor/taxonomy') && r.request().method() === 'POST');
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      assert.equal((await saved).status(), 200);
      // The response reaches the test before the page has read it: Enter while the last change
      // is still being kept is ignored (the draft stays), so wait for the chip before the next.
      await page.locator('#blog-tags [part="chip-name"]').nth(i).waitFor();
    }
    assert.deepEqual(await chips(), ['Travel', 'Food']);

    await page.reload();
    await page.locator('#blog-tags [part="chip-name"]').nth(1).waitFor();
    assert.deepEqual(await chips(), ['Travel', 'Food']);

    await page.locator('#blog-tags [part="input"]').focus();
    await page.keyboard.press('Backspace');
    await page.waitForSelector('#blog-tags [part="confirm"][open]');
    const removed = page.waitForResponse((r) => r.url().includes('/api/editor/taxonomy') && r.request().method() === 'POST');
    await page.locator('#blog-tags [part="confirm-remove"]').click();
    assert.equal((await removed).status(), 200);
    await page.reload();
    await page.waitForSelector('#blog-tags [part="chip-name"]');
    assert.deepEqual(await chips(), ['Travel']);
    assert.deepEqual(page.errors, []);
  });
});
