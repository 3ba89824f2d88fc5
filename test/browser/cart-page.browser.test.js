import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-cart-page.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

// Client-side behaviour of the built element; the store's endpoints are tested against SQLite in
// packages/server/src/routes/store.test.ts and end to end in test/e2e/store.e2e.test.ts. Here
// fetch answers as the store does, by hand, so a test decides when each request ends.
const usd = (amount) => ({ amount, currency: 'USD' });
const line = (id, title, quantity, unit, extra = {}) => ({
  id, productId: id, variantId: `v-${id}`, sku: id, title, url: `/store/${id}`, image: '/test/browser/fixtures/square-1x1.png', productType: 1,
  options: [], quantity, maxQuantity: 10, unitPrice: usd(unit), regularUnitPrice: usd(unit), onSale: false, lineTotal: usd(unit * quantity), ...extra,
});
const cartOf = (entries) => {
  const subtotal = entries.reduce((s, e) => s + e.unitPrice.amount * e.quantity, 0);
  return {
    id: 'c1', websiteId: 'site-demo', orderId: '', created: 1700000000000, isPurchased: false, entries, shippingOptions: [], applicableTaxRules: [], coupons: [],
    validCoupons: [], invalidCoupons: [], selectedShippingOption: null, shippingLocation: null, subtotalCents: subtotal, taxCents: 0, shippingCostCents: 0,
    discountCents: 0, grandTotalCents: subtotal, totalQuantity: entries.reduce((s, e) => s + e.quantity, 0), subtotalAmount: usd(subtotal), hasDigital: false, purelyDigital: false, requiresShipping: true,
  };
};
const MUG = line('mug', 'Harbour mug', 2, 1800, { options: [{ name: 'Colour', value: 'Sand' }, { name: 'Size', value: 'Large' }], onSale: true, unitPrice: usd(1500), regularUnitPrice: usd(1800) });
const BEANS = line('beans', 'House blend', 1, 1100);

const html = (data) =>
  `<sqs-cart-page data-load-on="eager" data-block-json='${JSON.stringify(data).replace(/'/g, '&#39;')}'><ul><li class="cart-entry">Server cart <form method="post" action="/cart/update"><button>Update</button></form></li></ul></sqs-cart-page>`;
const $ = (host, s) => host.shadowRoot.querySelector(s);
const $$ = (host, s) => [...host.shadowRoot.querySelectorAll(s)];
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lineOf = (host, id) => $(host, `[data-entry-id="${id}"]`);

/** A fetch whose answers the test gives: `server.requests[i].answer(response)`. */
function handFetch() {
  const requests = [];
  window.fetch = (input, init = {}) =>
    new Promise((resolve, reject) => {
      requests.push({ method: init.method ?? 'GET', url: String(input), body: init.body ? JSON.parse(init.body) : undefined, answer: resolve, fail: reject });
    });
  return requests;
}

