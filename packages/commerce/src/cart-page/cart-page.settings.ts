/**
 * sqs-cart-page's data: `data-block-json` is `{ cart, minimumSubtotalCents, checkoutUrl? }`,
 * the cart as the store answers it (model/cart-api.ts), written by the server with the page.
 * Without a readable cart the server's cart (forms that post and come back) stays, reported once.
 */
import type { SettingsReader } from '@sqs/runtime/contracts/block-data';
import { readStoreCart } from '../model/read-cart';
import type { CartPageProps } from './cart-page.view';

export const CART_PAGE_UNREADABLE = 'sqs-cart-page needs the cart in data-block-json ({cart, minimumSubtotalCents}); the server cart stays';
/** SPEC.md §2's checkout route. */
export const CHECKOUT_URL = '/commerce/goto-checkout';

export const cartPageSettings: SettingsReader<CartPageProps> = {
  attributes: [],
  read(data) {
    if (!data.ok) return { ok: false, error: data.detail };
    const raw = data.data as Record<string, unknown>;
    if (typeof raw.cart !== 'object' || raw.cart === null) return { ok: false, error: CART_PAGE_UNREADABLE };
    const min = raw.minimumSubtotalCents;
    const checkout = raw.checkoutUrl;
    return {
      ok: true,
      value: {
        cart: readStoreCart(raw.cart),
        minimumSubtotalCents: typeof min === 'number' && Number.isSafeInteger(min) && min > 0 ? min : 0,
        // Only a path on this site: a JSON value never sends the visitor elsewhere.
        checkoutUrl: typeof checkout === 'string' && /^\/(?!\/)/.test(checkout) ? checkout : CHECKOUT_URL,
      },
      warnings: [],
    };
  },
};
