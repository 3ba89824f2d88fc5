import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@sqs/runtime/contracts/cart';
import { CHECKOUT_COOKIE_ALERT, GENERATED_SKU_PATTERN } from '@sqs/runtime/contracts/commerce';
import { CART_COOKIE } from '@sqs/commerce/model/cart-api';
import type { StoreCart } from '@sqs/commerce/model/cart-api';
import { QUANTITY_REASONS } from '@sqs/commerce/model/quantity';
import { readStoreCart } from '@sqs/commerce/model/read-cart';
import type { Store } from '../store-db';
import { testApp } from '../testing';

type App = Awaited<ReturnType<typeof testApp>>;
const CRUMB = 'store-test-crumb';

/** A visitor: keeps the cart cookie the server sets, as a browser does. */
function visitor(t: App) {
  let cart: string | undefined;
  const cookies = () => ({ crumb: CRUMB, ...(cart ? { [CART_COOKIE]: cart } : {}) });
  const remember = (res: Awaited<ReturnType<App['app']['inject']>>) => {
    const set = res.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = set.value === '' ? undefined : set.value;
    return res;
  };
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    remember(await t.app.inject({ method, url: `${url}?crumb=${CRUMB}`, cookies: cookies(), ...(payload === undefined ? {} : { payload: payload as object }) }));
  const page = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) =>
    remember(
      await t.app.inject({
        method,
        url,
        cookies: cookies(),
        ...(form ? { payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
      }),
    );
  return { api, page, token: () => cart, forget: () => (cart = undefined) };
}

const cartOf = (res: { json(): unknown }) => res.json() as StoreCart;

describe('store API (SQLite)', () => {
  let t: App;
  let store: Store;
  beforeAll(async () => {
    t = await testApp();
    // The route module's Store, reached through a fresh one on the same database.
    const { Store: StoreClass } = await import('../store-db');
    const path = await import('node:path');
    const { REPO_ROOT } = await import('../app');
    store = new StoreClass(t.db, path.join(REPO_ROOT, 'packages/server/demo/data/store.json'));
  });
  afterAll(async () => t.close());

  it('answers an empty cart with every SPEC.md §3 default, and sets no cookie', async () => {
    const v = visitor(t);
    const res = await v.api('GET', '/api/commerce/shopping-cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: '', websiteId: '', orderId: '', created: null, isPurchased: false,
      entries: [], shippingOptions: [], applicableTaxRules: [], coupons: [], validCoupons: [], invalidCoupons: [],
      selectedShippingOption: null, shippingLocation: null,
      subtotalCents: 0, taxCents: 0, shippingCostCents: 0, discountCents: 0, grandTotalCents: 0, totalQuantity: 0,
      subtotalAmount: { amount: 0, currency: 'USD' }, hasDigital: false, purelyDigital: false, requiresShipping: false,
    });
    expect(v.token()).toBeUndefined();
  });

  it('asks for the crumb', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/commerce/shopping-cart/entries', payload: { variantId: 'mug-blue-regular', quantity: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('adds to one line per variant, at the sale price, behind a cart cookie', async () => {
    const v = visitor(t);
    const first = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-blue-regular', quantity: 1 });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === CART_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const second = cartOf(await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-blue-regular', quantity: '2' }));
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0]).toMatchObject({
      variantId: 'mug-blue-regular', sku: 'MUG-BLU-R', quantity: 3, onSale: true,
      unitPrice: { amount: 1500, currency: 'USD' }, regularUnitPrice: { amount: 1800, currency: 'USD' }, lineTotal: { amount: 4500, currency: 'USD' },
      options: [{ name: 'Colour', value: 'Sea blue' }, { name: 'Size', value: 'Regular' }],
    });
    expect(second).toMatchObject({ totalQuantity: 3, subtotalCents: 4500, grandTotalCents: 4500, requiresShipping: true, hasDigital: false, websiteId: 'site-demo' });
    expect(typeof second.id).toBe('string');
    expect(new Date(second.created as unknown as string).getTime()).toBeGreaterThan(0);
    // Another visitor has their own cart.
    expect(cartOf(await visitor(t).api('GET', '/api/commerce/shopping-cart')).entries).toEqual([]);
  });

  it('adds by SKU and refuses a SKU over 60 characters (SPEC.md §5)', async () => {
    const v = visitor(t);
    const ok = cartOf(await v.api('POST', '/api/commerce/shopping-cart/entries', { sku: 'GC-50', quantity: 1 }));
    expect(ok.entries[0]).toMatchObject({ variantId: 'gift-card-50', unitPrice: { amount: 5000 } });
    const long = await v.api('POST', '/api/commerce/shopping-cart/entries', { sku: 'X'.repeat(61), quantity: 1 });
    expect([long.statusCode, long.json()]).toEqual([400, { error: CART_MESSAGES.addItemFailed, reason: 'A SKU has at most 60 characters.' }]);
  });

  it('generates a blank SKU as SQ plus 7 digits, kept across starts', async () => {
    const sku = store.product('house-blend')!.variants[0]!.sku;
    expect(sku).toMatch(GENERATED_SKU_PATTERN);
    expect(store.product('house-blend')!.variants[0]!.sku).toBe(sku);
  });

  it.each([
    [-1, 400, QUANTITY_REASONS.tooSmall],
    [0, 400, QUANTITY_REASONS.tooSmall],
    [1e9, 400, QUANTITY_REASONS.tooLarge],
    ['abc', 400, QUANTITY_REASONS.notWhole],
    [1.5, 400, QUANTITY_REASONS.notWhole],
    ['1e3', 400, QUANTITY_REASONS.notWhole],
    [null, 400, QUANTITY_REASONS.notWhole],
  ])('refuses a quantity of %j with "Unable to add item" and changes nothing', async (quantity, status, reason) => {
    const v = visitor(t);
    await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-black-regular', quantity: 1 });
    const res = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-black-regular', quantity });
    expect([res.statusCode, res.json()]).toEqual([status, { error: CART_MESSAGES.addItemFailed, reason }]);
    expect(cartOf(await v.api('GET', '/api/commerce/shopping-cart')).totalQuantity).toBe(1);
  });

  it('refuses more than the stock, unknown and deleted variants, and a variant of another product', async () => {
    const v = visitor(t);
    const over = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-blue-large', quantity: 4 });
    expect([over.statusCode, over.json()]).toEqual([409, { error: CART_MESSAGES.addItemFailed, reason: 'Only 3 left in stock.' }]);
    expect(v.token()).toBeUndefined(); // a refused first add makes no cart
    const soldOut = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-sand-regular', quantity: 1 });
    expect([soldOut.statusCode, soldOut.json()]).toEqual([409, { error: CART_MESSAGES.addItemFailed, reason: 'This item is sold out.' }]);
    const unknown = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'no-such-variant', quantity: 1 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: CART_MESSAGES.addItemFailed, reason: 'This item is no longer available.' }]);
    const mismatch = await v.api('POST', '/api/commerce/shopping-cart/entries', { productId: 'gift-card', variantId: 'mug-blue-large', quantity: 1 });
    expect(mismatch.statusCode).toBe(404);
    const nothing = await v.api('POST', '/api/commerce/shopping-cart/entries', { quantity: 1 });
    expect([nothing.statusCode, nothing.json()]).toEqual([400, { error: CART_MESSAGES.addItemFailed, reason: 'Choose an item to add.' }]);
    const junk = await v.api('POST', '/api/commerce/shopping-cart/entries', ['variantId']);
    expect(junk.statusCode).toBe(400);

    // Stock counts what the line already holds.
    await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-blue-large', quantity: 2 });
    const more = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-blue-large', quantity: 2 });
    expect([more.statusCode, more.json()]).toEqual([409, { error: CART_MESSAGES.addItemFailed, reason: 'Only 3 left in stock.' }]);

    // A variant deleted after it was added: the line leaves the cart and cannot be changed.
    const line = cartOf(await v.api('GET', '/api/commerce/shopping-cart')).entries[0]!;
    store.deleteVariant('mug-blue-large');
    const gone = await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-blue-large', quantity: 1 });
    expect([gone.statusCode, gone.json()]).toEqual([404, { error: CART_MESSAGES.addItemFailed, reason: 'This item is no longer available.' }]);
    const change = await v.api('PUT', `/api/commerce/shopping-cart/entries/${line.id}`, { quantity: 1 });
    expect([change.statusCode, change.json()]).toEqual([404, { error: CART_MESSAGES.updateQuantityFailed, reason: 'This item is no longer available.' }]);
    expect(cartOf(await v.api('GET', '/api/commerce/shopping-cart')).totalQuantity).toBe(0);
  });

  it('changes a quantity, checked, and removes a line, with the SPEC.md §8 texts on failure', async () => {
    const v = visitor(t);
    const cart = cartOf(await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-sand-large', quantity: 1 }));
    const entry = cart.entries[0]!;
    const url = `/api/commerce/shopping-cart/entries/${entry.id}`;
    expect(cartOf(await v.api('PUT', url, { quantity: 5 })).entries[0]!.quantity).toBe(5);
    for (const [quantity, reason] of [[-1, QUANTITY_REASONS.tooSmall], [1e9, QUANTITY_REASONS.tooLarge], ['abc', QUANTITY_REASONS.notWhole], [9, 'Only 8 left in stock.']] as const) {
      const res = await v.api('PUT', url, { quantity });
      expect(res.json()).toEqual({ error: CART_MESSAGES.updateQuantityFailed, reason });
      expect(res.statusCode).toBe(typeof quantity === 'number' && quantity === 9 ? 409 : 400);
    }
    expect(cartOf(await v.api('GET', '/api/commerce/shopping-cart')).entries[0]!.quantity).toBe(5);
    // Someone else's cart cannot reach this line.
    const stranger = await visitor(t).api('PUT', url, { quantity: 1 });
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { error: CART_MESSAGES.updateQuantityFailed, reason: 'There is no cart on this browser.' }]);
    const missing = await v.api('DELETE', '/api/commerce/shopping-cart/entries/entry_nope');
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: CART_MESSAGES.removeItemFailed, reason: 'This item is not in the cart.' }]);
    const removed = cartOf(await v.api('DELETE', url));
    expect([removed.entries.length, removed.totalQuantity, removed.subtotalCents]).toEqual([0, 0, 0]);
    const again = await v.api('DELETE', url);
    expect(again.json()).toEqual({ error: CART_MESSAGES.removeItemFailed, reason: 'This item is not in the cart.' });
  });

  it('counts digital lines: hasDigital, purelyDigital, no shipping', async () => {
    const v = visitor(t);
    const cart = cartOf(await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'recipe-book-pdf', quantity: 2 }));
    expect(cart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false, subtotalCents: 1800 });
  });

  it('never answers a hostile body with a 500', async () => {
    const v = visitor(t);
    for (const payload of [{ variantId: { $gt: '' } }, { variantId: 'mug-blue-regular', quantity: { valueOf: 2 } }, { __proto__: { quantity: 1 }, variantId: 'x' }, 'not json']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/commerce/shopping-cart/entries?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, payload: payload as object, headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {} });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(cartOf(await v.api('GET', '/api/commerce/shopping-cart')).entries).toEqual([]);
  });
});

