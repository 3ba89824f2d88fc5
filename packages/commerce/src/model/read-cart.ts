/**
 * A store cart from JSON (the cart page's `data-block-json`, another tab's message, an API
 * answer): SPEC.md §3's fields through the contract's normaliseCart, and the entries (our
 * shape, cart-api.ts) each checked; an entry that cannot be read is left out. Never throws.
 */
import { normaliseCart } from '@sqs/runtime/contracts/cart';
import { isMoney, type Money } from '@sqs/runtime/contracts/money';
import type { CartEntry, StoreCart } from './cart-api';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
const money = (v: unknown): Money | null => (isMoney(v) ? v : null);

function readEntry(raw: unknown): CartEntry | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id);
  const quantity = whole(raw.quantity);
  const maxQuantity = whole(raw.maxQuantity);
  const unitPrice = money(raw.unitPrice);
  const lineTotal = money(raw.lineTotal);
  if (!id || !str(raw.title) || quantity === null || maxQuantity === null || !unitPrice || !lineTotal) return null;
  const options = (Array.isArray(raw.options) ? raw.options : [])
    .filter(isObject)
    .map((o) => ({ name: str(o.name), value: str(o.value) }))
    .filter((o) => o.name && o.value);
  return {
    id,
    productId: str(raw.productId),
    variantId: str(raw.variantId),
    sku: str(raw.sku),
    title: str(raw.title),
    url: str(raw.url),
    image: str(raw.image),
    productType: typeof raw.productType === 'number' ? raw.productType : 0,
    options,
    quantity,
    maxQuantity,
    unitPrice,
    regularUnitPrice: money(raw.regularUnitPrice) ?? unitPrice,
    onSale: raw.onSale === true,
    lineTotal,
  };
}

export function readStoreCart(raw: unknown): StoreCart {
  const cart = normaliseCart(raw);
  const entries = cart.entries.map((raw) => {
    try {
      return readEntry(raw);
    } catch {
      return null; // a hostile entry (a throwing getter) is left out, not the cart
    }
  });
  return { ...cart, entries: entries.filter((e): e is CartEntry => e !== null) };
}
