import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/rich-text/rich-text-toolbar.define';
import { serverHtml } from './story-html';

// Storybook has no reference backend: the link tool's editor lists pages from GET /api/editor/pages,
// answered here as the backend answers it (packages/server/src/routes/editor-kit.ts).
const PAGES = { pages: [{ url: '/', title: 'Harbour Café' }, { url: '/menu', title: 'Menu' }, { url: '/contact', title: 'Contact' }] };
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname === '/api/editor/pages') return Promise.resolve(new Response(JSON.stringify(PAGES), { headers: { 'content-type': 'application/json' } }));
  return realFetch(input, init);
};

const meta: Meta = {
  title: 'Editor/sqs-rich-text-toolbar',
  parameters: { docs: { description: { component: 'The rich-text toolbar (bold, italic, link, lists, headings, alignment, clear formatting) over an editable region, as a form control whose value is sanitized HTML.' } } },
};
export default meta;

const editor = (attributes: string) =>
  serverHtml(`<form><label for="r">Body text</label> <sqs-rich-text-toolbar id="r" name="body" data-load-on="eager" ${attributes}></sqs-rich-text-toolbar></form>`);

/** No value: an empty region; Tab reaches the toolbar once, then the text; type and format with Ctrl/⌘+B, I, K. */
export const Empty: StoryObj = { render: () => editor('') };
/** A heading, a paragraph with bold, italic and a link, and a bulleted list: move the caret and watch the pressed tools follow. */
export const Formatted: StoryObj = {
  render: () => editor(`value='<h2>Opening hours</h2><p>We are open <b>every day</b> from <i>nine</i>. See the <a href="/menu">menu</a>.</p><ul><li>Soup</li><li>Bread</li></ul>'`),
};
/** Centred and right-aligned paragraphs (the `align` attribute) and a numbered list. */
export const Aligned: StoryObj = {
  render: () => editor(`value='<p align="center">Centred title</p><p align="right">Signed, the kitchen</p><ol><li>First</li><li>Second</li></ol>'`),
};
/** `required` and empty: the form reports the missing value on submit. */
export const Required: StoryObj = { render: () => editor('required') };
/** `disabled`: the text cannot be edited, the tools do nothing and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => editor(`value='<p>Read only text</p>' disabled`) };
/** A value with a script and an `onerror` handler: both are removed by the sanitizer, the image and text stay. */
export const SanitizedValue: StoryObj = {
  render: () => editor(`value='<p>Safe text<img src="x" alt="" onerror="alert(1)"></p><script>alert(2)</script>'`),
};
