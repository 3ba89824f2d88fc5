/**
 * The demo store (issue 16 items 1 and 4): the cart API, the store's pages and the checkout
 * routes of SPEC.md §2. Storage and rules in ../store-db.ts; HTML in ../store-pages.ts.
 *
 *   GET    /api/commerce/shopping-cart                     → the cart (SPEC.md §3 "Shopping cart", every field)
 *   POST   /api/commerce/shopping-cart/entries             {variantId | sku, quantity, productId?} → the cart
 *   PUT    /api/commerce/shopping-cart/entries/:entryId    {quantity} → the cart
 *   DELETE /api/commerce/shopping-cart/entries/:entryId    → the cart
 *   GET    /api/dev/orders                                 (development) the orders recorded
 *
 * A refusal answers `{error, reason}`: `error` is the SPEC.md §8 cart text of the action
 * ('Unable to add item', 'Unable to update quantity', 'Unable to remove item'), `reason` says
 * why; 400 for bad input (a quantity of -1, 1e9 or 'abc', a SKU over 60 characters), 404 for an
 * unknown or deleted variant or line, 409 for stock. Nothing changes on a refusal.
 *
 * Pages: /store, /store/:slug (POST /store/:slug/add), /cart (POST /cart/update, /cart/remove),
 * /commerce/goto-checkout, /checkout (POST /checkout/place-order), /checkout/subscribe?cartToken,
 * /checkout/donate?donatePageId, /checkout/giftcard?websiteId&giftCardProductId[&sku],
 * /checkout/order-confirmed?orderId. The forms need no JavaScript. The cart cookie is SameSite=Lax,
 * so another site's form cannot post into a visitor's cart.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_MESSAGES } from '@sqs/runtime/contracts/cart';
import { CHECKOUT_COOKIE_ALERT, isValidSku } from '@sqs/runtime/contracts/commerce';
import { PageType, ProductType } from '@sqs/runtime/contracts/enums';
import { createMoney, formatMoney } from '@sqs/runtime/contracts/money';
import { CART_API, CART_COOKIE } from '@sqs/commerce/model/cart-api';
import { parseQuantity } from '@sqs/commerce/model/quantity';
import type { Db } from '../db';
import { CartRefused, DEMO_WEBSITE_ID, Store } from '../store-db';
import { escapeAttribute } from '../html';
import { sendPage } from '../page';
import { cartBody, productBody, storeIndexBody, storePage } from '../store-pages';

export interface StoreRouteOptions {
  demoDir: string;
  dev: boolean;
}

/** Said on every checkout page: the demo takes no payment. */
export const PAYMENTS_OUT_OF_SCOPE = 'This is a demo checkout: payments are out of scope, no card is asked for and nothing is charged.';

