/**
 * SPEC.md §5 "Textarea": "Textarea with max length above 0 shows live counter '{length} / {max}'
 * with error style when exceeded; 0, missing or invalid = no counter."
 *
 * `length` should come from `countCharacters` (./values) so the counter and the character-limit
 * check of ./validate count the same way; being exactly at the limit is not exceeded.
 */

export interface TextareaCounter {
  /** '{length} / {max}', e.g. '12 / 200'. */
  text: string;
  /** True when `length > max`: the UI shows the error style. */
  exceeded: boolean;
}

/**
 * The counter for a textarea holding `length` characters with limit `max`, or null for no counter.
 * Only a positive integer `max` shows one — the same rule as the browser's `maxlength` (a valid
 * non-negative integer) and ./read-form; 0, null, undefined, NaN, fractions, negatives or a
 * non-number give null. A `length` that is not a non-negative finite number is read as 0 (a
 * fraction is floored): the counter is display only and must never show 'NaN'.
 */
export function textareaCounter(length: number, max: number | null | undefined): TextareaCounter | null {
  if (typeof max !== 'number' || !Number.isSafeInteger(max) || max <= 0) return null;
  const n = typeof length === 'number' && Number.isFinite(length) && length > 0 ? Math.floor(length) : 0;
  return { text: `${n} / ${max}`, exceeded: n > max };
}
