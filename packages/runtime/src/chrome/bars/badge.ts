/**
 * The runtime's badge (issue 6 item 3): an `<sqs-badge data-sqs-badge>` (badge.element.ts)
 * from `websiteSettings`, appended to the body. Its `define` entry registers through here, so
 * the runtime and `dist/elements/sqs-badge.js` share one chunk.
 */
import { defineElement } from '../define-element';
import { SqsBadge } from './badge.element';
import { readBadgeSettings } from './bars-settings';

export function defineBadge(): void {
  defineElement('sqs-badge', SqsBadge);
}

/** Shows the badge from `websiteSettings`; returns its removal. */
export function showBadge(doc: Document, websiteSettings: Record<string, unknown>, appDomain: string): () => void {
  defineBadge();
  const settings = readBadgeSettings(websiteSettings);
  const host = doc.createElement('sqs-badge') as SqsBadge;
  host.setAttribute('data-sqs-badge', '');
  host.position = settings.position;
  host.theme = settings.theme;
  host.appDomain = appDomain;
  doc.body.append(host);
  return () => host.remove();
}
