/**
 * Money values, display and parsing (SPEC.md §3 "Money", §9 "Money").
 *
 * Amounts are integer minor units (cents) so arithmetic never meets floating point.
 * Display always uses a comma thousands separator and a decimal point (SPEC.md §9), so it is
 * built on Intl.NumberFormat with the fixed 'en-US' locale, not the visitor's locale.
 * Where Intl does not match SPEC.md we step in, each place marked "Intl differs".
 */
import { currencyFractionDigits, DEFAULT_CURRENCY, isCurrencyCode, normalizeCurrencyCode } from './currency';
import type { CurrencyCode } from './currency';

/** A monetary amount. */
export interface Money {
  /** Integer minor units (e.g. cents); a safe integer. */
  amount: number;
  /** ISO 4217 currency code, upper case, one of CURRENCY_CODES. */
  currency: string;
}

/**
 * SPEC.md §9: "up to 15 integer places". Display and parsing refuse more. With 2 fraction
 * digits a safe-integer amount (< 2^53 cents, about 90 trillion) never reaches 15 places,
 * so in practice the limit bites only for JPY (amounts of 10^15 yen and above).
 */
export const MAX_INTEGER_DIGITS = 15;

/** The most fraction digits any supported currency has (SPEC.md §3: 2 except JPY 0). */
export const MAX_FRACTION_DIGITS = 2;

/** SPEC.md §8 console-level error, thrown (as a TypeError) when formatting a non-Money. */
export const MONEY_FORMAT_ERROR = 'Format expects a Money instance.';

/** SPEC.md §5: "Money display showing free at zero needs a free label." */
export const FREE_LABEL_ERROR = 'Money display showing free at zero needs a free label.';

/** Thrown (as a RangeError) when an amount has more than MAX_INTEGER_DIGITS integer places. */
export const INTEGER_DIGITS_ERROR = `Money amount has more than ${MAX_INTEGER_DIGITS} integer places.`;

function make(amount: number, currency: CurrencyCode): Money {
  // `|| 0` turns -0 into 0 so no display ever shows "-$0.00".
  return Object.freeze({ amount: amount || 0, currency });
}

/**
 * A Money of `amount` minor units in `currency` (any letter case; default USD, SPEC.md §3).
 * Throws a RangeError for an amount that is not a safe integer or an unsupported currency:
 * a Money that exists is always valid.
 */
