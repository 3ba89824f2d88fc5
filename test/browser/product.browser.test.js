import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-product.js';
import { axeViolations, cleanup, click, fixture, ready, sleep, waitFor } from './helpers.js';

// Client-side behaviour of the built element; the store itself is tested against SQLite in
// packages/server/src/routes/store.test.ts. Here fetch answers as the store does.
const text = (current, regular = '') => ({ current, regular });
const MUG = {
  id: 'harbour-mug', slug: 'harbour-mug', title: 'Harbour mug', productType: 1, currency: 'USD',
  description: 'Stoneware mug.', image: '/test/browser/fixtures/square-1x1.png', options: ['Colour', 'Size'],
  variants: [
    { id: 'b-r', sku: 'A', price: 1800, salePrice: 1500, onSale: true, qtyInStock: 20, unlimited: false, optionValues: [{ value: 'Blue' }, { value: 'Regular' }] },
    { id: 'b-l', sku: 'B', price: 2200, salePrice: 2200, onSale: false, qtyInStock: 3, unlimited: false, optionValues: [{ value: 'Blue' }, { value: 'Large' }] },
    { id: 's-r', sku: 'C', price: 1800, salePrice: 1800, onSale: false, qtyInStock: 0, unlimited: false, optionValues: [{ value: 'Sand' }, { value: 'Regular' }] },
    { id: 's-l', sku: 'E', price: 2200, salePrice: 2200, onSale: false, qtyInStock: 8, unlimited: false, optionValues: [{ value: 'Sand' }, { value: 'Large' }] },
    { id: 'k-r', sku: 'D', price: 1800, salePrice: 1800, onSale: false, qtyInStock: 9, unlimited: false, optionValues: [{ value: 'Black' }, { value: 'Regular' }] },
  ],
  display: { product: text('From $15.00'), variants: { 'b-r': text('$15.00', '$18.00'), 'b-l': text('$22.00'), 's-r': text('$18.00'), 's-l': text('$22.00'), 'k-r': text('$18.00') } },
};
const CART = { totalQuantity: 2, subtotalCents: 3000, subtotalAmount: { amount: 3000, currency: 'USD' }, entries: [] };

const html = (json) =>
  `<sqs-product data-load-on="eager" data-block-json='${JSON.stringify(json).replace(/'/g, '&#39;')}'><form method="post" action="/store/x/add"><p>Server form</p><button>Add to Cart</button></form></sqs-product>`;
