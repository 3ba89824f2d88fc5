import { afterEach, describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CHECKOUT_COOKIE_ALERT,
  GENERATED_SKU_PATTERN,
  GENERATED_SKU_PREFIX,
  MAX_PRODUCT_PRICE,
  MAX_SKU_LENGTH,
  US_ZIP_PATTERN,
  checkoutCookieAlert,
  contentStatusLabel,
  generateSku,
  isOnSale,
  isSoldOut,
  isValidProductPrice,
  isValidSku,
  isValidUsZip,
  pricesVary,
  productWorkflowLabel,
} from './commerce';
import { setMessages } from './messages';
import type { Product, ProductVariant } from './commerce';

// Codes written out from SPEC.md §3 rather than imported, so a wrong enum fails here too.
const PHYSICAL = 1;
const DIGITAL = 2;
const SERVICE = 3;
const GIFT_CARD = 4;
const PAYWALL = 5;
const STATES = { PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 } as const;

const variant = (over: Partial<ProductVariant> = {}): ProductVariant => ({
  price: 1000,
  salePrice: 800,
  onSale: false,
  qtyInStock: 0,
  unlimited: false,
  sku: 'SQ0000001',
  optionValues: [{ value: 'Small' }],
  ...over,
});
const product = (productType: number, variants: ProductVariant[], over: Partial<Product> = {}) => ({
  productType,
  variants,
  ...over,
});

const variantArb = fc.record({
  price: fc.integer({ min: 0, max: MAX_PRODUCT_PRICE }),
  salePrice: fc.integer({ min: 0, max: MAX_PRODUCT_PRICE }),
  onSale: fc.boolean(),
  qtyInStock: fc.integer({ min: -5, max: 50 }),
  unlimited: fc.boolean(),
  sku: fc.string({ maxLength: 60 }),
  optionValues: fc.array(fc.record({ value: fc.string() }), { maxLength: 3 }),
});
const outOfStockArb = variantArb.map((v) => ({ ...v, unlimited: false, qtyInStock: Math.min(0, v.qtyInStock) }));
const stockedTypes = fc.constantFrom(PHYSICAL, SERVICE);
const nonStockTypes = fc.constantFrom(DIGITAL, GIFT_CARD, PAYWALL, 0, 6, 99);
/** `xs` with `x` inserted at a position chosen by fast-check. */
const insertAt = <T,>(xs: T[], x: T, at: number) => [...xs.slice(0, at % (xs.length + 1)), x, ...xs.slice(at % (xs.length + 1))];

describe('productWorkflowLabel (§4)', () => {
  it.each([
    [STATES.PUBLISHED, 'Available'],
    [STATES.SCHEDULED, 'Scheduled'],
    [STATES.DRAFT, 'Hidden'],
    [STATES.NEEDS_REVIEW, 'Unsupported'],
    [STATES.PRIVATE, 'Unsupported'],
    [STATES.DELETED, 'Unsupported'],
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['PUBLISHED', 'Available'],
    ['Draft', 'Hidden'],
    ['private', 'Unsupported'],
    ['', 'Unsupported'],
    [null, 'Unsupported'],
    [undefined, 'Unsupported'],
    [7, 'Unsupported'],
    ['1', 'Unsupported'],
  ] as const)('%j -> %s', (state, label) => {
    expect(productWorkflowLabel(state)).toBe(label);
  });

  it('accepts the three names in any letter case', () => {
    const cased = fc
      .tuple(fc.constantFrom(['published', 'Available'], ['scheduled', 'Scheduled'], ['draft', 'Hidden']), fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }))
      .map(([[name, label], ups]) => [[...name!].map((ch, i) => (ups[i] ? ch.toUpperCase() : ch)).join(''), label] as const);
    fc.assert(
      fc.property(cased, ([name, label]) => {
        expect(productWorkflowLabel(name)).toBe(label);
      }),
    );
  });

  it('labels anything else Unsupported', () => {
    const known = new Set<unknown>([1, 2, 4, 'published', 'scheduled', 'draft']);
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.integer()), (x) => {
        fc.pre(!known.has(typeof x === 'string' ? x.toLowerCase() : x));
        expect(productWorkflowLabel(x)).toBe('Unsupported');
      }),
    );
  });
});

