import { html, nothing, type TemplateResult } from 'lit/html.js';
import { safeHref } from '../../contracts/links';
import { getLocale, message } from '../../contracts/messages';
import { ChromeElement } from '../chrome-element';
import { hoursFromAttribute } from './bars-settings';
import css from './mobile-bar.css?inline';

/** The weekday's name in the site's locale; 0 = Monday. */
function weekday(day: number): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(getLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));
}

/**
 * The mobile information bar (issue 6 item 3; SPEC.md §3, §4, §9): a bar fixed to the bottom
 * of the window with the site's contact shortcuts: call, email, map (SPEC.md §7: an external
 * maps search), business hours (a native disclosure) and an optional message and link. The
 * element stays in the page flow with the bar's height, so the end of the page can still be
 * scrolled into view above it. The runtime shows it from `websiteSettings` in windows up to
 * 1024 px wide and hides it (`hidden`) when wider (mobile-bar.ts, arm-bars.ts); a template
 * that places it decides that itself.
 *
 * @summary The mobile information bar: call, email, map, hours and a link.
 * @tag sqs-mobile-bar
 *
 * @attr {string} phone - The phone number (the call shortcut dials its digits and +).
 * @attr {string} email - The email address.
 * @attr {string} location - The address, as text (the map shortcut searches for it).
 * @attr {string} hours - Business hours: `[{"day": 0, "text": "8-4"}]` (0 = Monday, null = one text), `{"monday": "8-4", …}`, or plain text.
 * @attr {string} text - A short message above the shortcuts.
 * @attr {string} link-url - A link of the site's own (ignored unless a safe link).
 * @attr {string} link-text - Its text (default: the URL).
 * @attr {string} bar-style - The site's bar style, for theming (`sqs-mobile-bar[bar-style='2']`); no look of its own.
 *
 * @csspart bar - The bar.
 * @csspart text - The message.
 * @csspart item - One shortcut.
 * @csspart hours - The business hours.
 *
 * @cssprop [--sqs-mobile-bar-height=56px] - Height of the bar.
 * @cssprop [--sqs-mobile-bar-background=#111] - Background of the bar.
 * @cssprop [--sqs-mobile-bar-color=#fff] - Text colour of the bar.
 */
export class SqsMobileBar extends ChromeElement {
  static override styles = css;
  static override properties = {
    phone: {},
    email: {},
    location: {},
    hours: {},
    text: {},
    linkUrl: {},
    linkText: {},
    barStyle: {},
  };

  declare phone?: string;
  declare email?: string;
  declare location?: string;
  declare hours?: string;
  declare text?: string;
  declare linkUrl?: string;
  declare linkText?: string;
  declare barStyle?: string;

  protected override render() {
    const item = (content: TemplateResult) => html`<li>${content}</li>`;
    const link = (href: string | null, text: string, external = false) =>
      href ? item(html`<a part="item" href=${href} target=${external ? '_blank' : nothing} rel=${external ? 'noopener' : nothing}>${text}</a>`) : nothing;
    const digits = (this.phone ?? '').replace(/[^\d+]/g, '');
    const hours = hoursFromAttribute(this.hours);
    const days = hours.filter((h) => h.day !== null);
    const url = this.linkUrl?.trim();
    return html`<nav part="bar" aria-label=${message('mobileBar.label', 'Contact')}>${
      this.text ? html`<p part="text">${this.text}</p>` : nothing
    }<ul>${digits ? link(`tel:${digits}`, message('mobileBar.call', 'Call')) : nothing}${
      this.email ? link(`mailto:${this.email}`, message('mobileBar.email', 'Email')) : nothing
    }${this.location ? link(`https://maps.google.com/maps?q=${encodeURIComponent(this.location)}`, message('mobileBar.map', 'Map'), true) : nothing}${
      hours.length
        ? item(
            html`<details part="hours"><summary part="item">${message('mobileBar.hours', 'Hours')}</summary>${hours
              .filter((h) => h.day === null)
              .map((h) => html`<p>${h.text}</p>`)}${days.length ? html`<dl>${days.map((h) => html`<dt>${weekday(h.day!)}</dt><dd>${h.text}</dd>`)}</dl>` : nothing}</details>`,
          )
        : nothing
    }${url ? link(safeHref(url), this.linkText?.trim() || url) : nothing}</ul></nav>`;
  }
}
