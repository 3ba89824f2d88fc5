import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CM_PER_IN,
  KG_PER_LB,
  MEASURE_TEXTS,
  UNIT_SYSTEM,
  convertLength,
  convertWeight,
  formatDimensions,
  formatWeight,
  lengthUnitOf,
  unitSystemOf,
  weightUnitOf,
} from './measure';
import type { Dimensions, MeasureTexts, UnitSystem } from './measure';

const { IMPERIAL, METRIC } = UNIT_SYSTEM;

describe('unit systems (SPEC.md §3 Store settings)', () => {
  it('codes IMPERIAL 1 and METRIC 2', () => {
    expect(UNIT_SYSTEM).toEqual({ IMPERIAL: 1, METRIC: 2 });
  });

  it('imperial gives lbs and inches, otherwise kg and cm', () => {
    expect(weightUnitOf(IMPERIAL)).toBe('lbs');
    expect(lengthUnitOf(IMPERIAL)).toBe('in');
    expect(weightUnitOf(METRIC)).toBe('kg');
    expect(lengthUnitOf(METRIC)).toBe('cm');
  });

  it('reads measurementStandard: the code 1 or the name imperial in any case is imperial', () => {
    for (const value of [1, 'imperial', 'IMPERIAL', 'Imperial', ' imperial ']) {
      expect(unitSystemOf(value), JSON.stringify(value)).toBe(IMPERIAL);
    }
  });

  it('reads anything else as metric', () => {
    for (const value of [2, 'metric', 'METRIC', undefined, null, '', 0, 3, '1', 'imperial-us', {}, true]) {
      expect(unitSystemOf(value), JSON.stringify(value)).toBe(METRIC);
    }
  });
});

describe('conversions', () => {
  it('use the exact international factors', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(CM_PER_IN).toBe(2.54);
    expect(convertWeight(1, 'lbs', 'kg')).toBe(0.45359237);
    expect(convertWeight(0.45359237, 'kg', 'lbs')).toBe(1);
    expect(convertLength(1, 'in', 'cm')).toBe(2.54);
    expect(convertLength(25.4, 'cm', 'in')).toBe(10);
  });

  it('leave a value in its own unit untouched', () => {
    expect(convertWeight(1.1, 'kg', 'kg')).toBe(1.1);
    expect(convertWeight(1.1, 'lbs', 'lbs')).toBe(1.1);
    expect(convertLength(3.3, 'cm', 'cm')).toBe(3.3);
    expect(convertLength(3.3, 'in', 'in')).toBe(3.3);
  });

  it('property: converting there and back returns the value (to floating-point precision)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        expect(convertWeight(convertWeight(value, 'lbs', 'kg'), 'kg', 'lbs')).toBeCloseTo(value, 6);
        expect(convertLength(convertLength(value, 'in', 'cm'), 'cm', 'in')).toBeCloseTo(value, 6);
        expect(convertWeight(value, 'lbs', 'kg')).toBeLessThanOrEqual(value);
        expect(convertLength(value, 'in', 'cm')).toBeGreaterThanOrEqual(value);
      }),
    );
  });
});

