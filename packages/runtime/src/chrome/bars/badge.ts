/**
 * The badge (issue 6 item 3): the platform's small "made with" mark in a corner of the page
 * (`ssBadgePosition`), light or dark. It links to the platform (`website.appDomain`) when the
 * page context names it. The spec gives no text: 'Made with {platform}', translatable.
 *
 * @csspart badge - The badge.
 * @cssprop [--sqs-badge-offset=1rem] - Distance from the page's edges.
 */
import { message } from '../../contracts/messages';
import { readBadgeSettings } from './bars-settings';
import { barHost, make } from './bar-host';
import css from './badge.css?inline';

/** Shows the badge from `websiteSettings`; returns its removal. */
export function showBadge(doc: Document, websiteSettings: Record<string, unknown>, appDomain: string): () => void {
  const settings = readBadgeSettings(websiteSettings);
  const { host, root } = barHost(doc, 'badge', css);
  const aside = make(doc, 'aside');
  aside.setAttribute('aria-label', message('badge.label', 'Site badge'));
  aside.className = `${settings.position} ${settings.theme}`;
  const text = message('badge.text', 'Made with {platform}', { platform: appDomain || 'sqs-blocks' });
  const badge = appDomain ? make(doc, 'a', 'badge', text) : make(doc, 'span', 'badge', text);
  if (badge instanceof HTMLAnchorElement) {
    badge.href = `https://${appDomain}/`;
    badge.rel = 'noopener';
  }
  aside.append(badge);
  root.append(aside);
  doc.body.append(host);
  return () => host.remove();
}
