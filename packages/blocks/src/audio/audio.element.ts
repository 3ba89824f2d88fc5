import audioStyles from './audio.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readAudio } from './audio.read';
import { audioSettings } from './audio.settings';
import { AudioView } from './audio.view';

/**
 * An audio player for one track or an album (block types AUDIO 41, ALBUM 60). The server HTML
 * holds a native `<audio src controls>` per track (the fallback); the block JSON may give
 * `{"title", "audioAssetUrl"}` or `{"tracks": [{"title", "audioAssetUrl"}, …]}`. Up to 60
 * tracks (SPEC.md §9; more are cut with a report). One player plays at a time on the page.
 *
 * @summary Audio player for a track or an album, upgraded from native `<audio>` elements.
 * @tag sqs-audio
 *
 * @attr {string} album-title - The album's name, the player's accessible name (JSON `albumTitle`).
 * @attr {string} data-block-json - The block's settings as a JSON object (`title` + `audioAssetUrl`, or `tracks`).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{title: string, src: string, index: number}>} sqs-audio-play - A track started playing; every other player pauses.
 * @fires {CustomEvent<{title: string, src: string, index: number}>} sqs-audio-pause - The track paused.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart player - The whole player.
 * @csspart controls - The row of controls.
 * @csspart play - The play/pause button (its name starts with 'Play' while paused).
 * @csspart previous - Previous track (albums).
 * @csspart next - Next track (albums).
 * @csspart title - The current track's title.
 * @csspart seek - The position slider.
 * @csspart time - Elapsed and total time.
 * @csspart mute - The mute toggle.
 * @csspart volume - The volume slider.
 * @csspart tracks - The track list (albums).
 * @csspart track - One track's button; `track-current` is added to the current one.
 *
 * @cssprop [--sqs-audio-accent=currentColor] - Borders of the buttons and colour of the sliders.
 * @cssprop [--sqs-audio-button-background=transparent] - Background of the round buttons.
 * @cssprop [--sqs-audio-radius=50%] - Corner radius of the buttons.
 * @cssprop [--sqs-audio-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-audio-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsAudioElement extends createBlockElement({
  tag: 'sqs-audio',
  settings: audioSettings,
  read: readAudio,
  View: AudioView,
  styles: audioStyles,
}) {}
