/**
 * The cart's change, announced on window; every header cart link follows it (issue 6 item 5).
 * A site (or a commerce block) dispatches it after the cart changed, so every cart link updates
 * without a reload:
 *
 *   emit(window, 'sqs-cart-change', { items: 3, subtotal: { value: 4500, currency: 'USD' } });
 *   // or window.dispatchEvent(new CustomEvent('sqs-cart-change', { detail: {...} }))
 *
 * The detail is the whole new summary, not a difference. An invalid detail is reported and
 * ignored (the links keep what they show).
 */
import type { EventTable } from '../../events';

/** The `sqs-cart-change` detail, as written to the storage mirror. */
export interface CartChangeDetail {
  items: number;
  subtotal?: { value: number; currency?: string } | null;
}

export interface CartEvents {
  /** The cart changed; detail is its new summary. */
  'sqs-cart-change': CartChangeDetail;
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends CartEvents {}
}

export const cartEvents = {
  'sqs-cart-change': { on: 'window', summary: 'The cart changed; detail is its new summary (header cart links update).' },
} as const satisfies EventTable<CartEvents>;
