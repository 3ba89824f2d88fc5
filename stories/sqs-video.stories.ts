import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/gallery/src/video/video.define';
import standin from '../packages/server/demo/assets/video-standin.html?url';
import poster from '../test/browser/fixtures/landscape-3x2.png?url';
import { serverHtml } from './story-html';

/**
 * Server HTML for one video: a poster and the embed in a <template>. The embed is the
 * local stand-in player (it answers the YouTube and Vimeo postMessage commands): third-party
 * hosts cannot be reached here.
 */
const video = (attributes: string, embed = `<iframe src="${standin}?v=1" data-provider="youtube" width="640" height="360"></iframe>`) =>
  `<sqs-video data-load-on="eager" ${attributes}><img src="${poster}" alt="" width="640" height="360"><template>${embed}</template></sqs-video>`;

function boxStyles(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`.story-box{width:480px;max-width:100%;display:grid;gap:16px} .story-box .square{aspect-ratio:1}
    .story-box .themed{--sqs-video-play-background:#facc15;--sqs-video-play-color:#111;--sqs-video-play-size:56px}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const meta: Meta = {
  title: 'Media/sqs-video',
  component: 'sqs-video',
  parameters: {
    docs: {
      description: {
        component:
          'A video behind its poster: nothing is requested from the video host until the visitor plays; playing one video returns any other to its overlay.',
      },
    },
  },
  decorators: [
    (story) => {
      boxStyles();
      return story();
    },
  ],
};
export default meta;

const box = (html: string) => serverHtml(`<div class="story-box">${html}</div>`);

/** A video with its poster and play button; the provider's player loads on play. */
export const Default: StoryObj = { render: () => box(video(`data-block-json='{"title":"Harbour tour"}'`)) };

/** Two videos: one plays at a time. */
export const TwoVideos: StoryObj = {
  name: 'Two videos (one plays at a time)',
  render: () =>
    box(
      video(`data-block-json='{"title":"First"}'`) +
        video(`data-block-json='{"title":"Second"}'`, `<iframe src="${standin}?v=2" data-provider="vimeo" width="640" height="360"></iframe>`),
    ),
};

/** Fills a square box. */
export const Fill: StoryObj = {
  name: 'Fill a square box',
  render: () => box(video(`class="square" mode="fill" data-block-json='{"title":"Filled"}'`)),
};

/** Fits inside a square box. */
export const Fit: StoryObj = {
  name: 'Fit a square box',
  render: () => box(video(`class="square" mode="fit" data-block-json='{"title":"Fitted"}'`)),
};

/** An embed that is not an allowed provider's: the server HTML stays, reported once. */
export const InvalidEmbed: StoryObj = { render: () => box(video(`data-block-json='{"title":"Broken"}'`, '<p>No player here</p>')) };

/** A custom featured image and no embed: the image shows, nothing plays. */
export const CustomThumbnailWithoutEmbed: StoryObj = {
  name: 'Custom featured image without an embed',
  render: () => box(video('custom-thumbnail', '')),
};

/** A Vimeo embed in its basic style. */
export const VimeoBasic: StoryObj = { render: () => box(video('vimeo-basic')) };

/** A site theme through `--sqs-video-*` properties. */
export const Themed: StoryObj = { render: () => box(video(`class="themed" data-block-json='{"title":"Themed"}'`)) };
