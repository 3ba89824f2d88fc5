/**
 * Text shrink (SPEC.md §9): the largest font size at which a line of text fits its box, never
 * below 11 px; at 13 px or less the block carries the min-font marker class. Pure: the width of
 * the line at a size comes from a `measure` function, so the search runs without a DOM.
 */

/** SPEC.md §9 "Text shrink min font 11 px". */
export const MIN_FONT_PX = 11;
/** SPEC.md §9 "min font marker at 13 px or less". */
export const MIN_FONT_MARKER_PX = 13;
/** SPEC.md §9 "resize debounce 100 ms". */
export const RESIZE_DEBOUNCE_MS = 100;
/** Sizes closer than this are the same to the eye; the search stops there (about 7 measures from 64 px). */
export const SIZE_PRECISION_PX = 0.25;

export interface ShrinkInput {
  /** The line's width at a font size (px → px). Assumed not to decrease as the size grows. */
  measure: (fontSize: number) => number;
  /** The box's inner width. */
  available: number;
  /** The size the text has without shrinking (the site's own font size). */
  max: number;
  min?: number;
  precision?: number;
}

/**
 * Binary search for the largest size in [min, max] whose line fits `available`. The text is
 * never grown past `max`, and never shrunk below `min` even when it still overflows there
 * (the box then clips it: SPEC's floor wins over fitting).
 */
export function shrinkToFit({ measure, available, max, min = MIN_FONT_PX, precision = SIZE_PRECISION_PX }: ShrinkInput): number {
  const floor = Math.min(min, max);
  if (!(available > 0) || !Number.isFinite(max)) return floor;
  if (measure(max) <= available) return max;
  if (measure(floor) > available) return floor;
  let fits = floor;
  let overflows = max;
  while (overflows - fits > precision) {
    const mid = (fits + overflows) / 2;
    if (measure(mid) <= available) fits = mid;
    else overflows = mid;
  }
  return Math.floor(fits * 100) / 100;
}

/** The min-font marker: the text has shrunk to 13 px or less. */
export const isMinFont = (fontSize: number): boolean => fontSize <= MIN_FONT_MARKER_PX;

/** The class the host carries while `isMinFont` holds, for the site's CSS. */
export const MIN_FONT_CLASS = 'sqs-min-font';
