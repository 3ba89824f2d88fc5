/**
 * Variant selection (issue 16 item 2): a shopper picks one value per option; the chosen
 * values name at most one variant. Every value of every option is offered; a value that
 * no in-stock variant matches given the other choices is unavailable: shown, disabled,
 * never hidden (a shopper sees what exists). Pure: no DOM, no React.
 *
 * A selection is one entry per option, `null` for "not chosen yet".
 */
import { isSoldOut } from '@sqs/runtime/contracts/commerce';
import type { StoreProduct, StoreVariant } from './product';
import { maxQuantity } from './quantity';

export type Selection = readonly (string | null)[];

/** Each option's values in the order they first appear among the variants. */
export function optionValues(product: StoreProduct): string[][] {
  return product.options.map((_, i) => [...new Set(product.variants.map((v) => v.optionValues[i]!.value))]);
}

const matches = (variant: StoreVariant, selection: Selection) =>
  selection.every((value, i) => value === null || variant.optionValues[i]?.value === value);

const inStock = (variant: StoreVariant) => maxQuantity(variant) > 0;

/** The variant the selection names, once every option has a value; undefined otherwise or when none matches. */
export function selectedVariant(product: StoreProduct, selection: Selection): StoreVariant | undefined {
  if (selection.length !== product.options.length || selection.some((v) => v === null)) return undefined;
  return product.variants.find((v) => matches(v, selection));
}

export type ValueState = 'available' | 'soldOut' | 'unavailable';

/**
 * What choosing `value` for option `index` would give, the other choices kept: 'available'
 * when an in-stock variant matches, 'soldOut' when only sold-out ones do, 'unavailable' when
 * no variant has that combination.
 */
export function valueState(product: StoreProduct, selection: Selection, index: number, value: string): ValueState {
  const next = selection.map((v, i) => (i === index ? value : v));
  const candidates = product.variants.filter((v) => matches(v, next));
  if (candidates.length === 0) return 'unavailable';
  return candidates.some(inStock) ? 'available' : 'soldOut';
}

/**
 * The first selection: a product with one variant has it chosen; otherwise nothing is chosen
 * except options with a single value (no choice to make).
 */
export function initialSelection(product: StoreProduct): (string | null)[] {
  const values = optionValues(product);
  if (product.variants.length === 1) return product.variants[0]!.optionValues.map((o) => o.value);
  return values.map((list) => (list.length === 1 ? list[0]! : null));
}

/**
 * Choose `value` for option `index`. Choices of other options that no longer name any
 * variant are cleared (never silently swapped for another value), so the shopper re-chooses.
 */
export function choose(product: StoreProduct, selection: Selection, index: number, value: string | null): (string | null)[] {
  const next = selection.map((v, i) => (i === index ? value : v));
  if (value === null || product.variants.some((variant) => matches(variant, next))) return next;
  // The whole combination does not exist: keep the other choices, in option order, only
  // while some variant still goes with all that is kept.
  const kept: (string | null)[] = selection.map((_, i) => (i === index ? value : null));
  next.forEach((v, i) => {
    if (i === index || v === null) return;
    const trial = kept.map((w, j) => (j === i ? v : w));
    if (product.variants.some((variant) => matches(variant, trial))) kept[i] = v;
  });
  return kept;
}

/** The option names still to choose, in order (for "Please select Size"). */
export function missingOptions(product: StoreProduct, selection: Selection): string[] {
  return product.options.filter((_, i) => selection[i] === null || selection[i] === undefined);
}

/** Sold out as a whole (SPEC.md §4), through the contracts' rule. */
export const productSoldOut = (product: StoreProduct): boolean => isSoldOut(product);
