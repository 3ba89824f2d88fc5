/**
 * The chart dataset editor on /editor drives the live sqs-chart beside it (issue 18 item 3):
 * a cell edited with the keyboard and a series removed redraw the chart; the form submits the
 * dataset as the chart's `data`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openEditor, startHarness, type Harness } from './harness';

describe('/editor chart data', () => {
  let h: Harness;
  let page: Page & { errors: string[] };
  before(async () => {
    h = await startHarness();
    page = await h.page();
  });
  after(() => h.close());

  const marks = () => page.locator('#live-chart [part="mark"]');

  it('edits a cell and removes a series, and the chart follows', async () => {
    await openEditor(h, page, '#chart-data', '#live-chart');
    await marks().nth(5).waitFor();
    assert.equal(await marks().count(), 6);

    await page.locator('#chart-data [data-cell="3-1"]').click();
    await page.keyboard.press('F2');
    await page.locator('#chart-data [part="cell-field"]').waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await page.locator('#live-chart [part="mark"][aria-label="Wed, Visits: 30"]').waitFor();

    await page.locator('#chart-data [data-cell="1-2"]').click();
    await page.locator('#chart-data [part="remove-column"]').click();
    await page.waitForFunction(() => document.querySelector('#live-chart')?.shadowRoot?.querySelectorAll('[part="mark"]').length === 3);

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/editor/received')), page.click('button[type="submit"]')]);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    assert.deepEqual(JSON.parse(fields.chartData!), [['', 'Visits'], ['Mon', '12'], ['Tue', '15'], ['Wed', '30']]);
    assert.deepEqual(page.errors, []);
  });
});
