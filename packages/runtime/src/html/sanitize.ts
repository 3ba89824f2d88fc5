/**
 * The one module allowed to put HTML from outside into the page (ESLint forbids
 * innerHTML everywhere else). Everything goes through DOMPurify first.
 */
import DOMPurify from 'dompurify';

/** `target` on links, for the editor's rich text ("Open in new window"; the caller sets rel=noopener). */
const LINK_TARGETS = { ADD_ATTR: ['target'] };

/**
 * `html` may be nodes (a DocumentFragment's children are sanitized and serialised: the rich-text
 * editor's region); `keepLinkTargets` keeps links' `target` (DOMPurify drops it by default).
 */
export function sanitizeHtml(html: string | Node, keepLinkTargets = false): string {
  return keepLinkTargets ? DOMPurify.sanitize(html, LINK_TARGETS) : DOMPurify.sanitize(html);
}

/**
 * Sanitized HTML that `innerHTML` accepts on a page that requires Trusted Types: DOMPurify's
 * TrustedHTML (its own `dompurify` policy) where the browser has Trusted Types, else the string.
 * For library code we do not write that assigns HTML itself (Leaflet: rollup.config.mjs).
 */
export function trustedHtml(html: string): string {
  return 'trustedTypes' in window ? (DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: true }) as unknown as string) : DOMPurify.sanitize(html);
}

/** Replaces the element's children with the sanitized HTML. */
export function setSanitizedHtml(element: Element, html: string): void {
  element.innerHTML = sanitizeHtml(html);
}

/** The sanitized HTML as nodes, for a view that appends rather than assigns HTML. */
export function sanitizedFragment(html: string, keepLinkTargets = false): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, ...(keepLinkTargets && LINK_TARGETS) });
}

/**
 * HTML from outside as an inert document (no script runs, nothing loads), for code that only
 * reads it: its text, its structure. Where the browser has Trusted Types, DOMParser gets the
 * sanitized TrustedHTML of DOMPurify's own policy (`dompurify`), so this also works on a page
 * that requires Trusted Types for scripts (a plain string would be refused there); elsewhere
 * it parses the string as it is, since a DOMParser document runs and loads nothing.
 */
export function inertDocument(html: string): Document {
  const input = 'trustedTypes' in window ? (DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: true }) as unknown as string) : html;
  return new DOMParser().parseFromString(input, 'text/html');
}
