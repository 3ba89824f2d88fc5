import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

/**
 * The cookie banner the reference backend writes into the page (README, "Server HTML for a
 * cookie banner"; /chrome-consent-server), under the demo's strict CSP: the tap closes it at
 * once, the runtime stores the decision, and the next page's HTML has no banner.
 */
describe('cookie banner written by the server', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  const consent = (cookies: { name: string; value: string }[]) => cookies.find((c) => c.name === 'ss_cookie_consent')?.value ?? null;

  it('a new visitor gets it in the HTML; Accept closes it and is stored; the next page has none', async () => {
    const page = await h.page();
    const first = await page.goto(`${h.origin}/chrome-consent-server`);
    assert.match(await first!.text(), /<dialog open data-sqs-cookie-banner [^>]*aria-label="Cookie consent">/);
    const dialog = page.locator('dialog[data-sqs-cookie-banner]');
    await page.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.cookie.includes('ss_cookie_consent=true'));
    assert.equal(await page.locator('#consent-status').textContent(), 'accepted (true)');
    // The runtime drew no banner of its own beside it.
    assert.equal(await page.locator('sqs-cookie-banner').count(), 0);

    const again = await page.goto(`${h.origin}/chrome-consent-server`);
    assert.doesNotMatch(await again!.text(), /data-sqs-cookie-banner/);
    await page.waitForTimeout(300);
    assert.equal(await page.locator('sqs-cookie-banner, dialog[data-sqs-cookie-banner]').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('Decline stores false from the keyboard, and clears the tracking cookies (restrictive policy)', async () => {
    const page = await h.page();
    await page.goto(`${h.origin}/chrome-consent-server`);
    await page.evaluate(() => {
      document.cookie = 'ss_cvr=demo; Path=/';
    });
    await page.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('dialog[data-sqs-cookie-banner]').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.cookie.includes('ss_cookie_consent=false'));
    const cookies = await page.context().cookies();
    assert.equal(consent(cookies), 'false');
    assert.equal(cookies.some((c) => c.name === 'ss_cvr'), false);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
