/**
 * The editor kit's demo page (/editor) against the reference backend: the controls in a real
 * `<form>`, submitted by the browser's own form submission, the values read on the server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openEditor, startHarness, type Harness } from './harness';

describe('/editor demo page', () => {
  let h: Harness;
  let page: Page & { errors: string[] };
  before(async () => {
    h = await startHarness();
    page = await h.page();
  });
  after(() => h.close());

  /** Clicks Save and returns the fields the server says it received. */
  async function save(): Promise<Record<string, unknown>> {
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/editor/received')), page.click('button[type="submit"]')]);
    assert.equal(response.status(), 200);
    return ((await response.json()) as { fields: Record<string, unknown> }).fields;
  }

  it('posts every control\'s value and resets them', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openEditor(h, page, 'sqs-stepper', '#overlay');
    assert.equal(requested.includes('/dist/runtime.js'), false);
    const initial = await save();
    // The palette reference became the colour it stands for: the dark accent at half alpha.
    assert.match(String(initial.overlay), /^rgba\(\d+, \d+, \d+, 0\.5\)$/);
    // The file manager (issue 18) submits '' until a file is chosen, as an empty input does.
    assert.deepEqual({ ...initial, overlay: undefined }, {
      step: '2',
      colour: '#1d4ed8',
      link: '/menu',
      overlay: undefined,
      download: '',
      address: '',
      chartData: '[["","Visits","Sales"],["Mon","12","3"],["Tue","15","4"],["Wed","9","2"]]',
    });

    await openEditor(h, page, 'sqs-stepper');
    // Playwright's locators pierce open shadow roots.
    const next = page.locator('sqs-stepper [part="next"]');
    await next.click();
    await next.click();
    assert.equal(await page.locator('sqs-stepper [part="count"]').textContent(), '4 of 4');
    await page.click('button[type="reset"]');
    assert.equal(await page.locator('sqs-stepper [part="count"]').textContent(), '2 of 4');
    await page.locator('sqs-stepper [part="previous"]').click();
    const hex = page.locator('#colour input[part~="hex"]');
    await hex.fill('#00aa55');
    await hex.press('Enter');
    // The link editor's Page tab searches the site's pages on the real backend (GET /api/editor/pages).
    const search = page.locator('#link [role="combobox"]');
    await search.fill('Accord');
    await page.locator('#link [role="option"]', { hasText: '/accordion' }).click();
    await page.locator('#link [part~="new-window"] input').check();
    const saved = await save();
    assert.equal(saved.link, '/accordion');
    assert.equal(saved['link-new-window'], 'on');
    assert.equal(saved.step, '1');
    assert.equal(saved.colour, '#00aa55');
    assert.deepEqual(page.errors, []);
  });

  it('holds a link away from a changed form: Stay keeps the page, Leave follows the link', async () => {
    await openEditor(h, page);
    // The dialog has read the form's loaded values, once its controls upgraded.
    await page.waitForSelector('sqs-unsaved-changes[data-watching]', { state: 'attached' });
    await page.locator('sqs-stepper [part="next"]').click();
    await page.click('header a[href="/accordion"]');
    const dialog = page.locator('sqs-unsaved-changes [role="alertdialog"]');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/editor');
    await page.click('header a[href="/accordion"]');
    await dialog.waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL(`${h.origin}/accordion`), page.locator('sqs-unsaved-changes [part~="leave"]').click()]);
    assert.deepEqual(page.errors, []);
  });
});
