/**
 * The one module allowed to put HTML from outside into the page (ESLint forbids
 * innerHTML everywhere else). Everything goes through DOMPurify first.
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** Replaces the element's children with the sanitized HTML. */
export function setSanitizedHtml(element: Element, html: string): void {
  element.innerHTML = sanitizeHtml(html);
}

/** The sanitized HTML as nodes, for a view that appends rather than assigns HTML. */
export function sanitizedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
}
