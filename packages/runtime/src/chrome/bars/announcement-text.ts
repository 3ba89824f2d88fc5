/**
 * The announcement's text (issue 6 item 3): the site editor's HTML, shown as text only, one
 * paragraph per block, so no HTML of the editor's reaches the page. It is read from an inert
 * document made by the one sanitizing module (html/sanitize.ts inertDocument: no script runs,
 * nothing loads, and a page that requires Trusted Types for scripts still shows the bar).
 */
import { inertDocument } from '../../html/sanitize';
import { report } from '../../report';

/** The paragraphs of the editor's HTML, as text. */
export function announcementParagraphs(html: string): string[] {
  let body: HTMLElement;
  try {
    body = inertDocument(html).body;
  } catch (error) {
    // Trusted Types required but DOMPurify's policy refused by the page's CSP: the text with
    // its tags dropped is still better than no bar.
    report({ source: 'bars', message: 'The announcement could not be parsed', error });
    return [html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()].filter(Boolean);
  }
  for (const hidden of body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const blocks = body.children.length ? [...body.children] : [body];
  return blocks.map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
}