describe('contentStatusLabel (§3)', () => {
  it.each([
    [STATES.SCHEDULED, 'Scheduled'],
    [STATES.NEEDS_REVIEW, 'Needs Review'],
    [STATES.DRAFT, 'Draft'],
    [STATES.PRIVATE, 'Private'],
    ['needs_review', 'Needs Review'],
    ['PRIVATE', 'Private'],
  ] as const)('%j -> %s', (state, label) => {
    expect(contentStatusLabel(state)).toBe(label);
  });

  it.each([STATES.PUBLISHED, STATES.DELETED, 'published', 'needs review', 0, null, {}])('%j has no label', (s) => {
    expect(contentStatusLabel(s)).toBeUndefined();
  });
});

describe('isSoldOut (§4)', () => {
  it('physical/service with every variant out of stock and limited: sold out', () => {
    expect(isSoldOut(product(PHYSICAL, [variant(), variant({ qtyInStock: -2 })]))).toBe(true);
    expect(isSoldOut(product(SERVICE, [variant()]))).toBe(true);
  });

  it('one variant in stock, or unlimited, is enough to sell', () => {
    expect(isSoldOut(product(PHYSICAL, [variant(), variant({ qtyInStock: 1 })]))).toBe(false);
    expect(isSoldOut(product(SERVICE, [variant(), variant({ unlimited: true })]))).toBe(false);
    expect(isSoldOut(product(PHYSICAL, [variant({ unlimited: true, qtyInStock: 0 })]))).toBe(false);
  });

  it('no variants means nothing to sell (physical/service)', () => {
    expect(isSoldOut(product(PHYSICAL, []))).toBe(true);
  });

  it('property: any stocked-type product whose variants all have no stock is sold out', () => {
    fc.assert(
      fc.property(stockedTypes, fc.array(outOfStockArb, { maxLength: 6 }), (t, vs) => {
        expect(isSoldOut(product(t, vs))).toBe(true);
      }),
    );
  });

  it('property: adding a variant with stock (or unlimited) anywhere makes it available', () => {
    const sellable = fc.oneof(
      variantArb.map((v) => ({ ...v, qtyInStock: Math.max(1, v.qtyInStock) })),
      variantArb.map((v) => ({ ...v, unlimited: true })),
    );
    fc.assert(
      fc.property(stockedTypes, fc.array(variantArb, { maxLength: 6 }), sellable, fc.nat(), (t, vs, s, at) => {
        expect(isSoldOut(product(t, insertAt(vs, s, at)))).toBe(false);
      }),
    );
  });

  it('property: digital, gift card, paywall and unknown types are never sold out', () => {
    fc.assert(
      fc.property(nonStockTypes, fc.array(outOfStockArb, { maxLength: 6 }), (t, vs) => {
        expect(isSoldOut(product(t, vs))).toBe(false);
      }),
    );
  });
});

describe('isOnSale (§4)', () => {
  it('any variant on sale puts the product on sale', () => {
    expect(isOnSale(product(PHYSICAL, [variant(), variant({ onSale: true })]))).toBe(true);
    expect(isOnSale(product(PHYSICAL, [variant(), variant()]))).toBe(false);
    expect(isOnSale(product(GIFT_CARD, [variant({ onSale: true })]))).toBe(true);
    expect(isOnSale(product(SERVICE, []))).toBe(false);
  });

  it('digital uses its own onSale and ignores variants', () => {
    expect(isOnSale(product(DIGITAL, [variant({ onSale: true })], { onSale: false }))).toBe(false);
    expect(isOnSale(product(DIGITAL, [], { onSale: true, priceCents: 500, salePriceCents: 300 }))).toBe(true);
    expect(isOnSale(product(DIGITAL, [variant({ onSale: true })]))).toBe(false);
  });

  it('property: non-digital — on sale exactly when an on-sale variant is inserted', () => {
    const types = fc.constantFrom(PHYSICAL, SERVICE, GIFT_CARD, PAYWALL);
    const notOnSale = fc.array(variantArb.map((v) => ({ ...v, onSale: false })), { maxLength: 6 });
    fc.assert(
      fc.property(types, notOnSale, variantArb, fc.nat(), fc.boolean(), (t, vs, extra, at, digitalFlag) => {
        expect(isOnSale(product(t, vs, { onSale: digitalFlag }))).toBe(false);
        expect(isOnSale(product(t, insertAt(vs, { ...extra, onSale: true }, at)))).toBe(true);
      }),
    );
  });

  it('property: digital follows its flag whatever the variants say', () => {
    fc.assert(
      fc.property(fc.array(variantArb, { maxLength: 4 }), fc.boolean(), (vs, flag) => {
        expect(isOnSale(product(DIGITAL, vs, { onSale: flag }))).toBe(flag);
      }),
    );
  });
});

