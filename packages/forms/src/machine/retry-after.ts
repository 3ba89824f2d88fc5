/**
 * When a refused visitor may try again. A 429 (and a 503) may carry Retry-After (CONTRACT.md
 * §6), which the data layer hands over in seconds. The form shows SPEC.md §8's rate-limit text
 * and, after it, this sentence.
 *
 * The sentence is ours: the SPEC has no text for it. It goes through the site's message table
 * (id `form.retryAfter`) like every visible string, and picks "second" or "seconds" with
 * Intl.PluralRules for the page's locale (the table's `{n, plural, ...}` syntax is resolved
 * with Intl.PluralRules), so a translation can supply its own plural forms.
 */
import { message } from '@sqs/runtime/contracts/messages';

export const RETRY_AFTER_PATTERN =
  '{n, plural, one {You can try again in # second.} other {You can try again in # seconds.}}';

/**
 * The sentence for `seconds`, or null when there is nothing useful to say: null (no header),
 * NaN, infinite, or zero/negative (the visitor may retry now; "in 0 seconds" would read oddly
 * and the 429 text already says to try again). Fractions round UP, so the visitor is never
 * told a time at which the server would still refuse.
 */
export function retryAfterText(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return message('form.retryAfter', RETRY_AFTER_PATTERN, { n: Math.ceil(seconds) });
}
