import { afterEach, describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CART_BADGE_MAX, CART_BADGE_OVERFLOW_TEXT, CART_SPOKEN_TEXTS, cartBadgeText, cartSpokenText } from './cart-badge';
import {
  CART_MESSAGES,
  DEFAULT_CURRENCY,
  cartMessage,
  createCart,
  minimumSubtotalMessage,
  normaliseCart,
} from './cart';
import { setMessages } from './messages';
import type { ShoppingCart } from './cart';

// SPEC.md §3 "Shopping cart" defaults, written out by hand.
const SPEC_DEFAULTS: ShoppingCart = {
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
  subtotalAmount: { amount: 0, currency: 'USD' },
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
};

const ARRAYS = ['entries', 'shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'] as const;
const TOTALS = ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents'] as const;
const FLAGS = ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'] as const;

const json = fc.jsonValue();
const validCart: fc.Arbitrary<ShoppingCart> = fc.record({
  id: fc.string(),
  websiteId: fc.string(),
  orderId: fc.string(),
  created: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  isPurchased: fc.boolean(),
  entries: fc.array(json, { maxLength: 3 }),
  shippingOptions: fc.array(json, { maxLength: 3 }),
  applicableTaxRules: fc.array(json, { maxLength: 3 }),
  coupons: fc.array(json, { maxLength: 3 }),
  validCoupons: fc.array(json, { maxLength: 3 }),
  invalidCoupons: fc.array(json, { maxLength: 3 }),
  selectedShippingOption: fc.option(fc.dictionary(fc.string(), json, { maxKeys: 3 }), { nil: null }),
  shippingLocation: fc.option(fc.dictionary(fc.string(), json, { maxKeys: 3 }), { nil: null }),
  subtotalCents: fc.maxSafeInteger(),
  taxCents: fc.maxSafeInteger(),
  shippingCostCents: fc.maxSafeInteger(),
  discountCents: fc.maxSafeInteger(),
  grandTotalCents: fc.maxSafeInteger(),
  totalQuantity: fc.maxSafeNat(),
  subtotalAmount: fc.record({ amount: fc.maxSafeInteger(), currency: fc.stringMatching(/^[A-Z]{3}$/) }),
  hasDigital: fc.boolean(),
  purelyDigital: fc.boolean(),
  requiresShipping: fc.boolean(),
});
/** -0 and 0 are the same amount; toEqual would tell them apart. */
const noNegZero = <T,>(x: T): T => JSON.parse(JSON.stringify(x, (_k, v: unknown) => (Object.is(v, -0) ? 0 : v)));

