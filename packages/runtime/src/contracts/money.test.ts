import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CURRENCY_CODES, currencyFractionDigits } from './currency';
import type { CurrencyCode } from './currency';
import {
  FREE_LABEL_ERROR,
  INTEGER_DIGITS_ERROR,
  MAX_FRACTION_DIGITS,
  MAX_INTEGER_DIGITS,
  MONEY_FORMAT_ERROR,
  createMoney,
  formatMoney,
  isMoney,
  parseMoneyAmount,
  toDecimalString,
} from './money';
import type { Money } from './money';

const NBSP = '\u00a0';
const usd = (amount: number): Money => createMoney(amount, 'USD');

/** Largest |amount| whose display stays within 15 integer places and the safe-integer range. */
function maxAmount(code: CurrencyCode): number {
  return Math.min(Number.MAX_SAFE_INTEGER, 10 ** (MAX_INTEGER_DIGITS + currencyFractionDigits(code)) - 1);
}

/** Any currency with any amount that can be displayed. */
const displayableMoney = fc
  .constantFrom(...CURRENCY_CODES)
  .chain((code) =>
    fc
      .oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -maxAmount(code), max: maxAmount(code) }))
      .map((amount) => createMoney(amount, code)),
  );

describe('constants', () => {
  it('quote SPEC.md exactly', () => {
    expect(MONEY_FORMAT_ERROR).toBe('Format expects a Money instance.'); // §8
    expect(FREE_LABEL_ERROR).toBe('Money display showing free at zero needs a free label.'); // §5
    expect(MAX_INTEGER_DIGITS).toBe(15); // §9 "up to 15 integer places"
    expect(MAX_FRACTION_DIGITS).toBe(2); // §3 "2 except JPY 0"
    expect(INTEGER_DIGITS_ERROR).toBe('Money amount has more than 15 integer places.');
  });
});

describe('createMoney', () => {
  it('defaults to USD (SPEC.md §3)', () => {
    expect(createMoney(500)).toEqual({ amount: 500, currency: 'USD' });
  });

  it('normalises the currency code to upper case', () => {
    expect(createMoney(1, 'eur')).toEqual({ amount: 1, currency: 'EUR' });
    expect(createMoney(1, 'jPy').currency).toBe('JPY');
  });

  it('returns a frozen value', () => {
    const m = createMoney(100, 'GBP');
    expect(Object.isFrozen(m)).toBe(true);
    expect(() => {
      (m as { amount: number }).amount = 5;
    }).toThrow(TypeError);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(createMoney(-0).amount, 0)).toBe(true);
  });

  it('accepts the extremes of the safe-integer range and negatives', () => {
    expect(createMoney(Number.MAX_SAFE_INTEGER).amount).toBe(Number.MAX_SAFE_INTEGER);
    expect(createMoney(-Number.MAX_SAFE_INTEGER).amount).toBe(-Number.MAX_SAFE_INTEGER);
    expect(createMoney(-250, 'SEK')).toEqual({ amount: -250, currency: 'SEK' });
  });

  it('throws a RangeError for amounts that are not safe integers of minor units', () => {
    for (const bad of [1.5, 0.1, Number.NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), '5', null, undefined, 5n]) {
      expect(() => createMoney(bad as number), String(bad)).toThrow(RangeError);
    }
  });

  it('throws a RangeError naming an unsupported currency', () => {
    expect(() => createMoney(1, 'XYZ')).toThrow(new RangeError('Unsupported currency code: XYZ.'));
    expect(() => createMoney(1, '')).toThrow(RangeError);
    expect(() => createMoney(1, 42 as unknown as string)).toThrow(RangeError);
  });
});

