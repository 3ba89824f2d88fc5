import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/gallery/src/image/image.define';
import landscape from '../test/browser/fixtures/landscape-3x2.png?url';
import portrait from '../test/browser/fixtures/portrait-3x4.png?url';
import { serverHtml } from './story-html';

/** Server HTML for one image: the slide attributes of SPEC.md §3 on an `<img>`. */
const image = (attributes: string, { src = landscape, dimensions = '1500x1000', focal = '0.5,0.5', alt = 'A gradient standing in for a photo' } = {}) =>
  `<sqs-image data-load-on="eager" ${attributes}><img data-src="${src}" data-image-dimensions="${dimensions}" data-image-focal-point="${focal}" alt="${alt}"></sqs-image>`;

const inBox = (width: string, html: string) => serverHtml(`<div class="story-box" data-width="${width}">${html}</div>`);

function boxStyles(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`.story-box{max-width:100%} .story-box[data-width="480"]{width:480px} .story-box[data-width="320"]{width:320px}
    .story-box .square{aspect-ratio:1} .story-box .banner{aspect-ratio:4} .story-box .themed::part(frame){border-radius:12px}
    .story-box .themed{--sqs-image-fade:1.2s}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const meta: Meta = {
  title: 'Media/sqs-image',
  component: 'sqs-image',
  parameters: {
    docs: {
      description: {
        component:
          'A lazy, responsive image: the box is reserved from `data-image-dimensions`, the width chosen from 2500, 1500, 1000, 750, 500, 300, 100 by rendered size × device pixel ratio, loaded through a shared queue.',
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

/** Fills its box, cropped, with a srcset for the box's width. */
export const Fill: StoryObj = { render: () => inBox('480', image('')) };

/** Cropped to a square around its focal point on the right. */
export const FillSquareWithFocalPoint: StoryObj = {
  name: 'Fill, cropped square, focal point on the right',
  render: () => inBox('320', image('class="square"', { focal: '0.9,0.5' })),
};

/** Fit inside a wide box, aligned right. */
export const FitWithAlignment: StoryObj = {
  name: 'Fit in a wide box, aligned right',
  render: () => inBox('480', image('class="banner" mode="fit" fit-alignment="right"', { src: portrait, dimensions: '1200x1600' })),
};

/** Fit without an alignment: centred, with a warning. */
export const FitMissingAlignment: StoryObj = {
  name: 'Fit without alignment (warns, centres)',
  render: () => inBox('480', image('class="banner" mode="fit"', { src: portrait, dimensions: '1200x1600' })),
};

/** At its own size, no crop. */
export const None: StoryObj = { render: () => inBox('480', image('mode="none"')) };

/** Loaded when scrolled near. */
export const Lazy: StoryObj = {
  name: 'Lazy (scroll down)',
  render: () => inBox('480', `<p>Scroll down: the image loads within 200 px of the viewport.</p><div style="height:150vh"></div>${image('')}`),
};

/** `load="false"`: the box is reserved and nothing is fetched. */
export const NotYet: StoryObj = {
  name: 'load="false" (box reserved, nothing fetched)',
  render: () => inBox('480', image('load="false"')),
};

/** No source: the box is kept, with a warning. */
export const MissingSource: StoryObj = {
  name: 'Missing source (warns, box kept)',
  render: () => inBox('480', `<sqs-image data-load-on="eager"><img data-image-dimensions="1500x1000" alt="Nothing to load"></sqs-image>`),
};

/** Broken settings: the server image is shown. */
export const BrokenSettings: StoryObj = {
  name: 'Broken settings (server image shown)',
  render: () => inBox('480', image(`data-block-json='{"mode": fi'`)),
};

/** A site theme through `--sqs-image-*` properties. */
export const Themed: StoryObj = { render: () => inBox('480', image('class="themed"')) };