describe('createCart (§3 defaults)', () => {
  it('has every spec default', () => {
    expect(createCart()).toEqual(SPEC_DEFAULTS);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('returns fresh arrays and money each call', () => {
    const a = createCart();
    a.entries.push('x');
    a.subtotalAmount.amount = 5;
    expect(createCart()).toEqual(SPEC_DEFAULTS);
  });
});

describe('normaliseCart', () => {
  it.each([undefined, null, 0, 42, 'cart', true, [], [1, 2], () => 1, Symbol('s')])('%s gives the default cart', (raw) => {
    expect(normaliseCart(raw)).toEqual(SPEC_DEFAULTS);
  });

  it('keeps every valid field', () => {
    const raw = {
      id: 'c1',
      websiteId: 'w1',
      orderId: 'o1',
      created: 1_700_000_000_000,
      isPurchased: true,
      entries: [{ sku: 'SQ1234567', quantity: 2 }],
      shippingOptions: [{ id: 's' }],
      applicableTaxRules: [{ rate: 0.2 }],
      coupons: ['A'],
      validCoupons: ['A'],
      invalidCoupons: ['B'],
      selectedShippingOption: { id: 's' },
      shippingLocation: { country: 'US' },
      subtotalCents: 2000,
      taxCents: 400,
      shippingCostCents: 500,
      discountCents: 100,
      grandTotalCents: 2800,
      totalQuantity: 2,
      subtotalAmount: { amount: 2000, currency: 'EUR' },
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: true,
    };
    const cart = normaliseCart(raw);
    expect(cart).toEqual({ ...raw, created: new Date(1_700_000_000_000) });
    expect(cart.created).toBeInstanceOf(Date);
  });

  it('copies arrays and objects rather than sharing them', () => {
    const raw = { entries: [{ a: 1 }], shippingLocation: { country: 'US' }, subtotalAmount: { amount: 1, currency: 'USD' } };
    const cart = normaliseCart(raw);
    raw.entries.push({ a: 2 });
    raw.shippingLocation.country = 'CA';
    expect(cart.entries).toHaveLength(1);
    expect(cart.shippingLocation).toEqual({ country: 'US' });
    expect(cart.subtotalAmount).not.toBe(raw.subtotalAmount);
  });

  describe('created is read as a date', () => {
    it('from a millisecond timestamp, an ISO string or a Date', () => {
      expect(normaliseCart({ created: 0 }).created?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
      expect(normaliseCart({ created: '2024-02-29T12:00:00Z' }).created?.getTime()).toBe(Date.UTC(2024, 1, 29, 12));
      const d = new Date(86_400_000);
      const read = normaliseCart({ created: d }).created;
      expect(read?.getTime()).toBe(86_400_000);
      expect(read).not.toBe(d);
    });

    it.each([Number.NaN, Infinity, 1e20, 'not a date', '', {}, [], true, new Date(Number.NaN)])('%s gives null', (v) => {
      expect(normaliseCart({ created: v }).created).toBeNull();
    });
  });

  describe('amounts', () => {
    it('are rounded to whole minor units; non-numbers give 0', () => {
      const cart = normaliseCart({ subtotalCents: 12.4, taxCents: 12.6, shippingCostCents: '500', discountCents: -0, grandTotalCents: Infinity });
      expect([cart.subtotalCents, cart.taxCents, cart.shippingCostCents, cart.grandTotalCents]).toEqual([12, 13, 0, 0]);
      expect(Object.is(cart.discountCents, 0)).toBe(true);
    });

    it('keep a negative total (a discount may be signed)', () => {
      expect(normaliseCart({ discountCents: -250 }).discountCents).toBe(-250);
    });

    it('totalQuantity is never negative', () => {
      expect(normaliseCart({ totalQuantity: -3 }).totalQuantity).toBe(0);
      expect(normaliseCart({ totalQuantity: 2.6 }).totalQuantity).toBe(3);
      expect(normaliseCart({ totalQuantity: null }).totalQuantity).toBe(0);
    });
  });

  describe('subtotalAmount (money, default 0 USD)', () => {
    it.each([
      [{ amount: 1234, currency: 'EUR' }, { amount: 1234, currency: 'EUR' }],
      [{ amount: 1234, currency: 'jpy' }, { amount: 1234, currency: 'JPY' }],
      [{ amount: 99 }, { amount: 99, currency: 'USD' }],
      [{ currency: 'GBP' }, { amount: 0, currency: 'GBP' }],
      [{ amount: '12', currency: 'EURO' }, { amount: 0, currency: 'USD' }],
      [{ amount: 10.5, currency: 'CAD' }, { amount: 11, currency: 'CAD' }],
      [null, { amount: 0, currency: 'USD' }],
      [5, { amount: 0, currency: 'USD' }],
      [[1, 'USD'], { amount: 0, currency: 'USD' }],
    ])('%j -> %j', (raw, money) => {
      expect(normaliseCart({ subtotalAmount: raw }).subtotalAmount).toEqual(money);
    });
  });

  it('only real booleans set the flags', () => {
    for (const v of ['true', 1, 'yes', {}, null]) {
      const cart = normaliseCart(Object.fromEntries(FLAGS.map((f) => [f, v])));
      for (const f of FLAGS) expect(cart[f]).toBe(false);
    }
    const on = normaliseCart(Object.fromEntries(FLAGS.map((f) => [f, true])));
    for (const f of FLAGS) expect(on[f]).toBe(true);
  });

  it('non-arrays give empty arrays; non-objects give null', () => {
    const cart = normaliseCart({
      ...Object.fromEntries(ARRAYS.map((f) => [f, { length: 1, 0: 'x' }])),
      selectedShippingOption: ['x'],
      shippingLocation: 'US',
      id: 7,
    });
    for (const f of ARRAYS) expect(cart[f]).toEqual([]);
    expect(cart.selectedShippingOption).toBeNull();
    expect(cart.shippingLocation).toBeNull();
    expect(cart.id).toBe('');
  });

  it('a throwing getter costs only its own field', () => {
    const raw = {
      id: 'kept',
      get entries(): never {
        throw new Error('boom');
      },
      totalQuantity: 4,
    };
    const cart = normaliseCart(raw);
    expect(cart.entries).toEqual([]);
    expect(cart.id).toBe('kept');
    expect(cart.totalQuantity).toBe(4);
  });

  it('survives hostile proxies', () => {
    const { proxy, revoke } = Proxy.revocable({ id: 'x' }, {});
    revoke();
    expect(normaliseCart(proxy)).toEqual(SPEC_DEFAULTS);
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(normaliseCart(throwing)).toEqual(SPEC_DEFAULTS);
    const revokedArray = Proxy.revocable([1], {});
    revokedArray.revoke();
    expect(normaliseCart({ entries: revokedArray.proxy, id: 'y' })).toMatchObject({ entries: [], id: 'y' });
  });

  it('does not let __proto__ in JSON pollute anything', () => {
    const cart = normaliseCart(JSON.parse('{"shippingLocation":{"__proto__":{"polluted":true}},"__proto__":{"id":"p"}}'));
    expect(cart.id).toBe('');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(cart.shippingLocation)).toBe(Object.prototype);
  });

  it('property: never throws, and always yields a well-formed cart', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record(Object.fromEntries(Object.keys(SPEC_DEFAULTS).map((k) => [k, fc.anything()])), { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(junk, (raw) => {
        const c = normaliseCart(raw);
        expect(Object.keys(c).sort()).toEqual(Object.keys(SPEC_DEFAULTS).sort());
        for (const f of ['id', 'websiteId', 'orderId'] as const) expect(typeof c[f]).toBe('string');
        for (const f of ARRAYS) expect(Array.isArray(c[f])).toBe(true);
        for (const f of FLAGS) expect(typeof c[f]).toBe('boolean');
        for (const f of TOTALS) expect(Number.isInteger(c[f])).toBe(true);
        expect(Number.isInteger(c.totalQuantity) && c.totalQuantity >= 0).toBe(true);
        expect(Number.isInteger(c.subtotalAmount.amount)).toBe(true);
        expect(c.subtotalAmount.currency).toMatch(/^[A-Z]{3}$/);
        expect(c.created === null || !Number.isNaN(c.created.getTime())).toBe(true);
        for (const o of [c.selectedShippingOption, c.shippingLocation]) {
          expect(o === null || (typeof o === 'object' && !Array.isArray(o))).toBe(true);
        }
      }),
    );
  });

  it('property: a well-formed cart comes back unchanged', () => {
    fc.assert(
      fc.property(validCart, (cart) => {
        expect(noNegZero(normaliseCart(cart))).toEqual(noNegZero(cart));
      }),
    );
  });

  it('property: survives a JSON round trip (created travels as an ISO string)', () => {
    fc.assert(
      fc.property(validCart, (cart) => {
        expect(noNegZero(normaliseCart(JSON.parse(JSON.stringify(cart))))).toEqual(noNegZero(cart));
      }),
    );
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const once = normaliseCart(raw);
        expect(normaliseCart(once)).toEqual(once);
      }),
    );
  });
});

