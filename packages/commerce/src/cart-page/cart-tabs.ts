/**
 * Two tabs of the same cart stay in step (issue 16 item 3). A tab that saved a change posts the
 * server's cart on a BroadcastChannel; the others take it as it is (no request). Where there is
 * no BroadcastChannel, and for changes made elsewhere (a product page's add-to-cart), the header
 * cart link's storage mirror (`sqs-cart-summary`, chrome/cart/cart-link.ts) fires `storage` in
 * the other tabs: the cart page then reads the cart again.
 */
import { CART_SUMMARY_STORAGE_KEY } from '@sqs/runtime/contracts/storage-keys';
import type { StoreCart } from '../model/cart-api';
import { readStoreCart } from '../model/read-cart';

export const CART_CHANNEL = 'sqs-cart';

export interface CartTabs {
  /** Tells the other tabs the server's cart after a change saved here. */
  post(cart: StoreCart): void;
  close(): void;
}

export function followOtherTabs(win: Window, onCart: (cart: StoreCart) => void, onOtherChange: () => void): CartTabs {
  const Channel = (win as Window & typeof globalThis).BroadcastChannel;
  const channel = typeof Channel === 'function' ? new Channel(CART_CHANNEL) : null;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { cart?: unknown } | null;
    if (data && typeof data === 'object' && 'cart' in data) onCart(readStoreCart(data.cart));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_SUMMARY_STORAGE_KEY) onOtherChange();
  };
  channel?.addEventListener('message', onMessage);
  win.addEventListener('storage', onStorage);
  return {
    post(cart) {
      try {
        // Structured clone of plain data; a Date survives it.
        channel?.postMessage({ cart });
      } catch {
        // A closed channel: the storage mirror still tells the other tabs.
      }
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      win.removeEventListener('storage', onStorage);
    },
  };
}
