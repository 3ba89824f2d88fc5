import videoStyles from './video.css?inline';
import reservedBoxStyles from '../image/reserved-box.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { reserveBox } from '../image/reserve-box';
import { readVideo, slotVideo, videoRatio, videoReplayTarget } from './video.read';
import { videoSettings } from './video.settings';
import { VideoView } from './video.view';
import { videoPlayerStyles } from './video-player';

const styles = `${reservedBoxStyles}\n${videoPlayerStyles}\n${videoStyles}`;

/**
 * A video behind its poster (SPEC.md §4 "Video loader", §8 "Video"; CONTRACT.md §4).
 * Server HTML: a poster `<img>` and the embed markup in a `<template>` child. Nothing is
 * requested from the video's host until the visitor plays: then the player is built from
 * the template (iframe, object, embed or video elements only; scripts dropped) with
 * `allow="autoplay; fullscreen"` and a title. Playing one video returns any other to its
 * overlay (YouTube and Vimeo players are paused by postMessage to their own origin; others
 * are removed). Under a restrictive cookie policy, a third-party player waits behind the
 * consent placeholder until the visitor loads it or accepts cookies.
 *
 * @summary A video embed that loads only when the visitor plays it.
 * @tag sqs-video
 *
 * @attr {string} video-title - The video's title, JSON `title` (play control name, iframe title); default the iframe's title, else the poster's alt.
 * @attr {'none' | 'fit' | 'fill'} mode - How the player sits in the box (default fit).
 * @attr {boolean} custom-thumbnail - A custom featured image was set (JSON `customThumbnail`).
 * @attr {boolean} vimeo-basic - The video is on a Vimeo Basic account: shows SPEC.md §8's message (JSON `vimeoBasic`).
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block renders (default visible).
 *
 * @fires {CustomEvent<{title: string}>} sqs-video-play - The visitor played the video.
 * @fires {CustomEvent<{title: string}>} sqs-video-stop - The video went back to its overlay.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its poster stays.
 *
 * @csspart video - The video box.
 * @csspart overlay - The poster and play control, until play.
 * @csspart play-button - The play control.
 * @csspart player - Where the player is inserted on play.
 * @csspart message - A problem text of SPEC.md §8, in place of the play control.
 *
 * @cssprop [--sqs-video-background=#000] - Behind the poster and a letterboxed player.
 * @cssprop [--sqs-video-play-size=72px] - Size of the play control.
 * @cssprop [--sqs-video-play-background=rgb(0 0 0 / 0.7)] - Background of the play control.
 * @cssprop [--sqs-video-play-color=#fff] - Colour of the play icon.
 * @cssprop [--sqs-video-focus-color=#fff] - Focus ring colour of the play control.
 * @cssprop [--sqs-video-message-background=#fff] - Background of a problem text.
 * @cssprop [--sqs-video-message-color=#1f2328] - Colour of a problem text.
 *
 * @slot poster - The server's poster `<img>` (`src`, or `data-src` sized for the box), shown in the overlay.
 */
export class SqsVideoElement extends createBlockElement({
  tag: 'sqs-video',
  settings: videoSettings,
  read: readVideo,
  slot: slotVideo,
  replayTarget: videoReplayTarget,
  View: VideoView,
  styles,
}) {
  override connectedCallback(): void {
    reserveBox(this, styles, videoRatio(this));
    super.connectedCallback();
  }
}
