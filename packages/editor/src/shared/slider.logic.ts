/**
 * The WAI-ARIA APG slider's keys (https://www.w3.org/WAI/ARIA/apg/patterns/slider/): arrows move
 * one step, Page Up/Down a large step, Home/End to the ends. Pure: the value a key leads to.
 */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
  /** Page Up/Down's step (APG: larger than `step`; here a tenth of the range by default). */
  page?: number;
}

/** The value after `key`, or null when the key is not the slider's. Right/Up go up in both axes. */
export function sliderKey(key: string, value: number, { min, max, step, page = (max - min) / 10 }: SliderRange): number | null {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - step);
    case 'PageUp':
      return clamp(value + page);
    case 'PageDown':
      return clamp(value - page);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** A pointer's position along a track (0 at the start, 1 at the end) → a value on the step grid. */
export function valueAt(fraction: number, { min, max, step }: SliderRange): number {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return Math.min(max, Math.max(min, min + Math.round(((max - min) * f) / step) * step));
}