describe('pricesVary (§4)', () => {
  it('examples', () => {
    expect(pricesVary(product(PHYSICAL, [variant(), variant({ sku: 'x', qtyInStock: 9 })]))).toBe(false);
    expect(pricesVary(product(PHYSICAL, [variant(), variant({ price: 1001 })]))).toBe(true);
    expect(pricesVary(product(PHYSICAL, [variant(), variant({ onSale: true })]))).toBe(true);
    // Sale price differs but neither is on sale: the shown price is the same.
    expect(pricesVary(product(PHYSICAL, [variant(), variant({ salePrice: 1 })]))).toBe(false);
    // Both on sale at different sale prices: shown prices differ.
    expect(pricesVary(product(PHYSICAL, [variant({ onSale: true }), variant({ onSale: true, salePrice: 1 })]))).toBe(true);
    expect(pricesVary(product(PHYSICAL, [variant()]))).toBe(false);
    expect(pricesVary(product(PHYSICAL, []))).toBe(false);
    expect(pricesVary(product(DIGITAL, [variant(), variant({ price: 1 })]))).toBe(false);
  });

  it('property: copies of one variant that differ only in stock, sku and options never vary', () => {
    fc.assert(
      fc.property(variantArb, fc.array(fc.tuple(fc.integer(), fc.string(), fc.boolean())), (v, diffs) => {
        const copies = diffs.map(([qty, sku, unlimited]) => ({ ...v, qtyInStock: qty, sku, unlimited }));
        expect(pricesVary(product(PHYSICAL, [v, ...copies]))).toBe(false);
      }),
    );
  });

  it('property: a variant with another price or sale state inserted anywhere makes prices vary', () => {
    fc.assert(
      fc.property(
        variantArb,
        fc.nat({ max: 4 }),
        fc.nat(),
        fc.constantFrom('price', 'onSale', 'salePriceWhileOnSale'),
        (v, n, at, change) => {
          const base = { ...v, onSale: change === 'salePriceWhileOnSale' ? true : v.onSale };
          const same = Array.from({ length: n + 1 }, () => ({ ...base }));
          const odd =
            change === 'price'
              ? { ...base, price: base.price + 1 }
              : change === 'onSale'
                ? { ...base, onSale: !base.onSale }
                : { ...base, salePrice: base.salePrice + 1 };
          expect(pricesVary(product(SERVICE, insertAt(same, odd, at)))).toBe(true);
        },
      ),
    );
  });

  it('property: the answer does not depend on variant order', () => {
    fc.assert(
      fc.property(fc.array(variantArb, { maxLength: 6 }), (vs) => {
        expect(pricesVary(product(PHYSICAL, [...vs].reverse()))).toBe(pricesVary(product(PHYSICAL, vs)));
      }),
    );
  });
});

describe('product price (§5)', () => {
  it('caps at 100000000 minor units', () => {
    expect(MAX_PRODUCT_PRICE).toBe(100000000);
  });

  it.each([0, 1, 99_999_999, 100_000_000])('%d is valid', (n) => expect(isValidProductPrice(n)).toBe(true));
  it.each([100_000_001, -1, 1.5, Number.NaN, Infinity, '100', null])('%j is invalid', (n) =>
    expect(isValidProductPrice(n)).toBe(false),
  );

  it('property: integers are valid exactly inside [0, cap]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(isValidProductPrice(n)).toBe(n >= 0 && n <= 100000000);
      }),
    );
  });
});

describe('SKU (§5)', () => {
  it('is at most 60 characters', () => {
    expect(MAX_SKU_LENGTH).toBe(60);
    expect(isValidSku('A'.repeat(60))).toBe(true);
    expect(isValidSku('A'.repeat(61))).toBe(false);
    expect(isValidSku('')).toBe(true);
    expect(isValidSku(12345)).toBe(false);
    expect(isValidSku(null)).toBe(false);
  });

  it('counts UTF-16 code units (30 astral characters fill the 60)', () => {
    expect(isValidSku('😀'.repeat(30))).toBe(true);
    expect(isValidSku('😀'.repeat(30) + 'x')).toBe(false);
  });

  it('property: short strings pass, long strings fail', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        expect(isValidSku(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 61, maxLength: 200 }), (s) => {
        expect(isValidSku(s)).toBe(false);
      }),
    );
  });
});