export function createMoney(amount: number, currency: string = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amount must be a safe integer of minor units, got ${String(amount)}.`);
  }
  const code = normalizeCurrencyCode(currency);
  if (code === null) throw new RangeError(`Unsupported currency code: ${String(currency)}.`);
  return make(amount, code);
}

/** True for any object holding a safe-integer `amount` and an upper-case supported `currency`. */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, currency } = value as Record<string, unknown>;
  return Number.isSafeInteger(amount) && isCurrencyCode(currency);
}

/**
 * The exact decimal text of a Money in major units, e.g. '-1234.50' (USD) or '1234' (JPY).
 * No grouping, no symbol: for form values, analytics and as exact input to Intl.
 */
export function toDecimalString(money: Money): string {
  if (!isMoney(money)) throw new TypeError(MONEY_FORMAT_ERROR);
  const digits = currencyFractionDigits(money.currency as CurrencyCode);
  const abs = String(Math.abs(money.amount)).padStart(digits + 1, '0');
  const split = abs.length - digits;
  const sign = money.amount < 0 ? '-' : '';
  return digits === 0 ? sign + abs : `${sign}${abs.slice(0, split)}.${abs.slice(split)}`;
}

export interface FormatMoneyOptions {
  /**
   * How the currency shows (Intl's currencyDisplay, 'en-US' forms): 'symbol' '$1.00',
   * 'A$1.00', 'SEK 1.00' (default); 'narrowSymbol' '$1.00' for every dollar; 'code'
   * 'USD 1.00'; 'none' '1.00'. Code and symbol-less forms separate with U+00A0, as Intl does.
   */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'none';
  /**
   * Drop an all-zero fraction ('$12' instead of '$12.00'); a non-zero fraction always shows.
   * SPEC.md §9: "trimmed cents optional (zero fractions not trimmed by default)".
   */
  trimZeroCents?: boolean;
  /** Show `freeLabel` instead of a zero amount. Requires `freeLabel` (SPEC.md §5). */
  showFreeAtZero?: boolean;
  /** The text shown for zero when `showFreeAtZero` is on, e.g. 'Free'. Ignored otherwise. */
  freeLabel?: string;
}

// Intl.NumberFormat is slow to construct and formatting runs per price on a product grid.
const formatters = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();

function formatter(
  currency: string,
  display: NonNullable<FormatMoneyOptions['currencyDisplay']>,
  digits: number,
): Intl.NumberFormat {
  const key = `${currency} ${display} ${digits}`;
  let nf = formatters.get(key);
  if (nf === undefined) {
    nf = new Intl.NumberFormat('en-US', {
      ...(display === 'none' ? {} : { style: 'currency', currency, currencyDisplay: display }),
      // Intl differs: its own fraction digits for COP and IDR are 0; SPEC.md §3 says 2.
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, nf);
  }
  return nf;
}

/**
 * The display text of a Money, e.g. '$1,234.50', '-¥1,200', 'Free' (SPEC.md §3, §9).
 *
 * Throws a TypeError 'Format expects a Money instance.' (SPEC.md §8) for a non-Money, a
 * TypeError FREE_LABEL_ERROR when `showFreeAtZero` has no non-blank `freeLabel` (whatever
 * the amount, so the mistake shows on the first render), and a RangeError
 * INTEGER_DIGITS_ERROR past 15 integer places (SPEC.md §9): refusing is clearer than a
 * clamped, wrong price.
 */
export function formatMoney(money: Money, options: FormatMoneyOptions = {}): string {
  if (!isMoney(money)) throw new TypeError(MONEY_FORMAT_ERROR);
  const { currencyDisplay = 'symbol', trimZeroCents = false, showFreeAtZero = false, freeLabel } = options;
  if (showFreeAtZero && (typeof freeLabel !== 'string' || freeLabel.trim() === '')) {
    throw new TypeError(FREE_LABEL_ERROR);
  }
  if (showFreeAtZero && money.amount === 0) return freeLabel as string;

  let decimal = toDecimalString(money);
  const point = decimal.indexOf('.');
  const integerPlaces = (point < 0 ? decimal.length : point) - (money.amount < 0 ? 1 : 0);
  if (integerPlaces > MAX_INTEGER_DIGITS) throw new RangeError(INTEGER_DIGITS_ERROR);

  let digits = point < 0 ? 0 : decimal.length - point - 1;
  if (trimZeroCents && digits > 0 && money.amount % 10 ** digits === 0) {
    decimal = decimal.slice(0, point);
    digits = 0;
  }
  // Intl formats a decimal string exactly (Intl.NumberFormat v3). Intl differs on older
  // engines, which convert it to a double: still exact up to about 15 significant digits.
  return formatter(money.currency, currencyDisplay, digits).format(decimal as `${number}`);
}

/**
 * Parse a typed amount in major units into a Money, or null when the text is not one.
 * Never throws; linear time (one pass, no regular expression) so hostile input is cheap.
 *
 * Accepted: surrounding whitespace; an optional leading '-'; digits either ungrouped
 * ('1234') or grouped by commas in threes ('1,234,567'); an optional '.' and fraction
 * ('.5', '12.', '0.50'). A fraction longer than the currency's digits is accepted only when
 * the extra digits are zeros ('1.500' USD, '100.00' JPY): the value stays exact, never
 * rounded. Refused: symbols and codes (strip them first), '+', exponents, other separators,
 * more than 15 integer places (SPEC.md §9), amounts past the safe-integer range.
 */
export function parseMoneyAmount(text: string, currency: string = DEFAULT_CURRENCY): Money | null {
  if (typeof text !== 'string') return null;
  const code = normalizeCurrencyCode(currency);
  if (code === null) return null;
  const digits = currencyFractionDigits(code);
  const s = text.trim();
  const end = s.length;
  let i = 0;
  const negative = s.charCodeAt(0) === 45; /* - */
  if (negative) i = 1;

  let integer = ''; // significant integer digits (leading zeros skipped), at most 15
  let intDigits = 0;
  let leadGroup = 0; // digits before the first comma
  let group = -1; // digits since the last comma; -1 until a comma is seen
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      intDigits++;
      if (group < 0) leadGroup++;
      else group++; // checked at the next comma or the end of the digits
      if (integer !== '' || c !== 48) {
        integer += s[i];
        if (integer.length > MAX_INTEGER_DIGITS) return null;
      }
    } else if (c === 44 /* , */) {
      if (group < 0 ? leadGroup === 0 || leadGroup > 3 : group !== 3) return null;
      group = 0;
    } else break;
  }
  if (group >= 0 && group !== 3) return null;

  let fraction = '';
  let fracDigits = 0;
  if (i < end && s.charCodeAt(i) === 46 /* . */) {
    for (i++; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) return null;
      fracDigits++;
      if (fraction.length < digits) fraction += s[i];
      else if (c !== 48) return null;
    }
  }
  if (i !== end || intDigits + fracDigits === 0) return null;

  const value = Number(integer + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return make(negative ? -value : value, code);
}
