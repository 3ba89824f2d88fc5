import { html, nothing } from 'lit/html.js';
import { safeHref } from '../../contracts/links';
import { message } from '../../contracts/messages';
import { emit } from '../../events';
import { ChromeElement } from '../chrome-element';
import css from './announcement-bar.css?inline';
import type {} from './announcement-bar.events';
import { announcementParagraphs } from './announcement-text';

/**
 * The announcement bar (issue 6 item 3; SPEC.md §6 "Logged-in site users always get the
 * announcement bar"): the site's announcement as a labelled region, linked when the site gives
 * a click-through URL (a safe one only), with a close button that takes it off the page for
 * this page view. The text is the editor's HTML, shown as text, one paragraph per block
 * (announcement-text.ts). The runtime shows it from `websiteSettings.announcementBarSettings`
 * (announcement-bar.ts), first in the body; a template may place it.
 *
 * @summary The site's announcement at the top of the page, with a close button.
 * @tag sqs-announcement-bar
 *
 * @attr {string} text - The announcement: the editor's HTML, shown as plain text.
 * @attr {string} url - Where the announcement links to (ignored unless a safe link).
 * @attr {boolean} new-window - Open the link in a new window.
 *
 * @fires {CustomEvent<{}>} sqs-announcement-bar-close - The visitor closed the bar; it leaves the page.
 *
 * @csspart bar - The bar.
 * @csspart link - The link around the text, when there is one.
 * @csspart close - The close button.
 *
 * @cssprop [--sqs-announcement-bar-background=#111] - Background of the bar.
 * @cssprop [--sqs-announcement-bar-color=#fff] - Text colour of the bar.
 */
export class SqsAnnouncementBar extends ChromeElement {
  static override styles = css;
  static override properties = { text: {}, url: {}, newWindow: { type: Boolean } };

  declare text?: string;
  declare url?: string;
  declare newWindow: boolean;

  private close(): void {
    emit(this, 'sqs-announcement-bar-close', {});
    this.remove();
  }

  protected override render() {
    const href = this.url ? safeHref(this.url) : null;
    const paragraphs = announcementParagraphs(this.text ?? '').map((text) => html`<p>${text}</p>`);
    return html`<section part="bar" aria-label=${message('announcementBar.label', 'Announcement')}>${
      href
        ? html`<a part="link" class="text" href=${href} target=${this.newWindow ? '_blank' : nothing} rel=${this.newWindow ? 'noopener' : nothing}>${paragraphs}</a>`
        : html`<div class="text">${paragraphs}</div>`
    }<button part="close" type="button" aria-label=${message('announcementBar.close', 'Close announcement')} @click=${() => this.close()}>×</button></section>`;
  }
}
