/**
 * The failure texts of the cart's actions (SPEC.md §8 "Cart"): the action's own text ('Unable to
 * add item', 'Unable to update quantity', 'Unable to remove item') and why: 'Please check your
 * internet connection.' when the request never reached the server, the server's reason when it
 * refused (stock, a removed item), else 'Please try again.'.
 */
import { cartMessage } from '@sqs/runtime/contracts/cart';
import type { ApiResult } from '@sqs/runtime/data/api-types';

export type CartAction = 'addItemFailed' | 'updateQuantityFailed' | 'removeItemFailed';

export function cartFailureText(action: CartAction, result: Extract<ApiResult, { ok: false }>): string {
  const head = cartMessage(action);
  if (result.kind === 'network' || result.kind === 'timeout') return `${head}. ${cartMessage('checkConnection')}`;
  const reason = result.data?.reason;
  if (result.status >= 400 && result.status < 500 && typeof reason === 'string' && reason) return `${head}. ${reason}`;
  return `${head}. ${cartMessage('tryAgain')}`;
}
