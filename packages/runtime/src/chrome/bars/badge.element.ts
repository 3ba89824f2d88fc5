import { html } from 'lit/html.js';
import { message } from '../../contracts/messages';
import { ChromeElement } from '../chrome-element';
import css from './badge.css?inline';

const POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * The badge (issue 6 item 3; SPEC.md §4 "Badge"): the platform's small "made with" mark in a
 * corner of the page, light or dark, linked to the platform when its domain is known. The
 * spec gives no text: 'Made with {platform}', translatable. The runtime shows it from
 * `websiteSettings.ssBadgeType` and `ssBadgePosition` (badge.ts); a template may place it.
 *
 * @summary The platform's "made with" badge in a corner of the page.
 * @tag sqs-badge
 *
 * @attr {'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'} position - The corner (default bottom-right).
 * @attr {'light' | 'dark'} theme - The look (default light).
 * @attr {string} app-domain - The platform's domain: the badge links to it and names it.
 *
 * @csspart badge - The badge (a link when the domain is known).
 *
 * @cssprop [--sqs-badge-offset=1rem] - Distance from the page's edges.
 */
export class SqsBadge extends ChromeElement {
  static override styles = css;
  static override properties = { position: {}, theme: {}, appDomain: {} };

  declare position?: string;
  declare theme?: string;
  declare appDomain?: string;

  protected override render() {
    const domain = this.appDomain?.trim() ?? '';
    const position = POSITIONS.includes(this.position ?? '') ? this.position : 'bottom-right';
    const text = message('badge.text', 'Made with {platform}', { platform: domain || 'sqs-blocks' });
    return html`<aside aria-label=${message('badge.label', 'Site badge')} class="${position} ${this.theme === 'dark' ? 'dark' : 'light'}">${
      domain ? html`<a part="badge" href="https://${domain}/" rel="noopener">${text}</a>` : html`<span part="badge">${text}</span>`
    }</aside>`;
  }
}
