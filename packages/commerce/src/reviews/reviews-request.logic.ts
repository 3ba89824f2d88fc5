/**
 * The reviews-request page's rules (page type REVIEWS_REQUEST 209; SPEC.md §8 "Reviews", §5
 * 'Please select a star rating'): a buyer rates a purchase 1 to 5 stars with an optional text.
 * Pure: shared by the visitor block and the reference backend (routes/reviews.ts), so the five
 * SPEC texts, the bounds and the keyboard rule have one source.
 */
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §8 "Reviews": the five cases. */
export const REVIEW_TEXTS = {
  alreadyReviewed: 'You have already reviewed this purchase',
  expired: 'Your review request has expired',
  noProducts: 'There are no products to review',
  failed: 'Something went wrong',
  retry: 'Try submitting your review again',
} as const;
export type ReviewCase = keyof typeof REVIEW_TEXTS;
/** SPEC.md §5 "Editor messages". */
export const SELECT_RATING_TEXT = 'Please select a star rating';
export const TEXT_TOO_LONG_TEXT = 'A review can be at most {max} characters';
export const MAX_STARS = 5;
export const MAX_REVIEW_TEXT = 5000;

export const reviewText = (which: ReviewCase): string => message(`reviews.${which}`, REVIEW_TEXTS[which]);

/** A rating as sent (form field or JSON) → 1..5, or null. */
export function parseRating(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_STARS ? n : null;
}

/** A review as sent → the review to store, or the problem per field. */
export function checkReview(input: { rating: unknown; text: unknown }): { ok: true; rating: number; text: string } | { ok: false; errors: { rating?: string; text?: string } } {
  const rating = parseRating(input.rating);
  const text = typeof input.text === 'string' ? input.text.replace(/\r\n?/g, '\n').trim() : '';
  const errors: { rating?: string; text?: string } = {};
  if (rating === null) errors.rating = message('reviews.selectRating', SELECT_RATING_TEXT);
  if ([...text].length > MAX_REVIEW_TEXT) errors.text = message('reviews.tooLong', TEXT_TOO_LONG_TEXT, { max: MAX_REVIEW_TEXT });
  return rating !== null && !errors.text ? { ok: true, rating, text } : { ok: false, errors };
}

/**
 * WAI-ARIA APG radio group: Right/Down to the next star, Left/Up to the previous, wrapping;
 * Home/End to the first/last. From no selection the first key selects star 1 (or the last for
 * Left/Up/End). Any other key: null (not ours).
 */
export function ratingAfterKey(current: number | null, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current === null || current >= MAX_STARS ? 1 : current + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return current === null || current <= 1 ? MAX_STARS : current - 1;
    case 'Home':
      return 1;
    case 'End':
      return MAX_STARS;
    default:
      return null;
  }
}

/** A star's accessible name. */
export const starLabel = (n: number): string => (n === 1 ? message('reviews.star', '1 star') : message('reviews.stars', '{count} stars', { count: n }));

/** Which SPEC case an answer of the server is (status and its `case`), for the block's message. */
export function caseOfAnswer(status: number, reported: unknown): ReviewCase {
  if (typeof reported === 'string' && Object.hasOwn(REVIEW_TEXTS, reported)) return reported as ReviewCase;
  if (status === 409) return 'alreadyReviewed';
  if (status === 410) return 'expired';
  if (status === 0 || status >= 500) return 'retry';
  return 'failed';
}
