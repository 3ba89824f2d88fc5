import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductType } from '@sqs/runtime/contracts/enums';
import { readProduct, type StoreProduct } from './product';
import { maxQuantity, MAX_LINE_QUANTITY, parseQuantity, QUANTITY_REASONS, checkStock, scarcityText } from './quantity';
import { choose, initialSelection, missingOptions, optionValues, selectedVariant, valueState } from './variants';
import { priceLine } from './price';

const mug = readProduct({
  id: 'mug', title: 'Mug', productType: 1, options: ['Colour', 'Size'],
  variants: [
    { id: 'b-r', price: 1800, salePrice: 1500, onSale: true, qtyInStock: 20, optionValues: [{ value: 'Blue' }, { value: 'Regular' }] },
    { id: 'b-l', price: 2200, qtyInStock: 3, optionValues: [{ value: 'Blue' }, { value: 'Large' }] },
    { id: 's-r', price: 1800, qtyInStock: 0, optionValues: [{ value: 'Sand' }, { value: 'Regular' }] },
    { id: 's-l', price: 2200, qtyInStock: 8, optionValues: [{ value: 'Sand' }, { value: 'Large' }] },
    { id: 'k-r', price: 1800, qtyInStock: 12, optionValues: [{ value: 'Black' }, { value: 'Regular' }] },
  ],
})!;

describe('variant selection', () => {
  it('offers every value of every option, in order', () => {
    expect(optionValues(mug)).toEqual([['Blue', 'Sand', 'Black'], ['Regular', 'Large']]);
  });

  it('tells available, sold out and unavailable combinations apart', () => {
    expect(valueState(mug, ['Sand', null], 1, 'Regular')).toBe('soldOut');
    expect(valueState(mug, ['Black', null], 1, 'Large')).toBe('unavailable');
    expect(valueState(mug, ['Black', null], 1, 'Regular')).toBe('available');
    expect(valueState(mug, [null, null], 0, 'Sand')).toBe('available');
  });

  it('names a variant only once every option is chosen', () => {
    expect(selectedVariant(mug, ['Blue', null])).toBeUndefined();
    expect(selectedVariant(mug, ['Blue', 'Large'])!.id).toBe('b-l');
    expect(missingOptions(mug, ['Blue', null])).toEqual(['Size']);
  });

  it('clears a choice the new value does not go with, never swaps it', () => {
    expect(choose(mug, ['Blue', 'Large'], 0, 'Black')).toEqual(['Black', null]);
    expect(choose(mug, ['Blue', 'Large'], 0, 'Sand')).toEqual(['Sand', 'Large']);
  });

  it('chooses the one variant of a product without options', () => {
    const one = readProduct({ id: 'p', title: 'P', productType: 2, options: [], variants: [{ id: 'v', price: 100, unlimited: true, optionValues: [] }] })!;
    expect(selectedVariant(one, initialSelection(one))!.id).toBe('v');
  });

  const arbProduct: fc.Arbitrary<StoreProduct> = fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
    .chain(([options, values]) =>
      fc.uniqueArray(fc.tuple(...Array.from({ length: options }, () => fc.integer({ min: 0, max: values - 1 }))), { minLength: 1, maxLength: 9, selector: (t) => t.join('/') }).chain((combos) =>
        fc.tuple(fc.constant(options), fc.constant(combos), fc.array(fc.record({ qty: fc.integer({ min: 0, max: 5 }), unlimited: fc.boolean(), price: fc.integer({ min: 0, max: 5000 }) }), { minLength: combos.length, maxLength: combos.length })),
      ),
    )
    .map(([options, combos, stock]) =>
      readProduct({
        id: 'p', title: 'P', productType: ProductType.PHYSICAL, options: Array.from({ length: options }, (_, i) => `O${i}`),
        variants: combos.map((combo, i) => ({ id: `v${i}`, price: stock[i]!.price, qtyInStock: stock[i]!.qty, unlimited: stock[i]!.unlimited, optionValues: combo.map((n) => ({ value: `x${n}` })) })),
      })!,
    );

  it('property: a value is available exactly when choosing it can still reach an in-stock variant', () => {
    fc.assert(
      fc.property(arbProduct, fc.nat(), (product, seed) => {
        // A random partial selection taken from a real variant.
        const base = product.variants[seed % product.variants.length]!;
        const selection = base.optionValues.map((o, i) => ((seed >> i) & 1 ? o.value : null));
        optionValues(product).forEach((values, index) => {
          for (const value of values) {
            const next = selection.map((v, i) => (i === index ? value : v));
            const reachable = product.variants.filter((v) => next.every((w, i) => w === null || v.optionValues[i]!.value === w));
            const state = valueState(product, selection, index, value);
            expect(state === 'unavailable').toBe(reachable.length === 0);
            expect(state === 'available').toBe(reachable.some((v) => maxQuantity(v) > 0));
          }
        });
      }),
    );
  });

  it('property: choose keeps the chosen value and leaves a selection some variant matches', () => {
    fc.assert(
      fc.property(arbProduct, fc.nat(), fc.nat(), (product, a, b) => {
        const values = optionValues(product);
        const index = a % values.length;
        const value = values[index]![b % values[index]!.length]!;
        const start = product.variants[b % product.variants.length]!.optionValues.map((o) => o.value);
        const next = choose(product, start, index, value);
        expect(next[index]).toBe(value);
        expect(product.variants.some((v) => next.every((w, i) => w === null || v.optionValues[i]!.value === w))).toBe(true);
        const variant = selectedVariant(product, next);
        if (variant) expect(variant.optionValues.map((o) => o.value)).toEqual(next);
      }),
    );
  });
});

