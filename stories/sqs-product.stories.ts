import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/commerce/src/product/product.define';
import { serverHtml } from './story-html';

const text = (current: string, regular = '') => ({ current, regular });
const variant = (id: string, price: number, qtyInStock: number, values: string[], extra: Record<string, unknown> = {}) => ({
  id, sku: id.toUpperCase(), price, salePrice: price, onSale: false, qtyInStock, unlimited: false, optionValues: values.map((value) => ({ value })), ...extra,
});
const MUG = {
  id: 'harbour-mug', title: 'Harbour mug', productType: 1, currency: 'USD', description: 'Stoneware mug glazed by hand.',
  image: '/assets/gallery/photo-3.png', options: ['Colour', 'Size'],
  variants: [
    variant('blue-regular', 1800, 20, ['Sea blue', 'Regular'], { salePrice: 1500, onSale: true }),
    variant('blue-large', 2200, 3, ['Sea blue', 'Large']),
    variant('sand-regular', 1800, 0, ['Sand', 'Regular']),
    variant('sand-large', 2200, 8, ['Sand', 'Large']),
    variant('black-regular', 1800, 12, ['Black', 'Regular']),
  ],
  display: {
    product: text('From $15.00'),
    variants: { 'blue-regular': text('$15.00', '$18.00'), 'blue-large': text('$22.00'), 'sand-regular': text('$18.00'), 'sand-large': text('$22.00'), 'black-regular': text('$18.00') },
  },
};
const single = (title: string, productType: number, price: string, qty: number, extra: Record<string, unknown> = {}) => ({
  id: title.toLowerCase().replace(/\W+/g, '-'), title, productType, currency: 'USD', description: `${title}, from the demo store.`, image: '/assets/gallery/photo-5.png', options: [],
  variants: [variant('only', 1100, qty, [], qty < 0 ? { unlimited: true, qtyInStock: 0 } : {})],
  display: { product: text(price), variants: { only: text(price) } }, ...extra,
});

const product = (json: unknown) =>
  serverHtml(`<sqs-product data-load-on="eager" data-block-json='${JSON.stringify(json).replace(/'/g, '&#39;')}'>
  <form method="post" action="/store/x/add"><h1>Server form</h1><button type="submit">Add to Cart</button></form></sqs-product>`);

const meta: Meta = {
  title: 'Commerce/sqs-product',
  component: 'sqs-product',
  parameters: { docs: { description: { component: 'A product with variant choice and add-to-cart; adding needs the reference backend (`npm start`, /store).' } } },
};
export default meta;

/** A mug with variants chosen through options; the price and stock follow the choice. */
export const Options: StoryObj = { render: () => product(MUG) };
/** Three left: a low-stock note. */
export const LowStock: StoryObj = { render: () => product(single('House blend', 1, '$11.00', 3)) };
/** Sold out: the button disabled with its reason. */
export const SoldOut: StoryObj = { render: () => product(single('Espresso cups', 1, '$24.00', 0)) };
/** A digital product on sale: the sale price beside the crossed-out price, no quantity. */
export const Digital: StoryObj = { render: () => product(single('Recipe book', 2, '$9.00', -1, { priceCents: 1200, salePriceCents: 900, onSale: true })) };
/** A subscription: the price with its billing terms (every month, 12 payments). */
export const Subscription: StoryObj = { render: () => product(single('Beans of the month', 1, '$11.00 every month, 12 payments', -1)) };
/** Malformed JSON: the server form stays. */
export const MalformedKeepsServerForm: StoryObj = { render: () => serverHtml(`<sqs-product data-load-on="eager" data-block-json='{"id": '><form><p>Server form stays.</p></form></sqs-product>`) };
