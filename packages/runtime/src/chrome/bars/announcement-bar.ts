/**
 * The announcement bar (issue 6 item 3): the site's announcement at the top of the page, as
 * a labelled region, linked when the site gives a click-through URL, with a close button
 * that hides it for this page view.
 *
 * The text is the site editor's HTML; it is parsed into an inert document (no scripts run,
 * nothing loads) and only its text is shown, one paragraph per block, so no sanitizer has to
 * be shipped for a line of text.
 *
 * @csspart bar - The bar.
 * @csspart link - The link around the text, when there is one.
 * @csspart close - The close button.
 * @cssprop [--sqs-announcement-bar-background=#111] - Background of the bar.
 * @cssprop [--sqs-announcement-bar-color=#fff] - Text colour of the bar.
 */
import { safeHref } from '../../contracts/links';
import { message } from '../../contracts/messages';
import { readAnnouncementSettings } from './bars-settings';
import { barHost, make } from './bar-host';
import css from './announcement-bar.css?inline';

/** The paragraphs of the editor's HTML, as text. */
export function announcementParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const hidden of body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const blocks = body.children.length ? [...body.children] : [body];
  return blocks.map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Shows the bar from `websiteSettings`; returns its removal. */
export function showAnnouncementBar(doc: Document, websiteSettings: Record<string, unknown>): () => void {
  const settings = readAnnouncementSettings(websiteSettings);
  const { host, root } = barHost(doc, 'announcement-bar', css);
  const bar = make(doc, 'section', 'bar');
  bar.setAttribute('aria-label', message('announcementBar.label', 'Announcement'));
  const href = settings.url ? safeHref(settings.url) : null;
  const content = href ? make(doc, 'a', 'link') : make(doc, 'div');
  content.className = 'text';
  if (content instanceof HTMLAnchorElement && href) {
    content.href = href;
    if (settings.newWindow) {
      content.target = '_blank';
      content.rel = 'noopener';
    }
  }
  for (const paragraph of announcementParagraphs(settings.html)) content.append(make(doc, 'p', undefined, paragraph));
  const close = make(doc, 'button', 'close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', message('announcementBar.close', 'Close announcement'));
  close.addEventListener('click', () => host.remove());
  bar.append(content, close);
  root.append(bar);
  doc.body.prepend(host);
  return () => host.remove();
}
