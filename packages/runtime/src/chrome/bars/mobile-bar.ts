/**
 * The mobile information bar (issue 6 item 3): a bar fixed to the bottom of a narrow window
 * with the site's contact shortcuts: call, email, map, business hours (a native disclosure)
 * and an optional message and link. start-bars.ts shows and hides it as the window crosses
 * 1024 px. Its host stays in the page flow with the bar's height, so the end of the page can
 * still be scrolled into view above it.
 *
 * @csspart bar - The bar.
 * @csspart text - The message.
 * @csspart item - One shortcut.
 * @csspart hours - The business hours.
 * @cssprop [--sqs-mobile-bar-height=56px] - Height of the bar.
 * @cssprop [--sqs-mobile-bar-background=#111] - Background of the bar.
 * @cssprop [--sqs-mobile-bar-color=#fff] - Text colour of the bar.
 */
import { safeHref } from '../../contracts/links';
import { getLocale, message } from '../../contracts/messages';
import { mobileBarHasContent, readMobileBarSettings } from './bars-settings';
import { barHost, make } from './bar-host';
import css from './mobile-bar.css?inline';

export interface MobileBar {
  show(visible: boolean): void;
  remove(): void;
}

/** The weekday's name in the site's locale; 0 = Monday. */
function weekday(day: number): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(getLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));
}

/**
 * Shows the bar from `websiteSettings` (hidden until `show(true)`). A bar with nothing to show
 * renders nothing.
 */
export function showMobileBar(doc: Document, websiteSettings: Record<string, unknown>): MobileBar {
  const s = readMobileBarSettings(websiteSettings.mobileInfoBarSettings, websiteSettings);
  if (!mobileBarHasContent(s)) return { show() {}, remove() {} };
  const { host, root } = barHost(doc, 'mobile-bar', css);
  const nav = make(doc, 'nav', 'bar');
  nav.setAttribute('aria-label', message('mobileBar.label', 'Contact'));
  nav.dataset.style = s.style;
  if (s.text) nav.append(make(doc, 'p', 'text', s.text));
  const list = make(doc, 'ul');
  const item = (node: HTMLElement) => {
    const li = make(doc, 'li');
    li.append(node);
    list.append(li);
  };
  const link = (href: string | null, text: string, external = false) => {
    if (!href) return;
    const a = make(doc, 'a', 'item', text);
    a.href = href;
    if (external) {
      a.target = '_blank';
      a.rel = 'noopener';
    }
    item(a);
  };
  const digits = s.phone.replace(/[^\d+]/g, '');
  if (digits) link(`tel:${digits}`, message('mobileBar.call', 'Call'));
  if (s.email) link(`mailto:${s.email}`, message('mobileBar.email', 'Email'));
  // SPEC.md §7: a location opens an external maps search.
  if (s.location) link(`https://maps.google.com/maps?q=${encodeURIComponent(s.location)}`, message('mobileBar.map', 'Map'), true);
  if (s.hours.length) {
    const details = make(doc, 'details', 'hours');
    details.append(make(doc, 'summary', 'item', message('mobileBar.hours', 'Hours')));
    const table = make(doc, 'dl');
    for (const { day, text } of s.hours) {
      // Hours given as one text have no day: a paragraph, since a <dd> needs its <dt>.
      if (day === null) details.append(make(doc, 'p', undefined, text));
      else table.append(make(doc, 'dt', undefined, weekday(day)), make(doc, 'dd', undefined, text));
    }
    if (table.firstChild) details.append(table);
    item(details);
  }
  if (s.link) link(safeHref(s.link.url), s.link.text || s.link.url);
  nav.append(list);
  root.append(nav);
  host.hidden = true;
  doc.body.append(host);
  return {
    show(visible) {
      host.hidden = !visible;
    },
    remove() {
      host.remove();
    },
  };
}
