/**
 * The file manager on /editor against the reference backend (issue 18 item 1): three files
 * uploaded at once with progress, one renamed, one deleted after the confirmation, and after a
 * reload the list the server kept: the right two.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openEditor, startHarness, type Harness } from './harness';

/** Large enough that the browser reports upload progress before the end. */
const SIZE = 3_000_000;
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(SIZE, 1)]);
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(SIZE, 0x20)]);
const text = () => Buffer.from('Opening hours\n'.repeat(SIZE / 14));

describe('file manager on /editor', () => {
  let h: Harness;
  let page: Page & { errors: string[] };
  before(async () => {
    h = await startHarness();
    page = await h.page();
  });
  after(() => h.close());

  const names = () => page.locator('#download [part="file"]').evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent ?? ''));
  const ready = async () => {
    await page.waitForSelector('#download[data-sqs-state="ready"]');
    await page.waitForFunction(() => !document.querySelector('#download')?.shadowRoot?.querySelector('[part="loading"]'));
  };

  it('uploads three with progress, renames one, deletes one; a reload lists the right two', async () => {
    await openEditor(h, page);
    await ready();
    assert.equal(await page.locator('#download [part="empty"]').textContent(), 'No files yet.');
    // Every status each upload goes through, and the progress values shown.
    // A string: tsx would wrap a named function in a helper the page does not have.
    await page.evaluate(`(() => {
      const root = document.querySelector('#download').shadowRoot;
      const seen = {};
      const progress = {};
      window.seen = { seen, progress };
      new MutationObserver(() => {
        for (const li of root.querySelectorAll('[part~="upload"]')) {
          const name = li.querySelector('.name').textContent;
          const list = (seen[name] ??= []);
          if (list.at(-1) !== li.dataset.status) list.push(li.dataset.status);
          const bar = li.querySelector('progress');
          if (bar) (progress[name] ??= []).push(bar.value);
        }
      }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    })()`);
    await page.locator('#download input[type="file"]').setInputFiles([
      { name: 'poster.png', mimeType: 'image/png', buffer: png() },
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: pdf() },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: text() },
    ]);
    await page.waitForFunction(() => {
      const items = [...document.querySelector('#download')!.shadowRoot!.querySelectorAll<HTMLElement>('[part~="upload"]')];
      return items.length === 3 && items.every((li) => li.dataset.status === 'stored');
    });
    const { seen, progress } = (await page.evaluate(() => (window as unknown as { seen: unknown }).seen)) as { seen: Record<string, string[]>; progress: Record<string, number[]> };
    for (const name of ['poster.png', 'menu.pdf', 'notes.txt']) {
      assert.ok(seen[name]!.includes('uploading'), `${name} was shown uploading: ${seen[name]}`);
      assert.equal(seen[name]!.at(-1), 'stored');
    }
    // Each bar only goes forward, within 0–100. Whether a sample catches it at 100 is timing: the
    // upload's end ('processing', the bar full) and the answer ('stored', no bar) can render as one.
    for (const [name, values] of Object.entries(progress)) {
      assert.ok(values.every((value, i) => value >= 0 && value <= 100 && (i === 0 || value >= values[i - 1]!)), `${name}'s bar: ${values}`);
    }
    assert.ok(Object.keys(progress).length > 0, 'a progress bar was shown');
    assert.deepEqual((await names()).sort(), ['menu.pdf', 'notes.txt', 'poster.png']);
    assert.equal(await page.locator('#download [part="status"]').textContent().then((t) => /^Uploaded /.test(t ?? '')), true);

    // Rename notes.txt from File Detail, with the keyboard.
    await page.locator('#download [part="file"]', { hasText: 'notes.txt' }).click();
    await page.locator('#download [part="rename"]').click();
    await page.locator('#download [part="rename-input"]').fill('Opening hours.txt');
    await page.keyboard.press('Enter');
    await page.locator('#download [part="file"]', { hasText: 'Opening hours.txt' }).waitFor();
    assert.equal(await page.locator('#download [part="status"]').textContent(), 'Renamed to Opening hours.txt');

    // Delete menu.pdf, through the confirmation.
    await page.locator('#download [part="file"]', { hasText: 'menu.pdf' }).click();
    await page.locator('#download [part="delete"]').click();
    const dialog = page.locator('sqs-dialog');
    await dialog.waitFor({ state: 'attached' });
    assert.deepEqual(page.errors, []);
    assert.ok((await dialog.evaluate((d) => d.shadowRoot!.textContent!)).includes("This can't be undone. Make sure to update all links to this file."));
    await page.locator('sqs-dialog button', { hasText: 'Delete' }).click();
    await page.locator('#download [part="file"]', { hasText: 'menu.pdf' }).waitFor({ state: 'detached' });

    await page.reload();
    await ready();
    await page.locator('#download [part="file"]').first().waitFor();
    assert.deepEqual((await names()).sort(), ['Opening hours.txt', 'poster.png']);
    // The server kept the bytes under the type it read from them.
    const listing = await page.evaluate(async () => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      return (await fetch(`/api/files?crumb=${crumb}`)).json();
    });
    const types = Object.fromEntries((listing.files as Array<{ name: string; type: string; size: number }>).map((f) => [f.name, `${f.type} ${f.size}`]));
    assert.deepEqual(types, { 'Opening hours.txt': `text/plain ${text().length}`, 'poster.png': `image/png ${png().length}` });
    assert.deepEqual(page.errors, []);
  });
});
