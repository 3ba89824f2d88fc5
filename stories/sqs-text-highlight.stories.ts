import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/text-highlight/text-highlight.define';
import { serverHtml } from './story-html';

const SHAPES = ['circle', 'cross', 'enclose', 'jagged', 'marker', 'scribble', 'strike', 'strikeDiagonal', 'underline', 'underlineCurve', 'underlineDouble', 'wave'];

/** A sentence with one highlighted phrase, as a page's rich text would have it. */
const sentence = (attributes: string, words = 'every single morning') =>
  serverHtml(`<p style="font: 28px/1.6 Georgia, serif">We bake <sqs-text-highlight data-load-on="eager" ${attributes}>${words}</sqs-text-highlight> before the sun is up.</p>`);

const meta: Meta = {
  title: 'Blocks/sqs-text-highlight',
  parameters: { docs: { description: { component: 'A hand-drawn SVG mark around inline text, drawn on first view (SPEC.md §3, §4, §9).' } } },
};
export default meta;

/** The defaults: a wave, drawn rightwards in 0.75 s, square caps, 0.06em thick. */
export const Default: StoryObj = { render: () => sentence('') };

/** Every shape, shown at once. */
export const AllShapes: StoryObj = {
  render: () =>
    serverHtml(
      `<p style="font: 24px/2.4 Georgia, serif">${SHAPES.map((shape) => `<sqs-text-highlight data-load-on="eager" shape="${shape}" color="#d62828" thickness="3px">${shape}</sqs-text-highlight>`).join(' · ')}</p>`,
    ),
};

/** A marker highlight drawn under the words. */
export const Marker: StoryObj = { render: () => sentence(`data-block-json='{"shape":"marker","color":"#ffd60a","blend":"multiply","opacity":0.8}'`) };

/** A circle drawn from the right. */
export const CircleDrawnLeftwards: StoryObj = { render: () => sentence(`data-block-json='{"shape":"circle","direction":"left","duration":1.5,"linecap":"round","thickness":"2px"}'`) };

/** The highlight fades in. */
export const Fade: StoryObj = { render: () => sentence(`data-block-json='{"shape":"underlineDouble","animation":"fade"}'`) };

/** The highlight fades and grows in. */
export const FadeScale: StoryObj = { render: () => sentence(`data-block-json='{"shape":"enclose","animation":"fadeScale"}'`) };

/** Animation switched off: drawn at once (as under reduced motion). */
export const NotAnimated: StoryObj = { render: () => sentence(`data-block-json='{"shape":"scribble","isAnimationEnabled":false}'`) };

/** Below the fold: undrawn until scrolled to, then drawn 250 ms later. */
export const BelowTheFold: StoryObj = {
  render: () => {
    const wrapper = sentence('shape="underlineCurve"');
    wrapper.style.paddingBlockStart = '150vh';
    return wrapper;
  },
};

/** Malformed settings: the text stays, reported once. */
export const MalformedSettingsKeepFallback: StoryObj = { render: () => sentence(`data-block-json='{"shape": "wave'`) };

/** No text: the server HTML stays. */
export const Empty: StoryObj = { render: () => serverHtml('<p>Nothing <sqs-text-highlight data-load-on="eager"></sqs-text-highlight> here.</p>') };
