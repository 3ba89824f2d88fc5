/**
 * The cart badge and its spoken text (SPEC.md §9 "Caps"), apart from the cart model
 * (cart.ts) so the header cart link, on nearly every page, carries only these.
 * Shown texts go through the message table (contracts/messages.ts): ids
 * `cart.badge.overflow`, `cart.spoken.{more,one,other}`.
 */
import { message } from './messages';

/** Item counts are whole and not negative; anything else counts as 0. */
const itemCount = (n: number) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n) || 0) : 0);

/** SPEC.md §9: "Cart badge caps at 100 shown '100+'". */
export const CART_BADGE_MAX = 100;
export const CART_BADGE_OVERFLOW_TEXT = '100+';

/**
 * SPEC.md §9 spoken texts, exactly; `{%n}` is the count (a number, so a translation may
 * use `{%n, plural, …}`). Message ids `cart.spoken.more`, `cart.spoken.one`, `cart.spoken.other`.
 */
export const CART_SPOKEN_TEXTS = {
  more: 'More than {%n} items in cart',
  one: 'One item in cart',
  other: '{%n} items in cart',
} as const;

/** The count as shown, up to 100 itself; above that, '100+'. */
export function cartBadgeText(quantity: number): string {
  const n = itemCount(quantity);
  return n > CART_BADGE_MAX ? message('cart.badge.overflow', CART_BADGE_OVERFLOW_TEXT) : String(n);
}

/**
 * What a screen reader hears for the badge. Above the cap the text says "More than
 * 100" — n is the cap, matching the '100+' shown, not the hidden exact count.
 * 0 uses the plural form: '0 items in cart'.
 */
export function cartSpokenText(quantity: number): string {
  const n = itemCount(quantity);
  if (n > CART_BADGE_MAX) return message('cart.spoken.more', CART_SPOKEN_TEXTS.more, { '%n': CART_BADGE_MAX });
  if (n === 1) return message('cart.spoken.one', CART_SPOKEN_TEXTS.one, { '%n': n });
  return message('cart.spoken.other', CART_SPOKEN_TEXTS.other, { '%n': n });
}

