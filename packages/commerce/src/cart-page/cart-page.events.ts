/** sqs-cart-page's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface CartPageEvents {
  /** A change (quantity, removal) was saved; detail is the cart's new summary. */
  'sqs-cart-page-change': { items: number; subtotal: { value: number; currency: string } };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends CartPageEvents {}
}

export const cartPageEvents = {
  'sqs-cart-page-change': { on: ['sqs-cart-page'], summary: "A change was saved; detail is the cart's new summary." },
} as const satisfies EventTable<CartPageEvents>;
