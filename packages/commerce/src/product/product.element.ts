import productStyles from './product.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { productSettings } from './product.settings';
import { ProductView } from './product.view';

/**
 * A store product with add-to-cart (block type PRODUCT 43; issue 16 item 2). The server HTML
 * (title, price, image, description and a form that POSTs to the store and redirects back) is the
 * no-JavaScript page and the fallback; `data-block-json` is the product (README "The store").
 * Every option's values show, unavailable combinations disabled, not hidden; price, sale price,
 * 'From …' when prices vary, sold out and a subscription's renewal text come from the contracts.
 * 'Add to Cart' sends one request however many clicks land while it is busy; on success the
 * element dispatches a bubbling, composed `sqs-cart-change` (the window event the header cart
 * link follows, chrome/cart/cart.events.ts); on failure it shows 'Unable to add item' with the
 * reason or 'Please check your internet connection.' and keeps the choices.
 *
 * @summary A product with variant choice, quantity and add-to-cart.
 * @tag sqs-product
 *
 * @attr {string} data-block-json - The product: id, title, productType, options, variants, display (its price texts).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{productId: string, variantId: string, quantity: number}>} sqs-product-add - Before an add-to-cart request is sent. Cancelable.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart product - The whole product.
 * @csspart image - The product image.
 * @csspart title - The product name.
 * @csspart price - The price line (sale and regular price, sold out).
 * @csspart description - The description.
 * @csspart option - One option's group of values.
 * @csspart scarcity - 'Only 3 left in stock.'
 * @csspart quantity - The quantity field.
 * @csspart add - The 'Add to Cart' button.
 * @csspart gift-card - A gift card's 'Buy this gift card now' link (/checkout/giftcard with the chosen amount's SKU).
 * @csspart status - The polite status ('Added to cart.' and a 'View cart' link to the page's header cart link, else /cart).
 * @csspart error - The failure text.
 *
 * @cssprop [--sqs-product-gap=2rem] - Space between the image and the details.
 * @cssprop [--sqs-product-button-background=#111] - Add-to-cart background.
 * @cssprop [--sqs-product-button-color=#fff] - Add-to-cart text colour.
 * @cssprop [--sqs-product-button-radius=4px] - Add-to-cart corner radius.
 * @cssprop [--sqs-product-focus-color=currentColor] - Focus ring colour.
 * @cssprop [--sqs-product-error-color=#a4001d] - Failure text colour.
 */
export class SqsProductElement extends createBlockElement({
  tag: 'sqs-product',
  settings: productSettings,
  read: () => ({}),
  View: ProductView,
  styles: productStyles,
}) {}
