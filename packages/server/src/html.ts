/**
 * Escaping for the HTML the reference backend writes. One function for element content and
 * quoted attributes alike (single or double quotes), so no call site has to pick.
 */

/** Text safe in element content and inside a quoted HTML attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same escape, named for where it goes. */
export const escapeAttribute = escapeHtml;

/** JSON for a `<script type="application/json">`: no text inside can end the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
