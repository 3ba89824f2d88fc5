/**
 * The header cart link's start (issue 6 item 5). Loaded on every page, so it only looks for
 * a `[data-sqs-cart-link]` element and imports the UI (cart-link.ts, with the money and cart
 * rules) when there is one. It looks once, at start: a cart link the site adds later is not
 * enhanced until the runtime starts again (`destroy()` then `start()`). Markup, events and
 * the page-context field are described in cart-link.ts and cart-link-model.ts.
 */
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import { startLater } from '../../lifecycle';
import { CART_LINK_SELECTOR } from './cart-link-selector';

export function startCartLink(env: ChromeEnv): () => void {
  if (!env.document.querySelector(CART_LINK_SELECTOR)) return () => {};
  return startLater(
    () => import('./cart-link'),
    (m) => m.mountCartLinks(env),
    (error) => report({ source: 'cart-link', message: 'The cart link could not start.', error }),
  );
}
