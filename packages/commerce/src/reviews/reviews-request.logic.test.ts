import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseOfAnswer, checkReview, parseRating, ratingAfterKey, REVIEW_TEXTS, reviewText, starLabel } from './reviews-request.logic';

describe('reviews request rules', () => {
  it('has the five SPEC.md §8 texts', () => {
    expect(Object.values(REVIEW_TEXTS)).toEqual([
      'You have already reviewed this purchase',
      'Your review request has expired',
      'There are no products to review',
      'Something went wrong',
      'Try submitting your review again',
    ]);
    expect(reviewText('expired')).toBe('Your review request has expired');
  });

  it('accepts a rating of 1 to 5 only', () => {
    expect(parseRating('4')).toBe(4);
    expect(parseRating(5)).toBe(5);
    for (const bad of ['0', '6', '-1', '3.5', 'abc', '', null, undefined, 1e9, '1e0']) expect(parseRating(bad), String(bad)).toBeNull();
  });

  it("asks 'Please select a star rating' without one (SPEC.md §5) and caps the text", () => {
    expect(checkReview({ rating: '', text: 'Nice' })).toEqual({ ok: false, errors: { rating: 'Please select a star rating' } });
    expect(checkReview({ rating: '5', text: ' Great\r\nbread ' })).toEqual({ ok: true, rating: 5, text: 'Great\nbread' });
    expect(checkReview({ rating: '5', text: 'x'.repeat(5001) })).toEqual({ ok: false, errors: { text: 'A review can be at most 5000 characters' } });
  });

  it('moves through the stars as an APG radio group, wrapping', () => {
    expect(ratingAfterKey(null, 'ArrowRight')).toBe(1);
    expect(ratingAfterKey(null, 'ArrowLeft')).toBe(5);
    expect(ratingAfterKey(3, 'ArrowDown')).toBe(4);
    expect(ratingAfterKey(5, 'ArrowRight')).toBe(1);
    expect(ratingAfterKey(1, 'ArrowUp')).toBe(5);
    expect(ratingAfterKey(3, 'Home')).toBe(1);
    expect(ratingAfterKey(3, 'End')).toBe(5);
    expect(ratingAfterKey(3, 'a')).toBeNull();
    fc.assert(fc.property(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End'), (from, key) => {
      const to = ratingAfterKey(from, key)!;
      expect(to >= 1 && to <= 5).toBe(true);
    }));
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
  });

  it('maps a server answer to its case', () => {
    expect(caseOfAnswer(409, undefined)).toBe('alreadyReviewed');
    expect(caseOfAnswer(410, undefined)).toBe('expired');
    expect(caseOfAnswer(404, 'noProducts')).toBe('noProducts');
    expect(caseOfAnswer(500, undefined)).toBe('retry');
    expect(caseOfAnswer(0, undefined)).toBe('retry');
    expect(caseOfAnswer(400, '__proto__')).toBe('failed');
  });
});
