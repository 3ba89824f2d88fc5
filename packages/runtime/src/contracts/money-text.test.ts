import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CURRENCY_CODES } from './currency';
import { createMoney, formatMoney } from './money';
import type { Money } from './money';
import {
  BILLING_UNITS,
  MONEY_TEXTS,
  fillTemplate,
  installmentOffer,
  pluralText,
  splitInstallments,
  subscriptionPriceText,
  subscriptionText,
} from './money-text';
import type { BillingUnit, InstallmentTerms, MoneyTexts, SubscriptionPlan } from './money-text';

const usd = (amount: number): Money => createMoney(amount, 'USD');
const plan = (value: number, unit: BillingUnit, numBillingCycles?: number | null): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscriptionText (SPEC.md §3 Subscription plan, §9 Subscription text)', () => {
  it('renews every week, month or year', () => {
    expect(subscriptionText(plan(1, 'week'))).toBe('every week');
    expect(subscriptionText(plan(1, 'month'))).toBe('every month');
    expect(subscriptionText(plan(1, 'year'))).toBe('every year');
  });

  it('or every n units', () => {
    expect(subscriptionText(plan(2, 'week'))).toBe('every 2 weeks');
    expect(subscriptionText(plan(3, 'month'))).toBe('every 3 months');
    expect(subscriptionText(plan(10, 'year'))).toBe('every 10 years');
    expect(subscriptionText(plan(1000, 'week'))).toBe('every 1,000 weeks');
  });

  it('adds the suffix for p payments', () => {
    expect(subscriptionText(plan(1, 'month', 6))).toBe('every month, 6 payments');
    expect(subscriptionText(plan(2, 'week', 12))).toBe('every 2 weeks, 12 payments');
    expect(subscriptionText(plan(1, 'year', 1))).toBe('every year, 1 payment');
  });

  it('treats 0 or missing numBillingCycles as indefinite (no suffix)', () => {
    expect(subscriptionText(plan(1, 'month', 0))).toBe('every month');
    expect(subscriptionText(plan(1, 'month'))).toBe('every month');
    expect(subscriptionText(plan(1, 'month', null))).toBe('every month');
    expect(subscriptionText({ billingPeriod: { value: 1, unit: 'month' } })).toBe('every month');
  });

  it('treats any other non-count numBillingCycles as indefinite too', () => {
    for (const cycles of [-1, 1.5, Number.NaN, Infinity, '6' as unknown as number]) {
      expect(subscriptionText(plan(1, 'month', cycles)), String(cycles)).toBe('every month');
    }
  });

  it('accepts upper-case units from the server', () => {
    expect(subscriptionText(plan(2, 'MONTH' as BillingUnit))).toBe('every 2 months');
    expect(subscriptionText(plan(1, 'Week' as BillingUnit, 4))).toBe('every week, 4 payments');
  });

  it('shows nothing for an invalid billing period', () => {
    const bad: unknown[] = [
      null, undefined, {}, { billingPeriod: null }, { billingPeriod: 'month' },
      plan(0, 'month'), plan(-1, 'month'), plan(1.5, 'month'), plan(Number.NaN, 'month'),
      plan('2' as unknown as number, 'month'), plan(1, 'day' as BillingUnit), plan(1, '' as BillingUnit),
    ];
    for (const value of bad) expect(subscriptionText(value as SubscriptionPlan), JSON.stringify(value)).toBe('');
  });

  it('property: text names the unit, the count when above 1, and the payments when set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }), // below 1,000, so no grouping comma
        fc.constantFrom(...BILLING_UNITS),
        fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
        (value, unit, cycles) => {
          const text = subscriptionText(plan(value, unit, cycles));
          const every = value === 1 ? `every ${unit}` : `every ${value} ${unit}s`;
          const suffix = cycles ? `, ${cycles} payment${cycles === 1 ? '' : 's'}` : '';
          expect(text).toBe(every + suffix);
        },
      ),
    );
  });
});

