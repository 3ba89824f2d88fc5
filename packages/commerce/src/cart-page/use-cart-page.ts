/**
 * The cart page's state: the server's cart with the visitor's edits over it (model/cart-edits.ts),
 * the requests that save them, the other tabs, and the header cart link (a bubbling, composed
 * `sqs-cart-change` after each saved change).
 */
import { useEffect, useRef, useState } from 'react';
import { pageOf } from '@sqs/runtime/page/page';
import { CART_API, type StoreCart } from '../model/cart-api';
import { createCartEdits, type CartEdit, type CartEdits, type CartEditsState } from '../model/cart-edits';
import { readStoreCart } from '../model/read-cart';
import { cartChange } from '../product/add-to-cart';
import { followOtherTabs, type CartTabs } from './cart-tabs';

/** A quantity waits this long for another press before it is sent (the last one wins). */
export const QUANTITY_DEBOUNCE_MS = 400;

export function useCartPage(initial: StoreCart, host: HTMLElement) {
  const [state, setState] = useState<CartEditsState>(() => ({ cart: initial, drafts: new Map(), removing: new Set(), errors: new Map() }));
  const [status, setStatus] = useState('');
  const edits = useRef<CartEdits | null>(null);
  const tabs = useRef<CartTabs | null>(null);

  if (!edits.current) {
    const api = () => pageOf(host.ownerDocument).api;
    edits.current = createCartEdits(initial, {
      send: (edit: CartEdit) =>
        edit.kind === 'remove' ? api().delete<StoreCart>(CART_API.entry(edit.entryId)) : api().put<StoreCart>(CART_API.entry(edit.entryId), { json: { quantity: edit.quantity } }),
      onChange: setState,
      onSaved: (cart) => {
        tabs.current?.post(cart);
        host.dispatchEvent(new CustomEvent('sqs-cart-page-change', { bubbles: true, composed: true, detail: cartChange(cart) }));
        host.dispatchEvent(new CustomEvent('sqs-cart-change', { bubbles: true, composed: true, detail: cartChange(cart) }));
      },
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      debounceMs: QUANTITY_DEBOUNCE_MS,
    });
  }

  useEffect(() => {
    const win = host.ownerDocument.defaultView;
    const current = edits.current!;
    if (!win) return;
    let reading = false;
    tabs.current = followOtherTabs(
      win,
      (cart) => current.receive(cart),
      () => {
        // Another page changed the cart: read it again (our own edits, if any, bring a fresh one).
        if (reading || current.pending()) return;
        reading = true;
        void pageOf(host.ownerDocument)
          .api.get<unknown>(CART_API.cart)
          .then((result) => {
            reading = false;
            if (result.ok && !current.pending()) current.receive(readStoreCart(result.data));
          });
      },
    );
    return () => {
      tabs.current?.close();
      tabs.current = null;
    };
  }, [host]);

  useEffect(() => () => edits.current?.dispose(), []);

  return { state, edits: edits.current, status, setStatus };
}
