/**
 * The runtime's announcement bar (issue 6 item 3): an `<sqs-announcement-bar
 * data-sqs-announcement-bar>` (announcement-bar.element.ts) from `websiteSettings`, first in
 * the body. Its `define` entry registers through here, so the runtime and
 * `dist/elements/sqs-announcement-bar.js` share one chunk.
 */
import { defineElement } from '../define-element';
import { SqsAnnouncementBar } from './announcement-bar.element';
import { readAnnouncementSettings } from './bars-settings';

export { announcementParagraphs } from './announcement-text';

export function defineAnnouncementBar(): void {
  defineElement('sqs-announcement-bar', SqsAnnouncementBar);
}

/** Shows the bar from `websiteSettings`; returns its removal. */
export function showAnnouncementBar(doc: Document, websiteSettings: Record<string, unknown>): () => void {
  defineAnnouncementBar();
  const settings = readAnnouncementSettings(websiteSettings);
  const host = doc.createElement('sqs-announcement-bar') as SqsAnnouncementBar;
  host.setAttribute('data-sqs-announcement-bar', '');
  host.text = settings.html;
  host.url = settings.url;
  host.newWindow = settings.newWindow;
  doc.body.prepend(host);
  return () => host.remove();
}
