/**
 * Weight and dimension display (SPEC.md §3 "Store settings", §9 "Weight lbs/kg; dimension
 * inches/cm").
 *
 * The store's measurementStandard picks the units: "imperial gives lbs and inches, otherwise
 * kg and cm" (SPEC.md §3). Numbers use the same comma grouping and decimal point as money
 * (SPEC.md §9), so Intl.NumberFormat runs with the fixed 'en-US' locale. Intl's own unit
 * style is not used: it writes 'lb', and SPEC.md says 'lbs'.
 */

/** SPEC.md §3: "Unit system IMPERIAL 1 / METRIC 2". */
export const UNIT_SYSTEM = { IMPERIAL: 1, METRIC: 2 } as const;
export type UnitSystem = (typeof UNIT_SYSTEM)[keyof typeof UNIT_SYSTEM];

export type WeightUnit = 'lbs' | 'kg';
export type LengthUnit = 'in' | 'cm';

/** Exact by definition (international yard and pound agreement, 1959). */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export interface MeasureTexts {
  /** Unit labels. 'in' abbreviates SPEC.md's "inches", alongside its 'lbs', 'kg', 'cm'. */
  readonly units: Readonly<Record<WeightUnit | LengthUnit, string>>;
  /** {value} {unit}, e.g. '2.5 lbs'. */
  readonly weight: string;
  /** Length x width x height, the usual shipping order (SPEC.md gives none), e.g. '10 x 5 x 2 in'. */
  readonly dimensions: string;
}

/** English texts; pass another table to translate. */
export const MEASURE_TEXTS: MeasureTexts = {
  units: { lbs: 'lbs', kg: 'kg', in: 'in', cm: 'cm' },
  weight: '{value} {unit}',
  dimensions: '{length} x {width} x {height} {unit}',
};

/**
 * The unit system of a store's measurementStandard: IMPERIAL for the code 1 or the name
 * 'imperial' in any case (surrounding spaces ignored); anything else, including missing,
 * is METRIC, as SPEC.md §3's "otherwise" says.
 */
export function unitSystemOf(measurementStandard: unknown): UnitSystem {
  const imperial =
    measurementStandard === UNIT_SYSTEM.IMPERIAL ||
    (typeof measurementStandard === 'string' && measurementStandard.trim().toLowerCase() === 'imperial');
  return imperial ? UNIT_SYSTEM.IMPERIAL : UNIT_SYSTEM.METRIC;
}

export function weightUnitOf(system: UnitSystem): WeightUnit {
  return system === UNIT_SYSTEM.IMPERIAL ? 'lbs' : 'kg';
}

export function lengthUnitOf(system: UnitSystem): LengthUnit {
  return system === UNIT_SYSTEM.IMPERIAL ? 'in' : 'cm';
}

/** `value` in `from` converted to `to`; same unit returns it untouched. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === 'lbs' ? value * KG_PER_LB : value / KG_PER_LB;
}

/** `value` in `from` converted to `to`; same unit returns it untouched. */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  return from === 'in' ? value * CM_PER_IN : value / CM_PER_IN;
}

export interface MeasureFormatOptions {
  /** Most fraction digits shown (rounded, trailing zeros dropped); default 2, 0 to 20. */
  maximumFractionDigits?: number;
  texts?: MeasureTexts;
}

const numberFormats = /* @__PURE__ */ new Map<number, Intl.NumberFormat>();

/** A non-negative finite number, grouped en-US style; null for anything else. */
function amountText(value: unknown, maximumFractionDigits: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  let nf = numberFormats.get(maximumFractionDigits);
  if (nf === undefined) {
    // Throws a RangeError for digits outside 0..20: a caller's mistake, not bad data.
    nf = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, nf);
  }
  return nf.format(value + 0); // + 0 turns -0 into 0: Intl would write '-0'
}

// Same as money-text's fillTemplate, repeated so measure.ts pulls in no money code.
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] as string) : whole,
  );
}

/**
 * A weight already in the store's unit, e.g. '2.5 lbs' or '1,200 kg'. '' (show nothing) for
 * a negative or non-finite weight, which is bad product data.
 */
export function formatWeight(
  value: number,
  system: UnitSystem,
  { maximumFractionDigits = 2, texts = MEASURE_TEXTS }: MeasureFormatOptions = {},
): string {
  const text = amountText(value, maximumFractionDigits);
  return text === null ? '' : fill(texts.weight, { value: text, unit: texts.units[weightUnitOf(system)] });
}

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/**
 * Dimensions already in the store's unit, 'L x W x H unit', e.g. '10 x 5 x 2.5 in'.
 * '' when any side is negative, non-finite or missing.
 */
export function formatDimensions(
  dimensions: Dimensions,
  system: UnitSystem,
  { maximumFractionDigits = 2, texts = MEASURE_TEXTS }: MeasureFormatOptions = {},
): string {
  if (typeof dimensions !== 'object' || dimensions === null) return '';
  const length = amountText(dimensions.length, maximumFractionDigits);
  const width = amountText(dimensions.width, maximumFractionDigits);
  const height = amountText(dimensions.height, maximumFractionDigits);
  if (length === null || width === null || height === null) return '';
  return fill(texts.dimensions, { length, width, height, unit: texts.units[lengthUnitOf(system)] });
}