const one = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined);
const bodyOf = (request: FastifyRequest) => {
  const b = request.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

export function registerStoreRoutes(app: FastifyInstance, db: Db, options: StoreRouteOptions): Store {
  const store = new Store(db, path.join(options.demoDir, 'data/store.json'));
  const tokenOf = (request: FastifyRequest) => request.cookies[CART_COOKIE];
  const setToken = (reply: FastifyReply, token: string) =>
    reply.setCookie(CART_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 14 * 24 * 60 * 60 });

  const refuse = (reply: FastifyReply, error: string, err: unknown) => {
    if (err instanceof CartRefused) return reply.code(err.status).send({ error, reason: err.reason });
    throw err;
  };

  /** The variant an add names: `variantId`, else a `sku` (checked, SPEC.md §5). */
  const variantIdOf = (body: Record<string, unknown>): string => {
    if (typeof body.variantId === 'string' && body.variantId !== '') return body.variantId;
    if (typeof body.sku === 'string' && body.sku !== '') {
      if (!isValidSku(body.sku)) throw new CartRefused(400, 'A SKU has at most 60 characters.');
      const id = store.variantIdBySku(body.sku);
      if (id === null) throw new CartRefused(404, 'This item is no longer available.');
      return id;
    }
    throw new CartRefused(400, 'Choose an item to add.');
  };

  const add = (request: FastifyRequest, reply: FastifyReply, productId?: string) => {
    const body = bodyOf(request);
    const variantId = variantIdOf(body);
    const quantity = parseQuantity(body.quantity === undefined ? 1 : body.quantity);
    if (!quantity.ok) throw new CartRefused(400, quantity.reason);
    const wanted = productId ?? (typeof body.productId === 'string' ? body.productId : undefined);
    if (wanted !== undefined && !store.product(wanted)?.variants.some((v) => v.id === variantId)) {
      throw new CartRefused(404, 'This item is no longer available.');
    }
    const token = store.addItem(tokenOf(request), variantId, quantity.value);
    if (token !== tokenOf(request)) setToken(reply, token);
    return token;
  };

  // ------------------------------------------------------------------------ API

  app.get(CART_API.cart, async (request) => store.cart(tokenOf(request)));

  app.post(CART_API.entries, async (request, reply) => {
    try {
      const token = add(request, reply);
      return store.cart(token);
    } catch (err) {
      return refuse(reply, CART_MESSAGES.addItemFailed, err);
    }
  });

  app.put('/api/commerce/shopping-cart/entries/:entryId', async (request, reply) => {
    try {
      const quantity = parseQuantity(bodyOf(request).quantity);
      if (!quantity.ok) throw new CartRefused(400, quantity.reason);
      store.setQuantity(tokenOf(request), (request.params as { entryId: string }).entryId, quantity.value);
      return store.cart(tokenOf(request));
    } catch (err) {
      return refuse(reply, CART_MESSAGES.updateQuantityFailed, err);
    }
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', async (request, reply) => {
    try {
      store.removeItem(tokenOf(request), (request.params as { entryId: string }).entryId);
      return store.cart(tokenOf(request));
    } catch (err) {
      return refuse(reply, CART_MESSAGES.removeItemFailed, err);
    }
  });

  if (options.dev) app.get('/api/dev/orders', async () => ({ orders: store.orders() }));

  // ---------------------------------------------------------------------- pages

  /** SPEC.md §2: inside the editor frame, the checkout routes redirect the top window. */
  const CHECKOUT_HEAD = '<script type="module" nonce="{{nonce}}" src="/assets/checkout-top.js"></script>';
  const send = (reply: FastifyReply, title: string, pageType: number, body: string, request: FastifyRequest, status = 200) => {
    const head = pageType === PageType.CHECKOUT || pageType === PageType.DONATE ? CHECKOUT_HEAD : '';
    const page = storePage({ title, pageType, cart: store.cart(tokenOf(request)), body, head });
    return sendPage(reply, page.template, page.values, status);
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) => send(reply, 'Not found', PageType.NOT_FOUND, '<h1>Not found</h1><p><a href="/store">Back to the store</a></p>', request, 404);

  app.get('/store', async (request, reply) => send(reply, 'Store', PageType.PAGE, storeIndexBody(store.products()), request));

  app.get('/store/:slug', async (request, reply) => {
    const product = store.product((request.params as { slug: string }).slug);
    if (!product) return notFound(request, reply);
    const q = request.query as Record<string, unknown>;
    return send(reply, product.title, PageType.CONTENT_ITEM, productBody(product, { added: one(q.added) === '1', error: one(q.error) }), request);
  });

  app.post('/store/:slug/add', async (request, reply) => {
    const product = store.product((request.params as { slug: string }).slug);
    if (!product) return notFound(request, reply);
    const back = `/store/${encodeURIComponent(product.slug)}`;
    try {
      add(request, reply, product.id);
      return reply.code(303).redirect(`${back}?added=1`);
    } catch (err) {
      if (!(err instanceof CartRefused)) throw err;
      return reply.code(303).redirect(`${back}?error=${encodeURIComponent(err.reason)}`);
    }
  });

  const cartPage = (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, unknown>;
    const body = cartBody(store.cart(tokenOf(request)), store.settings.minimumSubtotalCents, { error: one(q.error) });
    return send(reply, 'Shopping cart', PageType.SHOW_CART, body, request);
  };
  app.get('/cart', async (request, reply) => cartPage(request, reply));

  const cartForm = (action: (body: Record<string, unknown>, token: string | undefined) => void, failure: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      action(bodyOf(request), tokenOf(request));
      return reply.code(303).redirect('/cart');
    } catch (err) {
      if (!(err instanceof CartRefused)) throw err;
      return reply.code(303).redirect(`/cart?error=${encodeURIComponent(`${failure}: ${err.reason}`)}`);
    }
  };
  const entryIdOf = (body: Record<string, unknown>) => (typeof body.entryId === 'string' ? body.entryId : '');
  app.post(
    '/cart/update',
    cartForm((body, token) => {
      const quantity = parseQuantity(body.quantity);
      if (!quantity.ok) throw new CartRefused(400, quantity.reason);
      store.setQuantity(token, entryIdOf(body), quantity.value);
    }, CART_MESSAGES.updateQuantityFailed),
  );
  app.post('/cart/remove', cartForm((body, token) => store.removeItem(token, entryIdOf(body)), CART_MESSAGES.removeItemFailed));

  // ------------------------------------------------------------------- checkout

  const money = (cents: number) => formatMoney(createMoney(cents, store.settings.currency));
  const checkoutPage = (request: FastifyRequest, reply: FastifyReply, title: string, inner: string, status = 200, pageType: number = PageType.CHECKOUT) =>
    send(reply, title, pageType, `<h1>${escapeAttribute(title)}</h1>\n<p class="checkout-note">${PAYMENTS_OUT_OF_SCOPE}</p>\n${inner}`, request, status);
  /** SPEC.md §5: checkout needs a cart cookie, else this alert. */
  const cookieAlert = (request: FastifyRequest, reply: FastifyReply) =>
    checkoutPage(request, reply, 'Checkout', `<p class="checkout-alert" role="alert">${CHECKOUT_COOKIE_ALERT}</p><p><a href="/store">Back to the store</a></p>`, 400);

  const orderForm = (action: string, hidden: Record<string, string>, summary: string) =>
    `${summary}<form method="post" action="${action}">${Object.entries(hidden)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeAttribute(v)}">`)
      .join('')}<button type="submit">Place order</button></form>`;

  const cartSummary = (token: string | undefined) => {
    const cart = store.cart(token);
    const lines = cart.entries
      .map((e) => `<li>${escapeAttribute(e.title)}${e.options.length ? ` (${escapeAttribute(e.options.map((o) => o.value).join(', '))})` : ''} × ${e.quantity}: ${escapeAttribute(formatMoney(e.lineTotal))}</li>`)
      .join('');
    return `<ul class="checkout-lines">${lines}</ul><p class="checkout-total">Total: ${money(cart.grandTotalCents)}</p>`;
  };

  /**
   * A cart under the store's minimum subtotal does not check out, whatever the link or post (the
   * cart page's disabled Checkout is only a hint): back to the cart page, which says 'To check
   * out, your order subtotal must be {subtotal} or more.' (SPEC.md §8). A cart with a
   * subscription (its own checkout, /checkout/subscribe) is not held to it.
   */
  const belowMinimum = (token: string) => {
    const min = store.settings.minimumSubtotalCents;
    const cart = store.cart(token);
    const subscription = cart.entries.some((e) => store.product(e.productId)?.subscriptionPlan);
    return min > 0 && !subscription && cart.subtotalCents < min;
  };

  app.get('/commerce/goto-checkout', async (request, reply) => {
    const token = tokenOf(request);
    if (!token || !store.hasCart(token)) return cookieAlert(request, reply);
    return reply.code(303).redirect(belowMinimum(token) ? '/cart' : '/checkout');
  });

  app.get('/checkout', async (request, reply) => {
    const token = tokenOf(request);
    if (!token || !store.hasCart(token)) return cookieAlert(request, reply);
    const cart = store.cart(token);
    if (cart.entries.length === 0 || belowMinimum(token)) return reply.code(303).redirect('/cart');
    return checkoutPage(request, reply, 'Checkout', orderForm('/checkout/place-order', { kind: 'cart' }, cartSummary(token)));
  });

  app.get('/checkout/subscribe', async (request, reply) => {
    const token = tokenOf(request);
    const cartToken = one((request.query as Record<string, unknown>).cartToken);
    if (!token || !store.hasCart(token)) return cookieAlert(request, reply);
    const cart = store.cart(token);
    if (!cartToken || cartToken !== cart.id) return checkoutPage(request, reply, 'Subscription checkout', '<p role="alert">This subscription link is not for your cart.</p>', 400);
    return checkoutPage(request, reply, 'Subscription checkout', orderForm('/checkout/place-order', { kind: 'subscription' }, cartSummary(token)));
  });

  app.post('/checkout/place-order', async (request, reply) => {
    const token = tokenOf(request);
    if (!token || !store.hasCart(token)) return cookieAlert(request, reply);
    if (belowMinimum(token)) return reply.code(303).redirect('/cart');
    try {
      const order = store.placeOrder(token);
      if (!order) return reply.code(303).redirect('/cart');
      reply.clearCookie(CART_COOKIE, { path: '/' });
      return reply.code(303).redirect(`/checkout/order-confirmed?orderId=${encodeURIComponent(order.orderId)}`);
    } catch (err) {
      if (!(err instanceof CartRefused)) throw err;
      return reply.code(303).redirect(`/cart?error=${encodeURIComponent(err.reason)}`);
    }
  });

  app.get('/checkout/order-confirmed', async (request, reply) => {
    const orderId = one((request.query as Record<string, unknown>).orderId) ?? '';
    const order = store.orders().find((o) => o.id === orderId);
    if (!order) return notFound(request, reply);
    const pageType = order.kind === 'donation' ? PageType.CONTRIBUTION_CONFIRMED : order.kind === 'subscription' ? PageType.SUBSCRIPTION_CONFIRMED : PageType.ORDER_CONFIRMED;
    return send(
      reply,
      'Thank you',
      pageType,
      `<h1>Thank you</h1><p role="status">Order <code class="order-id">${escapeAttribute(order.id)}</code> is recorded: ${money(order.totalCents)}. ${PAYMENTS_OUT_OF_SCOPE}</p><p><a href="/store">Back to the store</a></p>`,
      request,
    );
  });

  app.get('/checkout/donate', async (request, reply) => {
    const donatePageId = one((request.query as Record<string, unknown>).donatePageId);
    if (!donatePageId) return checkoutPage(request, reply, 'Donate', '<p role="alert">This donation link names no donate page.</p>', 400, PageType.DONATE);
    const form = `<form method="post" action="/checkout/donate"><input type="hidden" name="donatePageId" value="${escapeAttribute(donatePageId)}">
      <p><label for="donation-amount">Amount (USD)</label> <input id="donation-amount" name="amount" type="number" min="1" max="10000" value="10" required></p>
      <button type="submit">Donate</button></form>`;
    return checkoutPage(request, reply, 'Donate', form, 200, PageType.DONATE);
  });

  app.post('/checkout/donate', async (request, reply) => {
    const body = bodyOf(request);
    const donatePageId = typeof body.donatePageId === 'string' ? body.donatePageId : '';
    const amount = parseQuantity(body.amount);
    if (!donatePageId || !amount.ok || amount.value > 10000) {
      return checkoutPage(request, reply, 'Donate', '<p role="alert">Give a whole amount from 1 to 10,000.</p>', 400, PageType.DONATE);
    }
    const orderId = store.newOrderId();
    store.recordOrder(orderId, 'donation', null, { donatePageId, amountCents: amount.value * 100 }, amount.value * 100);
    return reply.code(303).redirect(`/checkout/order-confirmed?orderId=${encodeURIComponent(orderId)}`);
  });

  /** SPEC.md §2 /checkout/giftcard?websiteId&giftCardProductId[&sku]: a gift card bought on its own, not through the cart. */
  const giftCard = (query: Record<string, unknown>) => {
    const websiteId = one(query.websiteId);
    const product = store.product(one(query.giftCardProductId) ?? '');
    if (websiteId !== DEMO_WEBSITE_ID || !product || product.productType !== ProductType.GIFT_CARD) return null;
    const sku = one(query.sku);
    const variant = sku ? product.variants.find((v) => v.sku === sku) : product.variants[0];
    return variant ? { product, variant } : null;
  };
  app.get('/checkout/giftcard', async (request, reply) => {
    const found = giftCard(request.query as Record<string, unknown>);
    if (!found) return checkoutPage(request, reply, 'Gift card checkout', '<p role="alert">This gift card is not on sale here.</p>', 404);
    const { product, variant } = found;
    const summary = `<p class="checkout-lines">${escapeAttribute(product.title)} (${escapeAttribute(variant.optionValues.map((o) => o.value).join(', '))}): ${money(variant.price)}</p>`;
    return checkoutPage(request, reply, 'Gift card checkout', orderForm('/checkout/giftcard', { websiteId: DEMO_WEBSITE_ID, giftCardProductId: product.id, sku: variant.sku }, summary));
  });
  app.post('/checkout/giftcard', async (request, reply) => {
    const found = giftCard(bodyOf(request));
    if (!found) return checkoutPage(request, reply, 'Gift card checkout', '<p role="alert">This gift card is not on sale here.</p>', 404);
    const orderId = store.newOrderId();
    store.recordOrder(orderId, 'giftcard', null, { productId: found.product.id, sku: found.variant.sku }, found.variant.price);
    return reply.code(303).redirect(`/checkout/order-confirmed?orderId=${encodeURIComponent(orderId)}`);
  });

  return store;
}
