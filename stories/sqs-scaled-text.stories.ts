import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/scaled-text/scaled-text.define';
import { serverHtml } from './story-html';

const TEXT = 'Fresh sourdough every morning';

/** The text in a box of the given width, at the site's 40 px heading size. */
const boxed = (width: string, json = '') => {
  const wrapper = serverHtml(`<sqs-scaled-text data-load-on="eager"${json}>${TEXT}</sqs-scaled-text>`);
  wrapper.style.inlineSize = width;
  wrapper.style.font = '40px/1.2 Georgia, serif';
  wrapper.style.outline = '1px dashed #999';
  return wrapper;
};

const meta: Meta = {
  title: 'Blocks/sqs-scaled-text',
  parameters: { docs: { description: { component: 'One line of text that shrinks to fit its box, never below 11 px (SPEC.md §9).' } } },
};
export default meta;

/** The line fits: the site's size is kept. */
export const Fits: StoryObj = { render: () => boxed('900px') };

/** Too wide: shrunk to the largest size that fits. */
export const Shrunk: StoryObj = { render: () => boxed('320px') };

/** Too wide even at 11 px: the floor holds, the box clips, the host carries `sqs-min-font`. */
export const AtMinimumFont: StoryObj = { render: () => boxed('90px') };

/** Resize the box (drag its corner): the line fits again 100 ms after it stops. */
export const Resizable: StoryObj = {
  render: () => {
    const wrapper = boxed('400px');
    wrapper.style.resize = 'horizontal';
    wrapper.style.overflow = 'hidden';
    return wrapper;
  },
};

/** Malformed settings: the server text stays, reported once. */
export const MalformedSettingsKeepFallback: StoryObj = { render: () => boxed('320px', ` data-block-json='{"x": tru'`) };

/** No text: the server HTML stays. */
export const Empty: StoryObj = { render: () => serverHtml('<sqs-scaled-text data-load-on="eager"></sqs-scaled-text>') };
