import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donateUrl, giftCardUrl } from './checkout-urls';

describe('checkout urls (SPEC.md §2 routes)', () => {
  it('goes to the donate page by its id, and to nowhere without one', () => {
    expect(donateUrl('abc123')).toBe('/checkout/donate?donatePageId=abc123');
    for (const missing of [undefined, null, '', '   ', 7, {}]) expect(donateUrl(missing)).toBeNull();
  });

  it('keeps any id inside its query value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (id) => {
        const url = new URL(donateUrl(id)!, 'https://site.example');
        expect(url.pathname).toBe('/checkout/donate');
        expect(url.searchParams.get('donatePageId')).toBe(id.trim());
        expect([...url.searchParams.keys()]).toEqual(['donatePageId']);
      }),
    );
  });

  it('builds the gift card checkout with an optional sku', () => {
    expect(giftCardUrl('site-demo', 'gift-card')).toBe('/checkout/giftcard?websiteId=site-demo&giftCardProductId=gift-card');
    expect(giftCardUrl('site-demo', 'gift-card', 'GC-50')).toBe('/checkout/giftcard?websiteId=site-demo&giftCardProductId=gift-card&sku=GC-50');
    expect(giftCardUrl('', 'gift-card')).toBeNull();
    expect(giftCardUrl('site-demo', undefined)).toBeNull();
  });
});
