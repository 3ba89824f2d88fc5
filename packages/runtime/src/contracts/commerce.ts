/**
 * Product rules of SPEC.md §3 "Product", §4 "States and transitions" and §5
 * "Validation rules": labels, stock and sale state, price/SKU/zip validation.
 * Prices are integer minor units (cents), as the cart's amounts are (§3).
 */
import { ItemPublishState, ProductType } from './enums';
import { withinLength } from './limits';
import { message } from './messages';

export interface ProductOptionValue {
  value: string;
}

export interface ProductVariant {
  /** Minor units. */
  price: number;
  /** Minor units; only meaningful while `onSale`. */
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  /** Unlimited stock: never sold out whatever `qtyInStock` says. */
  unlimited: boolean;
  sku: string;
  optionValues: ProductOptionValue[];
}

export interface Product {
  productType: ProductType;
  variants: ProductVariant[];
  /** Digital products carry their own price and sale state (§3), in minor units. */
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
}

// ---------------------------------------------------------------- labels (§3, §4)

export type ProductWorkflowLabel = 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported';

/**
 * A publish state as its code (ItemPublishState) or its name in any letter case
 * ('published', 'PUBLISHED'); the lower-case name, or undefined if neither.
 */
function stateName(state: unknown): string | undefined {
  if (typeof state === 'string') return state.toLowerCase();
  return ItemPublishState.nameOf(state)?.toLowerCase();
}

/** SPEC.md §4: "published = Available, scheduled = Scheduled, draft = Hidden, anything else = Unsupported". */
export function productWorkflowLabel(state: unknown): ProductWorkflowLabel {
  switch (stateName(state)) {
    case 'published':
      return 'Available';
    case 'scheduled':
      return 'Scheduled';
    case 'draft':
      return 'Hidden';
    default:
      return 'Unsupported';
  }
}

export type ContentStatusLabel = 'Scheduled' | 'Needs Review' | 'Draft' | 'Private';

/**
 * SPEC.md §3 "Content status labels: Scheduled, Needs Review, Draft, Private" — one
 * per unpublished state. Published (live, nothing to flag) and deleted (not listed)
 * have no label: undefined.
 */
export function contentStatusLabel(state: unknown): ContentStatusLabel | undefined {
  switch (stateName(state)) {
    case 'scheduled':
      return 'Scheduled';
    case 'needs_review':
      return 'Needs Review';
    case 'draft':
      return 'Draft';
    case 'private':
      return 'Private';
    default:
      return undefined;
  }
}

// ------------------------------------------------------------ stock and sale (§4)

/**
 * The fields each rule reads. productType is a plain number so data with a code
 * this build does not know still type-checks (and falls to the "other" branch).
 */
export interface StockView {
  productType: number;
  variants: readonly Pick<ProductVariant, 'qtyInStock' | 'unlimited'>[];
}
export interface SaleView {
  productType: number;
  variants: readonly Pick<ProductVariant, 'onSale'>[];
  onSale?: boolean;
}
export interface PriceView {
  productType: number;
  variants: readonly Pick<ProductVariant, 'price' | 'salePrice' | 'onSale'>[];
}

const hasStock = (v: StockView['variants'][number]): boolean => v.unlimited === true || v.qtyInStock > 0;

/**
 * SPEC.md §4: "physical and service when every variant has no stock and is not
 * unlimited; digital never". Gift cards and paywall (membership) products have no
 * inventory, so, like digital, they are never sold out; nor is an unknown type.
 * A physical/service product with no variants has nothing to sell: sold out.
 */
export function isSoldOut(product: StockView): boolean {
  if (product.productType !== ProductType.PHYSICAL && product.productType !== ProductType.SERVICE) return false;
  return product.variants.every((v) => !hasStock(v));
}

/** SPEC.md §4: on sale if any variant is on sale; a digital product uses its own onSale (§3). */
export function isOnSale(product: SaleView): boolean {
  if (product.productType === ProductType.DIGITAL) return product.onSale === true;
  return product.variants.some((v) => v.onSale === true);
}

/**
 * SPEC.md §4: "Prices vary if variants differ in price or sale state". Two variants
 * both on sale at different sale prices also show different prices, so they vary
 * too; a sale price is ignored while its variant is not on sale. A digital product
 * has one price and never varies.
 */
export function pricesVary(product: PriceView): boolean {
  if (product.productType === ProductType.DIGITAL) return false;
  const [first, ...rest] = product.variants;
  if (!first) return false;
  return rest.some(
    (v) => v.price !== first.price || v.onSale !== first.onSale || (v.onSale && v.salePrice !== first.salePrice),
  );
}

// ------------------------------------------------------------------ validation (§5)

/** SPEC.md §5: "Max product price 100000000 minor units". */
export const MAX_PRODUCT_PRICE = 100_000_000;

/** A whole number of minor units from 0 (free) to MAX_PRODUCT_PRICE inclusive. */
export function isValidProductPrice(minorUnits: unknown): boolean {
  return Number.isInteger(minorUnits) && (minorUnits as number) >= 0 && (minorUnits as number) <= MAX_PRODUCT_PRICE;
}

/** SPEC.md §5: "SKU at most 60 chars". */
export const MAX_SKU_LENGTH = 60;

/**
 * Only the length cap is checked; an empty SKU passes (the store fills blanks with
 * `generateSku`). Length counts UTF-16 code units, as the server's strings do — the
 * stricter count, so a SKU that passes here is never too long there.
 */
export function isValidSku(sku: unknown): boolean {
  return typeof sku === 'string' && withinLength(sku, MAX_SKU_LENGTH);
}

/** SPEC.md §5: "generated SKU is SQ plus 7 digits". */
export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_PATTERN = /^SQ\d{7}$/;

/**
 * 'SQ' and 7 digits, leading zeros kept. `random` returns a number in [0, 1) like
 * Math.random (inject a fixed one in tests); a value outside that range is clamped
 * so the result always has exactly 7 digits.
 */
export function generateSku(random: () => number = Math.random): string {
  const r = random();
  const n = Number.isFinite(r) ? Math.min(9_999_999, Math.max(0, Math.floor(r * 10_000_000))) : 0;
  return GENERATED_SKU_PREFIX + String(n).padStart(7, '0');
}

/** SPEC.md §5: "US zip exactly 5 digits". ASCII digits, no ZIP+4, no surrounding spaces. */
export const US_ZIP_PATTERN = /^[0-9]{5}$/;

export function isValidUsZip(zip: unknown): boolean {
  return typeof zip === 'string' && US_ZIP_PATTERN.test(zip);
}

/** SPEC.md §5: shown when checkout finds no cart cookie; the fallback of `checkout.cookieAlert`. */
export const CHECKOUT_COOKIE_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** The checkout cookie alert as shown: the site's translation of `checkout.cookieAlert`, else the SPEC.md text. */
export function checkoutCookieAlert(): string {
  return message('checkout.cookieAlert', CHECKOUT_COOKIE_ALERT);
}
