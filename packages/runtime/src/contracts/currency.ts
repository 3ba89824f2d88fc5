/**
 * The supported currencies (SPEC.md §3 "Money").
 *
 * SPEC.md §3 says "Currency table of 26" but then lists 27 codes (EUR ... ZAR). We support
 * all 27 listed codes: dropping one would make valid store data unformattable, and the
 * count is the likelier typo.
 *
 * The data is split in two so a bundle that only formats money (money.ts needs the code
 * list and the fraction digits) does not carry the names and numeric codes: those live in
 * `DETAILS`, which only `getCurrency` / `listCurrencies` reach.
 */

/** Every supported ISO 4217 code, in the order SPEC.md §3 lists them. */
export const CURRENCY_CODES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** SPEC.md §3 Shopping cart: "Default currency USD"; §9: "default USD 2 decimals". */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export interface Currency {
  code: CurrencyCode;
  /** English name. */
  name: string;
  /** Digits after the decimal point; one minor unit is 10^-fractionDigits of the major unit. */
  fractionDigits: number;
  /**
   * ISO 4217 numeric code as a 3-digit string: AUD '036' and ARS '032' have leading zeros
   * that a number would lose.
   */
  numericCode: string;
}

// [name, ISO 4217 numeric code]. Kept apart from CURRENCY_CODES for tree-shaking (see top).
const DETAILS: Record<CurrencyCode, readonly [name: string, numericCode: string]> = {
  EUR: ['Euro', '978'],
  USD: ['US Dollar', '840'],
  AUD: ['Australian Dollar', '036'],
  NOK: ['Norwegian Krone', '578'],
  CAD: ['Canadian Dollar', '124'],
  NZD: ['New Zealand Dollar', '554'],
  DKK: ['Danish Krone', '208'],
  GBP: ['Pound Sterling', '826'],
  HKD: ['Hong Kong Dollar', '344'],
  CHF: ['Swiss Franc', '756'],
  MXN: ['Mexican Peso', '484'],
  SGD: ['Singapore Dollar', '702'],
  SEK: ['Swedish Krona', '752'],
  CZK: ['Czech Koruna', '203'],
  ILS: ['Israeli New Shekel', '376'],
  PHP: ['Philippine Peso', '608'],
  RUB: ['Russian Ruble', '643'],
  PLN: ['Polish Zloty', '985'],
  THB: ['Thai Baht', '764'],
  MYR: ['Malaysian Ringgit', '458'],
  ARS: ['Argentine Peso', '032'],
  BRL: ['Brazilian Real', '986'],
  COP: ['Colombian Peso', '170'],
  IDR: ['Indonesian Rupiah', '360'],
  INR: ['Indian Rupee', '356'],
  JPY: ['Japanese Yen', '392'],
  ZAR: ['South African Rand', '710'],
};

/** True only for an exact upper-case supported code: the canonical form a Money holds. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && (CURRENCY_CODES as readonly string[]).includes(code);
}

/** The canonical code for `code` in any letter case, or null when it is not supported. */
export function normalizeCurrencyCode(code: unknown): CurrencyCode | null {
  // ASCII letters only: toUpperCase() maps 'ſ' (long s) to 'S' and 'ı' to 'I'.
  if (typeof code !== 'string' || !/^[a-z]{3}$/i.test(code)) return null;
  const upper = code.toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}

/**
 * Fraction digits: "2 except JPY 0" (SPEC.md §3). Written as the rule rather than read from
 * a table so that money formatting stays small. ISO/CLDR data used by Intl.NumberFormat
 * differs (it defaults COP and IDR to 0), so callers pass these digits to Intl explicitly.
 */
export function currencyFractionDigits(code: CurrencyCode): number {
  return code === 'JPY' ? 0 : 2;
}

function toCurrency(code: CurrencyCode): Currency {
  const [name, numericCode] = DETAILS[code];
  return { code, name, fractionDigits: currencyFractionDigits(code), numericCode };
}

/** The currency for `code` (case-insensitive), or null when it is not supported. */
export function getCurrency(code: unknown): Currency | null {
  const canonical = normalizeCurrencyCode(code);
  return canonical === null ? null : toCurrency(canonical);
}

/** Every supported currency, in SPEC.md §3 order. */
export function listCurrencies(): Currency[] {
  return CURRENCY_CODES.map(toCurrency);
}
