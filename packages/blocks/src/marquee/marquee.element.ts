import marqueeStyles from './marquee.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readMarquee } from './marquee.read';
import { marqueeSettings } from './marquee.settings';
import { MarqueeView } from './marquee.view';

/**
 * Text scrolling along a wavy SVG path (block type MARQUEE 70; SPEC.md §2, §3 "Marquee props",
 * §9). The text is the element's own content (the no-JavaScript fallback) and is read once by
 * screen readers; the scrolling copies are decoration. It stops off screen and under reduced
 * motion, and a visible control pauses and plays it (WCAG 2.2.2). The text is laid on the wave
 * once; a CSS transform animation of one seamless loop moves it on the compositor, with no
 * script, layout or paint per frame.
 *
 * @summary Scrolling text on a wavy line, with a pause/play control.
 * @tag sqs-marquee
 *
 * @attr {number} wave-frequency - Waves per width (JSON `waveFrequency`, default 1): wavelength 1000 px at 0 down to 250 px at 10.
 * @attr {number} wave-intensity - Wave height, 0 (straight) to 2 (JSON `waveIntensity`, default 0).
 * @attr {'left' | 'right'} animation-direction - The way the text runs (JSON `animationDirection`, default left).
 * @attr {number} animation-speed - 1 is 60 px per second; 0 stands still (JSON `animationSpeed`, default 1).
 * @attr {boolean} paused-on-hover - Stop while the pointer is over it (JSON `pausedOnHover`, default false).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{running: boolean}>} sqs-marquee-toggle - The visitor paused or played the marquee with its control.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart marquee - The track and its control.
 * @csspart track - The clipping box the text runs in (`data-moving` while it moves).
 * @csspart text - The scrolling copies of the text.
 * @csspart toggle - The pause/play button (`data-running` while it is meant to run).
 *
 * @cssprop [--sqs-marquee-control-size=2rem] - Size of the pause/play button.
 * @cssprop [--sqs-marquee-control-background=transparent] - Background of the pause/play button.
 * @cssprop [--sqs-marquee-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-marquee-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 *
 * @slot - The text (visually hidden once upgraded; read once by assistive tech).
 */
export class SqsMarqueeElement extends createBlockElement({
  tag: 'sqs-marquee',
  settings: marqueeSettings,
  read: readMarquee,
  View: MarqueeView,
  styles: marqueeStyles,
}) {}