describe('generateSku (§5)', () => {
  it.each([
    [0, 'SQ0000000'],
    [0.5, 'SQ5000000'],
    [0.25, 'SQ2500000'],
    [0.125, 'SQ1250000'],
    [1 - Number.EPSILON, 'SQ9999999'],
    // Out-of-contract sources are clamped, never a wrong-length SKU.
    [1, 'SQ9999999'],
    [7, 'SQ9999999'],
    [-0.3, 'SQ0000000'],
    [Number.NaN, 'SQ0000000'],
  ])('random %d -> %s', (r, sku) => {
    expect(generateSku(() => r)).toBe(sku);
  });

  it('is SQ plus 7 digits', () => {
    expect(GENERATED_SKU_PREFIX).toBe('SQ');
    expect(GENERATED_SKU_PATTERN.test('SQ1234567')).toBe(true);
    expect(GENERATED_SKU_PATTERN.test('SQ123456')).toBe(false);
    expect(GENERATED_SKU_PATTERN.test('SQ12345678')).toBe(false);
    expect(GENERATED_SKU_PATTERN.test('sq1234567')).toBe(false);
  });

  it('uses Math.random by default and stays within the SKU cap', () => {
    const skus = Array.from({ length: 50 }, () => generateSku());
    for (const s of skus) {
      expect(s).toMatch(/^SQ[0-9]{7}$/);
      expect(isValidSku(s)).toBe(true);
    }
    expect(new Set(skus).size).toBeGreaterThan(1);
  });

  it('property: always SQ + 7 digits, and monotonic in the random value', () => {
    const r = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(r, r, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [sLo, sHi] = [generateSku(() => lo), generateSku(() => hi)];
        expect(sLo).toMatch(/^SQ[0-9]{7}$/);
        expect(sHi).toMatch(/^SQ[0-9]{7}$/);
        expect(sLo <= sHi).toBe(true);
        // The 7 digits read as a fraction approximate the random value within one step.
        expect(Math.abs(Number(sLo.slice(2)) / 1e7 - lo)).toBeLessThanOrEqual(1e-7);
      }),
    );
  });

  it('calls the source once per SKU', () => {
    let calls = 0;
    generateSku(() => {
      calls += 1;
      return 0.3;
    });
    expect(calls).toBe(1);
  });
});

describe('US zip (§5)', () => {
  it.each(['12345', '00000', '99999'])('%s is valid', (z) => expect(isValidUsZip(z)).toBe(true));
  it.each(['1234', '123456', '12345-6789', ' 12345', '12345 ', '12345\n', '1234a', '１２３４５', '٠١٢٣٤', '', 12345, null])(
    '%j is invalid',
    (z) => expect(isValidUsZip(z)).toBe(false),
  );

  it('exposes the pattern', () => {
    expect(US_ZIP_PATTERN.test('54321')).toBe(true);
    expect(US_ZIP_PATTERN.test('5432')).toBe(false);
  });

  it('property: five ASCII digits pass; other digit counts fail', () => {
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(fc.array(digit, { minLength: 5, maxLength: 5 }), (d) => {
        expect(isValidUsZip(d.join(''))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(digit, { maxLength: 12 }).filter((d) => d.length !== 5), (d) => {
        expect(isValidUsZip(d.join(''))).toBe(false);
      }),
    );
  });

  it('property: a non-digit anywhere fails', () => {
    const digit = fc.constantFrom(...'0123456789');
    const nonDigit = fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }).filter((c) => c < '0' || c > '9');
    fc.assert(
      fc.property(fc.array(digit, { minLength: 4, maxLength: 4 }), nonDigit, fc.nat({ max: 4 }), (d, c, at) => {
        expect(isValidUsZip(insertAt(d, c, at).join(''))).toBe(false);
      }),
    );
  });
});

describe('checkout cookie alert (§5)', () => {
  afterEach(() => setMessages({}));

  it('is shown as the spec text unless translated (checkout.cookieAlert)', () => {
    expect(checkoutCookieAlert()).toBe(CHECKOUT_COOKIE_ALERT);
    setMessages({ 'checkout.cookieAlert': 'Ihre Sitzung ist abgelaufen.' }, 'de');
    expect(checkoutCookieAlert()).toBe('Ihre Sitzung ist abgelaufen.');
  });

  it('is the exact spec text', () => {
    expect(CHECKOUT_COOKIE_ALERT).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
  });
});