describe('cart badge (§9)', () => {
  it('caps at 100, shown 100+', () => {
    expect(CART_BADGE_MAX).toBe(100);
    expect(CART_BADGE_OVERFLOW_TEXT).toBe('100+');
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '100'],
    [101, '100+'],
    [5000, '100+'],
    [-4, '0'],
    [Number.NaN, '0'],
  ])('%d -> %s', (n, shown) => {
    expect(cartBadgeText(n)).toBe(shown);
  });

  it('property: exact up to 100, 100+ above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        expect(cartBadgeText(n)).toBe(`${n}`);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 101, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(cartBadgeText(n)).toBe('100+');
      }),
    );
  });
});

describe('cart spoken text (§9)', () => {
  it('keeps the spec templates exactly', () => {
    expect(CART_SPOKEN_TEXTS).toEqual({
      more: 'More than {%n} items in cart',
      one: 'One item in cart',
      other: '{%n} items in cart',
    });
  });

  it.each([
    [0, '0 items in cart'],
    [1, 'One item in cart'],
    [2, '2 items in cart'],
    [100, '100 items in cart'],
    [101, 'More than 100 items in cart'],
    [987654, 'More than 100 items in cart'],
    [-1, '0 items in cart'],
  ])('%d -> %s', (n, spoken) => {
    expect(cartSpokenText(n)).toBe(spoken);
  });

  it('property: plural for 2..100, "More than 100" above, matching the badge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), (n) => {
        expect(cartSpokenText(n)).toBe(`${n} items in cart`);
        expect(cartSpokenText(n)).toContain(cartBadgeText(n));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1e9 }), (n) => {
        expect(cartSpokenText(n)).toBe('More than 100 items in cart');
      }),
    );
  });
});

