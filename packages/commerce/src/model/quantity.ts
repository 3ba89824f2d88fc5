/**
 * Quantity rules of a cart line, shared by `<sqs-product>`, the cart page and the reference
 * backend (which checks them again: the client's word is never trusted).
 *
 * A quantity is a whole number from 1 to MAX_LINE_QUANTITY, and never more than the
 * variant's stock unless its stock is unlimited (SPEC.md §3 `qtyInStock`, `unlimited`).
 */
import type { ProductVariant } from '@sqs/runtime/contracts/commerce';

/** The most of one variant a cart line holds (SPEC.md is silent; a store needs a cap). */
export const MAX_LINE_QUANTITY = 999;

/** At or under this many in stock, the product shows how many are left (scarcity). */
export const LOW_STOCK_THRESHOLD = 5;

export type QuantityCheck = { ok: true; value: number } | { ok: false; reason: string };

export const QUANTITY_REASONS = {
  notWhole: 'Quantity must be a whole number.',
  tooSmall: 'Quantity must be at least 1.',
  tooLarge: `Quantity must be at most ${MAX_LINE_QUANTITY}.`,
  notEnoughStock: (left: number) => (left <= 0 ? 'This item is sold out.' : `Only ${left} left in stock.`),
} as const;

/**
 * Reads a typed or sent quantity: an integer number, or a string of ASCII digits (a form
 * field). '1e3', '2.0', ' 3', -1 and 1e9 are refused with a reason, never rounded.
 */
export function parseQuantity(raw: unknown): QuantityCheck {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^[0-9]+$/.test(raw)) n = Number(raw);
  else if (typeof raw === 'string' && /^-[0-9]+$/.test(raw)) return { ok: false, reason: QUANTITY_REASONS.tooSmall };
  else return { ok: false, reason: QUANTITY_REASONS.notWhole };
  if (!Number.isInteger(n)) return { ok: false, reason: QUANTITY_REASONS.notWhole };
  if (n < 1) return { ok: false, reason: QUANTITY_REASONS.tooSmall };
  if (n > MAX_LINE_QUANTITY) return { ok: false, reason: QUANTITY_REASONS.tooLarge };
  return { ok: true, value: n };
}

/** The most a line of `variant` may hold: its stock (unless unlimited), capped at MAX_LINE_QUANTITY. */
export function maxQuantity(variant: Pick<ProductVariant, 'qtyInStock' | 'unlimited'>): number {
  if (variant.unlimited) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(variant.qtyInStock)));
}

/**
 * Whether a line may hold `total` of `variant` (what is already in the cart plus what is
 * added): a reason when not.
 */
export function checkStock(variant: Pick<ProductVariant, 'qtyInStock' | 'unlimited'>, total: number): QuantityCheck {
  const max = maxQuantity(variant);
  if (total > max) return { ok: false, reason: variant.unlimited ? QUANTITY_REASONS.tooLarge : QUANTITY_REASONS.notEnoughStock(max) };
  return { ok: true, value: total };
}

/** 'Only 3 left in stock' at LOW_STOCK_THRESHOLD or fewer; '' when plenty, unlimited or none. */
export function scarcityText(variant: Pick<ProductVariant, 'qtyInStock' | 'unlimited'>): string {
  if (variant.unlimited || variant.qtyInStock <= 0 || variant.qtyInStock > LOW_STOCK_THRESHOLD) return '';
  return QUANTITY_REASONS.notEnoughStock(variant.qtyInStock);
}
