import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/audio/audio.define';
import { serverHtml } from './story-html';

const A = '/packages/server/demo/assets/media/tone-a.wav';
const B = '/packages/server/demo/assets/media/tone-b.wav';

const meta: Meta = {
  title: 'Blocks/sqs-audio',
  component: 'sqs-audio',
  parameters: { docs: { description: { component: 'A track or an album, upgraded from native `<audio controls>` elements (the fallback).' } } },
};
export default meta;

/** One `<audio>` in a captioned figure: play, seek, time, mute and volume, titled by the caption. */
export const SingleTrack: StoryObj = {
  render: () => serverHtml(`<sqs-audio data-load-on="eager"><figure><figcaption>Harbour bells</figcaption><audio src="${A}" controls></audio></figure></sqs-audio>`),
};

/** Several `<audio>` elements with `album-title`: a track list with previous and next. */
export const Album: StoryObj = {
  render: () =>
    serverHtml(`<sqs-audio data-load-on="eager" album-title="Field recordings">
      <audio title="Bells" src="${A}" controls></audio>
      <audio title="Gulls" src="${B}" controls></audio>
      <audio title="Tide" src="${A}?tide" controls></audio>
    </sqs-audio>`),
};

/** Tracks given in the block JSON rather than as `<audio>` children. */
export const TracksFromBlockJson: StoryObj = {
  render: () =>
    serverHtml(`<sqs-audio data-load-on="eager" data-block-json='{"tracks":[{"title":"One","audioAssetUrl":"${A}"},{"title":"Two","audioAssetUrl":"${B}"}]}'>
      <audio src="${A}" controls></audio></sqs-audio>`),
};

/** A 500-track album: the list keeps the first sixty (SPEC.md limit). */
export const AlbumOf500KeepsSixty: StoryObj = {
  render: () => {
    const tracks = Array.from({ length: 500 }, (_, i) => ({ title: `Track ${i + 1}`, audioAssetUrl: `${A}?${i}` }));
    return serverHtml(`<sqs-audio data-load-on="eager" data-block-json='${JSON.stringify({ tracks })}'><audio src="${A}" controls></audio></sqs-audio>`);
  },
};

/** A site theme through `--sqs-audio-*` properties and parts. */
export const Themed: StoryObj = {
  render: () => {
    const wrapper = serverHtml(`<sqs-audio class="themed" data-load-on="eager"><audio title="Harbour bells" src="${A}" controls></audio></sqs-audio>`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.themed { --sqs-audio-accent: #2a6f97; --sqs-audio-radius: 4px; } .themed::part(title) { font-family: Georgia, serif; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return wrapper;
  },
};

/** No playable source: the server HTML stays and the error is reported once. */
export const NothingPlayableKeepsFallback: StoryObj = {
  render: () => serverHtml('<sqs-audio data-load-on="eager"><audio controls></audio><p>No track yet.</p></sqs-audio>'),
};
