import searchStyles from './search.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readSearch } from './search.read';
import { searchSettings } from './search.settings';
import { SearchView } from './search.view';

/**
 * A search box with live suggestions (block type SEARCH 33): the server's plain GET form
 * (`<form action="/search"><input name="q">`, the no-JavaScript fallback) becomes a WAI-ARIA
 * combobox whose suggestions come from `GET /api/search/suggest`, debounced and cancelled as
 * typing goes on. Enter on a suggestion opens it; Enter in the box sends the form to the
 * results page. A picked suggestion is announced for analytics (site search, kind 2); the results
 * page counts its own query.
 *
 * @summary Search box with live suggestions, upgraded from a plain GET search form.
 * @tag sqs-search
 *
 * @attr {string} placeholder - Placeholder of the box (JSON `placeholder`; default the server input's).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{query: string}>} sqs-search-query - A suggestion was picked (the results page itself is counted by the runtime's analytics).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart form - The search form.
 * @csspart label - The box's label.
 * @csspart input - The combobox text box.
 * @csspart listbox - The suggestions popup.
 * @csspart option - One suggestion.
 * @csspart kind - A suggestion's kind (page, product, event).
 * @csspart submit - The submit button.
 *
 * @cssprop [--sqs-search-border-color=#767676] - Borders of the box, button and popup.
 * @cssprop [--sqs-search-radius=4px] - Corner radius.
 * @cssprop [--sqs-search-background=#fff] - Background of the box and popup.
 * @cssprop [--sqs-search-active-background=#1a1a1a] - The active suggestion's background.
 * @cssprop [--sqs-search-active-color=#fff] - The active suggestion's text.
 * @cssprop [--sqs-search-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-search-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsSearchElement extends createBlockElement({
  tag: 'sqs-search',
  settings: searchSettings,
  read: readSearch,
  View: SearchView,
  styles: searchStyles,
}) {}
