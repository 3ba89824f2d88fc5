/**
 * Elements the runtime turns into cart links (the markup contract is in cart-link.ts). Its own
 * module: the start on every page needs only this, the UI needs it too.
 */
export const CART_LINK_SELECTOR = '[data-sqs-cart-link]';
