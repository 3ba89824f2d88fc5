/**
 * Server HTML → scaled text: the element's own text is the line (and the no-JavaScript
 * fallback). It stays in the light DOM, slotted, so find-in-page, screen readers and the site's
 * CSS see the text as it was sent. No text at all keeps the server HTML (reported once).
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import type { scaledTextSettings } from './scaled-text.settings';

export interface ScaledTextContent {
  text: string;
}

export type ScaledTextProps = SettingsOf<typeof scaledTextSettings> & ScaledTextContent;

export const NO_TEXT = 'no text to fit; the server HTML stays';

export function readScaledText(host: Element): ScaledTextContent | BlockFallback {
  const text = host.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? { text } : keepFallback(NO_TEXT);
}
