import scaledTextStyles from './scaled-text.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readScaledText } from './scaled-text.read';
import { scaledTextSettings } from './scaled-text.settings';
import { ScaledTextView } from './scaled-text.view';

/**
 * One line of text that shrinks to fit its box (SPEC.md §9 "Text shrink"): never below 11 px,
 * fitted again 100 ms after the box stops resizing; at 13 px or less the host carries the class
 * `sqs-min-font`. The text is the element's own content (the no-JavaScript fallback), kept in
 * the light DOM. For no layout shift before the upgrade, give the fallback one line too:
 * `sqs-scaled-text { display: block; white-space: nowrap; overflow: hidden; }`.
 *
 * @summary A one-line heading that shrinks its font to fit the width of its box.
 * @tag sqs-scaled-text
 *
 * @attr {string} data-block-json - The block's settings as a JSON object (none of its own; malformed JSON keeps the fallback).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{fontSize: number, minFont: boolean}>} sqs-scaled-text-fit - After the line is fitted to its box (first render, resize, fonts).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart box - The box the line fits (clips past the 11 px floor).
 * @csspart text - The line; its inline font size is the fitted one.
 *
 * @cssprop [--sqs-scaled-text-align=start] - Where a line narrower than its box sits (start, center, end).
 *
 * @slot - The text to fit.
 */
export class SqsScaledTextElement extends createBlockElement({
  tag: 'sqs-scaled-text',
  settings: scaledTextSettings,
  read: readScaledText,
  View: ScaledTextView,
  styles: scaledTextStyles,
}) {}
