/** sqs-product's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface ProductEvents {
  /** Before an add-to-cart request is sent; cancel it to send nothing. */
  'sqs-product-add': { productId: string; variantId: string; quantity: number };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ProductEvents {}
}

export const productEvents = {
  'sqs-product-add': { on: ['sqs-product'], cancelable: true, summary: 'Before an add-to-cart request is sent. Cancelable.' },
} as const satisfies EventTable<ProductEvents>;
