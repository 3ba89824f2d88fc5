/**
 * Adding to the cart (issue 16 item 2): one request however many clicks land while it is out,
 * and the failure texts of SPEC.md §8 "Cart". No React, no DOM: the hook drives it.
 */
import type { ApiResult } from '@sqs/runtime/data/api-types';
import type { StoreCart } from '../model/cart-api';
import { cartFailureText } from '../model/cart-failure';

/** 'Unable to add item' with why (model/cart-failure.ts). */
export const addFailureText = (result: Extract<ApiResult, { ok: false }>): string => cartFailureText('addItemFailed', result);

/** The `sqs-cart-change` detail (chrome/cart/cart.events.ts) of a cart the server answered. */
export function cartChange(cart: StoreCart) {
  return { items: cart.totalQuantity, subtotal: { value: cart.subtotalCents, currency: cart.subtotalAmount.currency } };
}

/**
 * Wraps `send` so a call made while one is out is dropped (returns null): a double click, or
 * ten, sends one request.
 */
export function singleFlight<A extends unknown[], T>(send: (...args: A) => Promise<T>): (...args: A) => Promise<T | null> {
  let out = false;
  return async (...args: A) => {
    if (out) return null;
    out = true;
    try {
      return await send(...args);
    } finally {
      out = false;
    }
  };
}
