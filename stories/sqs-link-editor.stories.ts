import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/link-editor/link-editor.define';
import { serverHtml } from './story-html';

// Storybook has no reference backend: GET /api/editor/pages is answered here as the backend
// answers it (packages/server/src/routes/editor-kit.ts); `pages-url="/story-missing"` shows the failure.
const PAGES = { pages: [{ url: '/', title: 'Harbour Café' }, { url: '/menu', title: 'Menu' }, { url: '/events', title: 'Events' }, { url: '/contact', title: 'Contact' }] };
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname === '/api/editor/pages') return Promise.resolve(new Response(JSON.stringify(PAGES), { headers: { 'content-type': 'application/json' } }));
  if (url.pathname === '/story-missing') return Promise.resolve(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
  return realFetch(input, init);
};

const meta: Meta = {
  title: 'Editor/sqs-link-editor',
  parameters: { docs: { description: { component: 'The link editor (Page, Web Address, Email, Phone, File; open in new window) as a form control.' } } },
};
export default meta;

const editor = (attributes: string) =>
  serverHtml(`<form><label for="l">Button link</label> <sqs-link-editor id="l" name="link" data-load-on="eager" ${attributes}></sqs-link-editor></form>`);

/** `value="/menu"`: the Page type is selected with Menu chosen from the pages list (answered by the stand-in). */
export const Page: StoryObj = { render: () => editor('value="/menu"') };
/** No value: the editor starts with no link chosen; check the type choice (Page, Web Address, Email, Phone, File) by keyboard. */
export const NoLinkYet: StoryObj = { render: () => editor('') };
/** `pages-url` answers 500: check the failure shown where the pages list would be. */
export const PagesUnavailable: StoryObj = { render: () => editor('pages-url="/story-missing"') };
/** A web address value (`https://www.example.com/shop`): the Web Address type is selected with the URL in its input. */
export const WebAddress: StoryObj = { render: () => editor('value="https://www.example.com/shop"') };
/** The same web address with `new-window`: check that "open in new window" is checked. */
export const WebAddressNewWindow: StoryObj = { render: () => editor('value="https://www.example.com/shop" new-window') };
/** A `mailto:` value with cc, subject and body: the Email type is selected with each part decoded into its own field. */
export const Email: StoryObj = { render: () => editor('value="mailto:ann@example.com?cc=bo%40example.com&subject=Hello&body=See%20you"') };
/** A `tel:` value: the Phone type is selected with the number `+15550100`. */
export const Phone: StoryObj = { render: () => editor('value="tel:+15550100"') };
/** A `/s/` file URL (`/s/menu.pdf`): the File type is selected. */
export const File: StoryObj = { render: () => editor('value="/s/menu.pdf"') };
/** A web address with `disabled`: nothing can be edited, and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => editor('value="https://www.example.com" disabled') };
/** A `javascript:` URL as the value: it is refused and never kept as a link. */
export const RefusedValue: StoryObj = { render: () => editor('value="javascript:alert(1)"') };
