/**
 * sqs-product's state: the selection, the quantity, the add-to-cart request and its status.
 * The busy state is set in the click's own task (React commits discrete events at once), so
 * the button answers within a frame whatever the network.
 */
import { useMemo, useRef, useState } from 'react';
import { isSoldOut } from '@sqs/runtime/contracts/commerce';
import { ProductType } from '@sqs/runtime/contracts/enums';
import { pageOf } from '@sqs/runtime/page/page';
import { CART_API, type StoreCart } from '../model/cart-api';
import { checkoutTarget, giftCardUrl } from '../model/checkout-urls';
import type { StoreProduct } from '../model/product';
import { checkStock, maxQuantity, parseQuantity, scarcityText } from '../model/quantity';
import { choose, initialSelection, missingOptions, optionValues, selectedVariant, valueState } from '../model/variants';
import { addFailureText, cartChange, singleFlight } from './add-to-cart';
import type { ProductEvents } from './product.events';

export type ProductStatus = { kind: 'added' | 'error'; text: string } | null;

export const ADDED_TEXT = 'Added to cart.';
export const SELECT_TEXT = 'Please select {options}.';

export function useProduct(product: StoreProduct, host: HTMLElement) {
  const [selection, setSelection] = useState(() => initialSelection(product));
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ProductStatus>(null);
  const values = useMemo(() => optionValues(product), [product]);
  const variant = selectedVariant(product, selection);
  const soldOut = isSoldOut(product) || (variant !== undefined && maxQuantity(variant) === 0);
  const price = (variant && product.display?.variants[variant.id]) || product.display!.product;

  const send = useRef(
    singleFlight(async (variantId: string, count: number) => {
      const result = await pageOf(host.ownerDocument).api.post<StoreCart>(CART_API.entries, { json: { productId: product.id, variantId, quantity: count } });
      setBusy(false);
      if (result.ok) {
        setStatus({ kind: 'added', text: ADDED_TEXT });
        host.dispatchEvent(new CustomEvent('sqs-cart-change', { bubbles: true, composed: true, detail: cartChange(result.data) }));
      } else {
        // Nothing is lost: the selection and the quantity stay as they are.
        setStatus({ kind: 'error', text: addFailureText(result) });
      }
    }),
  ).current;

  const add = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (busy) return;
    const missing = missingOptions(product, selection);
    if (!variant) {
      setStatus({ kind: 'error', text: SELECT_TEXT.replace('{options}', missing.join(', ') || product.options.join(', ')) });
      return;
    }
    const count = parseQuantity(quantity);
    const stock = count.ok ? checkStock(variant, count.value) : count;
    if (!stock.ok) {
      setStatus({ kind: 'error', text: stock.reason });
      return;
    }
    // CONTRACT.md §5: a request that can be refused fires first, cancelable.
    const detail: ProductEvents['sqs-product-add'] = { productId: product.id, variantId: variant.id, quantity: stock.value };
    if (!host.dispatchEvent(new CustomEvent('sqs-product-add', { bubbles: true, composed: true, cancelable: true, detail }))) return;
    setBusy(true);
    setStatus(null);
    void send(variant.id, stock.value);
  };

  return {
    options: product.options.map((name, index) => ({
      name,
      values: values[index]!.map((value) => ({ value, state: valueState(product, selection, index, value), checked: selection[index] === value })),
      choose: (value: string) => setSelection((current) => choose(product, current, index, value)),
    })),
    variant,
    price,
    soldOut,
    scarcity: variant ? scarcityText(variant) : '',
    // A gift card is also bought on its own (SPEC.md §2 /checkout/giftcard), the chosen amount by its SKU.
    giftCard:
      product.productType === ProductType.GIFT_CARD && variant
        ? { href: giftCardUrl(pageOf(host.ownerDocument).context.website.id, product.id, variant.sku), target: checkoutTarget(host.ownerDocument.defaultView ?? window) }
        : null,
    maxQuantity: variant ? Math.max(1, maxQuantity(variant)) : undefined,
    quantity,
    setQuantity,
    busy,
    status,
    add,
  };
}