describe('sqs-cart-page (built element)', () => {
  let original;
  beforeEach(() => {
    original = window.fetch;
    document.cookie = 'crumb=browser-test; path=/';
  });
  afterEach(() => {
    window.fetch = original;
    cleanup();
  });

  it('shows each line with image, options, unit price, stepper and remove, and the totals, and passes axe', async () => {
    const host = fixture(html({ cart: cartOf([MUG, BEANS]), minimumSubtotalCents: 0 }));
    await ready(host);
    const mug = lineOf(host, 'mug');
    const image = mug.querySelector('img');
    expect(image.getAttribute('src')).to.contain('square-1x1.png');
    await waitFor(() => image.complete && image.naturalWidth > 0, { message: 'the line image loaded' });
    expect(mug.querySelector('.options').textContent).to.equal('Colour: Sand, Size: Large');
    expect(mug.querySelector('.price').textContent).to.equal('$18.00 $15.00');
    expect(mug.querySelector('input').value).to.equal('2');
    expect(mug.querySelector('.line-total').textContent).to.equal('$30.00');
    expect($(host, '[data-total="subtotal"]').textContent).to.equal('$41.00');
    expect($(host, '[data-total="grand"]').textContent).to.equal('$41.00');
    expect($(host, '.checkout').getAttribute('href')).to.equal('/commerce/goto-checkout');
    expect($(host, '.minimum')).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('debounces the stepper (keyboard) into one request with the last value, then follows the server and tells the header link', async () => {
    const host = fixture(html({ cart: cartOf([MUG, BEANS]), minimumSubtotalCents: 0 }));
    await ready(host);
    const requests = handFetch();
    const changes = [];
    const onChange = (e) => changes.push(e.detail);
    window.addEventListener('sqs-cart-change', onChange);
    try {
      $(host, '[aria-label="Increase quantity of Harbour mug"]').focus();
      // Enter, Enter, Space in one command: three commands are three round trips to the runner,
      // and a loaded machine may pause between them past the 400 ms debounce.
      await sendKeys({ type: '\n\n ' });
      await waitFor(() => lineOf(host, 'mug').querySelector('input').value === '5', { message: 'shown at once' });
      await waitFor(() => requests.length === 1, { message: 'the debounced request' });
      expect(requests[0].method).to.equal('PUT');
      expect(requests[0].url).to.contain('/api/commerce/shopping-cart/entries/mug');
      expect(requests[0].body).to.deep.equal({ quantity: 5 });
      requests[0].answer(json(cartOf([{ ...MUG, quantity: 5, lineTotal: usd(7500) }, BEANS])));
      await waitFor(() => $(host, '[data-total="subtotal"]').textContent === '$86.00', { message: 'the server totals' });
      expect(changes.at(-1)).to.deep.equal({ items: 6, subtotal: { value: 8600, currency: 'USD' } });
      expect(requests.length).to.equal(1);
    } finally {
      window.removeEventListener('sqs-cart-change', onChange);
    }
  });

  it('keeps one request out: a newer value waits and wins; the older answer does not undo it', async () => {
    const host = fixture(html({ cart: cartOf([MUG]), minimumSubtotalCents: 0 }));
    await ready(host);
    const requests = handFetch();
    const input = () => lineOf(host, 'mug').querySelector('input');
    $(host, '[aria-label="Increase quantity of Harbour mug"]').click();
    await waitFor(() => requests.length === 1, { message: 'first request' });
    $(host, '[aria-label="Increase quantity of Harbour mug"]').click(); // 4, while 3 is out
    await waitFor(() => input().value === '4');
    expect(requests.length).to.equal(1); // 4 waits for 3's answer (model/cart-edits.test.ts proves it whatever the timing)
    requests[0].answer(json(cartOf([{ ...MUG, quantity: 3 }])));
    await waitFor(() => requests.length === 2, { message: 'the newer value, sent after' });
    expect(input().value).to.equal('4');
    expect(requests[1].body).to.deep.equal({ quantity: 4 });
    requests[1].answer(json(cartOf([{ ...MUG, quantity: 4 }])));
    await waitFor(() => $(host, '[data-total="subtotal"]').textContent === '$60.00');
    expect(input().value).to.equal('4');
  });

  it("says 'Unable to update quantity' and restores the previous value when offline", async () => {
    const host = fixture(html({ cart: cartOf([MUG]), minimumSubtotalCents: 0 }));
    await ready(host);
    const requests = handFetch();
    $(host, '[aria-label="Decrease quantity of Harbour mug"]').click();
    await waitFor(() => requests.length === 1);
    requests[0].fail(new TypeError('Failed to fetch'));
    const error = await waitFor(() => lineOf(host, 'mug').querySelector('[role="alert"]'), { message: 'the failure text' });
    expect(error.textContent).to.equal('Unable to update quantity. Please check your internet connection.');
    expect(lineOf(host, 'mug').querySelector('input').value).to.equal('2');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it("says 'Unable to remove item' and keeps the line on a 500; removes it and moves focus on success; then the empty text", async () => {
    const host = fixture(html({ cart: cartOf([MUG, BEANS]), minimumSubtotalCents: 0 }));
    await ready(host);
    const requests = handFetch();
    $(host, '[aria-label="Remove Harbour mug"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => requests.length === 1);
    expect(requests[0].method).to.equal('DELETE');
    requests[0].answer(json({ error: 'boom' }, 500));
    const error = await waitFor(() => lineOf(host, 'mug')?.querySelector('[role="alert"]'));
    expect(error.textContent).to.equal('Unable to remove item. Please try again.');
    expect($$(host, '.entry').length).to.equal(2);

    await sendKeys({ press: 'Enter' });
    await waitFor(() => requests.length === 2);
    requests[1].answer(json(cartOf([BEANS])));
    await waitFor(() => $$(host, '.entry').length === 1);
    await waitFor(() => deepActiveElement()?.getAttribute('aria-label') === 'Remove House blend', { message: 'focus on the next line' });
    await waitFor(() => $(host, '[role="status"]').textContent === 'Removed Harbour mug.', { message: 'the removal announced' });

    await sendKeys({ press: 'Enter' });
    await waitFor(() => requests.length === 3);
    requests[2].answer(json(cartOf([])));
    const empty = await waitFor(() => $(host, '.empty'));
    expect(empty.textContent).to.equal('You have nothing in your shopping cart.');
    await waitFor(() => deepActiveElement() === empty, { message: 'focus on the empty text' });
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('says the minimum subtotal and holds checkout below it', async () => {
    const host = fixture(html({ cart: cartOf([BEANS]), minimumSubtotalCents: 2500 }));
    await ready(host);
    expect($(host, '.minimum').textContent).to.equal('To check out, your order subtotal must be $25.00 or more.');
    const checkout = $(host, '.checkout');
    expect(checkout.getAttribute('aria-disabled')).to.equal('true');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    checkout.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it("stays in step with the cart's other tabs: takes their cart, and posts its own", async () => {
    const host = fixture(html({ cart: cartOf([MUG, BEANS]), minimumSubtotalCents: 0 }));
    await ready(host);
    const other = new BroadcastChannel('sqs-cart');
    const heard = [];
    other.onmessage = (e) => heard.push(e.data);
    try {
      other.postMessage({ cart: cartOf([{ ...BEANS, quantity: 3 }]) });
      await waitFor(() => $$(host, '.entry').length === 1, { message: "the other tab's cart" });
      expect(lineOf(host, 'beans').querySelector('input').value).to.equal('3');
      const requests = handFetch();
      $(host, '[aria-label="Increase quantity of House blend"]').click();
      await waitFor(() => requests.length === 1);
      requests[0].answer(json(cartOf([{ ...BEANS, quantity: 4 }])));
      await waitFor(() => heard.length === 1, { message: 'the cart posted to the other tabs' });
      expect(heard[0].cart.entries[0].quantity).to.equal(4);
    } finally {
      other.close();
    }
  });

  it('reads the cart again when another page changed it (the header link storage mirror)', async () => {
    const host = fixture(html({ cart: cartOf([BEANS]), minimumSubtotalCents: 0 }));
    await ready(host);
    const requests = handFetch();
    window.dispatchEvent(new StorageEvent('storage', { key: 'sqs-cart-summary', newValue: '{"items":3}' }));
    await waitFor(() => requests.length === 1);
    expect([requests[0].method, new URL(requests[0].url, location.href).pathname]).to.deep.equal(['GET', '/api/commerce/shopping-cart']);
    requests[0].answer(json(cartOf([BEANS, MUG])));
    await waitFor(() => $$(host, '.entry').length === 2);
  });

  it('keeps the server cart when the data is malformed or hostile', async () => {
    const bad = fixture(`<sqs-cart-page data-load-on="eager" data-block-json='{"cart": '><p class="server">Server cart</p></sqs-cart-page>`);
    const none = fixture(`<sqs-cart-page data-load-on="eager" data-block-json='{"minimumSubtotalCents": 5}'><p class="server">Server cart</p></sqs-cart-page>`);
    await waitFor(() => bad.getAttribute('data-sqs-state') === 'error' && none.getAttribute('data-sqs-state') === 'error');
    expect(bad.querySelector('.server').checkVisibility()).to.equal(true);
    const hostile = fixture(html({ cart: { entries: [{ id: 'x', title: '<img src=x onerror=alert(1)>', quantity: -4 }, MUG], subtotalCents: 'lots' }, minimumSubtotalCents: -3, checkoutUrl: '//evil.example' }));
    await ready(hostile);
    expect($$(hostile, '.entry').length).to.equal(1);
    expect($(hostile, 'img[src="x"]')).to.equal(null);
    expect($(hostile, '.checkout').getAttribute('href')).to.equal('/commerce/goto-checkout');
  });
});