describe('isMoney', () => {
  it('accepts created values and plain objects of the right shape', () => {
    expect(isMoney(createMoney(1))).toBe(true);
    expect(isMoney({ amount: -7, currency: 'JPY' })).toBe(true);
    expect(isMoney({ amount: 0, currency: 'ZAR', extra: true })).toBe(true);
  });

  it('rejects everything else', () => {
    const bad: unknown[] = [
      null, undefined, 0, 'USD 1.00', [], [1, 'USD'], {},
      { amount: 1 }, { currency: 'USD' },
      { amount: 1.5, currency: 'USD' }, { amount: '1', currency: 'USD' }, { amount: 2 ** 53, currency: 'USD' },
      { amount: Number.NaN, currency: 'USD' }, { amount: 1, currency: 'usd' }, { amount: 1, currency: 'XYZ' },
      { amount: 1n, currency: 'USD' },
    ];
    for (const value of bad) expect(isMoney(value), JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))).toBe(false);
  });
});

describe('toDecimalString', () => {
  it('writes exact major units with the currency fraction digits', () => {
    expect(toDecimalString(usd(0))).toBe('0.00');
    expect(toDecimalString(usd(5))).toBe('0.05');
    expect(toDecimalString(usd(-5))).toBe('-0.05');
    expect(toDecimalString(usd(123456))).toBe('1234.56');
    expect(toDecimalString(usd(Number.MAX_SAFE_INTEGER))).toBe('90071992547409.91');
    expect(toDecimalString(createMoney(1200, 'JPY'))).toBe('1200');
    expect(toDecimalString(createMoney(-1, 'JPY'))).toBe('-1');
    expect(toDecimalString({ amount: -0, currency: 'USD' })).toBe('0.00');
  });

  it('throws the SPEC.md §8 error for a non-Money', () => {
    expect(() => toDecimalString({ amount: 1.5, currency: 'USD' })).toThrow(new TypeError(MONEY_FORMAT_ERROR));
  });
});

