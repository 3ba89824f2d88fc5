/**
 * The store's cart API as the reference backend serves it and the commerce blocks call it
 * (README "The store"). Every call carries the crumb (CONTRACT.md §6); the cart itself is
 * found by the `sqs_cart` cookie. Every answer that succeeds is the whole cart
 * (SPEC.md §3 "Shopping cart", `created` in epoch milliseconds); a refusal is
 * `{ error: <SPEC.md §8 cart text>, reason: <why, for people> }` and changes nothing.
 */
import type { ShoppingCart } from '@sqs/runtime/contracts/cart';
import type { Money } from '@sqs/runtime/contracts/money';

export const CART_COOKIE = 'sqs_cart';

export const CART_API = {
  /** GET: the visitor's cart (an empty one with every default when there is none). */
  cart: '/api/commerce/shopping-cart',
  /** POST {productId, variantId, quantity}: adds to the variant's line (one line per variant). */
  entries: '/api/commerce/shopping-cart/entries',
  /** PUT {quantity} sets a line's quantity; DELETE removes the line. */
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
} as const;

/** One cart line (SPEC.md keeps entries' shape open: ours). */
export interface CartEntry {
  id: string;
  productId: string;
  variantId: string;
  sku: string;
  title: string;
  url: string;
  image: string;
  productType: number;
  /** The chosen option values, named: [{ name: 'Size', value: 'Large' }]. */
  options: { name: string; value: string }[];
  quantity: number;
  /** The most this line may hold (stock or the line cap). */
  maxQuantity: number;
  unitPrice: Money;
  /** The price before the sale, when on sale. */
  regularUnitPrice: Money;
  onSale: boolean;
  lineTotal: Money;
}

/** A refusal's body. */
export interface CartRefusal {
  error: string;
  reason?: string;
}

/** The cart as the store answers it: SPEC.md §3's fields, entries in our shape. */
export type StoreCart = Omit<ShoppingCart, 'entries'> & { entries: CartEntry[] };
