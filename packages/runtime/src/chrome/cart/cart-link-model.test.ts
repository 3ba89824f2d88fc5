import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createCart } from '../../contracts/cart';
import { setMessages } from '../../contracts/messages';
import {
  CART_EMPTY_CLASS,
  cartChangeDetail,
  cartLinkParts,
  cartLinkView,
  initialCartSummary,
  normaliseCartSummary,
  parseStoredSummary,
  sameSummary,
  type CartSummary,
} from './cart-link-model';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const summary = (items: number, subtotal: CartSummary['subtotal'] = usd(0)): CartSummary => ({ items, subtotal });

describe('normaliseCartSummary', () => {
  it('reads the event shape { items, subtotal: { value, currency } }', () => {
    expect(normaliseCartSummary({ items: 3, subtotal: { value: 4500, currency: 'EUR' } })).toEqual(summary(3, { amount: 4500, currency: 'EUR' }));
  });

  it('reads the cart model names, so a whole ShoppingCart works', () => {
    const cart = { ...createCart(), totalQuantity: 2, subtotalAmount: { amount: 1999, currency: 'GBP' } };
    expect(normaliseCartSummary(cart)).toEqual(summary(2, { amount: 1999, currency: 'GBP' }));
    expect(normaliseCartSummary({ items: 1, subtotal: { amount: 5, currency: 'usd' } })).toEqual(summary(1, usd(5)));
  });

  it('prefers items and subtotal over the model names', () => {
    expect(normaliseCartSummary({ items: 1, totalQuantity: 9, subtotal: { value: 1 }, subtotalAmount: { amount: 9 } })).toEqual(summary(1, usd(1)));
  });

  it('a missing subtotal is 0 USD (SPEC.md §3 default); a missing currency is USD', () => {
    expect(normaliseCartSummary({ items: 0 })).toEqual(summary(0, usd(0)));
    expect(normaliseCartSummary({ items: 2, subtotal: { value: 700 } })).toEqual(summary(2, usd(700)));
  });

  it.each([
    ['null', null],
    ['a bare number (units are ambiguous)', 12],
    ['a string value', { value: '12', currency: 'USD' }],
    ['no value', { currency: 'USD' }],
    ['an infinite value', { value: Infinity }],
    ['a value past the safe integers', { value: 2 ** 60 }],
    ['an unsupported currency', { value: 100, currency: 'XYZ' }],
    ['a non-string currency', { value: 100, currency: 840 }],
  ])('an unreadable subtotal (%s) is null, the count is kept', (_name, subtotal) => {
    expect(normaliseCartSummary({ items: 4, subtotal })).toEqual({ items: 4, subtotal: null });
  });

  it('rounds counts and amounts, and never counts below 0', () => {
    expect(normaliseCartSummary({ items: 2.6, subtotal: { value: 10.4 } })).toEqual(summary(3, usd(10)));
    expect(normaliseCartSummary({ items: -5 })?.items).toBe(0);
    expect(normaliseCartSummary({ items: 1e300 })?.items).toBe(Number.MAX_SAFE_INTEGER);
    expect(Object.is(normaliseCartSummary({ items: 1, subtotal: { value: -0.2 } })?.subtotal?.amount, 0)).toBe(true);
    expect(normaliseCartSummary({ items: 1, subtotal: { value: -250 } })?.subtotal).toEqual(usd(-250));
  });

  it.each([undefined, null, 3, 'cart', true, [], [{ items: 1 }], {}, { items: '3' }, { items: NaN }, { items: null }, { subtotal: { value: 1 } }])(
    '%j is not a summary',
    (raw) => {
      expect(normaliseCartSummary(raw)).toBeNull();
    },
  );

  it('survives throwing getters and revoked proxies', () => {
    const raw = {
      items: 2,
      get subtotal(): never {
        throw new Error('boom');
      },
    };
    expect(normaliseCartSummary(raw)).toEqual(summary(2, usd(0)));
    const { proxy, revoke } = Proxy.revocable({ items: 1 }, {});
    revoke();
    expect(normaliseCartSummary(proxy)).toBeNull();
  });

  it('property: never throws; a result is always well formed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ items: fc.anything(), subtotal: fc.anything() })), (raw) => {
        const result = normaliseCartSummary(raw);
        if (result === null) return;
        expect(Number.isSafeInteger(result.items) && result.items >= 0).toBe(true);
        if (result.subtotal) expect(Number.isSafeInteger(result.subtotal.amount)).toBe(true);
      }),
    );
  });
});

describe('initialCartSummary (page context websiteSettings.cartSummary)', () => {
  it('reads the field', () => {
    expect(initialCartSummary({ cartSummary: { items: 5, subtotal: { value: 12000, currency: 'CAD' } } })).toEqual(
      summary(5, { amount: 12000, currency: 'CAD' }),
    );
  });

  it.each([{}, { cartSummary: null }, { cartSummary: 'x' }, { cartSummary: { items: 'many' } }])('an empty cart for %j', (settings) => {
    expect(initialCartSummary(settings)).toEqual(summary(0, usd(0)));
  });
});

