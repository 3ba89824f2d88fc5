/**
 * Price texts for subscriptions and installment offers (SPEC.md §3 "Subscription plan", §9
 * "Subscription text" and "Installment text").
 *
 * SPEC.md names what the texts say but not their words, so the English wording is chosen
 * here and kept in one table, MONEY_TEXTS. A site translates by passing its own table (with
 * the plural forms its locale needs, chosen by Intl.PluralRules).
 *
 * Text functions show nothing ('') for bad data instead of throwing, as SPEC.md §5 asks of
 * plural messages: a wrong plan from the server must not break the price beside it.
 */
import { createMoney, formatMoney, isMoney } from './money';
import type { FormatMoneyOptions, Money } from './money';

/** SPEC.md §3: "billingPeriod (value, unit week, month or year)". */
export const BILLING_UNITS = ['week', 'month', 'year'] as const;
export type BillingUnit = (typeof BILLING_UNITS)[number];

export interface BillingPeriod {
  /** How many units between renewals; a positive integer. */
  value: number;
  unit: BillingUnit;
}

export interface SubscriptionPlan {
  billingPeriod: BillingPeriod;
  /** Number of payments; SPEC.md §3: "0 or missing = indefinite". */
  numBillingCycles?: number | null;
}

/** Plural forms keyed by Intl.PluralRules category; SPEC.md §5: "Plural messages need 'other'". */
export type PluralMessage = { readonly other: string } & {
  readonly [category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

export interface MoneyTexts {
  /** Locale for Intl.PluralRules and for the digits of {n}. Money itself is always en-US. */
  readonly locale: string;
  /** The renewal period; {n} is billingPeriod.value. */
  readonly every: Readonly<Record<BillingUnit, PluralMessage>>;
  /** Suffix for a fixed number of payments; {n} is numBillingCycles. */
  readonly payments: PluralMessage;
  /** A price with its period: {price}, {period} (the period text, with any suffix). */
  readonly subscriptionPrice: string;
  /** An order the installment offer applies to: {n} payments, {payment} each. */
  readonly installments: PluralMessage;
  /** Any other order: {n} payments, for orders from {min} to {max}. */
  readonly installmentsRange: PluralMessage;
}

/**
 * The English texts. 'one' in English matches exactly 1, so 'every week' (not 'every 1
 * week'); other locales' 'one' can match 21 or 31, so their forms should include {n}.
 */
export const MONEY_TEXTS: MoneyTexts = {
  locale: 'en-US',
  every: {
    week: { one: 'every week', other: 'every {n} weeks' },
    month: { one: 'every month', other: 'every {n} months' },
    year: { one: 'every year', other: 'every {n} years' },
  },
  payments: { one: ', {n} payment', other: ', {n} payments' },
  subscriptionPrice: '{price} {period}',
  installments: {
    one: 'Pay in {n} interest-free payment of {payment}',
    other: 'Pay in {n} interest-free payments of {payment}',
  },
  installmentsRange: {
    one: 'Pay in {n} interest-free payment on orders from {min} to {max}',
    other: 'Pay in {n} interest-free payments on orders from {min} to {max}',
  },
};

// Both Intl objects are slow to construct; texts render once per product on a grid.
const pluralRules = /* @__PURE__ */ new Map<string, Intl.PluralRules>();
const numberFormats = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, create: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = create();
    cache.set(locale, value);
  }
  return value;
}

/** `template` with each {key} replaced by values[key]; unknown keys stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  // A replacer, so inserted values are never scanned again for {keys}.
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] as string) : whole,
  );
}

/**
 * The plural form of `message` for `n` (by Intl.PluralRules of `locale`), filled with {n}
 * and `values`. SPEC.md §5: "plural shows nothing unless n is a number and 'other' exists".
 */
export function pluralText(
  message: PluralMessage | undefined,
  n: unknown,
  locale: string,
  values: Readonly<Record<string, string>> = {},
): string {
  if (typeof n !== 'number' || Number.isNaN(n) || typeof message?.other !== 'string') return '';
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
  const form = (category === 'other' ? undefined : message[category]) ?? message.other;
  const digits = cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n);
  return fillTemplate(form, { ...values, n: digits });
}

function isCount(n: unknown): n is number {
  return Number.isSafeInteger(n) && (n as number) > 0;
}

function unitOf(plan: unknown): { value: number; unit: BillingUnit } | null {
  if (typeof plan !== 'object' || plan === null) return null;
  const period = (plan as { billingPeriod?: unknown }).billingPeriod;
  if (typeof period !== 'object' || period === null) return null;
  const { value, unit } = period as Record<string, unknown>;
  // Case-insensitive: server enums are often upper case ('MONTH').
  const lower = typeof unit === 'string' ? unit.toLowerCase() : '';
  const known = BILLING_UNITS.find((u) => u === lower);
  return known !== undefined && isCount(value) ? { value, unit: known } : null;
}

