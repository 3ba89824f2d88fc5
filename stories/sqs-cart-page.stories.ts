import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/commerce/src/cart-page/cart-page.define';
import { serverHtml } from './story-html';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const line = (id: string, title: string, quantity: number, unit: number, extra: Record<string, unknown> = {}) => ({
  id, productId: id, variantId: id, sku: id.toUpperCase(), title, url: `/store/${id}`, image: '/assets/gallery/photo-3.png', productType: 1,
  options: [], quantity, maxQuantity: 10, unitPrice: usd(unit), regularUnitPrice: usd(unit), onSale: false, lineTotal: usd(unit * quantity), ...extra,
});
const cartOf = (entries: ReturnType<typeof line>[], extra: Record<string, unknown> = {}) => {
  const subtotal = entries.reduce((s, e) => s + e.unitPrice.amount * e.quantity, 0);
  const discount = (extra.discountCents as number) ?? 0;
  const tax = (extra.taxCents as number) ?? 0;
  return {
    id: 'story-cart', websiteId: 'site-demo', entries, subtotalCents: subtotal, discountCents: discount, taxCents: tax,
    grandTotalCents: subtotal - discount + tax, totalQuantity: entries.reduce((s, e) => s + e.quantity, 0), subtotalAmount: usd(subtotal),
  };
};
const MUG = line('harbour-mug', 'Harbour mug', 2, 1500, { options: [{ name: 'Colour', value: 'Sand' }, { name: 'Size', value: 'Large' }], onSale: true, regularUnitPrice: usd(1800) });
const BEANS = line('house-blend', 'House blend', 1, 1100, { image: '/assets/gallery/photo-5.png' });

const cart = (data: unknown) =>
  serverHtml(`<sqs-cart-page data-load-on="eager" data-block-json='${JSON.stringify(data).replace(/'/g, '&#39;')}'>
  <p>Server cart: lines with forms that post and come back.</p></sqs-cart-page>`);

const meta: Meta = {
  title: 'Commerce/sqs-cart-page',
  component: 'sqs-cart-page',
  parameters: { docs: { description: { component: 'The cart page; changing a quantity or removing a line needs the reference backend (`npm start`, /cart). Here a change fails and shows its failure text with the value restored.' } } },
};
export default meta;

/** Two lines, a sale mug (Colour and Size options, regular price $18) and a coffee: check the line totals, the subtotal and the quantity controls with their labels. */
export const Lines: StoryObj = { render: () => cart({ cart: cartOf([MUG, BEANS]), minimumSubtotalCents: 0 }) };
/** The same two lines with a $5.00 discount and $3.28 tax: check the summary shows subtotal, discount, tax and the grand total. */
export const DiscountAndTax: StoryObj = { render: () => cart({ cart: cartOf([MUG, BEANS], { discountCents: 500, taxCents: 328 }), minimumSubtotalCents: 0 }) };
/** One $11 line against a $25 minimum subtotal: check what the page says about the minimum before checkout. */
export const BelowMinimum: StoryObj = { render: () => cart({ cart: cartOf([BEANS]), minimumSubtotalCents: 2500 }) };
/** A line whose quantity (3) is its `maxQuantity`: check the quantity cannot be raised above 3. */
export const AtStockLimit: StoryObj = { render: () => cart({ cart: cartOf([line('espresso-cups', 'Espresso cups', 3, 2400, { maxQuantity: 3 })]), minimumSubtotalCents: 0 }) };
/** A cart with no lines: check the empty-cart state. */
export const Empty: StoryObj = { render: () => cart({ cart: cartOf([]), minimumSubtotalCents: 0 }) };
/** Malformed `data-block-json`: the server cart HTML stays in place and the error is reported. */
export const MalformedKeepsServerCart: StoryObj = { render: () => serverHtml(`<sqs-cart-page data-load-on="eager" data-block-json='{"cart": '><p>Server cart stays.</p></sqs-cart-page>`) };
