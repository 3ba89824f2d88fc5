/**
 * The demo store's pages as HTML (issue 16): the store index, a product page, the cart page and
 * the demo checkout. Each works with no JavaScript (plain forms that POST and redirect back);
 * the blocks enhance them. Every text from outside is escaped; the page context is JSON whose
 * `<` is escaped, so no product text can end the script element. Pages are sent by the one page
 * renderer (page.ts), which fills the shell's `{{nonce}}`: text from outside goes in as the
 * shell's values, filled in the same single pass, so it is never read as a placeholder.
 */
import { CART_MESSAGES, minimumSubtotalMessage } from '@sqs/runtime/contracts/cart';
import { createMoney, formatMoney } from '@sqs/runtime/contracts/money';
import type { CartEntry, StoreCart } from '@sqs/commerce/model/cart-api';
import { priceLine, withPriceTexts } from '@sqs/commerce/model/price';
import type { StoreProduct } from '@sqs/commerce/model/product';
import { maxQuantity, scarcityText } from '@sqs/commerce/model/quantity';
import { escapeAttribute, escapeHtml } from './html';
import { sitePage, type ShellPage } from './site-shell';
import { ProductType } from '@sqs/runtime/contracts/enums';
import { DEMO_WEBSITE_ID } from './store-db';

const money = (cents: number, currency = 'USD') => formatMoney(createMoney(cents, currency));

export interface PageParts {
  title: string;
  pageType: number;
  cart: StoreCart;
  body: string;
  /** Extra head content, the server's own markup (a script with `nonce="{{nonce}}"`, say). */
  head?: string;
}

/** A store page for page.ts's sendPage (site-shell.ts). */
export type StorePage = ShellPage;

export function cartSummaryOf(cart: StoreCart) {
  return { items: cart.totalQuantity, subtotal: { value: cart.subtotalCents, currency: cart.subtotalAmount.currency } };
}

const STORE_NAV = [
  { href: '/', label: 'Home' },
  { href: '/store', label: 'Store' },
  { href: '/cart', label: 'Cart', cart: true },
] as const;

export function storePage({ title, pageType, cart, body, head = '' }: PageParts): StorePage {
  const context = {
    website: { id: 'site-demo', identifier: 'harbour-cafe' },
    websiteSettings: { cartSummary: cartSummaryOf(cart) },
    collection: { id: 'store', fullUrl: '/store' },
    pageType,
  };
  return sitePage({ title, site: 'demo store', context, stylesheets: ['/assets/store.css'], nav: STORE_NAV, head, body });
}

export function storeIndexBody(products: StoreProduct[]): string {
  const items = products
    .map((p) => {
      const price = priceLine(p);
      return `<li class="store-item"><a href="/store/${escapeAttribute(p.slug)}"><img src="${escapeAttribute(p.image)}" alt="" width="300" height="200"><span class="store-item-title">${escapeHtml(
        p.title,
      )}</span></a> <span class="store-item-price">${escapeHtml(price.current)}</span>${price.soldOut ? ' <span class="store-sold-out">Sold out</span>' : ''}</li>`;
    })
    .join('\n');
  return `<h1>Store</h1>\n<ul class="store-grid">\n${items}\n</ul>`;
}

/** A status from the no-JavaScript form's redirect: `?added=1` or `?error=<reason>`. */
export interface FormStatus {
  added?: boolean;
  error?: string;
}

export function productBody(product: StoreProduct, status: FormStatus = {}): string {
  const price = priceLine(product);
  const json = escapeAttribute(JSON.stringify(withPriceTexts(product)));
  const buyable = product.variants.filter((v) => maxQuantity(v) > 0);
  const variantLabel = (v: StoreProduct['variants'][number]) => {
    const options = product.options.map((name, i) => `${name}: ${v.optionValues[i]!.value}`).join(', ');
    const p = priceLine(product, v);
    return `${options} — ${p.current}${maxQuantity(v) > 0 ? '' : ' (sold out)'}`;
  };
  const chooser =
    product.variants.length > 1
      ? `<p><label for="product-variant">${escapeHtml(product.options.join(' / ') || 'Variant')}</label>
        <select id="product-variant" name="variantId">${product.variants
          .map((v) => `<option value="${escapeAttribute(v.id)}"${maxQuantity(v) > 0 ? '' : ' disabled'}>${escapeHtml(variantLabel(v))}</option>`)
          .join('')}</select></p>`
      : `<input type="hidden" name="variantId" value="${escapeAttribute(product.variants[0]!.id)}">`;
  const single = product.variants.length === 1 ? scarcityText(product.variants[0]!) : '';
  const message = status.added
    ? `<p class="product-status" role="status">Added to your cart. <a href="/cart">View cart</a></p>`
    : status.error
      ? `<p class="product-status product-error" role="alert">${escapeHtml(CART_MESSAGES.addItemFailed)}: ${escapeHtml(status.error.slice(0, 200))}</p>`
      : '';
  return `<sqs-product id="product-${escapeAttribute(product.id)}" data-block-json="${json}">
  <article class="product">
    <img class="product-image" src="${escapeAttribute(product.image)}" alt="${escapeAttribute(product.title)}" width="600" height="400">
    <div class="product-details">
      <h1 class="product-title">${escapeHtml(product.title)}</h1>
      <p class="product-price">${price.regular ? `<s>${escapeHtml(price.regular)}</s> ` : ''}${escapeHtml(price.current)}${price.soldOut ? ' <strong>Sold out</strong>' : ''}</p>
      <p class="product-description">${escapeHtml(product.description)}</p>
      ${single ? `<p class="product-scarcity">${escapeHtml(single)}</p>` : ''}
      <form class="product-form" method="post" action="/store/${escapeAttribute(product.slug)}/add">
        ${chooser}
        <p><label for="product-quantity">Quantity</label> <input id="product-quantity" name="quantity" type="number" inputmode="numeric" min="1" max="999" value="1" required></p>
        <button type="submit"${buyable.length ? '' : ' disabled'}>${buyable.length ? 'Add to Cart' : 'Sold out'}</button>
      </form>
      ${giftCardLink(product)}
      ${message}
    </div>
  </article>
</sqs-product>`;
}

