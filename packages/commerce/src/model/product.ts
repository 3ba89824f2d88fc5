/**
 * A store product as the reference backend stores it and as `<sqs-product>` reads it from
 * `data-block-json` (SPEC.md §3 "Product", "Subscription plan"). The rules on it (sold out,
 * on sale, prices vary, price and SKU limits) are the contracts' (`@sqs/runtime/contracts/commerce`);
 * this file only gives the shape and a forgiving reader.
 *
 * `options` names the product's options in order ("Colour", "Size"); each variant's
 * `optionValues[i]` is its value for `options[i]`. Prices are integer minor units.
 */
import type { ProductVariant } from '@sqs/runtime/contracts/commerce';
import { ProductType } from '@sqs/runtime/contracts/enums';
import type { SubscriptionPlan } from '@sqs/runtime/contracts/money-text';

export interface StoreVariant extends ProductVariant {
  id: string;
}

export interface StoreProduct {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string;
  productType: number;
  currency: string;
  options: string[];
  variants: StoreVariant[];
  /** Digital products (SPEC.md §3): their own price and sale state. */
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  /** A subscription product renews on this plan (SPEC.md §3 "Subscription plan"). */
  subscriptionPlan?: SubscriptionPlan | null;
  /**
   * The price lines as the server wrote them with the contracts' money rules (model/price.ts):
   * the product's own and each variant's, so the block shows the same texts without carrying
   * the money formatter.
   */
  display?: { product: PriceText; variants: Record<string, PriceText> };
}

/** A price line's texts: what to pay now, and the price before a sale ('' when none). */
export interface PriceText {
  current: string;
  regular: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const minor = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);

function readVariant(raw: unknown, optionCount: number): StoreVariant | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id);
  const price = minor(raw.price);
  if (!id || price === null || !Array.isArray(raw.optionValues)) return null;
  const optionValues = raw.optionValues.map((o) => ({ value: isObject(o) ? str(o.value) : '' }));
  if (optionValues.length !== optionCount || optionValues.some((o) => o.value === '')) return null;
  return {
    id,
    sku: str(raw.sku),
    price,
    salePrice: minor(raw.salePrice) ?? price,
    onSale: raw.onSale === true,
    qtyInStock: minor(raw.qtyInStock) ?? 0,
    unlimited: raw.unlimited === true,
    optionValues,
  };
}

function readPlan(raw: unknown): SubscriptionPlan | null {
  if (!isObject(raw) || !isObject(raw.billingPeriod)) return null;
  const { value, unit } = raw.billingPeriod;
  if (!Number.isSafeInteger(value) || (value as number) < 1) return null;
  if (unit !== 'week' && unit !== 'month' && unit !== 'year') return null;
  const cycles = minor(raw.numBillingCycles);
  return { billingPeriod: { value: value as number, unit }, numBillingCycles: cycles ?? 0 };
}

const readPriceText = (v: unknown): PriceText | null =>
  isObject(v) && typeof v.current === 'string' ? { current: v.current, regular: str(v.regular) } : null;

function readDisplay(raw: unknown): StoreProduct['display'] {
  if (!isObject(raw) || !isObject(raw.variants)) return undefined;
  const product = readPriceText(raw.product);
  if (!product) return undefined;
  const variants: Record<string, PriceText> = {};
  for (const [id, v] of Object.entries(raw.variants)) {
    const text = readPriceText(v);
    if (text) variants[id] = text;
  }
  return { product, variants };
}

/**
 * A product from parsed JSON, or null when it cannot be sold as given (no id, no title, an
 * unknown product type, no valid variant): the caller keeps the server's form. Never throws
 * on plain JSON; variants that do not match the options are dropped.
 */
export function readProduct(raw: unknown): StoreProduct | null {
  try {
    if (!isObject(raw)) return null;
    const id = str(raw.id);
    const title = str(raw.title);
    if (!id || !title || !ProductType.has(raw.productType)) return null;
    const options = Array.isArray(raw.options) ? raw.options.filter((o): o is string => typeof o === 'string' && o !== '') : [];
    const variants = (Array.isArray(raw.variants) ? raw.variants : [])
      .map((v) => readVariant(v, options.length))
      .filter((v): v is StoreVariant => v !== null);
    if (variants.length === 0) return null;
    const product: StoreProduct = {
      id,
      slug: str(raw.slug, id),
      title,
      description: str(raw.description),
      image: str(raw.image),
      productType: raw.productType as number,
      // Checked where money is made (contracts/money); the block only passes it on to the cart link.
      currency: typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : 'USD',
      options,
      variants,
      subscriptionPlan: readPlan(raw.subscriptionPlan),
      display: readDisplay(raw.display),
    };
    if (product.productType === ProductType.DIGITAL) {
      product.priceCents = minor(raw.priceCents) ?? variants[0]!.price;
      product.salePriceCents = minor(raw.salePriceCents) ?? product.priceCents;
      product.onSale = raw.onSale === true;
    }
    return product;
  } catch {
    return null;
  }
}

/**
 * What one unit of `variant` costs now, in minor units: the sale price while on sale. A
 * digital product's own price and sale state win (SPEC.md §3 "Digital: priceCents,
 * salePriceCents, onSale").
 */
export function unitPrice(product: StoreProduct, variant: StoreVariant): { price: number; regular: number; onSale: boolean } {
  if (product.productType === ProductType.DIGITAL && product.priceCents !== undefined) {
    const onSale = product.onSale === true;
    return { price: onSale ? product.salePriceCents ?? product.priceCents : product.priceCents, regular: product.priceCents, onSale };
  }
  return { price: variant.onSale ? variant.salePrice : variant.price, regular: variant.price, onSale: variant.onSale };
}
