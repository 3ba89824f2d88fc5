/**
 * The shopping-cart model of SPEC.md §3 "Shopping cart" and the cart messages of §8 "Cart"
 * (the cart badge and its spoken text, §9 "Caps", are in cart-badge.ts).
 * Amounts are integer minor units (cents); the default currency is USD (§3).
 *
 * Shown texts go through the message table (contracts/messages.ts) so a site can
 * translate them; the exported constants are the SPEC.md texts, used as fallbacks.
 * Ids: `cart.badge.overflow`, `cart.spoken.{more,one,other}`, `cart.<CART_MESSAGES key>`.
 */
import { message } from './messages';
import type { Money } from './money';

/** SPEC.md §3: "Default currency USD". */
export const DEFAULT_CURRENCY = 'USD';

export interface ShoppingCart {
  id: string;
  websiteId: string;
  /** Empty until the cart becomes an order. */
  orderId: string;
  /** SPEC.md §3: "timestamp read as date"; null when absent or not a valid time. */
  created: Date | null;
  isPurchased: boolean;
  // Entry, option, rule and coupon shapes are not given by the spec: kept as sent.
  entries: unknown[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: Record<string, unknown> | null;
  shippingLocation: Record<string, unknown> | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** An empty cart with every SPEC.md §3 default; fresh arrays and objects each call. */
export function createCart(): ShoppingCart {
  return {
    id: '',
    websiteId: '',
    orderId: '',
    created: null,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: null,
    shippingLocation: null,
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    subtotalAmount: { amount: 0, currency: DEFAULT_CURRENCY },
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

// Readers: the field's value, or undefined to keep the default.
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
/** Whole minor units; `|| 0` turns -0 into 0. */
const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) || 0 : undefined);
const count = (v: unknown) => {
  const n = cents(v);
  return n === undefined ? undefined : Math.max(0, n);
};
const list = (v: unknown) => (Array.isArray(v) ? Array.from(v as unknown[]) : undefined);
const record = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : undefined;
const date = (v: unknown) => {
  if (typeof v !== 'number' && typeof v !== 'string' && !(v instanceof Date)) return undefined;
  const d = new Date(v instanceof Date ? v.getTime() : v);
  return Number.isNaN(d.getTime()) ? undefined : d;
};
const currency = (v: unknown) => (typeof v === 'string' && /^[A-Za-z]{3}$/.test(v) ? v.toUpperCase() : undefined);
const money = (v: unknown): Money | undefined => {
  const r = record(v);
  return r && { amount: cents(r['amount']) ?? 0, currency: currency(r['currency']) ?? DEFAULT_CURRENCY };
};

const ARRAY_FIELDS = [
  'entries',
  'shippingOptions',
  'applicableTaxRules',
  'coupons',
  'validCoupons',
  'invalidCoupons',
] as const satisfies readonly (keyof ShoppingCart)[];
const CENTS_FIELDS = [
  'subtotalCents',
  'taxCents',
  'shippingCostCents',
  'discountCents',
  'grandTotalCents',
] as const satisfies readonly (keyof ShoppingCart)[];
const FLAG_FIELDS = [
  'isPurchased',
  'hasDigital',
  'purelyDigital',
  'requiresShipping',
] as const satisfies readonly (keyof ShoppingCart)[];

/**
 * A cart from anything (parsed JSON, a stale store, garbage). Never throws: each
 * field of the wrong type, or whose read throws (getters, revoked proxies), keeps
 * its default, so one bad value does not cost the rest. Strings are not parsed as
 * JSON and numeric strings are not numbers. Arrays and objects are shallow copies.
 * Amounts are rounded to whole minor units; totalQuantity is also at least 0.
 */
export function normaliseCart(raw: unknown): ShoppingCart {
  const cart = createCart();
  if (typeof raw !== 'object' || raw === null) return cart;
  const take = <K extends keyof ShoppingCart>(key: K, read: (v: unknown) => ShoppingCart[K] | undefined) => {
    try {
      const value = read(Reflect.get(raw, key));
      if (value !== undefined) cart[key] = value;
    } catch {
      // Keep the default: a hostile or broken field must not lose the cart.
    }
  };
  take('id', text);
  take('websiteId', text);
  take('orderId', text);
  take('created', date);
  for (const key of ARRAY_FIELDS) take(key, list);
  take('selectedShippingOption', record);
  take('shippingLocation', record);
  for (const key of CENTS_FIELDS) take(key, cents);
  take('totalQuantity', count);
  take('subtotalAmount', money);
  for (const key of FLAG_FIELDS) take(key, flag);
  return cart;
}

// The badge and its spoken text (§9 "Caps") are in cart-badge.ts: the header cart link
// needs only them, and stays small (ARCHITECTURE.md's chrome-page budget).

// ---------------------------------------------------------------- messages (§8)

/** SPEC.md §8 "Cart", exactly: the fallbacks of the message ids `cart.<key>`. */
export const CART_MESSAGES = {
  updateQuantityFailed: 'Unable to update quantity',
  addItemFailed: 'Unable to add item',
  removeItemFailed: 'Unable to remove item',
  updateFormFailed: 'Unable to update form',
  openFormFailed: 'Unable to open form',
  tryAgain: 'Please try again.',
  checkConnection: 'Please check your internet connection.',
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  empty: 'You have nothing in your shopping cart.',
  invalidInformation: 'Update the missing or invalid information above.',
} as const;

export type CartMessageKey = keyof typeof CART_MESSAGES;

/**
 * The shown text of `key`: the site's translation of `cart.<key>` (e.g. `cart.addItemFailed`),
 * else the SPEC.md text. `cart.minimumSubtotal` needs `{ subtotal }`: use minimumSubtotalMessage.
 */
export function cartMessage(key: Exclude<CartMessageKey, 'minimumSubtotal'>): string {
  return message(`cart.${key}`, CART_MESSAGES[key]);
}

/**
 * The minimum-subtotal message (`cart.minimumSubtotal`) with an already formatted amount
 * (e.g. '$25.00'). The amount is inserted verbatim, never read as a pattern.
 */
export function minimumSubtotalMessage(formattedSubtotal: string): string {
  return message('cart.minimumSubtotal', CART_MESSAGES.minimumSubtotal, { subtotal: formattedSubtotal });
}
