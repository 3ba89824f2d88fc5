/**
 * The demo store end to end (issue 16) on the real reference backend and SQLite: choose a
 * variant on a product page, add twice quickly (one line, the right quantity, one request per
 * click that landed while idle), the header cart link follows, the cart page changes a quantity
 * and removes a line, checkout records the order and empties the cart. A 500 and going offline
 * at add-to-cart lose nothing. The product page also works with no JavaScript.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

const addButton = (page: import('playwright-core').Page) => page.locator('sqs-product').getByRole('button', { name: /Add to Cart|Adding…/ });

describe('demo store end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  const orders = async () => ((await (await fetch(`${h.origin}/api/dev/orders`)).json()) as { orders: Array<{ kind: string; totalCents: number; payload: { entries: Array<{ variantId: string; quantity: number }> } }> }).orders;
  const fault = (body: unknown) => fetch(`${h.origin}/api/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('adds a chosen variant twice quickly, changes and removes in the cart, checks out and records the order', async () => {
    const context = await h.browser.newContext();
    const page = Object.assign(await context.newPage(), { errors: [] as string[] });
    page.on('pageerror', (error) => page.errors.push(error.message));
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/commerce/shopping-cart/entries')) adds.push(request.postData() ?? '');
    });
    await page.goto(`${h.origin}/`);
    await page.getByRole('link', { name: 'Store' }).first().click();
    await page.getByRole('link', { name: /Harbour mug/ }).click();
    await page.locator('sqs-product[data-sqs-state="ready"]').waitFor();
    await page.getByRole('radio', { name: 'Sand' }).check();
    await page.getByRole('radio', { name: 'Large' }).check();
    // Two quick clicks: the second lands while the first request is out and is dropped.
    await addButton(page).dblclick();
    await page.locator('sqs-product').getByText('Added to cart.').waitFor();
    assert.equal(adds.length, 1, adds.join(' | '));
    await addButton(page).click();
    // The header cart link follows the block's sqs-cart-change: its name gains the count.
    await page.getByRole('link', { name: /2 items in cart/ }).waitFor();
    assert.equal(adds.length, 2);

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(/\/cart$/);
    const lines = page.locator('.cart-entry');
    assert.equal(await lines.count(), 1);
    const quantity = lines.first().getByLabel('Quantity');
    assert.equal(await quantity.inputValue(), '2');
    assert.match((await lines.first().textContent()) ?? '', /Colour: Sand, Size: Large/);
    await quantity.fill('3');
    await lines.first().getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(/\/cart$/);
    assert.equal(await page.locator('.cart-entry').first().getByLabel('Quantity').inputValue(), '3');
    assert.match((await page.locator('[data-total="grand"]').textContent()) ?? '', /\$66\.00/);

    // A second line, then remove it.
    await page.goto(`${h.origin}/store/house-blend`);
    await page.locator('sqs-product[data-sqs-state="ready"]').waitFor();
    await addButton(page).click();
    await page.locator('sqs-product').getByText('Added to cart.').waitFor();
    await page.goto(`${h.origin}/cart`);
    assert.equal(await page.locator('.cart-entry').count(), 2);
    await page.locator('.cart-entry').nth(1).getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(/\/cart$/);
    assert.equal(await page.locator('.cart-entry').count(), 1);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    assert.match((await page.locator('.checkout-note').textContent()) ?? '', /payments are out of scope/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed/);
    const recorded = (await orders()).at(-1)!;
    assert.equal(recorded.kind, 'cart');
    assert.equal(recorded.totalCents, 6600);
    assert.deepEqual(recorded.payload.entries.map((e) => [e.variantId, e.quantity]), [['mug-sand-large', 3]]);
    await page.goto(`${h.origin}/cart`);
    assert.match((await page.locator('main').textContent()) ?? '', /You have nothing in your shopping cart\./);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a 500 and going offline at add-to-cart say so and lose nothing', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.origin}/store/harbour-mug`);
    await page.locator('sqs-product[data-sqs-state="ready"]').waitFor();
    await page.getByRole('radio', { name: 'Black' }).check();
    await page.getByRole('radio', { name: 'Regular' }).check();
    await page.locator('sqs-product').getByRole('spinbutton', { name: 'Quantity' }).fill('2');

    await fault({ path: '/api/commerce/shopping-cart/entries', status: 500, times: 1 });
    await addButton(page).click();
    await page.locator('sqs-product').getByText('Unable to add item. Please try again.').waitFor();
    await context.setOffline(true);
    await addButton(page).click();
    await page.locator('sqs-product').getByText('Unable to add item. Please check your internet connection.').waitFor();
    await context.setOffline(false);
    assert.equal(await page.getByRole('radio', { name: 'Black' }).isChecked(), true);
    assert.equal(await page.locator('sqs-product').getByRole('spinbutton', { name: 'Quantity' }).inputValue(), '2');
    const empty = (await (await context.request.get(`${h.origin}/cart`)).text()).includes('You have nothing in your shopping cart.');
    assert.ok(empty, 'nothing was added by the failed attempts');
    await addButton(page).click();
    await page.locator('sqs-product').getByText('Added to cart.').waitFor();
    assert.match((await (await context.request.get(`${h.origin}/cart`)).text()), /value="2"/);
    await context.close();
  });

  it('works with no JavaScript: the product form posts and comes back, checkout needs the cart cookie', async () => {
    const context = await h.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${h.origin}/commerce/goto-checkout`);
    assert.match((await page.locator('[role="alert"]').textContent()) ?? '', /Either your session has expired or you do not have cookies enabled/);
    await page.goto(`${h.origin}/store/harbour-mug`);
    await page.getByLabel('Colour / Size').selectOption('mug-black-regular');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/added=1/);
    assert.match((await page.locator('.product-status').textContent()) ?? '', /Added to your cart/);
    await page.goto(`${h.origin}/cart`);
    assert.equal(await page.locator('.cart-entry').count(), 1);
    await context.close();
  });
});
