import textHighlightStyles from './text-highlight.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readTextHighlight } from './text-highlight.read';
import { textHighlightSettings } from './text-highlight.settings';
import { TextHighlightView } from './text-highlight.view';

/**
 * A hand-drawn mark around or under words in running text (SPEC.md §3 "Text highlight", §4, §9):
 * twelve shapes as SVG, drawn once when the words first come into view (250 ms after they
 * scroll in, at once when on screen from the start), shown at once under reduced motion. The
 * words are the element's own content and stay plain text; the SVG is hidden from assistive tech.
 *
 * @summary Animated SVG underline, circle, strike or marker around inline text.
 * @tag sqs-text-highlight
 *
 * @attr {'circle' | 'cross' | 'enclose' | 'jagged' | 'marker' | 'scribble' | 'strike' | 'strikeDiagonal' | 'underline' | 'underlineCurve' | 'underlineDouble' | 'wave'} shape - The shape (JSON `shape`, default wave).
 * @attr {string} color - Stroke colour, any CSS colour (JSON `color`; default `--sqs-text-highlight-color`, else the text colour).
 * @attr {string} thickness - Stroke width, a CSS length (JSON `thickness`, default 0.06em; the marker is 10 times it).
 * @attr {'butt' | 'round' | 'square'} linecap - Stroke ends (JSON `linecap`, default square).
 * @attr {string} blend - `mix-blend-mode` of the shape (JSON `blend`, default normal).
 * @attr {number} opacity - Opacity of the shape, 0 to 1 (JSON `opacity`, default 1).
 * @attr {'draw' | 'fade' | 'fadeScale'} animation - How it appears (JSON `animation`, default draw).
 * @attr {'left' | 'right'} direction - The side it is drawn towards (JSON `direction`, default right).
 * @attr {number} duration - Seconds the animation lasts (JSON `duration`, default 0.75).
 * @attr {boolean} is-animation-enabled - Animate (JSON `isAnimationEnabled`, default true); false shows it at once.
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{shape: string}>} sqs-text-highlight-drawn - When the shape starts to draw (or shows at once), once.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart highlight - The words and their shape.
 * @csspart shape - The SVG shape (`data-drawn` once drawn).
 * @csspart text - The words.
 *
 * @cssprop [--sqs-text-highlight-color=currentColor] - Stroke colour when the block gives none.
 *
 * @slot - The highlighted words.
 */
export class SqsTextHighlightElement extends createBlockElement({
  tag: 'sqs-text-highlight',
  settings: textHighlightSettings,
  read: readTextHighlight,
  View: TextHighlightView,
  styles: textHighlightStyles,
}) {}
