/**
 * Server HTML → text highlight: the highlighted words are the element's own content, kept in
 * the light DOM and slotted, so they stay plain text for find-in-page, screen readers and the
 * site's CSS; the shape is decoration beside them. No text keeps the server HTML (reported once).
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import type { textHighlightSettings } from './text-highlight.settings';

export interface TextHighlightContent {
  text: string;
}

export type TextHighlightProps = SettingsOf<typeof textHighlightSettings> & TextHighlightContent;

export const NO_TEXT = 'no text to highlight; the server HTML stays';

export function readTextHighlight(host: Element): TextHighlightContent | BlockFallback {
  const text = host.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? { text } : keepFallback(NO_TEXT);
}
