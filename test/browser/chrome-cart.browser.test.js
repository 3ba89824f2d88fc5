import { expect } from '@esm-bundle/chai';
import { axeViolations, cleanup, fixture, waitFor } from './helpers.js';

/**
 * The header cart link (issue 6 item 5) in the BUILT dist/runtime.js: the runtime finds
 * `[data-sqs-cart-link]`, renders the page context's `websiteSettings.cartSummary` inside it
 * and follows `sqs-cart-change` without a reload.
 */

const SUMMARY = '[data-sqs-cart-summary]';

function page(cartSummary) {
  cleanup();
  const context = { website: { id: 'site-test' }, websiteSettings: cartSummary === undefined ? {} : { cartSummary }, pageType: 2 };
  fixture(`<script type="application/json" id="sqs-page-context">${JSON.stringify(context)}</script>`);
  fixture('<header><nav aria-label="Site"><a href="/">Home</a> <a href="/cart" data-sqs-cart-link>Cart</a></nav></header>');
  fixture('<main><h1>Shop</h1></main>');
  return document.querySelector('[data-sqs-cart-link]');
}

const host = (link) => link.querySelector(SUMMARY);
const part = (link, name) => host(link)?.shadowRoot?.querySelector(`[part=${name}]`);
const status = () => document.querySelector('[data-sqs-cart-status]');
const rendered = (link) => waitFor(() => part(link, 'badge'), { message: 'the cart link rendered' });

/** The accessible name as axe computes it (shadow DOM included, aria-hidden left out). */
function accessibleName(element) {
  window.axe.setup(document);
  try {
    return window.axe.commons.text.accessibleText(element);
  } finally {
    window.axe.teardown();
  }
}

describe('chrome: cart link (built dist/runtime.js)', () => {
  let runtime;

  before(async () => {
    // The test page itself has no title or language; a real page has both.
    document.title = 'Shop';
    document.documentElement.lang = 'en';
    page({ items: 3, subtotal: { value: 4500, currency: 'USD' } });
    runtime = await import('/dist/runtime.js');
  });

  after(() => {
    runtime?.destroy();
    cleanup();
    localStorage.removeItem('sqs-cart-summary');
  });

  /** Restarts the runtime on a page with this summary in its context. */
  async function restart(summary) {
    runtime.destroy();
    const link = page(summary);
    runtime.start();
    await rendered(link);
    return link;
  }

  it('renders count and subtotal from the page context, keeping the link text', async () => {
    const link = document.querySelector('[data-sqs-cart-link]');
    await rendered(link);
    expect(part(link, 'badge').textContent).to.equal('3');
    expect(part(link, 'subtotal').textContent).to.equal('$45.00');
    expect(link.firstChild.textContent).to.equal('Cart');
    expect(link.classList.contains('sqs-cart-empty')).to.equal(false);
    // The badge and subtotal are drawn, not just present.
    expect(part(link, 'badge').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(accessibleName(link)).to.equal('Cart, 3 items in cart, $45.00');
    expect(link.hasAttribute('aria-live')).to.equal(false);
    expect(await axeViolations(document)).to.deep.equal([]);
  });

  it("shows '100+' at 150 items and says 'More than 100 items in cart'", async () => {
    const link = await restart({ items: 150, subtotal: { value: 1234567, currency: 'EUR' } });
    expect(part(link, 'badge').textContent).to.equal('100+');
    expect(part(link, 'subtotal').textContent).to.equal('€12,345.67');
    expect(accessibleName(link)).to.equal('Cart, More than 100 items in cart, €12,345.67');
    expect(await axeViolations(document)).to.deep.equal([]);
  });

  it('has the empty class at 0 items, also without any summary in the context', async () => {
    let link = await restart({ items: 0, subtotal: { value: 0, currency: 'USD' } });
    expect(link.classList.contains('sqs-cart-empty')).to.equal(true);
    expect(part(link, 'badge').textContent).to.equal('0');
    expect(accessibleName(link)).to.equal('Cart, 0 items in cart, $0.00');
    expect(await axeViolations(document)).to.deep.equal([]);
    link = await restart(undefined);
    expect(link.classList.contains('sqs-cart-empty')).to.equal(true);
  });

  it('updates on sqs-cart-change without a reload, announcing count changes in one status region', async () => {
    const link = await restart({ items: 0 });
    window.__cartPageMark = 'still here';
    const region = status();
    expect(region.getAttribute('role')).to.equal('status');
    expect(region.textContent).to.equal('');

    window.dispatchEvent(new CustomEvent('sqs-cart-change', { detail: { items: 1, subtotal: { value: 1299, currency: 'USD' } } }));
    expect(part(link, 'badge').textContent).to.equal('1');
    expect(part(link, 'subtotal').textContent).to.equal('$12.99');
    expect(link.classList.contains('sqs-cart-empty')).to.equal(false);
    expect(accessibleName(link)).to.equal('Cart, One item in cart, $12.99');
    expect(region.textContent).to.equal('One item in cart');
    expect(JSON.parse(localStorage.getItem('sqs-cart-summary'))).to.deep.equal({ items: 1, subtotal: { value: 1299, currency: 'USD' } });
    expect(await axeViolations(document)).to.deep.equal([]);

    window.dispatchEvent(new CustomEvent('sqs-cart-change', { detail: { items: 0, subtotal: { value: 0, currency: 'USD' } } }));
    expect(link.classList.contains('sqs-cart-empty')).to.equal(true);
    expect(region.textContent).to.equal('0 items in cart');
    expect(document.querySelectorAll('[data-sqs-cart-status]').length).to.equal(1);
    expect(window.__cartPageMark).to.equal('still here');
    // Visually hidden, yet in the accessibility tree (not display:none).
    const box = region.getBoundingClientRect();
    expect(box.width <= 1 && box.height <= 1).to.equal(true);
    expect(getComputedStyle(region).display).to.not.equal('none');
  });

  it('destroy removes what it added', async () => {
    const link = await restart({ items: 2 });
    runtime.destroy();
    expect(host(link) === null).to.equal(true);
    expect(status() === null).to.equal(true);
    expect(link.classList.contains('sqs-cart-empty')).to.equal(false);
    runtime.start();
    await rendered(link);
  });
});
