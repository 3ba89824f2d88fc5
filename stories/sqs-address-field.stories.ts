import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/address-field/address-field.define';
import { serverHtml } from './story-html';

// Storybook has no reference backend: the places stand-in (packages/server/src/routes/editor-kit.ts) answered here.
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  if (url.pathname === '/api/google-maps/places/autocomplete') return json({ predictions: [{ placeId: 'standin-market', description: '18 Market Square, Boston, MA 02109, US' }] });
  if (url.pathname === '/api/google-maps/places/details') return json({ address: { addressLine1: '18 Market Square', addressLine2: '', city: 'Boston', state: 'MA', zip: '02109', country: 'US' } });
  return realFetch(input, init);
};

const meta: Meta = {
  title: 'Editor/sqs-address-field',
  parameters: { docs: { description: { component: 'An address field with place suggestions, as a form control.' } } },
};
export default meta;

const field = (attributes: string) =>
  serverHtml(`<form><label for="a">Store address</label> <sqs-address-field id="a" name="address" data-load-on="eager" product-page="editor" product-section="address-field" ${attributes}></sqs-address-field></form>`);
const market = `value='{"addressLine1": "18 Market Square", "city": "Boston", "state": "MA", "zip": "02109", "country": "US"}'`;

/** No value: empty address inputs; typing in the first line asks the places stand-in and offers its one suggestion (18 Market Square), which fills the other fields when chosen. */
export const Empty: StoryObj = { render: () => field('') };
/** A US address set through `value` (18 Market Square, Boston, MA 02109): check each part shows in its own labelled input and the form submits it under `address`. */
export const Filled: StoryObj = { render: () => field(market) };
/** The same address with a four-digit zip (`0210`): the field is invalid with the zip message (a US zip code has exactly 5 digits). */
export const BadUsZip: StoryObj = { render: () => field(market.replace('02109', '0210')) };
/** The filled address with `disabled`: no input can be edited or focused for typing, and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => field(`${market} disabled`) };
/** `value="Main Street"` is not an address object: the value is refused and reported instead of being shown as a broken address. */
export const RefusedValue: StoryObj = { render: () => field('value="Main Street"') };