describe('store pages and checkout (no JavaScript)', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('lists every product type and serves a product page with an add-to-cart form', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/store' });
    expect(index.statusCode).toBe(200);
    for (const slug of ['harbour-mug', 'latte-art-class', 'recipe-book', 'gift-card', 'beans-subscription']) expect(index.body).toContain(`href="/store/${slug}"`);
    const page = await t.app.inject({ method: 'GET', url: '/store/harbour-mug' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<sqs-product id="product-harbour-mug" data-block-json="');
    expect(page.body).toContain('<form class="product-form" method="post" action="/store/harbour-mug/add">');
    expect(page.body).toContain('From $15.00');
    expect(page.body).toContain('data-sqs-cart-link');
    expect(page.body).toMatch(/<option value="mug-sand-regular" disabled>/);
    expect((await t.app.inject({ method: 'GET', url: '/store/beans-subscription' })).body).toContain('$11.00 every month, 12 payments');
    expect((await t.app.inject({ method: 'GET', url: '/store/nope' })).statusCode).toBe(404);
  });

  it("gives every page's scripts the nonce its policy names (the one page renderer)", async () => {
    for (const url of ['/store', '/store/harbour-mug', '/cart', '/checkout/donate?donatePageId=d', '/store/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const nonce = String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
      expect(nonce, url).toBeTruthy();
      const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/json'));
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toContain(`nonce="${nonce}"`);
    }
  });

  it("writes the cart into the cart page's sqs-cart-page data, escaped, readable as the store's cart", async () => {
    const v = visitor(t);
    const empty = await v.page('GET', '/cart');
    expect(empty.body).toContain('<sqs-cart-page data-block-json="');
    await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-black-regular', quantity: 2 });
    const page = await v.page('GET', '/cart');
    const attribute = /<sqs-cart-page data-block-json="([^"]*)"/.exec(page.body)![1]!;
    expect(attribute).not.toMatch(/[<>'"]/);
    const unescaped = attribute.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const data = JSON.parse(unescaped) as { cart: StoreCart; minimumSubtotalCents: number };
    const api = cartOf(await v.api('GET', '/api/commerce/shopping-cart'));
    expect(readStoreCart(data.cart)).toEqual(readStoreCart(JSON.parse(JSON.stringify(api))));
    expect(data.cart.entries.map((e) => [e.variantId, e.quantity])).toEqual([['mug-black-regular', 2]]);
    expect(typeof data.minimumSubtotalCents).toBe('number');
  });

  it('keeps a cart below the store minimum from checking out, by the link, the page or the order post, and records nothing', async () => {
    const v = visitor(t);
    await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'recipe-book-pdf', quantity: 1 }); // $9.00 < $15.00
    const ordersBefore = (await t.app.inject({ method: 'GET', url: '/api/dev/orders' })).json().orders.length;
    for (const [method, url] of [['GET', '/commerce/goto-checkout'], ['GET', '/checkout'], ['POST', '/checkout/place-order']] as const) {
      const res = await v.page(method, url, method === 'POST' ? { kind: 'subscription' } : undefined); // the form's kind is no way round
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe('/cart');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/orders' })).json().orders.length).toBe(ordersBefore);
    expect((await v.page('GET', '/cart')).body).toContain('To check out, your order subtotal must be $15.00 or more.');
    // Up to the minimum, the same cart goes through.
    const entry = cartOf(await v.api('GET', '/api/commerce/shopping-cart')).entries[0]!;
    await v.api('PUT', `/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: 2 });
    expect((await v.page('GET', '/commerce/goto-checkout')).headers.location).toBe('/checkout');
  });

  it("offers 'Continue shopping' back to the store on the cart page, empty or not, outside the block", async () => {
    const v = visitor(t);
    const link = '</sqs-cart-page>\n<p class="cart-continue"><a href="/store">Continue shopping</a></p>';
    expect((await v.page('GET', '/cart')).body).toContain(link);
    await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'mug-black-regular', quantity: 1 });
    expect((await v.page('GET', '/cart')).body).toContain(link);
  });

  it('adds through the form (POST, redirect back), then updates, removes, checks out and records the order', async () => {
    const v = visitor(t);
    const added = await v.page('POST', '/store/harbour-mug/add', { variantId: 'mug-black-regular', quantity: '2' });
    expect([added.statusCode, added.headers.location]).toEqual([303, '/store/harbour-mug?added=1']);
    const back = await v.page('GET', '/store/harbour-mug?added=1');
    expect(back.body).toContain('Added to your cart.');
    expect(back.body).toContain('"cartSummary":{"items":2,"subtotal":{"value":3600,"currency":"USD"}}');
    const refused = await v.page('POST', '/store/harbour-mug/add', { variantId: 'mug-black-regular', quantity: 'abc' });
    expect(refused.headers.location).toBe(`/store/harbour-mug?error=${encodeURIComponent(QUANTITY_REASONS.notWhole)}`);
    expect((await v.page('GET', refused.headers.location as string)).body).toContain(`${CART_MESSAGES.addItemFailed}: ${QUANTITY_REASONS.notWhole}`);

    const cartPage = await v.page('GET', '/cart');
    expect(cartPage.body).toContain('"pageType":200');
    const entryId = /data-entry-id="([^"]+)"/.exec(cartPage.body)![1]!;
    await v.page('POST', '/cart/update', { entryId, quantity: '3' });
    expect((await v.page('GET', '/cart')).body).toContain('value="3"');
    const bad = await v.page('POST', '/cart/update', { entryId, quantity: '-1' });
    expect(decodeURIComponent(bad.headers.location as string)).toBe(`/cart?error=${CART_MESSAGES.updateQuantityFailed}: ${QUANTITY_REASONS.tooSmall}`);

    const checkout = await v.page('GET', '/commerce/goto-checkout');
    expect([checkout.statusCode, checkout.headers.location]).toEqual([303, '/checkout']);
    const form = await v.page('GET', '/checkout');
    expect(form.body).toContain('payments are out of scope');
    expect(form.body).toContain('/assets/checkout-top.js');
    const placed = await v.page('POST', '/checkout/place-order', { kind: 'cart' });
    expect(placed.statusCode).toBe(303);
    const confirmed = await v.page('GET', placed.headers.location as string);
    expect(confirmed.body).toContain('is recorded: $54.00');
    const orders = (await t.app.inject({ method: 'GET', url: '/api/dev/orders' })).json() as { orders: Array<{ kind: string; totalCents: number }> };
    expect(orders.orders.at(-1)).toMatchObject({ kind: 'cart', totalCents: 5400 });
    // The cart is emptied: the cookie is cleared and a fresh visit shows nothing.
    expect(v.token()).toBeUndefined();
    expect((await v.page('GET', '/cart')).body).toContain(CART_MESSAGES.empty);
  });

  it('shows the minimum subtotal text under the store minimum', async () => {
    const v = visitor(t);
    await v.page('POST', '/store/house-blend/add', { variantId: 'house-blend-250', quantity: '1' });
    expect((await v.page('GET', '/cart')).body).toContain('To check out, your order subtotal must be $15.00 or more.');
  });

  it('needs a cart cookie to check out (SPEC.md §5 alert)', async () => {
    for (const url of ['/commerce/goto-checkout', '/checkout', '/checkout/subscribe?cartToken=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(CHECKOUT_COOKIE_ALERT);
    }
    const stale = await t.app.inject({ method: 'GET', url: '/commerce/goto-checkout', cookies: { [CART_COOKIE]: 'expired' } });
    expect(stale.body).toContain(CHECKOUT_COOKIE_ALERT);
  });

  it('subscription checkout needs the visitor own cart token', async () => {
    const v = visitor(t);
    const cart = cartOf(await v.api('POST', '/api/commerce/shopping-cart/entries', { variantId: 'beans-subscription-monthly', quantity: 1 }));
    expect((await v.page('GET', '/checkout/subscribe?cartToken=other')).statusCode).toBe(400);
    const ok = await v.page('GET', `/checkout/subscribe?cartToken=${cart.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Subscription checkout');
  });

  it("offers a gift card's own checkout on its page (a GET form with the amount's SKU) and on the demo's give page", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/store/gift-card' });
    expect(page.body).toContain('<form class="gift-card-form" method="get" action="/checkout/giftcard">');
    expect(page.body).toContain('<input type="hidden" name="websiteId" value="site-demo"><input type="hidden" name="giftCardProductId" value="gift-card">');
    expect(page.body).toContain('<option value="GC-50">$50</option>');
    expect((await t.app.inject({ method: 'GET', url: '/store/harbour-mug' })).body).not.toContain('gift-card-form');
    const give = await t.app.inject({ method: 'GET', url: '/give' });
    expect(give.statusCode).toBe(200);
    expect(give.body).toContain('<sqs-donation-button id="donate" data-block-json=\'{"donatePageId":"harbour-fund"}\'>');
  });

  it('donates and buys a gift card, each recorded as an order', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/checkout/donate' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/checkout/donate?donatePageId=harbour-fund' })).body).toContain('name="donatePageId" value="harbour-fund"');
    const v = visitor(t);
    const refused = await v.page('POST', '/checkout/donate', { donatePageId: 'harbour-fund', amount: '1e9' });
    expect(refused.statusCode).toBe(400);
    const given = await v.page('POST', '/checkout/donate', { donatePageId: 'harbour-fund', amount: '25' });
    expect(given.statusCode).toBe(303);
    expect((await v.page('GET', given.headers.location as string)).body).toContain('"pageType":204');
    expect((await t.app.inject({ method: 'GET', url: '/checkout/giftcard?websiteId=site-demo&giftCardProductId=harbour-mug' })).statusCode).toBe(404);
    const gift = await t.app.inject({ method: 'GET', url: '/checkout/giftcard?websiteId=site-demo&giftCardProductId=gift-card&sku=GC-100' });
    expect(gift.body).toContain('$100.00');
    const bought = await v.page('POST', '/checkout/giftcard', { websiteId: 'site-demo', giftCardProductId: 'gift-card', sku: 'GC-100' });
    expect(bought.statusCode).toBe(303);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/dev/orders' })).json() as { orders: Array<{ kind: string; totalCents: number }> };
    expect(orders.orders.slice(-2)).toMatchObject([{ kind: 'donation', totalCents: 2500 }, { kind: 'giftcard', totalCents: 10000 }]);
  });
});