describe('subscriptionPriceText', () => {
  it('puts the formatted price before the period', () => {
    expect(subscriptionPriceText(usd(1000), plan(1, 'month'))).toBe('$10.00 every month');
    expect(subscriptionPriceText(usd(500), plan(2, 'week', 6))).toBe('$5.00 every 2 weeks, 6 payments');
    expect(subscriptionPriceText(createMoney(1200, 'JPY'), plan(1, 'year'))).toBe('¥1,200 every year');
  });

  it('passes format options through', () => {
    expect(subscriptionPriceText(usd(1000), plan(1, 'month'), { format: { trimZeroCents: true } })).toBe('$10 every month');
    expect(subscriptionPriceText(usd(0), plan(1, 'month'), { format: { showFreeAtZero: true, freeLabel: 'Free' } })).toBe(
      'Free every month',
    );
  });

  it('shows nothing for a non-Money price or an invalid plan', () => {
    expect(subscriptionPriceText({ amount: 1.5, currency: 'USD' }, plan(1, 'month'))).toBe('');
    expect(subscriptionPriceText(null as unknown as Money, plan(1, 'month'))).toBe('');
    expect(subscriptionPriceText(usd(100), plan(0, 'month'))).toBe('');
  });

  it("still throws the caller's own format option mistakes (SPEC.md §5 free label)", () => {
    expect(() => subscriptionPriceText(usd(0), plan(1, 'month'), { format: { showFreeAtZero: true } })).toThrow(
      'Money display showing free at zero needs a free label.',
    );
  });
});

describe('translation through the text table', () => {
  const russian: MoneyTexts = {
    locale: 'ru',
    every: {
      week: { one: 'каждую {n} неделю', few: 'каждые {n} недели', many: 'каждые {n} недель', other: 'каждые {n} недели' },
      month: { one: 'каждый {n} месяц', few: 'каждые {n} месяца', many: 'каждые {n} месяцев', other: 'каждые {n} месяца' },
      year: { one: 'каждый {n} год', few: 'каждые {n} года', many: 'каждые {n} лет', other: 'каждые {n} года' },
    },
    payments: { one: ', {n} платёж', few: ', {n} платежа', many: ', {n} платежей', other: ', {n} платежа' },
    subscriptionPrice: '{price} {period}',
    installments: { other: '{n} платежей по {payment}' },
    installmentsRange: { other: '{n} платежей для заказов от {min} до {max}' },
  };

  it('chooses plural forms with Intl.PluralRules of the table locale', () => {
    expect(subscriptionText(plan(21, 'week'), russian)).toBe('каждую 21 неделю'); // ru 'one' covers 21
    expect(subscriptionText(plan(3, 'month', 5), russian)).toBe('каждые 3 месяца, 5 платежей');
    expect(subscriptionText(plan(5, 'year', 2), russian)).toBe('каждые 5 лет, 2 платежа');
  });

  it('falls back to other when a form is missing', () => {
    const englishOtherOnly: MoneyTexts = { ...MONEY_TEXTS, every: { ...MONEY_TEXTS.every, week: { other: 'every {n} weeks' } } };
    expect(subscriptionText(plan(1, 'week'), englishOtherOnly)).toBe('every 1 weeks');
  });

  it('formats {n} with the table locale', () => {
    const german: MoneyTexts = { ...MONEY_TEXTS, locale: 'de-DE' };
    expect(subscriptionText(plan(1000, 'week'), german)).toBe('every 1.000 weeks');
  });

  it('keeps the English table in one exported constant', () => {
    expect(MONEY_TEXTS.locale).toBe('en-US');
    expect(Object.keys(MONEY_TEXTS).sort()).toEqual(
      ['every', 'installments', 'installmentsRange', 'locale', 'payments', 'subscriptionPrice'].sort(),
    );
    for (const unit of BILLING_UNITS) expect(MONEY_TEXTS.every[unit].other).toContain('{n}');
  });
});

