import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

describe('text effects demo page end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  it('upgrades every text effect under the strict CSP, and keeps broken ones readable with one report each', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    await page.goto(`${h.origin}/text-effects`);
    for (const id of ['scaled-wide', 'scaled-narrow', 'scaled-tiny', 'highlight-default', 'marquee-default', 'marquee-wavy', 'shape-circle', 'shape-arch']) {
      // Blocks load as they come near the viewport (data-load-on visible, the default).
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.locator(`#${id}[data-sqs-state="ready"]`).waitFor();
    }
    for (const id of ['highlight-broken', 'marquee-broken']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.locator(`#${id}[data-sqs-state="error"]`).waitFor();
    }
    assert.equal(await page.locator('#highlight-broken').textContent(), 'still plain text');
    assert.equal(await page.locator('#marquee-broken').textContent(), 'Broken settings keep this text');
    // The narrow box shrank its line, the tiny one hit the floor and carries the marker class.
    const size = (id: string) => page.locator(`#${id}`).evaluate((el) => parseFloat(getComputedStyle(el.shadowRoot!.querySelector('[part="text"]')!).fontSize));
    assert.equal(await size('scaled-wide'), 48);
    assert.ok((await size('scaled-narrow')) < 48);
    assert.equal(await size('scaled-tiny'), 11);
    assert.equal(await page.locator('#scaled-tiny').evaluate((el) => el.classList.contains('sqs-min-font')), true);
    // The link inside the arch works (plain light-DOM link).
    await page.locator('#shape-arch a').click();
    await page.waitForURL(/\/menu$/);
    const reports = page.errors.filter((e) => !e.includes('data-block-json is not valid JSON'));
    assert.deepEqual(reports, []);
    assert.equal(page.errors.filter((e) => e.includes('data-block-json is not valid JSON')).length, 2);
    await page.close();
  });
});
