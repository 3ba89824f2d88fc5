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

type Page = import('playwright-core').Page;
type Context = import('playwright-core').BrowserContext;
const addButton = (page: Page) => page.locator('sqs-product').getByRole('button', { name: /Add to Cart|Adding…/ });
/** The enhanced cart's lines (the server cart's own `.cart-entry` lines stay hidden under it). */
const cartLines = (page: Page) => page.locator('sqs-cart-page li.entry');
/** The cart as the server holds it, with the context's cart cookie and crumb (CONTRACT.md §6). */
const serverCart = async (context: Context) => {
  const crumb = (await context.cookies(cartOrigin)).find((c) => c.name === 'crumb')?.value ?? '';
  const response = await context.request.get(`${cartOrigin}/api/commerce/shopping-cart?crumb=${encodeURIComponent(crumb)}`);
  return (await response.json()) as { entries: Array<{ id: string; title: string; quantity: number }>; totalQuantity: number };
};
let cartOrigin = '';

describe('demo store end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    cartOrigin = h.origin;
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
    // As Dawn's cart notification: the way to the cart, the header's cart link.
    assert.equal(await page.locator('sqs-product').getByRole('link', { name: 'View cart' }).getAttribute('href'), `${h.origin}/cart`);
    await addButton(page).click();
    // The header cart link follows the block's sqs-cart-change: its name gains the count.
    await page.getByRole('link', { name: /2 items in cart/ }).waitFor();
    assert.equal(adds.length, 2);

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(/\/cart$/);
    // The cart page's block (sqs-cart-page) upgrades the server cart: a stepper and Remove per line.
    const lines = cartLines(page);
    await page.locator('sqs-cart-page[data-sqs-state="ready"]').waitFor();
    assert.equal(await lines.count(), 1);
    const quantity = lines.first().getByRole('spinbutton', { name: 'Quantity' });
    assert.equal(await quantity.inputValue(), '2');
    assert.match((await lines.first().textContent()) ?? '', /Colour: Sand, Size: Large/);
    await lines.first().getByRole('button', { name: 'Increase quantity of Harbour mug' }).click();
    assert.equal(await quantity.inputValue(), '3');
    await page.locator('.totals [data-total="grand"]').getByText('$66.00').waitFor();
    await page.getByRole('link', { name: /3 items in cart/ }).waitFor();
    assert.equal((await serverCart(context)).entries[0]!.quantity, 3);

    // A second line, then remove it.
    await page.goto(`${h.origin}/store/house-blend`);
    await page.locator('sqs-product[data-sqs-state="ready"]').waitFor();
    await addButton(page).click();
    await page.locator('sqs-product').getByText('Added to cart.').waitFor();
    await page.goto(`${h.origin}/cart`);
    await page.locator('sqs-cart-page[data-sqs-state="ready"]').waitFor();
    assert.equal(await lines.count(), 2);
    await page.getByRole('button', { name: 'Remove House blend' }).click();
    await page.getByRole('button', { name: 'Remove House blend' }).waitFor({ state: 'detached' });
    assert.equal(await lines.count(), 1);
    assert.equal((await serverCart(context)).entries.length, 1);

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

  /** A page of a fresh cart holding `quantity` of the black regular mug, on /cart, upgraded. */
  const cartWithMug = async (context: Context, quantity: string) => {
    const page = await context.newPage();
    await page.goto(`${h.origin}/store/harbour-mug`);
    await page.locator('sqs-product[data-sqs-state="ready"]').waitFor();
    await page.getByRole('radio', { name: 'Black' }).check();
    await page.getByRole('radio', { name: 'Regular' }).check();
    await page.locator('sqs-product').getByRole('spinbutton', { name: 'Quantity' }).fill(quantity);
    await addButton(page).click();
    await page.locator('sqs-product').getByText('Added to cart.').waitFor();
    await page.goto(`${h.origin}/cart`);
    await page.locator('sqs-cart-page[data-sqs-state="ready"]').waitFor();
    return page;
  };

  it('two pages of the same cart stay in step, and so do their header cart links', async () => {
    const context = await h.browser.newContext();
    const a = await cartWithMug(context, '2');
    const b = await context.newPage();
    await b.goto(`${h.origin}/cart`);
    await b.locator('sqs-cart-page[data-sqs-state="ready"]').waitFor();
    await a.getByRole('button', { name: 'Increase quantity of Harbour mug' }).click();
    await b.locator('.totals [data-total="subtotal"]').getByText('$54.00').waitFor();
    assert.equal(await cartLines(b).first().getByRole('spinbutton', { name: 'Quantity' }).inputValue(), '3');
    await b.getByRole('link', { name: /3 items in cart/ }).waitFor();
    await b.getByRole('button', { name: 'Remove Harbour mug' }).click();
    await a.locator('sqs-cart-page').getByText('You have nothing in your shopping cart.').waitFor();
    await a.getByRole('link', { name: /0 items in cart/ }).waitFor();
    assert.equal((await serverCart(context)).entries.length, 0);
    await context.close();
  });

  it('a 500 and going offline at the cart page say so, restore the value and lose nothing', async () => {
    const context = await h.browser.newContext();
    const page = await cartWithMug(context, '2');
    const line = cartLines(page).first();
    const quantity = line.getByRole('spinbutton', { name: 'Quantity' });
    const entryId = (await line.getAttribute('data-entry-id'))!;

    await fault({ path: `/api/commerce/shopping-cart/entries/${entryId}`, status: 500, times: 1 });
    await line.getByRole('button', { name: 'Increase quantity of Harbour mug' }).click();
    await line.getByText('Unable to update quantity. Please try again.').waitFor();
    assert.equal(await quantity.inputValue(), '2');

    await context.setOffline(true);
    await line.getByRole('button', { name: 'Remove Harbour mug' }).click();
    await line.getByText('Unable to remove item. Please check your internet connection.').waitFor();
    assert.equal(await cartLines(page).count(), 1);
    await context.setOffline(false);
    const held = await serverCart(context);
    assert.deepEqual(held.entries.map((e) => e.quantity), [2]);

    await line.getByRole('button', { name: 'Increase quantity of Harbour mug' }).click();
    await page.locator('.totals [data-total="subtotal"]').getByText('$54.00').waitFor();
    assert.deepEqual((await serverCart(context)).entries.map((e) => e.quantity), [3]);
    await context.close();
  });

  it("the donation button and a gift card's own checkout each record an order", async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    // The button's own code is kept back: a click before it runs is never held, the link is followed at
    // once (the boot table's frameworkless blocks, loader/early-clicks.ts).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/elements/sqs-donation-button.js', async (route) => (await held, route.continue().catch(() => {})));
    await page.goto(`${h.origin}/give`);
    const donate = page.getByRole('link', { name: 'Donate to the harbour fund' });
    assert.equal(await donate.getAttribute('href'), '/checkout/donate?donatePageId=harbour-fund');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-sqs-runtime'));
    assert.equal(await page.evaluate(() => customElements.get('sqs-donation-button')), undefined);
    await donate.click();
    await page.waitForURL(/\/checkout\/donate\?donatePageId=harbour-fund$/);
    release();
    await page.unroute('**/dist/elements/sqs-donation-button.js');
    await page.getByLabel('Amount (USD)').fill('15');
    await page.getByRole('button', { name: 'Donate' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed/);
    assert.deepEqual([(await orders()).at(-1)!.kind, (await orders()).at(-1)!.totalCents], ['donation', 1500]);

    await page.goto(`${h.origin}/store/gift-card`);
    await page.locator('sqs-product[data-sqs-state="ready"]').waitFor();
    await page.getByRole('radio', { name: '$50' }).check();
    await page.getByRole('link', { name: 'Buy this gift card now' }).click();
    await page.waitForURL(/\/checkout\/giftcard\?websiteId=site-demo&giftCardProductId=gift-card&sku=GC-50$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed/);
    const last = (await orders()).at(-1)!;
    assert.deepEqual([last.kind, last.totalCents], ['giftcard', 5000]);
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