describe('quantity rules', () => {
  it('refuses -1, 0, 1e9, abc, fractions and exponents with a reason', () => {
    expect(parseQuantity(-1)).toEqual({ ok: false, reason: QUANTITY_REASONS.tooSmall });
    expect(parseQuantity('-1')).toEqual({ ok: false, reason: QUANTITY_REASONS.tooSmall });
    expect(parseQuantity(1e9)).toEqual({ ok: false, reason: QUANTITY_REASONS.tooLarge });
    expect(parseQuantity('abc')).toEqual({ ok: false, reason: QUANTITY_REASONS.notWhole });
    expect(parseQuantity('2.0')).toEqual({ ok: false, reason: QUANTITY_REASONS.notWhole });
    expect(parseQuantity('7')).toEqual({ ok: true, value: 7 });
    expect(parseQuantity('1000000000')).toEqual({ ok: false, reason: QUANTITY_REASONS.tooLarge });
  });

  it('property: accepted quantities are exactly the whole numbers from 1 to the cap', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.integer().map(String)), (raw) => {
        const result = parseQuantity(raw);
        const n = typeof raw === 'string' && /^[0-9]+$/.test(raw) ? Number(raw) : raw;
        const whole = typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY;
        expect(result.ok).toBe(whole);
        if (result.ok) expect(result.value).toBe(n);
      }),
    );
  });

  it('property: a line never holds more than the stock unless unlimited', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 2000 }), fc.boolean(), fc.integer({ min: 1, max: 2000 }), (qtyInStock, unlimited, total) => {
        const ok = checkStock({ qtyInStock, unlimited }, total).ok;
        expect(ok).toBe(total <= (unlimited ? MAX_LINE_QUANTITY : Math.max(0, Math.min(qtyInStock, MAX_LINE_QUANTITY))));
      }),
    );
  });

  it('shows scarcity at 5 or fewer', () => {
    expect(scarcityText({ qtyInStock: 3, unlimited: false })).toBe('Only 3 left in stock.');
    expect(scarcityText({ qtyInStock: 6, unlimited: false })).toBe('');
    expect(scarcityText({ qtyInStock: 0, unlimited: false })).toBe('');
    expect(scarcityText({ qtyInStock: 1, unlimited: true })).toBe('');
  });
});

describe('price line (through the contracts)', () => {
  it('says From the lowest price when prices vary, the sale and regular price of a variant, sold out', () => {
    expect(priceLine(mug)).toEqual({ current: 'From $15.00', regular: '', soldOut: false });
    expect(priceLine(mug, mug.variants[0])).toEqual({ current: '$15.00', regular: '$18.00', soldOut: false });
    expect(priceLine(mug, mug.variants[2]).soldOut).toBe(true);
    const plan = readProduct({ id: 's', title: 'S', productType: 1, subscriptionPlan: { billingPeriod: { value: 2, unit: 'week' } }, options: [], variants: [{ id: 'v', price: 500, unlimited: true, optionValues: [] }] })!;
    expect(priceLine(plan).current).toBe('$5.00 every 2 weeks');
  });

  it('keeps the server form for hostile product JSON', () => {
    for (const raw of [null, 'x', [], { id: 'p' }, { id: 'p', title: 'P', productType: 99, variants: [] }, { id: 'p', title: 'P', productType: 1, options: ['A'], variants: [{ id: 'v', price: 1, optionValues: [] }] }, { id: 'p', title: 'P', productType: 1, variants: [{ id: 'v', price: -1, optionValues: [] }] }]) {
      expect(readProduct(raw)).toBeNull();
    }
  });
});
