/**
 * What a product's price line says (issue 16 item 2), from the contracts' rules: sold out
 * (SPEC.md §4), on sale, prices vary, the subscription renewal text (§9). Shared by the
 * server's HTML and `<sqs-product>` so both say the same.
 */
import { isSoldOut, pricesVary } from '@sqs/runtime/contracts/commerce';
import { createMoney, formatMoney } from '@sqs/runtime/contracts/money';
import { subscriptionPriceText } from '@sqs/runtime/contracts/money-text';
import type { StoreProduct, StoreVariant } from './product';
import { unitPrice } from './product';

export interface PriceLine {
  /** The price to pay now: '$15.00', 'From $18.00', '$11.00 every month, 12 payments'. */
  current: string;
  /** The price before the sale, shown struck through; '' when not on sale. */
  regular: string;
  /** No stock anywhere (SPEC.md §4), or the chosen variant has none. */
  soldOut: boolean;
}

export const SOLD_OUT_TEXT = 'Sold out';
export const PRICES_VARY_PREFIX = 'From ';

/**
 * The price line for the chosen variant, or, with none chosen, for the product: its one price,
 * or 'From <lowest>' when prices vary (SPEC.md §4 "Prices vary if variants differ in price or sale state").
 */
export function priceLine(product: StoreProduct, variant?: StoreVariant): PriceLine {
  const money = (amount: number) => formatMoney(createMoney(amount, product.currency));
  const withPlan = (amount: number) =>
    product.subscriptionPlan ? subscriptionPriceText(createMoney(amount, product.currency), product.subscriptionPlan) || money(amount) : money(amount);
  if (variant) {
    const p = unitPrice(product, variant);
    return { current: withPlan(p.price), regular: p.onSale ? money(p.regular) : '', soldOut: !variant.unlimited && variant.qtyInStock <= 0 && isStocked(product) };
  }
  const soldOut = isSoldOut(product);
  if (pricesVary(product)) {
    const lowest = Math.min(...product.variants.map((v) => unitPrice(product, v).price));
    return { current: PRICES_VARY_PREFIX + withPlan(lowest), regular: '', soldOut };
  }
  const p = unitPrice(product, product.variants[0]!);
  return { current: withPlan(p.price), regular: p.onSale ? money(p.regular) : '', soldOut };
}

/** Physical and service products count stock (SPEC.md §4); digital and gift cards never sell out. */
function isStocked(product: StoreProduct): boolean {
  return isSoldOut({ productType: product.productType, variants: [{ qtyInStock: 0, unlimited: false }] });
}

/** The product with its price texts written in (`display`), as the server sends it to `<sqs-product>`. */
export function withPriceTexts(product: StoreProduct): StoreProduct {
  const text = ({ current, regular }: PriceLine) => ({ current, regular });
  return {
    ...product,
    display: { product: text(priceLine(product)), variants: Object.fromEntries(product.variants.map((v) => [v.id, text(priceLine(product, v))])) },
  };
}