describe('formatMoney (SPEC.md §3, §9)', () => {
  it('uses a comma thousands separator and a decimal point', () => {
    expect(formatMoney(usd(123456789))).toBe('$1,234,567.89');
    expect(formatMoney(usd(100000))).toBe('$1,000.00');
    expect(formatMoney(usd(99999))).toBe('$999.99');
  });

  it('shows USD with 2 decimals by default and does not trim zero cents by default', () => {
    expect(formatMoney(usd(0))).toBe('$0.00');
    expect(formatMoney(usd(1200))).toBe('$12.00');
    expect(formatMoney(usd(5))).toBe('$0.05');
  });

  it('trims an all-zero fraction only when asked, never a non-zero one', () => {
    expect(formatMoney(usd(1200), { trimZeroCents: true })).toBe('$12');
    expect(formatMoney(usd(0), { trimZeroCents: true })).toBe('$0');
    expect(formatMoney(usd(1250), { trimZeroCents: true })).toBe('$12.50');
    expect(formatMoney(usd(1201), { trimZeroCents: true })).toBe('$12.01');
    expect(formatMoney(usd(-100000), { trimZeroCents: true })).toBe('-$1,000');
    expect(formatMoney(createMoney(1200, 'JPY'), { trimZeroCents: true })).toBe('¥1,200');
  });

  it('shows negative amounts with a leading minus', () => {
    expect(formatMoney(usd(-123456))).toBe('-$1,234.56');
    expect(formatMoney(usd(-1))).toBe('-$0.01');
    expect(formatMoney(createMoney(-1200, 'JPY'))).toBe('-¥1,200');
    expect(formatMoney(createMoney(-100, 'NOK'))).toBe(`-NOK${NBSP}1.00`);
  });

  it('never shows a negative zero', () => {
    expect(formatMoney({ amount: -0, currency: 'USD' })).toBe('$0.00');
    expect(formatMoney({ amount: -0, currency: 'USD' }, { currencyDisplay: 'none' })).toBe('0.00');
  });

  it('shows JPY without decimals (SPEC.md §3: JPY 0)', () => {
    expect(formatMoney(createMoney(1234567, 'JPY'))).toBe('¥1,234,567');
    expect(formatMoney(createMoney(0, 'JPY'))).toBe('¥0');
  });

  it('displays the currency as symbol (default), narrow symbol, code or nothing', () => {
    const m = usd(123450);
    expect(formatMoney(m)).toBe('$1,234.50');
    expect(formatMoney(m, { currencyDisplay: 'symbol' })).toBe('$1,234.50');
    expect(formatMoney(m, { currencyDisplay: 'code' })).toBe(`USD${NBSP}1,234.50`);
    expect(formatMoney(m, { currencyDisplay: 'none' })).toBe('1,234.50');
    const cad = createMoney(100, 'CAD');
    expect(formatMoney(cad)).toBe('CA$1.00');
    expect(formatMoney(cad, { currencyDisplay: 'narrowSymbol' })).toBe('$1.00');
    expect(formatMoney(createMoney(100, 'EUR'))).toBe('€1.00');
    expect(formatMoney(createMoney(100, 'GBP'))).toBe('£1.00');
    expect(formatMoney(createMoney(100, 'SEK'))).toBe(`SEK${NBSP}1.00`);
  });

  it('keeps 2 decimals for COP and IDR, where Intl alone would show 0', () => {
    expect(formatMoney(createMoney(123456, 'COP'), { currencyDisplay: 'code' })).toBe(`COP${NBSP}1,234.56`);
    expect(formatMoney(createMoney(123456, 'IDR'), { currencyDisplay: 'none' })).toBe('1,234.56');
  });

  it('formats a fixed sample in every currency with its fraction digits', () => {
    for (const code of CURRENCY_CODES) {
      const text = formatMoney(createMoney(123456789, code), { currencyDisplay: 'none' });
      expect(text, code).toBe(code === 'JPY' ? '123,456,789' : '1,234,567.89');
      expect(formatMoney(createMoney(123456789, code), { currencyDisplay: 'code' }), code).toBe(`${code}${NBSP}${text}`);
    }
  });

  it('is exact up to the largest safe amount (no floating point)', () => {
    expect(formatMoney(usd(Number.MAX_SAFE_INTEGER))).toBe('$90,071,992,547,409.91');
    expect(formatMoney(usd(-Number.MAX_SAFE_INTEGER))).toBe('-$90,071,992,547,409.91');
    expect(formatMoney(usd(1_000_000_000_000_01))).toBe('$1,000,000,000,000.01');
  });

  it('shows up to 15 integer places and throws a RangeError beyond (SPEC.md §9)', () => {
    expect(formatMoney(createMoney(999_999_999_999_999, 'JPY'))).toBe('¥999,999,999,999,999');
    expect(formatMoney(createMoney(-999_999_999_999_999, 'JPY'))).toBe('-¥999,999,999,999,999');
    expect(() => formatMoney(createMoney(1_000_000_000_000_000, 'JPY'))).toThrow(new RangeError(INTEGER_DIGITS_ERROR));
    expect(() => formatMoney(createMoney(-1_000_000_000_000_000, 'JPY'))).toThrow(RangeError);
    expect(() => formatMoney(createMoney(Number.MAX_SAFE_INTEGER, 'JPY'))).toThrow(RangeError);
  });

  it("throws 'Format expects a Money instance.' for anything not a Money (SPEC.md §8)", () => {
    const bad: unknown[] = [null, undefined, 12, '12.00', {}, { amount: 1.5, currency: 'USD' }, { amount: 1, currency: 'usd' }, { amount: 1, currency: 'XYZ' }];
    for (const value of bad) {
      expect(() => formatMoney(value as Money), String(value)).toThrow(new TypeError('Format expects a Money instance.'));
    }
  });

  describe('free at zero (SPEC.md §5 "Money display showing free at zero needs a free label")', () => {
    it('shows the free label for zero', () => {
      expect(formatMoney(usd(0), { showFreeAtZero: true, freeLabel: 'Free' })).toBe('Free');
      expect(formatMoney(createMoney(0, 'JPY'), { showFreeAtZero: true, freeLabel: 'Gratis' })).toBe('Gratis');
      expect(formatMoney({ amount: -0, currency: 'USD' }, { showFreeAtZero: true, freeLabel: 'Free' })).toBe('Free');
    });

    it('shows non-zero amounts as usual', () => {
      expect(formatMoney(usd(1), { showFreeAtZero: true, freeLabel: 'Free' })).toBe('$0.01');
      expect(formatMoney(usd(-1), { showFreeAtZero: true, freeLabel: 'Free' })).toBe('-$0.01');
    });

    it('throws when the label is missing or blank, whatever the amount', () => {
      for (const freeLabel of [undefined, '', '   ', 5 as unknown as string]) {
        for (const amount of [0, 100]) {
          expect(() => formatMoney(usd(amount), { showFreeAtZero: true, freeLabel }), `${String(freeLabel)} ${amount}`).toThrow(
            new TypeError(FREE_LABEL_ERROR),
          );
        }
      }
    });

    it('ignores a label when free display is off', () => {
      expect(formatMoney(usd(0), { freeLabel: 'Free' })).toBe('$0.00');
      expect(formatMoney(usd(0), { showFreeAtZero: false, freeLabel: 'Free' })).toBe('$0.00');
    });

    it('checks the value before the options', () => {
      expect(() => formatMoney(null as unknown as Money, { showFreeAtZero: true })).toThrow(MONEY_FORMAT_ERROR);
    });
  });

  describe('properties', () => {
    it('groups the integer part in threes with commas and keeps the currency fraction digits', () => {
      fc.assert(
        fc.property(displayableMoney, (m) => {
          const text = formatMoney(m, { currencyDisplay: 'none' });
          const digits = currencyFractionDigits(m.currency as CurrencyCode);
          const fraction = digits === 0 ? '' : `\\.\\d{${digits}}`;
          expect(text).toMatch(new RegExp(`^-?(0|[1-9]\\d{0,2}(,\\d{3})*)${fraction}$`));
          expect(text.replaceAll(',', '')).toBe(toDecimalString(m));
        }),
      );
    });

    it('round-trips: parsing the display gives back the same minor units, in every currency', () => {
      fc.assert(
        fc.property(displayableMoney, fc.boolean(), (m, trimZeroCents) => {
          const text = formatMoney(m, { currencyDisplay: 'none', trimZeroCents });
          expect(parseMoneyAmount(text, m.currency)).toEqual(m);
        }),
      );
    });

    it('symbol and code displays wrap the plain number; the sign leads', () => {
      fc.assert(
        fc.property(displayableMoney, fc.constantFrom('symbol', 'narrowSymbol', 'code'), (m, currencyDisplay) => {
          const plain = formatMoney(createMoney(Math.abs(m.amount), m.currency), { currencyDisplay: 'none' });
          const text = formatMoney(m, { currencyDisplay });
          expect(text.startsWith('-')).toBe(m.amount < 0);
          expect(text.endsWith(plain)).toBe(true);
          if (m.amount < 0) expect(text).toBe(`-${formatMoney(createMoney(-m.amount, m.currency), { currencyDisplay })}`);
        }),
      );
    });

    it('trimming removes exactly an all-zero fraction', () => {
      fc.assert(
        fc.property(displayableMoney, (m) => {
          const digits = currencyFractionDigits(m.currency as CurrencyCode);
          const full = formatMoney(m);
          const trimmed = formatMoney(m, { trimZeroCents: true });
          if (digits > 0 && m.amount % 10 ** digits === 0) expect(trimmed + '.' + '0'.repeat(digits)).toBe(full);
          else expect(trimmed).toBe(full);
        }),
      );
    });

    it('shows the free label exactly for zero', () => {
      fc.assert(
        fc.property(displayableMoney, (m) => {
          const text = formatMoney(m, { showFreeAtZero: true, freeLabel: 'Free' });
          expect(text === 'Free').toBe(m.amount === 0);
        }),
      );
    });

    it('matches a BigInt reference for any safe amount of a 2-digit currency', () => {
      fc.assert(
        fc.property(fc.maxSafeInteger(), (amount) => {
          const big = BigInt(amount);
          const abs = big < 0n ? -big : big;
          // Grouped by hand, independent of Intl.
          const plain = String(abs / 100n);
          let whole = '';
          for (let end = plain.length; end > 0; end -= 3) whole = plain.slice(Math.max(0, end - 3), end) + (whole ? ',' + whole : '');
          const cents = String(abs % 100n).padStart(2, '0');
          expect(formatMoney(usd(amount), { currencyDisplay: 'none' })).toBe(`${big < 0n ? '-' : ''}${whole}.${cents}`);
        }),
      );
    });
  });
});