function entryRow(entry: CartEntry): string {
  const options = entry.options.map((o) => `${escapeHtml(o.name)}: ${escapeHtml(o.value)}`).join(', ');
  const id = escapeAttribute(entry.id);
  return `<li class="cart-entry" data-entry-id="${id}">
    <img src="${escapeAttribute(entry.image)}" alt="" width="96" height="64">
    <div class="cart-entry-text"><a href="${escapeAttribute(entry.url)}">${escapeHtml(entry.title)}</a>${options ? `<br><span class="cart-entry-options">${options}</span>` : ''}
      <br><span class="cart-entry-price">${entry.onSale ? `<s>${escapeHtml(formatMoney(entry.regularUnitPrice))}</s> ` : ''}${escapeHtml(formatMoney(entry.unitPrice))}</span></div>
    <form method="post" action="/cart/update"><input type="hidden" name="entryId" value="${id}">
      <label for="qty-${id}">Quantity</label> <input id="qty-${id}" name="quantity" type="number" min="1" max="${entry.maxQuantity}" value="${entry.quantity}" required>
      <button type="submit">Update</button></form>
    <form method="post" action="/cart/remove"><input type="hidden" name="entryId" value="${id}"><button type="submit">Remove</button></form>
    <span class="cart-entry-total">${escapeHtml(formatMoney(entry.lineTotal))}</span>
  </li>`;
}

/** The way back to the store from the cart page, empty or not. */
export const CONTINUE_SHOPPING_TEXT = 'Continue shopping';

export function cartBody(cart: StoreCart, minimumSubtotalCents: number, status: { error?: string } = {}): string {
  const currency = cart.subtotalAmount.currency;
  // sqs-cart-page's data (packages/commerce/src/cart-page): the cart itself, so it upgrades with no request.
  const json = escapeAttribute(JSON.stringify({ minimumSubtotalCents, cart }));
  const error = status.error ? `<p class="cart-error" role="alert">${escapeHtml(status.error.slice(0, 200))}</p>` : '';
  // Outside the block, so it stays whatever the block shows (Dawn's cart page has it, empty or not).
  const keepShopping = `\n<p class="cart-continue"><a href="/store">${CONTINUE_SHOPPING_TEXT}</a></p>`;
  if (cart.entries.length === 0) {
    return `<h1>Shopping cart</h1>\n<sqs-cart-page data-block-json="${json}"><p class="cart-empty">${escapeHtml(CART_MESSAGES.empty)}</p>${error}</sqs-cart-page>${keepShopping}`;
  }
  const belowMinimum = minimumSubtotalCents > 0 && cart.subtotalCents < minimumSubtotalCents;
  return `<h1>Shopping cart</h1>
<sqs-cart-page data-block-json="${json}">
  ${error}
  <ul class="cart-entries">${cart.entries.map(entryRow).join('\n')}</ul>
  <dl class="cart-totals">
    <dt>Subtotal</dt><dd data-total="subtotal">${money(cart.subtotalCents, currency)}</dd>
    <dt>Discounts</dt><dd data-total="discount">${money(-cart.discountCents, currency)}</dd>
    <dt>Taxes</dt><dd data-total="tax">${money(cart.taxCents, currency)}</dd>
    <dt>Total</dt><dd data-total="grand">${money(cart.grandTotalCents, currency)}</dd>
  </dl>
  ${belowMinimum ? `<p class="cart-minimum" role="status">${escapeHtml(minimumSubtotalMessage(money(minimumSubtotalCents, currency)))}</p>` : ''}
  <p><a class="cart-checkout" href="/commerce/goto-checkout"${belowMinimum ? ' aria-disabled="true"' : ''}>Checkout</a></p>
</sqs-cart-page>${keepShopping}`;
}

/**
 * A gift card is also bought on its own (SPEC.md §2 /checkout/giftcard?websiteId&giftCardProductId[&sku]):
 * with no JavaScript, a form that GETs that route with the chosen amount's SKU.
 */
export function giftCardLink(product: StoreProduct): string {
  if (product.productType !== ProductType.GIFT_CARD) return '';
  const amounts = product.variants
    .map((v) => `<option value="${escapeAttribute(v.sku)}">${escapeHtml(v.optionValues.map((o) => o.value).join(', ') || v.sku)}</option>`)
    .join('');
  return `<form class="gift-card-form" method="get" action="/checkout/giftcard">
        <input type="hidden" name="websiteId" value="${escapeAttribute(DEMO_WEBSITE_ID)}"><input type="hidden" name="giftCardProductId" value="${escapeAttribute(product.id)}">
        <p><label for="gift-card-sku">Amount</label> <select id="gift-card-sku" name="sku">${amounts}</select> <button type="submit">Buy this gift card now</button></p>
      </form>`;
}
