import cartPageStyles from './cart-page.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { cartPageSettings } from './cart-page.settings';
import { CartPageView } from './cart-page.view';

/**
 * The full-page cart (page types SHOW_CART 200 / COMMERCE_CART_V2 205; issue 16 item 3). Its
 * code loads only on cart pages: the runtime imports it when it finds the tag. The server HTML
 * (lines with forms that post and come back) is the no-JavaScript cart and the fallback;
 * `data-block-json` is `{ cart, minimumSubtotalCents }`. Each line shows its image, options, unit
 * price, a quantity stepper and Remove; then subtotal, discounts, taxes and total from the cart,
 * and 'To check out, your order subtotal must be {subtotal} or more.' below the store's minimum.
 * An empty cart says 'You have nothing in your shopping cart.' (SPEC.md §8).
 *
 * Quantity changes wait 400 ms for another press, then go (the last one wins); one request is
 * out at a time, so no older answer undoes a newer change. A failure says 'Unable to update
 * quantity' or 'Unable to remove item' on its line, with why, and shows the value the server
 * still holds. After each saved change the element dispatches a bubbling, composed
 * `sqs-cart-change` (the header cart link follows it) and tells the cart's other tabs, which
 * show the same cart (BroadcastChannel; the cart link's storage mirror otherwise).
 *
 * @summary The cart page: lines with quantity steppers and remove, totals, checkout.
 * @tag sqs-cart-page
 *
 * @attr {string} data-block-json - `{ cart, minimumSubtotalCents, checkoutUrl? }`: the store's cart (README "The store").
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{items: number, subtotal: {value: number, currency: string}}>} sqs-cart-page-change - A change was saved; detail is the cart's new summary (a `sqs-cart-change` for the header cart link follows).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart cart - The whole cart.
 * @csspart entries - The list of lines.
 * @csspart entry - One line.
 * @csspart image - A line's image.
 * @csspart title - A line's product link.
 * @csspart options - A line's chosen options.
 * @csspart price - A line's unit price (sale and regular).
 * @csspart stepper - The quantity stepper (−, field, +).
 * @csspart quantity - The quantity field.
 * @csspart remove - The Remove button.
 * @csspart line-total - A line's total.
 * @csspart error - A line's failure text.
 * @csspart totals - Subtotal, discounts, taxes and total.
 * @csspart minimum - The minimum-subtotal text.
 * @csspart checkout - The checkout link.
 * @csspart empty - 'You have nothing in your shopping cart.'
 *
 * @cssprop [--sqs-cart-gap=1rem] - Space between a line's parts.
 * @cssprop [--sqs-cart-border=1px solid #ddd] - The line separators.
 * @cssprop [--sqs-cart-button-background=#111] - Checkout background.
 * @cssprop [--sqs-cart-button-color=#fff] - Checkout text colour.
 * @cssprop [--sqs-cart-focus-color=currentColor] - Focus ring colour.
 * @cssprop [--sqs-cart-error-color=#a4001d] - Failure text colour.
 */
export class SqsCartPageElement extends createBlockElement({
  tag: 'sqs-cart-page',
  settings: cartPageSettings,
  read: () => ({}),
  View: CartPageView,
  styles: cartPageStyles,
}) {}
