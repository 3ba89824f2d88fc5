/**
 * Server HTML → marquee: its text is the element's own content (the no-JavaScript fallback).
 * It stays in the light DOM, slotted into a visually hidden span, so screen readers and
 * find-in-page get it once; the scrolling copies are drawn in an aria-hidden SVG.
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import type { marqueeSettings } from './marquee.settings';

export interface MarqueeContent {
  text: string;
}

export type MarqueeProps = SettingsOf<typeof marqueeSettings> & MarqueeContent;

export const NO_TEXT = 'no text to scroll; the server HTML stays';

export function readMarquee(host: Element): MarqueeContent | BlockFallback {
  const text = host.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? { text } : keepFallback(NO_TEXT);
}