describe('parseMoneyAmount', () => {
  const amountOf = (text: string, currency?: string): number | null => parseMoneyAmount(text, currency)?.amount ?? null;

  it('parses the SPEC-style display forms into exact minor units', () => {
    expect(parseMoneyAmount('1,234.50')).toEqual({ amount: 123450, currency: 'USD' });
    expect(amountOf('12')).toBe(1200);
    expect(amountOf('0.5')).toBe(50);
    expect(amountOf('1,234,567.89')).toBe(123456789);
    expect(amountOf('0.07')).toBe(7);
    expect(amountOf('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(amountOf('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999
  });

  it('accepts surrounding whitespace, a leading minus, a bare fraction and a trailing point', () => {
    expect(amountOf('  12.34\n')).toBe(1234);
    expect(amountOf(`${NBSP}5${NBSP}`)).toBe(500);
    expect(amountOf('-1.25')).toBe(-125);
    expect(amountOf('-1,000')).toBe(-100000);
    expect(amountOf('.5')).toBe(50);
    expect(amountOf('-.5')).toBe(-50);
    expect(amountOf('5.')).toBe(500);
  });

  it('gives 0, never -0, for a negative zero', () => {
    const zero = parseMoneyAmount('-0.00');
    expect(zero).not.toBeNull();
    expect(Object.is(zero?.amount, 0)).toBe(true);
  });

  it('accepts leading zeros', () => {
    expect(amountOf('007')).toBe(700);
    expect(amountOf('0,123')).toBe(12300);
    expect(amountOf('000000000000000000012.30')).toBe(1230);
  });

  it('accepts extra fraction digits only when they are zeros (exact, never rounded)', () => {
    expect(amountOf('1.500')).toBe(150);
    expect(amountOf('1.5000000')).toBe(150);
    expect(amountOf('1.505')).toBeNull();
    expect(amountOf('1.001')).toBeNull();
  });

  it('uses the currency fraction digits, case-insensitively', () => {
    expect(parseMoneyAmount('1,200', 'jpy')).toEqual({ amount: 1200, currency: 'JPY' });
    expect(amountOf('1200.00', 'JPY')).toBe(1200);
    expect(amountOf('12.5', 'JPY')).toBeNull();
    expect(amountOf('12.5', 'eur')).toBe(1250);
    expect(parseMoneyAmount('12.5', 'COP')?.amount).toBe(1250);
  });

  it('returns frozen, canonical Money', () => {
    const m = parseMoneyAmount('1', 'gbp');
    expect(isMoney(m)).toBe(true);
    expect(Object.isFrozen(m)).toBe(true);
  });

  it('returns null for anything that is not an amount', () => {
    const bad = [
      '', '   ', '-', '.', '-.', ',', '+1', '--1', '1-', '1e3', '1E3', '0x10', 'Infinity', 'NaN', 'abc', '12abc',
      '$5', '5$', 'USD 5', '5 USD', '1 234', '1_234', "1'234", '1.2.3', '1..2', '1,234.5.6',
      '12,34', '1,2345', ',123', '1,,234', '1,234,', '1234,567', '1,234,56', '1,23,456', '.,5', '1.2,3',
      '١٢', '１２', '1.5e2', '- 1', '(1)',
    ];
    for (const text of bad) expect(parseMoneyAmount(text), JSON.stringify(text)).toBeNull();
  });

  it('returns null, never throws, for an unsupported currency or a non-string', () => {
    expect(parseMoneyAmount('1', 'XYZ')).toBeNull();
    expect(parseMoneyAmount('1', '')).toBeNull();
    for (const value of [null, undefined, 12, {}, ['1']]) {
      expect(parseMoneyAmount(value as unknown as string)).toBeNull();
    }
  });

  it('refuses more than 15 integer places (SPEC.md §9) and unsafe amounts', () => {
    expect(amountOf('999999999999999', 'JPY')).toBe(999_999_999_999_999);
    expect(amountOf('999,999,999,999,999', 'JPY')).toBe(999_999_999_999_999);
    expect(amountOf('1000000000000000', 'JPY')).toBeNull();
    expect(amountOf('-1000000000000000', 'JPY')).toBeNull();
    expect(amountOf('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(amountOf('-90,071,992,547,409.91')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(amountOf('90071992547409.92')).toBeNull();
    expect(amountOf('999999999999999.99')).toBeNull();
  });

  it('handles 100 KB inputs (timing is measured by the bench, not asserted here)', () => {
    const size = 100_000;
    expect(parseMoneyAmount('1'.repeat(size))).toBeNull();
    expect(parseMoneyAmount('0'.repeat(size) + '1')?.amount).toBe(100);
    expect(parseMoneyAmount('1.' + '0'.repeat(size))?.amount).toBe(100);
    expect(parseMoneyAmount('0' + ',000'.repeat(size / 4))?.amount).toBe(0);
    expect(parseMoneyAmount('1,'.repeat(size / 2))).toBeNull();
    expect(parseMoneyAmount(' '.repeat(size) + '1' + ' '.repeat(size))?.amount).toBe(100);
    expect(parseMoneyAmount('-'.repeat(size))).toBeNull();
    expect(parseMoneyAmount('.'.repeat(size))).toBeNull();
    expect(parseMoneyAmount('1' + '0'.repeat(size) + 'x')).toBeNull();
  });

  describe('properties', () => {
    it('never throws and returns null or a valid Money for any text', () => {
      const text = fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: fc.constantFrom('0', '1', '9', ',', '.', '-', ' ', '+', 'e'), maxLength: 30 }),
      );
      fc.assert(
        fc.property(text, fc.constantFrom(...CURRENCY_CODES, 'xyz'), (s, code) => {
          const result = parseMoneyAmount(s, code);
          expect(result === null || isMoney(result)).toBe(true);
        }),
      );
    });

    it('agrees with an exact BigInt reference on ungrouped decimals', () => {
      const decimal = fc.record({
        negative: fc.boolean(),
        whole: fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9'), minLength: 1, maxLength: 18 }),
        fraction: fc.option(fc.string({ unit: fc.constantFrom('0', '3', '7'), maxLength: 4 }), { nil: undefined }),
        code: fc.constantFrom(...CURRENCY_CODES),
      });
      fc.assert(
        fc.property(decimal, ({ negative, whole, fraction, code }) => {
          const text = `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`;
          const digits = currencyFractionDigits(code);
          const frac = fraction ?? '';
          const wholeDigits = whole.replace(/^0+/, '');
          const fits =
            wholeDigits.length <= MAX_INTEGER_DIGITS && /^0*$/.test(frac.slice(digits));
          const minor = BigInt(whole + frac.slice(0, digits).padEnd(digits, '0'));
          const expected = fits && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) * (negative && minor > 0n ? -1 : 1) : null;
          expect(parseMoneyAmount(text, code)?.amount ?? null).toBe(expected);
        }),
      );
    });

    it('accepts commas exactly in groups of three', () => {
      fc.assert(
        fc.property(
          fc.array(fc.string({ unit: fc.constantFrom('1', '4', '8'), minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 }),
          (groups) => {
            const valid = groups.every((g, i) => (i === 0 ? g.length <= 3 : g.length === 3));
            const result = parseMoneyAmount(groups.join(','), 'JPY');
            expect(result?.amount ?? null).toBe(valid ? Number(groups.join('')) : null);
          },
        ),
      );
    });

    it('is idempotent through the display: parse(format(parse(s))) equals parse(s)', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom('0', '1', '7', ',', '.', '-'), maxLength: 20 }),
          fc.constantFrom(...CURRENCY_CODES),
          (s, code) => {
            const once = parseMoneyAmount(s, code);
            if (once === null) return;
            expect(parseMoneyAmount(formatMoney(once, { currencyDisplay: 'none' }), code)).toEqual(once);
          },
        ),
      );
    });
  });
});
