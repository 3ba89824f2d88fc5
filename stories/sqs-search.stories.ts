import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/search/search.define';
import { serverHtml } from './story-html';

const form = (value = '') => `<form action="/search" method="get" role="search">
  <label for="q">Search the site</label><input id="q" type="search" name="q" value="${value}"><button type="submit">Search</button>
</form>`;

const meta: Meta = {
  title: 'Blocks/sqs-search',
  component: 'sqs-search',
  parameters: {
    docs: { description: { component: 'A search box with live suggestions (APG combobox) over a plain GET form; suggestions come from the reference backend\'s `/api/search/suggest` (run `npm start` for them).' } },
  },
};
export default meta;

/** The server's GET search form with live suggestions added (WAI-ARIA combobox); it still submits without JavaScript. */
export const Default: StoryObj = { render: () => serverHtml(`<sqs-search data-load-on="eager">${form()}</sqs-search>`) };
/** The current query kept in the box (`value` from the server). */
export const WithQuery: StoryObj = { render: () => serverHtml(`<sqs-search data-load-on="eager">${form('coffee')}</sqs-search>`) };
/** `placeholder` set on the input. */
export const Placeholder: StoryObj = { render: () => serverHtml(`<sqs-search data-load-on="eager" placeholder="Coffee, events, mugs…">${form()}</sqs-search>`) };
/** No `<form>` in the server HTML: the text stays and the error is reported once. */
export const NoFormKeepsFallback: StoryObj = { render: () => serverHtml('<sqs-search data-load-on="eager"><p>Search is not set up.</p></sqs-search>') };