const $ = (host, s) => host.shadowRoot.querySelector(s);
const radio = (host, value) => [...host.shadowRoot.querySelectorAll('input[type="radio"]')].find((r) => r.value === value);
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sqs-product (built element)', () => {
  let original;
  beforeEach(() => {
    original = window.fetch;
    document.cookie = 'crumb=browser-test; path=/';
  });
  afterEach(() => {
    window.fetch = original;
    cleanup();
  });

  // First: the page context is read once per document, and this case gives it the website id.
  it("offers a gift card's own checkout for the chosen amount (SPEC.md §2 /checkout/giftcard)", async () => {
    const card = (id, value, price) => ({ id, sku: `GC-${value}`, price, salePrice: price, onSale: false, qtyInStock: 0, unlimited: true, optionValues: [{ value: `$${value}` }] });
    const GIFT = {
      id: 'gift-card', slug: 'gift-card', title: 'Café gift card', productType: 4, currency: 'USD', description: 'A gift card.', image: '', options: ['Amount'],
      variants: [card('g25', 25, 2500), card('g50', 50, 5000)],
      display: { product: text('From $25.00'), variants: { g25: text('$25.00'), g50: text('$50.00') } },
    };
    const context = document.createElement('script');
    context.type = 'application/json';
    context.id = 'sqs-page-context';
    context.textContent = '{"website":{"id":"site-demo"}}';
    document.head.append(context);
    try {
      const host = fixture(html(GIFT));
      await ready(host);
      await click(radio(host, '$50'));
      const link = await waitFor(() => $(host, '.gift-card a'));
      expect(link.textContent).to.equal('Buy this gift card now');
      expect(link.getAttribute('href')).to.equal('/checkout/giftcard?websiteId=site-demo&giftCardProductId=gift-card&sku=GC-50');
      expect(await axeViolations(host)).to.deep.equal([]);
      expect(fixture(html(MUG)).shadowRoot?.querySelector('.gift-card') ?? null).to.equal(null);
    } finally {
      context.remove();
    }
  });

  it('shows every option value, disables unavailable and sold-out combinations, and the price line', async () => {
    const host = fixture(html(MUG));
    await ready(host);
    expect($(host, '.price').textContent).to.contain('From $15.00');
    await click(radio(host, 'Sand'));
    expect(radio(host, 'Regular').disabled).to.equal(true); // Sand + Regular is sold out
    expect(host.shadowRoot.textContent).to.contain('(Sold out)');
    await click(radio(host, 'Black'));
    expect(radio(host, 'Large').disabled).to.equal(true); // Black + Large does not exist
    expect(host.shadowRoot.textContent).to.contain('(unavailable)');
    await click(radio(host, 'Blue'));
    await click(radio(host, 'Large'));
    expect($(host, '.price').textContent).to.contain('$22.00');
    expect($(host, '.scarcity').textContent).to.equal('Only 3 left in stock.');
    await click(radio(host, 'Regular'));
    expect($(host, '.regular').textContent).to.equal('$18.00');
    expect($(host, '.current').textContent).to.equal('$15.00');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('sends one request for many clicks, is busy at once, and announces the cart change', async () => {
    const host = fixture(html(MUG));
    await ready(host);
    const requests = [];
    let release;
    window.fetch = (input, init) => {
      requests.push({ url: String(input), body: init?.body });
      return new Promise((resolve) => (release = resolve));
    };
    const changes = [];
    const onChange = (e) => changes.push(e.detail);
    window.addEventListener('sqs-cart-change', onChange);
    try {
      await click(radio(host, 'Black'));
      await click(radio(host, 'Regular'));
      const button = $(host, 'button.add');
      button.click();
      await Promise.resolve(); // React commits the click's update in the next microtask
      expect(button.textContent).to.equal('Adding…'); // the click's own task
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      button.click();
      button.click();
      await waitFor(() => release);
      await sleep(30);
      expect(requests).to.have.length(1);
      expect(requests[0].url).to.contain('/api/commerce/shopping-cart/entries?crumb=browser-test');
      expect(JSON.parse(requests[0].body)).to.deep.equal({ productId: 'harbour-mug', variantId: 'k-r', quantity: 1 });
      release(json(CART));
      await waitFor(() => changes.length === 1);
      expect(changes[0]).to.deep.equal({ items: 2, subtotal: { value: 3000, currency: 'USD' } });
      expect($(host, '.status').textContent).to.equal('Added to cart. View cart');
      expect($(host, '.status a').getAttribute('href')).to.equal('/cart'); // no header cart link on this page
      expect(button.textContent).to.equal('Add to Cart');
    } finally {
      window.removeEventListener('sqs-cart-change', onChange);
    }
  });

  it('on a 500 or offline says so and keeps the choices and the quantity', async () => {
    const host = fixture(html(MUG));
    await ready(host);
    await click(radio(host, 'Black'));
    await click(radio(host, 'Regular'));
    const quantity = $(host, 'input[type="number"]');
    quantity.focus();
    quantity.select();
    await sendKeys({ type: '2' });
    window.fetch = async () => json({ error: 'Internal server error. Please try again later.' }, 500);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '.error').textContent);
    expect($(host, '.error').textContent).to.equal('Unable to add item. Please try again.');
    window.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await click($(host, 'button.add'));
    await waitFor(() => $(host, '.error').textContent.includes('internet'));
    expect($(host, '.error').textContent).to.equal('Unable to add item. Please check your internet connection.');
    expect(radio(host, 'Black').checked).to.equal(true);
    expect(quantity.value).to.equal('2');
    window.fetch = async () => json({ error: 'Unable to add item', reason: 'Only 9 left in stock.' }, 409);
    await click($(host, 'button.add'));
    await waitFor(() => $(host, '.error').textContent.includes('left'));
    expect($(host, '.error').textContent).to.equal('Unable to add item. Only 9 left in stock.');
  });

  it('checks the quantity and the choice before sending anything', async () => {
    const host = fixture(html(MUG));
    await ready(host);
    let requests = 0;
    window.fetch = async () => {
      requests += 1;
      return json(CART);
    };
    await click($(host, 'button.add'));
    expect($(host, '.error').textContent).to.equal('Please select Colour, Size.');
    await click(radio(host, 'Black'));
    await click(radio(host, 'Regular'));
    const quantity = $(host, 'input[type="number"]');
    for (const bad of ['-1', '1000000000', '10']) {
      quantity.focus();
      quantity.select();
      await sendKeys({ type: bad });
      await click($(host, 'button.add'));
      expect($(host, '.error').textContent).to.match(/at least 1|at most 999|Only 9 left/);
    }
    expect(requests).to.equal(0);
  });

  it('keeps the server form for hostile or malformed product JSON', async () => {
    const broken = fixture(`<sqs-product data-load-on="eager" data-block-json='{"id": "x", '><form><p>Server form</p></form></sqs-product>`);
    const hostile = fixture(html({ ...MUG, variants: [{ id: 'v', price: -5, optionValues: [] }], __proto__: { polluted: true } }));
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error' && hostile.getAttribute('data-sqs-state') === 'error');
    expect(broken.querySelector('p').checkVisibility()).to.equal(true);
    expect(hostile.querySelector('p').checkVisibility()).to.equal(true);
    expect({}.polluted).to.equal(undefined);
  });

  it('fires a cancelable sqs-product-add first: refusing it sends nothing', async () => {
    const host = fixture(html(MUG));
    await ready(host);
    let requests = 0;
    window.fetch = async () => {
      requests += 1;
      return json(CART);
    };
    await click(radio(host, 'Black'));
    await click(radio(host, 'Regular'));
    let detail;
    host.addEventListener('sqs-product-add', (event) => {
      detail = event.detail;
      event.preventDefault();
    }, { once: true });
    await click($(host, 'button.add'));
    expect(detail).to.deep.equal({ productId: 'harbour-mug', variantId: 'k-r', quantity: 1 });
    expect(requests).to.equal(0);
    expect($(host, 'button.add').textContent).to.equal('Add to Cart');
  });

  it('shows a sold-out product as sold out, its button disabled', async () => {
    const soldOut = { ...MUG, options: [], variants: [{ ...MUG.variants[2], optionValues: [] }], display: { product: text('$18.00'), variants: { 's-r': text('$18.00') } } };
    const host = fixture(html(soldOut));
    await ready(host);
    expect($(host, 'button.add').disabled).to.equal(true);
    expect($(host, 'button.add').textContent).to.equal('Sold out');
    expect($(host, '.price').textContent).to.contain('Sold out');
  });
});
