/**
 * The checkout routes a block sends a visitor to (SPEC.md §2 "Routes"): the donation checkout
 * and the gift card checkout. Pure; an id that is missing or blank gives null, never a link to a
 * checkout that cannot know what is bought.
 */

/** SPEC.md §2: "The donation button goes to the donate page identified by its donate page id." */
export function donateUrl(donatePageId: unknown): string | null {
  if (typeof donatePageId !== 'string' || donatePageId.trim() === '') return null;
  return `/checkout/donate?${new URLSearchParams({ donatePageId: donatePageId.trim() })}`;
}

/** SPEC.md §2: /checkout/giftcard?websiteId&giftCardProductId[&sku]. */
export function giftCardUrl(websiteId: unknown, giftCardProductId: unknown, sku?: unknown): string | null {
  if (typeof websiteId !== 'string' || !websiteId || typeof giftCardProductId !== 'string' || !giftCardProductId) return null;
  const query = new URLSearchParams({ websiteId, giftCardProductId });
  if (typeof sku === 'string' && sku) query.set('sku', sku);
  return `/checkout/giftcard?${query}`;
}

/**
 * SPEC.md §2: "Inside the editor frame, the checkout routes redirect the top window." A link's
 * target: `_top` in a frame, so the checkout opens over the editor, not inside it.
 */
export const checkoutTarget = (win: Window): '_top' | '' => (win.top !== null && win.top !== win.self ? '_top' : '');