describe('pluralText (SPEC.md §5 "Plural messages need \'other\'")', () => {
  it("shows nothing unless n is a number and 'other' exists", () => {
    expect(pluralText({ other: '{n} items' }, '3', 'en-US')).toBe('');
    expect(pluralText({ other: '{n} items' }, Number.NaN, 'en-US')).toBe('');
    expect(pluralText({ other: '{n} items' }, undefined, 'en-US')).toBe('');
    expect(pluralText({ one: 'one item' } as unknown as { other: string }, 1, 'en-US')).toBe('');
    expect(pluralText(undefined, 1, 'en-US')).toBe('');
  });

  it('picks the form and fills {n} and other values', () => {
    const message = { one: '{n} item for {who}', other: '{n} items for {who}' };
    expect(pluralText(message, 1, 'en-US', { who: 'you' })).toBe('1 item for you');
    expect(pluralText(message, 0, 'en-US', { who: 'you' })).toBe('0 items for you');
    expect(pluralText(message, 1.5, 'en-US', { who: 'you' })).toBe('1.5 items for you');
  });

  it('{n} is always the count, even if values try to override it', () => {
    expect(pluralText({ other: '{n}' }, 2, 'en-US', { n: 'x' })).toBe('2');
  });
});

describe('fillTemplate', () => {
  it('replaces known keys and leaves unknown ones', () => {
    expect(fillTemplate('{a} and {b}', { a: '1' })).toBe('1 and {b}');
    expect(fillTemplate('{a}{a}', { a: 'x' })).toBe('xx');
  });

  it('does not expand keys inside inserted values or read inherited properties', () => {
    expect(fillTemplate('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});

describe('splitInstallments', () => {
  it('splits exactly, the first payments carrying the remainder', () => {
    expect(splitInstallments(usd(10000), 4).map((m) => m.amount)).toEqual([2500, 2500, 2500, 2500]);
    expect(splitInstallments(usd(10000), 3).map((m) => m.amount)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(usd(10), 4).map((m) => m.amount)).toEqual([3, 3, 2, 2]);
    expect(splitInstallments(usd(-10), 4).map((m) => m.amount)).toEqual([-3, -3, -2, -2]);
    expect(splitInstallments(usd(1), 1).map((m) => m.amount)).toEqual([1]);
    const zero = splitInstallments(usd(0), 2);
    expect(zero.every((m) => Object.is(m.amount, 0))).toBe(true);
  });

  it('keeps the currency', () => {
    expect(splitInstallments(createMoney(1001, 'JPY'), 2)).toEqual([
      { amount: 501, currency: 'JPY' },
      { amount: 500, currency: 'JPY' },
    ]);
  });

  it('throws for a non-Money total or a count that is not a positive integer', () => {
    expect(() => splitInstallments({ amount: 1.5, currency: 'USD' }, 2)).toThrow(TypeError);
    for (const count of [0, -1, 1.5, Number.NaN, Infinity]) expect(() => splitInstallments(usd(100), count)).toThrow(RangeError);
  });

  it('property: payments sum to the total and differ by at most one minor unit, largest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 48 }), (amount, count) => {
        const parts = splitInstallments(usd(amount), count).map((m) => m.amount);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        const mags = parts.map(Math.abs);
        expect(Math.max(...mags) - Math.min(...mags)).toBeLessThanOrEqual(1);
        expect(mags).toEqual([...mags].sort((a, b) => b - a));
        expect(mags[0]).toBe(Math.ceil(Math.abs(amount) / count));
      }),
    );
  });
});

describe('installmentOffer (SPEC.md §9 Installment text)', () => {
  const terms: InstallmentTerms = { count: 4, min: usd(3500), max: usd(100000) };

  it('applies within the minimum and maximum order amounts and names the payment', () => {
    expect(installmentOffer(terms, usd(5000))).toEqual({
      applies: true,
      payment: { amount: 1250, currency: 'USD' },
      text: 'Pay in 4 interest-free payments of $12.50',
    });
  });

  it('includes both bounds', () => {
    expect(installmentOffer(terms, usd(3500)).applies).toBe(true);
    expect(installmentOffer(terms, usd(100000)).applies).toBe(true);
    expect(installmentOffer(terms, usd(100000)).text).toBe('Pay in 4 interest-free payments of $250.00');
  });

  it('shows the first, rounded-up payment when the total does not divide evenly', () => {
    const offer = installmentOffer({ ...terms, count: 3 }, usd(10000));
    expect(offer.payment).toEqual({ amount: 3334, currency: 'USD' });
    expect(offer.text).toBe('Pay in 3 interest-free payments of $33.34');
  });

  it('gives the range text outside the bounds or with no usable total', () => {
    const range = 'Pay in 4 interest-free payments on orders from $35.00 to $1,000.00';
    for (const total of [usd(3499), usd(100001), usd(0), usd(-5000), createMoney(5000, 'EUR'), null, undefined, { amount: 1.5, currency: 'USD' }]) {
      expect(installmentOffer(terms, total as Money), JSON.stringify(total)).toEqual({ applies: false, payment: null, text: range });
    }
  });

  it('never applies to a zero total, even with a zero minimum', () => {
    const offer = installmentOffer({ count: 2, min: usd(0), max: usd(100) }, usd(0));
    expect(offer.applies).toBe(false);
    expect(offer.text).toBe('Pay in 2 interest-free payments on orders from $0.00 to $1.00');
  });

  it('passes format options and texts through', () => {
    expect(installmentOffer(terms, usd(5000), { format: { currencyDisplay: 'code' } }).text).toBe(
      'Pay in 4 interest-free payments of USD\u00a012.50',
    );
    const texts: MoneyTexts = { ...MONEY_TEXTS, installments: { other: '{n} x {payment}' } };
    expect(installmentOffer(terms, usd(4000), { texts }).text).toBe('4 x $10.00');
    const jpy = installmentOffer({ count: 2, min: createMoney(1000, 'JPY'), max: createMoney(100000, 'JPY') }, createMoney(3001, 'JPY'));
    expect(jpy.text).toBe('Pay in 2 interest-free payments of ¥1,501');
  });

  it('gives no offer and no text for invalid terms', () => {
    const none = { applies: false, payment: null, text: '' };
    const bad: unknown[] = [
      null, undefined, {},
      { ...terms, count: 1 }, { ...terms, count: 0 }, { ...terms, count: 2.5 }, { ...terms, count: '4' },
      { ...terms, min: usd(200000) }, { ...terms, min: usd(-1) }, { ...terms, min: createMoney(3500, 'EUR') },
      { ...terms, max: null }, { ...terms, min: { amount: 1.5, currency: 'USD' } },
    ];
    for (const value of bad) expect(installmentOffer(value as InstallmentTerms, usd(5000)), JSON.stringify(value)).toEqual(none);
  });

  it('property: applies exactly for a positive same-currency total within [min, max]', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: -1e3, max: 2e9 }),
        fc.integer({ min: 2, max: 24 }),
        (code, a, b, total, count) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const offer = installmentOffer({ count, min: createMoney(lo, code), max: createMoney(hi, code) }, createMoney(total, code));
          const expected = total > 0 && total >= lo && total <= hi;
          expect(offer.applies).toBe(expected);
          if (offer.applies && offer.payment) {
            // The shown payment covers the total and is the smallest that does.
            expect(offer.payment.amount * count).toBeGreaterThanOrEqual(total);
            expect((offer.payment.amount - 1) * count).toBeLessThan(total);
            expect(offer.text).toBe(`Pay in ${count} interest-free payments of ${formatMoney(offer.payment)}`);
          } else {
            expect(offer.payment).toBeNull();
            expect(offer.text).toContain(formatMoney(createMoney(hi, code)));
          }
        },
      ),
    );
  });
});
