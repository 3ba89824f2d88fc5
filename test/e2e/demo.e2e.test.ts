import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

describe('demo site end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  it('serves the home page with both blocks working under a strict CSP', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    await page.goto(`${h.origin}/`);
    await page.locator('#faq[data-sqs-state="ready"]').waitFor();
    await page.locator('#menu[data-sqs-state="ready"]').waitFor();

    // Accordion: first item starts open (isFirstItemExpanded); clicking another closes it.
    const triggers = page.locator('#faq').getByRole('button');
    assert.deepEqual(await triggers.allTextContents(), ['When are you open?', 'Do you take reservations?', 'Is there parking?']);
    assert.equal(await triggers.nth(0).getAttribute('aria-expanded'), 'true');
    await triggers.nth(1).click();
    assert.equal(await triggers.nth(1).getAttribute('aria-expanded'), 'true');
    assert.equal(await triggers.nth(0).getAttribute('aria-expanded'), 'false');
    await page.getByRole('link', { name: 'See the menu' }).waitFor({ state: 'visible' });

    // Menu: keyboard moves and selects.
    const tabs = page.locator('#menu').getByRole('tab');
    assert.deepEqual(await tabs.allTextContents(), ['Breakfast', 'Lunch', 'Drinks']);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true');
    await page.getByText('Fish and chips').waitFor({ state: 'visible' });
    assert.equal(await page.getByText('Eggs on toast').isVisible(), false);

    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('keeps a block with broken settings readable and reports it, the rest still works', async () => {
    const page = await h.page();
    await page.goto(`${h.origin}/accordion`);
    await page.locator('#single[data-sqs-state="ready"]').waitFor();
    await page.locator('#broken[data-sqs-state="error"]').waitFor();
    await page.locator('#broken summary').click();
    assert.equal(await page.locator('#broken details').evaluate((d: HTMLDetailsElement) => d.open), true);
    assert.ok(page.errors.some((e) => e.includes('data-block-json is not valid JSON')));
    await page.close();
  });

  it('loads an interaction block on first use and replays a click made before it was wanted', async () => {
    const page = await h.page();
    await page.goto(`${h.origin}/accordion`);
    await page.locator('#single[data-sqs-state="ready"]').waitFor();
    assert.equal(await page.locator('#multiple').getAttribute('data-sqs-state'), null);
    // A click that arrives before any hover or focus (a script, an assistive tool).
    await page.locator('#multiple summary').first().dispatchEvent('click');
    await page.locator('#multiple[data-sqs-state="ready"]').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('#multiple')?.shadowRoot?.querySelector('button')?.getAttribute('aria-expanded') === 'true',
    );
    await page.close();
  });

  it('upgrades an interaction block under the pointer without losing the click or the focus', async () => {
    const page = await h.page();
    await page.goto(`${h.origin}/accordion`);
    await page.locator('#single[data-sqs-state="ready"]').waitFor();
    const box = (await page.locator('#multiple summary').nth(1).boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await page.locator('#multiple[data-sqs-state="ready"]').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('#multiple')?.shadowRoot?.querySelectorAll('button')[1]?.getAttribute('aria-expanded') === 'true',
    );
    // Keyboard: focusing a summary before the upgrade leaves focus on the trigger that replaced it.
    const second = await h.page();
    await second.goto(`${h.origin}/accordion`);
    await second.locator('#single[data-sqs-state="ready"]').waitFor();
    await second.locator('#multiple summary').first().focus();
    await second.locator('#multiple[data-sqs-state="ready"]').waitFor();
    const focused = await second.evaluate(() => document.querySelector('#multiple')?.shadowRoot?.activeElement?.textContent);
    assert.equal(focused, 'Ingredients');
    await second.keyboard.press('Enter');
    assert.equal(await second.locator('#multiple').getByRole('button').first().getAttribute('aria-expanded'), 'true');
    await page.close();
    await second.close();
  });

  it('answers unknown pages with the not-found page', async () => {
    const page = await h.page();
    const response = await page.goto(`${h.origin}/no-such-page`);
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('h1').textContent(), 'Page not found');
    await page.close();
  });
});