describe('the storage mirror', () => {
  it('round-trips through the detail shape', () => {
    for (const s of [summary(3, { amount: 4500, currency: 'JPY' }), summary(0), { items: 7, subtotal: null }]) {
      expect(parseStoredSummary(JSON.stringify(cartChangeDetail(s)))).toEqual(s);
    }
  });

  it.each([null, '', '{', 'null', '[1]', '{"items":"x"}'])('%j reads as nothing', (text) => {
    expect(parseStoredSummary(text)).toBeNull();
  });

  it('property: any summary survives the mirror', () => {
    const money = fc.option(fc.record({ amount: fc.maxSafeInteger(), currency: fc.constantFrom('USD', 'EUR', 'JPY', 'GBP') }), { nil: null });
    fc.assert(
      fc.property(fc.maxSafeNat(), money, (items, subtotal) => {
        const s = { items, subtotal: subtotal && { ...subtotal, amount: subtotal.amount || 0 } };
        expect(parseStoredSummary(JSON.stringify(cartChangeDetail(s)))).toEqual(s);
      }),
    );
  });
});

describe('sameSummary', () => {
  it('compares count, amount and currency', () => {
    expect(sameSummary(summary(1, usd(5)), summary(1, usd(5)))).toBe(true);
    expect(sameSummary(summary(1, usd(5)), summary(2, usd(5)))).toBe(false);
    expect(sameSummary(summary(1, usd(5)), summary(1, usd(6)))).toBe(false);
    expect(sameSummary(summary(1, usd(5)), summary(1, { amount: 5, currency: 'EUR' }))).toBe(false);
    expect(sameSummary(summary(1, null), summary(1, null))).toBe(true);
    expect(sameSummary(summary(1, null), summary(1, usd(0)))).toBe(false);
  });
});

describe('cartLinkParts (the data-sqs-cart-link value)', () => {
  it.each([
    [null, { count: true, subtotal: true }],
    ['', { count: true, subtotal: true }],
    ['count subtotal', { count: true, subtotal: true }],
    ['count', { count: true, subtotal: false }],
    ['  Subtotal ', { count: false, subtotal: true }],
    ['badge', { count: true, subtotal: true }],
  ])('%j -> %j', (value, parts) => {
    expect(cartLinkParts(value)).toEqual(parts);
  });
});

describe('cartLinkView', () => {
  afterEach(() => setMessages({}));

  it('shows the count, the subtotal and says both', () => {
    expect(cartLinkView(summary(3, usd(4500)))).toEqual({
      empty: false,
      badge: '3',
      subtotal: '$45.00',
      spoken: '3 items in cart',
      label: '3 items in cart, $45.00',
    });
  });

  it('at 0 items the link is empty (SPEC.md §4) and still shows 0', () => {
    expect(cartLinkView(summary(0))).toMatchObject({ empty: true, badge: '0', spoken: '0 items in cart', subtotal: '$0.00' });
    expect(CART_EMPTY_CLASS).toBe('sqs-cart-empty');
  });

  it('uses the SPEC.md §9 spoken texts and cap', () => {
    expect(cartLinkView(summary(1))).toMatchObject({ badge: '1', spoken: 'One item in cart' });
    expect(cartLinkView(summary(100))).toMatchObject({ badge: '100', spoken: '100 items in cart' });
    expect(cartLinkView(summary(101))).toMatchObject({ badge: '100+', spoken: 'More than 100 items in cart' });
    expect(cartLinkView(summary(150))).toMatchObject({ badge: '100+', spoken: 'More than 100 items in cart' });
  });

  it('formats each currency', () => {
    expect(cartLinkView(summary(1, { amount: 1200, currency: 'JPY' })).subtotal).toBe('¥1,200');
    expect(cartLinkView(summary(1, { amount: 123456, currency: 'EUR' })).subtotal).toBe('€1,234.56');
  });

  it('says only the count when no subtotal shows', () => {
    expect(cartLinkView(summary(2, null))).toMatchObject({ subtotal: '', label: '2 items in cart' });
    expect(cartLinkView(summary(2, usd(100)), { count: true, subtotal: false })).toMatchObject({ subtotal: '', label: '2 items in cart' });
    expect(cartLinkView(summary(2, { amount: Number.MAX_SAFE_INTEGER, currency: 'JPY' })).subtotal).toBe('');
  });

  it('every text is translatable', () => {
    setMessages({
      'cart.spoken.other': '{%n} articles dans le panier',
      'cart.badge.overflow': '99+',
      'cart.link.label': '{count} ({subtotal})',
    });
    expect(cartLinkView(summary(3, usd(500))).label).toBe('3 articles dans le panier ($5.00)');
    expect(cartLinkView(summary(300)).badge).toBe('99+');
  });

  it('property: the badge is the count up to 100, else the overflow text', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (items) => {
        const view = cartLinkView(summary(items));
        expect(view.badge).toBe(items > 100 ? '100+' : String(items));
        expect(view.empty).toBe(items === 0);
        expect(view.label.startsWith(view.spoken)).toBe(true);
      }),
    );
  });
});
