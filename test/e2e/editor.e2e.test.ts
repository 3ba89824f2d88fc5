/**
 * The editor kit's demo page (/editor) against the reference backend: the controls in a real
 * `<form>`, submitted by the browser's own form submission, the values read on the server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

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
    await page.goto(`${h.origin}/editor`);
    await page.waitForSelector('sqs-stepper[data-sqs-state="ready"]');
    await page.waitForSelector('#overlay[data-sqs-state="ready"]');
    assert.equal(requested.includes('/dist/runtime.js'), false);
    const initial = await save();
    // The palette reference became the colour it stands for: the dark accent at half alpha.
    assert.match(String(initial.overlay), /^rgba\(\d+, \d+, \d+, 0\.5\)$/);
    assert.deepEqual({ ...initial, overlay: undefined }, {
      step: '2',
      colour: '#1d4ed8',
      overlay: undefined,
      chartData: '[["","Visits","Sales"],["Mon","12","3"],["Tue","15","4"],["Wed","9","2"]]',
    });

    await page.goto(`${h.origin}/editor`);
    await page.waitForSelector('sqs-stepper[data-sqs-state="ready"]');
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
    const saved = await save();
    assert.equal(saved.step, '1');
    assert.equal(saved.colour, '#00aa55');
    assert.deepEqual(page.errors, []);
  });
});