/**
 * The renewal text of a plan: 'every week', 'every 2 months', 'every year, 6 payments'.
 * numBillingCycles that is not a positive integer (0, missing, null, negative, fractional)
 * means indefinite (SPEC.md §3), so no suffix. '' when the billing period is invalid.
 */
export function subscriptionText(plan: SubscriptionPlan, texts: MoneyTexts = MONEY_TEXTS): string {
  const period = unitOf(plan);
  if (period === null) return '';
  const every = pluralText(texts.every[period.unit], period.value, texts.locale);
  const cycles = plan.numBillingCycles;
  return isCount(cycles) ? every + pluralText(texts.payments, cycles, texts.locale) : every;
}

export interface MoneyTextOptions {
  texts?: MoneyTexts;
  /** Passed to formatMoney for every amount in the text. */
  format?: FormatMoneyOptions;
}

/**
 * A subscription price: '$10.00 every month', '$5.00 every 2 weeks, 6 payments'. '' when
 * `price` is not a Money or the plan is invalid. Format option errors still throw
 * (formatMoney), since they are the caller's mistake, not the data's.
 */
export function subscriptionPriceText(
  price: Money,
  plan: SubscriptionPlan,
  { texts = MONEY_TEXTS, format }: MoneyTextOptions = {},
): string {
  const period = subscriptionText(plan, texts);
  if (period === '' || !isMoney(price)) return '';
  return fillTemplate(texts.subscriptionPrice, { price: formatMoney(price, format), period });
}

/**
 * `total` split into `count` payments that sum exactly to it; the first `|total| % count`
 * payments carry one extra minor unit. Throws a TypeError for a non-Money and a RangeError
 * for a count that is not a positive integer.
 */
export function splitInstallments(total: Money, count: number): Money[] {
  if (!isMoney(total)) throw new TypeError('Installments need a Money total.');
  if (!isCount(count)) throw new RangeError('Installment count must be a positive integer.');
  const abs = Math.abs(total.amount);
  const base = Math.floor(abs / count);
  const extra = abs % count;
  const sign = total.amount < 0 ? -1 : 1;
  return Array.from({ length: count }, (_, i) => createMoney(sign * (base + (i < extra ? 1 : 0)), total.currency));
}

export interface InstallmentTerms {
  /** Number of payments; at least 2. */
  count: number;
  /** Smallest order total the offer applies to (inclusive). */
  min: Money;
  /** Largest order total the offer applies to (inclusive). */
  max: Money;
}

export interface InstallmentOffer {
  /** True when the order total is in the same currency and within [min, max], and above 0. */
  applies: boolean;
  /** The largest single payment (the first), or null when the offer does not apply. */
  payment: Money | null;
  /** 'Pay in 4 interest-free payments of $12.50' when it applies, else the range text; '' for invalid terms. */
  text: string;
}

const NO_OFFER: InstallmentOffer = { applies: false, payment: null, text: '' };

/**
 * Whether an interest-free installment offer applies to an order, and its text (SPEC.md §9:
 * "interest-free payments with minimum and maximum order amounts"). Both bounds are
 * inclusive. The payment shown is the first, largest one (the total divided by the count,
 * rounded up to a minor unit), so the shown payments never add up to less than the total.
 * Invalid terms (count below 2, non-Money bounds, mixed currencies, min above max or below
 * 0) give no offer and no text. An order total that is not a Money, or is in another
 * currency, gets the range text.
 */
export function installmentOffer(
  terms: InstallmentTerms,
  orderTotal: Money | null | undefined,
  { texts = MONEY_TEXTS, format }: MoneyTextOptions = {},
): InstallmentOffer {
  if (typeof terms !== 'object' || terms === null) return NO_OFFER;
  const { count, min, max } = terms;
  if (!isCount(count) || count < 2 || !isMoney(min) || !isMoney(max)) return NO_OFFER;
  if (min.currency !== max.currency || min.amount < 0 || min.amount > max.amount) return NO_OFFER;

  const applies =
    isMoney(orderTotal) &&
    orderTotal.currency === min.currency &&
    orderTotal.amount > 0 &&
    orderTotal.amount >= min.amount &&
    orderTotal.amount <= max.amount;
  if (applies) {
    const payment = splitInstallments(orderTotal, count)[0] as Money;
    const text = pluralText(texts.installments, count, texts.locale, { payment: formatMoney(payment, format) });
    return { applies, payment, text };
  }
  const range = { min: formatMoney(min, format), max: formatMoney(max, format) };
  return { applies, payment: null, text: pluralText(texts.installmentsRange, count, texts.locale, range) };
}
