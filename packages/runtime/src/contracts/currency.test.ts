import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  currencyFractionDigits,
  getCurrency,
  isCurrencyCode,
  listCurrencies,
  normalizeCurrencyCode,
} from './currency';

// SPEC.md §3 "Money", verbatim order. The SPEC says "table of 26" but lists these 27.
const SPEC_CODES =
  'EUR, USD, AUD, NOK, CAD, NZD, DKK, GBP, HKD, CHF, MXN, SGD, SEK, CZK, ILS, PHP, RUB, PLN, THB, MYR, ARS, BRL, COP, IDR, INR, JPY, ZAR'.split(
    ', ',
  );

describe('currency table (SPEC.md §3 Money)', () => {
  it('holds all 27 codes SPEC.md lists, in its order (its "26" is a miscount)', () => {
    expect(SPEC_CODES).toHaveLength(27);
    expect([...CURRENCY_CODES]).toEqual(SPEC_CODES);
    expect(listCurrencies().map((c) => c.code)).toEqual(SPEC_CODES);
  });

  it('gives every currency 2 fraction digits except JPY 0', () => {
    for (const { code, fractionDigits } of listCurrencies()) {
      expect(fractionDigits, code).toBe(code === 'JPY' ? 0 : 2);
      expect(currencyFractionDigits(code), code).toBe(fractionDigits);
    }
  });

  it('has the ISO 4217 numeric codes, as 3-digit strings keeping leading zeros', () => {
    const numeric = Object.fromEntries(listCurrencies().map((c) => [c.code, c.numericCode]));
    expect(numeric).toEqual({
      EUR: '978', USD: '840', AUD: '036', NOK: '578', CAD: '124', NZD: '554', DKK: '208',
      GBP: '826', HKD: '344', CHF: '756', MXN: '484', SGD: '702', SEK: '752', CZK: '203',
      ILS: '376', PHP: '608', RUB: '643', PLN: '985', THB: '764', MYR: '458', ARS: '032',
      BRL: '986', COP: '170', IDR: '360', INR: '356', JPY: '392', ZAR: '710',
    });
    const all = Object.values(numeric);
    expect(new Set(all).size).toBe(27);
    for (const n of all) expect(n).toMatch(/^\d{3}$/);
  });

  it('names every currency, each name distinct', () => {
    const names = listCurrencies().map((c) => c.name);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(27);
    expect(getCurrency('USD')?.name).toBe('US Dollar');
    expect(getCurrency('JPY')?.name).toBe('Japanese Yen');
  });

  it('uses only codes the JavaScript engine knows as ISO 4217 currencies', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    for (const code of CURRENCY_CODES) expect(known.has(code), code).toBe(true);
  });

  it('defaults to USD (SPEC.md §3 shopping cart, §9)', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(getCurrency(DEFAULT_CURRENCY)?.fractionDigits).toBe(2);
  });
});

describe('lookup by code', () => {
  it('is case-insensitive and returns the canonical upper-case code', () => {
    for (const input of ['usd', 'Usd', 'uSD', 'USD']) {
      expect(getCurrency(input)).toEqual({ code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: '840' });
      expect(normalizeCurrencyCode(input)).toBe('USD');
    }
    expect(getCurrency('jpy')).toEqual({ code: 'JPY', name: 'Japanese Yen', fractionDigits: 0, numericCode: '392' });
  });

  it('returns null for unsupported or malformed codes, never throwing', () => {
    for (const bad of ['XYZ', 'HUF', 'KRW', '', 'US', 'USDD', ' USD', 'USD ', 'U$D', 'uſd', 'ınr', null, undefined, 840, {}, ['USD']]) {
      expect(getCurrency(bad), String(bad)).toBeNull();
      expect(normalizeCurrencyCode(bad), String(bad)).toBeNull();
    }
  });

  it('isCurrencyCode accepts only the exact canonical form', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode(978)).toBe(false);
  });

  it('hands out fresh objects, so a caller cannot corrupt the table', () => {
    const first = getCurrency('USD');
    if (first === null) throw new Error('USD missing');
    first.fractionDigits = 9;
    first.name = 'changed';
    expect(getCurrency('USD')?.fractionDigits).toBe(2);
    expect(listCurrencies()[1]?.name).toBe('US Dollar');
  });

  it('property: any string resolves exactly when its upper case is a listed code', () => {
    const codeLike = fc.oneof(
      fc.constantFrom(...CURRENCY_CODES).chain((code) =>
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }).map((lower) =>
          [...code].map((ch, i) => (lower[i] ? ch.toLowerCase() : ch)).join(''),
        ),
      ),
      fc.string({ maxLength: 5 }),
      fc.string({ minLength: 3, maxLength: 3, unit: fc.constantFrom('u', 's', 'd', 'ſ', 'ı', 'n', 'r', 'K', 'z', 'a') }),
    );
    fc.assert(
      fc.property(codeLike, (s) => {
        const listed = /^[a-z]{3}$/i.test(s) && (CURRENCY_CODES as readonly string[]).includes(s.toUpperCase());
        const found = getCurrency(s);
        expect(found !== null).toBe(listed);
        if (found) expect(found.code).toBe(s.toUpperCase());
      }),
    );
  });
});
