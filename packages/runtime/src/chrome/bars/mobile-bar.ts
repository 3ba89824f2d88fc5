/**
 * The runtime's mobile information bar (issue 6 item 3): an `<sqs-mobile-bar
 * data-sqs-mobile-bar>` (mobile-bar.element.ts) from `websiteSettings`, appended to the body
 * hidden; arm-bars.ts shows and hides it as the window crosses 1024 px. Its `define` entry
 * registers through here, so the runtime and `dist/elements/sqs-mobile-bar.js` share one chunk.
 */
import { defineElement } from '../define-element';
import { mobileBarHasContent, readMobileBarSettings } from './bars-settings';
import { SqsMobileBar } from './mobile-bar.element';

export interface MobileBar {
  show(visible: boolean): void;
  remove(): void;
}

export function defineMobileBar(): void {
  defineElement('sqs-mobile-bar', SqsMobileBar);
}

/**
 * Shows the bar from `websiteSettings` (hidden until `show(true)`). A bar with nothing to show
 * renders nothing.
 */
export function showMobileBar(doc: Document, websiteSettings: Record<string, unknown>): MobileBar {
  const s = readMobileBarSettings(websiteSettings.mobileInfoBarSettings, websiteSettings);
  if (!mobileBarHasContent(s)) return { show() {}, remove() {} };
  defineMobileBar();
  const host = doc.createElement('sqs-mobile-bar') as SqsMobileBar;
  host.setAttribute('data-sqs-mobile-bar', '');
  host.barStyle = s.style;
  host.text = s.text;
  host.phone = s.phone;
  host.email = s.email;
  host.location = s.location;
  host.hours = JSON.stringify(s.hours);
  if (s.link) {
    host.linkUrl = s.link.url;
    host.linkText = s.link.text;
  }
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
