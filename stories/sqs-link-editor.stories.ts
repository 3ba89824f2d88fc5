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

export const Page: StoryObj = { render: () => editor('value="/menu"') };
export const NoLinkYet: StoryObj = { render: () => editor('') };
export const PagesUnavailable: StoryObj = { render: () => editor('pages-url="/story-missing"') };
export const WebAddress: StoryObj = { render: () => editor('value="https://www.example.com/shop"') };
export const WebAddressNewWindow: StoryObj = { render: () => editor('value="https://www.example.com/shop" new-window') };
export const Email: StoryObj = { render: () => editor('value="mailto:ann@example.com?cc=bo%40example.com&subject=Hello&body=See%20you"') };
export const Phone: StoryObj = { render: () => editor('value="tel:+15550100"') };
export const File: StoryObj = { render: () => editor('value="/s/menu.pdf"') };
export const Disabled: StoryObj = { render: () => editor('value="https://www.example.com" disabled') };
export const RefusedValue: StoryObj = { render: () => editor('value="javascript:alert(1)"') };
