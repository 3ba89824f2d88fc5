/**
 * The header cart link's rules (SPEC.md §2 "A header cart link shows item count and
 * subtotal", §3 "Cart summary: items, subtotal", §4 "Cart link gets empty class at 0
 * items", §9 cart badge cap and spoken texts). Pure: no DOM, no storage.
 *
 * A cart summary arrives from three places, all read by `normaliseCartSummary`:
 * - the page context, `websiteSettings.cartSummary` (the server's cart at page load);
 * - the window event `sqs-cart-change`, whose `detail` is a summary (chrome/cart/cart.events.ts);
 * - the local-storage mirror CART_SUMMARY_STORAGE_KEY, which carries changes to other tabs.
 *
 * Accepted shape: `{ items, subtotal: { value, currency } }`, items a whole count and value
 * integer minor units (cents; 0 decimals for JPY) in an ISO 4217 code (default USD, §3).
 * The shopping-cart model's own names are read too: `totalQuantity` for items and
 * `subtotalAmount: { amount, currency }` (a `Money`) for the subtotal, so a full cart
 * (contracts/cart.ts) can be passed as it is. `subtotal: { amount, currency }` also works.
 */
import { cartBadgeText, cartSpokenText } from '../../contracts/cart-badge';
import { normalizeCurrencyCode, DEFAULT_CURRENCY } from '../../contracts/currency';
import { message } from '../../contracts/messages';
import { formatMoney, type Money } from '../../contracts/money';
import type { CartChangeDetail } from './cart.events';

/** Local-storage key mirroring the last `sqs-cart-change` summary for the other open tabs. */
export { CART_SUMMARY_STORAGE_KEY } from '../../contracts/storage-keys';

/** Our name for SPEC.md §4's "empty class" (the spec gives none), set on the link at 0 items. */
export const CART_EMPTY_CLASS = 'sqs-cart-empty';

export interface CartSummary {
  /** Items in the cart (total quantity): a whole number, at least 0. */
  items: number;
  /** The subtotal, or null when the one given could not be read (then none is shown). */
  subtotal: Money | null;
}

type Json = Record<string, unknown>;
/** Array.isArray throws on a revoked proxy: such a value is not an object we can read. */
function isObject(v: unknown): v is Json {
  try {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** Reads a property without letting a throwing getter or revoked proxy escape. */
function read(raw: unknown, key: string): unknown {
  try {
    return isObject(raw) ? Reflect.get(raw, key) : undefined;
  } catch {
    return undefined;
  }
}

/** A whole count from a finite number (rounded, 0 to MAX_SAFE_INTEGER); undefined for anything else. */
function count(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.round(v))) : undefined;
}

/**
 * A Money from `{ value | amount, currency }` (minor units; currency in any case, default
 * USD); null when the amount is not a finite number, is past the safe-integer range, or the
 * currency is not one we can format.
 */
function subtotalOf(raw: unknown): Money | null {
  if (!isObject(raw)) return null;
  const given = read(raw, 'value') ?? read(raw, 'amount');
  if (typeof given !== 'number' || !Number.isFinite(given)) return null;
  const amount = Math.round(given) || 0;
  const code = read(raw, 'currency');
  const currency = code === undefined ? DEFAULT_CURRENCY : normalizeCurrencyCode(code);
  return Number.isSafeInteger(amount) && currency !== null ? { amount, currency } : null;
}

/**
 * A summary from anything (context field, event detail, parsed storage text). Null when it is
 * not one: not an object, or no readable item count. A missing subtotal is 0 in USD (the
 * cart model's default, SPEC.md §3); an unreadable one (including `null`) is null. Never throws.
 */
export function normaliseCartSummary(raw: unknown): CartSummary | null {
  if (!isObject(raw)) return null;
  const items = count(read(raw, 'items') ?? read(raw, 'totalQuantity'));
  if (items === undefined) return null;
  let given = read(raw, 'subtotal');
  if (given === undefined) given = read(raw, 'subtotalAmount');
  const subtotal = given === undefined ? { amount: 0, currency: DEFAULT_CURRENCY } : subtotalOf(given);
  return { items, subtotal };
}

/** The summary at page load: the context's `websiteSettings.cartSummary`, else an empty cart. */
export function initialCartSummary(websiteSettings: Json): CartSummary {
  return (
    normaliseCartSummary(read(websiteSettings, 'cartSummary')) ?? {
      items: 0,
      subtotal: { amount: 0, currency: DEFAULT_CURRENCY },
    }
  );
}

/** The summary as the event detail and storage mirror carry it (a JSON-safe object). */
export function cartChangeDetail(summary: CartSummary): CartChangeDetail {
  const { items, subtotal } = summary;
  return { items, subtotal: subtotal && { value: subtotal.amount, currency: subtotal.currency } };
}

/** The storage mirror's text read back; null for absent, invalid JSON or not a summary. */
export function parseStoredSummary(text: string | null): CartSummary | null {
  if (!text) return null;
  try {
    return normaliseCartSummary(JSON.parse(text));
  } catch {
    return null;
  }
}

/** True when two summaries show the same thing (so nothing needs to change). */
export function sameSummary(a: CartSummary, b: CartSummary): boolean {
  return (
    a.items === b.items &&
    a.subtotal?.amount === b.subtotal?.amount &&
    a.subtotal?.currency === b.subtotal?.currency
  );
}

export interface CartLinkParts {
  count: boolean;
  subtotal: boolean;
}

/**
 * What a link shows, from its `data-sqs-cart-link` value: space-separated `count` and/or
 * `subtotal`. Empty, or naming neither, shows both.
 */
export function cartLinkParts(value: string | null): CartLinkParts {
  const tokens = (value ?? '').toLowerCase().split(/\s+/);
  const count = tokens.includes('count');
  const subtotal = tokens.includes('subtotal');
  return count || subtotal ? { count, subtotal } : { count: true, subtotal: true };
}

export interface CartLinkView {
  /** SPEC.md §4: the link gets the empty class. */
  empty: boolean;
  /** The badge text: the count, '100+' above 100 (§9). */
  badge: string;
  /** The formatted subtotal ('$45.00'), or '' when it is not shown or cannot be. */
  subtotal: string;
  /** The spoken count (§9): 'One item in cart', '3 items in cart', 'More than 100 items in cart'. */
  spoken: string;
  /** What the link's accessible name gains: the spoken count, then the subtotal when shown. */
  label: string;
}

/** The formatted subtotal, '' when the amount cannot be shown (e.g. past 15 integer places). */
function formatSubtotal(subtotal: Money | null): string {
  if (!subtotal) return '';
  try {
    return formatMoney(subtotal);
  } catch {
    return '';
  }
}

/**
 * Every text of one link. The label is message `cart.link.label` ('{count}, {subtotal}') when a
 * subtotal shows, else the spoken count alone; its parts are translated through their own ids.
 */
export function cartLinkView(summary: CartSummary, parts: CartLinkParts = { count: true, subtotal: true }): CartLinkView {
  const spoken = cartSpokenText(summary.items);
  const subtotal = parts.subtotal ? formatSubtotal(summary.subtotal) : '';
  return {
    empty: summary.items === 0,
    badge: cartBadgeText(summary.items),
    subtotal,
    spoken,
    label: subtotal ? message('cart.link.label', '{count}, {subtotal}', { count: spoken, subtotal }) : spoken,
  };
}
