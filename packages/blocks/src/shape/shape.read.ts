/**
 * Server HTML → shape: the element's own content (a line of text, or a link) sits inside the
 * shape, kept in the light DOM and slotted, so the link works without JavaScript and the site's
 * CSS styles it. A shape with no content is decoration: it renders, hidden from assistive tech.
 */
import type { SettingsOf } from '@sqs/runtime/contracts/block-data';
import type { shapeSettings } from './shape.settings';

export interface ShapeContent {
  /** Whether anything is inside the shape (text or elements). */
  hasContent: boolean;
}

export type ShapeProps = SettingsOf<typeof shapeSettings> & ShapeContent;

export function readShape(host: Element): ShapeContent {
  const hasContent = (host.textContent ?? '').trim() !== '' || host.children.length > 0;
  return { hasContent };
}