describe('formatWeight (SPEC.md §9 "Weight lbs/kg")', () => {
  it('shows the weight with the unit of the system', () => {
    expect(formatWeight(2.5, IMPERIAL)).toBe('2.5 lbs');
    expect(formatWeight(2.5, METRIC)).toBe('2.5 kg');
    expect(formatWeight(0, IMPERIAL)).toBe('0 lbs');
    expect(formatWeight(-0, METRIC)).toBe('0 kg');
  });

  it('groups thousands with commas and rounds to 2 fraction digits, dropping trailing zeros', () => {
    expect(formatWeight(1200, METRIC)).toBe('1,200 kg');
    expect(formatWeight(1234567.891, IMPERIAL)).toBe('1,234,567.89 lbs');
    expect(formatWeight(1.239, METRIC)).toBe('1.24 kg');
    expect(formatWeight(2.5, METRIC)).toBe('2.5 kg');
    expect(formatWeight(3.0, METRIC)).toBe('3 kg');
  });

  it('takes another number of fraction digits', () => {
    expect(formatWeight(2.5, IMPERIAL, { maximumFractionDigits: 0 })).toBe('3 lbs');
    expect(formatWeight(1.23456, METRIC, { maximumFractionDigits: 4 })).toBe('1.2346 kg');
    expect(() => formatWeight(1, METRIC, { maximumFractionDigits: 21 })).toThrow(RangeError);
  });

  it('shows nothing for a negative, non-finite or non-number weight', () => {
    for (const value of [-1, -0.001, Number.NaN, Infinity, -Infinity, '2' as unknown as number, null as unknown as number]) {
      expect(formatWeight(value, IMPERIAL), String(value)).toBe('');
    }
  });

  it('uses a translated table', () => {
    const texts: MeasureTexts = { ...MEASURE_TEXTS, units: { ...MEASURE_TEXTS.units, lbs: 'pounds' }, weight: '{unit}: {value}' };
    expect(formatWeight(4, IMPERIAL, { texts })).toBe('pounds: 4');
  });
});

describe('formatDimensions (SPEC.md §9 "dimension inches/cm")', () => {
  const box: Dimensions = { length: 10, width: 5, height: 2.5 };

  it('shows L x W x H with the length unit of the system', () => {
    expect(formatDimensions(box, IMPERIAL)).toBe('10 x 5 x 2.5 in');
    expect(formatDimensions(box, METRIC)).toBe('10 x 5 x 2.5 cm');
    expect(formatDimensions({ length: 1200, width: 0, height: 0.125 }, METRIC)).toBe('1,200 x 0 x 0.13 cm');
  });

  it('shows nothing when any side is invalid', () => {
    const bad: unknown[] = [
      null, undefined, {}, { ...box, length: -1 }, { ...box, width: Number.NaN }, { ...box, height: Infinity },
      { length: 1, width: 2 }, { ...box, height: '2' },
    ];
    for (const value of bad) expect(formatDimensions(value as Dimensions, METRIC), JSON.stringify(value)).toBe('');
  });

  it("translates: SPEC.md's word 'inches' is one table entry away", () => {
    const texts: MeasureTexts = { ...MEASURE_TEXTS, units: { ...MEASURE_TEXTS.units, in: 'inches' } };
    expect(formatDimensions(box, IMPERIAL, { texts })).toBe('10 x 5 x 2.5 inches');
  });

  it('property: three grouped numbers then the unit, in L, W, H order', () => {
    const side = fc.double({ min: 0, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(side, side, side, fc.constantFrom<UnitSystem>(IMPERIAL, METRIC), (length, width, height, system) => {
        const text = formatDimensions({ length, width, height }, system);
        const number = '(0|[1-9]\\d{0,2}(,\\d{3})*)(\\.\\d{1,2})?';
        const unit = system === IMPERIAL ? 'in' : 'cm';
        expect(text).toMatch(new RegExp(`^${number} x ${number} x ${number} ${unit}$`));
        const [l, w, h] = text.split(' x ').map((part) => Number.parseFloat(part.replaceAll(',', '')));
        expect(l).toBeCloseTo(length, 1);
        expect(w).toBeCloseTo(width, 1);
        expect(h).toBeCloseTo(height, 1);
      }),
    );
  });

  it('property: a weight is one grouped number then the unit, within rounding of the value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constantFrom<UnitSystem>(IMPERIAL, METRIC), (value, system) => {
        const text = formatWeight(value, system);
        const unit = system === IMPERIAL ? 'lbs' : 'kg';
        expect(text).toMatch(new RegExp(`^(0|[1-9]\\d{0,2}(,\\d{3})*)(\\.\\d{1,2})? ${unit}$`));
        expect(Math.abs(Number.parseFloat(text.replaceAll(',', '')) - value)).toBeLessThanOrEqual(0.005 + value * 1e-15);
      }),
    );
  });
});