describe('cart messages (§8 "Cart")', () => {
  it('are the exact spec texts', () => {
    expect(Object.values(CART_MESSAGES).sort()).toEqual(
      [
        'Unable to update quantity',
        'Unable to add item',
        'Unable to remove item',
        'Unable to update form',
        'Unable to open form',
        'Please try again.',
        'Please check your internet connection.',
        'To check out, your order subtotal must be {subtotal} or more.',
        'You have nothing in your shopping cart.',
        'Update the missing or invalid information above.',
      ].sort(),
    );
    expect(CART_MESSAGES.empty).toBe('You have nothing in your shopping cart.');
    expect(CART_MESSAGES.addItemFailed).toBe('Unable to add item');
  });

  it('fills the minimum subtotal', () => {
    expect(minimumSubtotalMessage('$25.00')).toBe('To check out, your order subtotal must be $25.00 or more.');
    expect(minimumSubtotalMessage("$&$1$'")).toBe("To check out, your order subtotal must be $&$1$' or more.");
  });

  it('property: any formatted amount lands verbatim between the fixed parts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(minimumSubtotalMessage(s)).toBe(`To check out, your order subtotal must be ${s} or more.`);
      }),
    );
  });
});

describe('cart texts through the message table', () => {
  afterEach(() => setMessages({}));

  it('fall back to the exact spec texts without a translation', () => {
    for (const key of Object.keys(CART_MESSAGES) as Array<keyof typeof CART_MESSAGES>) {
      if (key !== 'minimumSubtotal') expect(cartMessage(key)).toBe(CART_MESSAGES[key]);
    }
    expect(cartMessage('addItemFailed')).toBe('Unable to add item');
    expect(cartBadgeText(101)).toBe(CART_BADGE_OVERFLOW_TEXT);
  });

  it('use the site translation of cart.<key>', () => {
    setMessages({
      'cart.addItemFailed': "Impossible d'ajouter l'article",
      'cart.empty': 'Votre panier est vide.',
      'cart.minimumSubtotal': 'Le sous-total doit être au moins {subtotal}.',
    }, 'fr');
    expect(cartMessage('addItemFailed')).toBe("Impossible d'ajouter l'article");
    expect(cartMessage('empty')).toBe('Votre panier est vide.');
    expect(cartMessage('tryAgain')).toBe('Please try again.');
    expect(minimumSubtotalMessage('25,00 €')).toBe('Le sous-total doit être au moins 25,00 €.');
  });

  it('translate the badge overflow and the spoken texts, with plurals', () => {
    setMessages({
      'cart.badge.overflow': '>100',
      'cart.spoken.one': 'Un article dans le panier',
      'cart.spoken.other': '{%n, plural, =0 {Panier vide} other {# articles dans le panier}}',
      'cart.spoken.more': 'Plus de {%n} articles dans le panier',
    }, 'fr');
    expect(cartBadgeText(101)).toBe('>100');
    expect(cartBadgeText(7)).toBe('7');
    expect(cartSpokenText(0)).toBe('Panier vide');
    expect(cartSpokenText(1)).toBe('Un article dans le panier');
    expect(cartSpokenText(3)).toBe('3 articles dans le panier');
    expect(cartSpokenText(500)).toBe('Plus de 100 articles dans le panier');
  });
});
