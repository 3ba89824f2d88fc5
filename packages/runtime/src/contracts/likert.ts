import { message } from './messages';

/**
 * Likert answers. SPEC.md §5 only names the ends ("Likert labels -2 Strongly Disagree to 2
 * Strongly Agree; empty shows N/A"); the middle three (Disagree, Neutral, Agree) are the usual
 * five-point scale and are our choice.
 */

export const LIKERT_VALUES = [-2, -1, 0, 1, 2] as const;
export type LikertValue = (typeof LIKERT_VALUES)[number];

/** The shown text when there is no answer (SPEC.md §5). */
export const LIKERT_EMPTY = 'N/A';

/**
 * The label for a likert answer. Accepts the number or its string form (form values arrive as
 * strings, e.g. '-2'); anything else — empty, out of range, not an integer — shows 'N/A'.
 */
export function likertLabel(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?[0-2]$/.test(value.trim()) ? Number(value) : NaN;
  switch (n) {
    case -2:
      return message('likert.-2', 'Strongly Disagree');
    case -1:
      return message('likert.-1', 'Disagree');
    case 0:
      return message('likert.0', 'Neutral');
    case 1:
      return message('likert.1', 'Agree');
    case 2:
      return message('likert.2', 'Strongly Agree');
    default:
      return message('likert.empty', LIKERT_EMPTY);
  }
}

export function isLikertValue(value: unknown): value is LikertValue {
  return (LIKERT_VALUES as readonly unknown[]).includes(value);
}
