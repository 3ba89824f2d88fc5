import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/button/button.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Blocks/sqs-button',
  parameters: { docs: { description: { component: 'A link button whose render and clicks are recorded through the analytics gate.' } } },
};
export default meta;

/** A server link upgraded: it navigates at once and reports its click. */
export const Default: StoryObj = {
  render: () => serverHtml('<sqs-button><a href="#book">Book a table</a></sqs-button>'),
};
/** Tracking fields (`button-id`, alignment, size, context) and a link to a new window. */
export const WithTrackingFields: StoryObj = {
  render: () => serverHtml(`<sqs-button button-id="hero-cta" data-block-json='{"alignment":"center","size":"large","context":"hero"}'><a href="#book" target="_blank">Book a table (new window)</a></sqs-button>`),
};
/** No link inside: the server HTML stays and the error is reported once. */
export const WithoutLink: StoryObj = {
  render: () => serverHtml('<sqs-button><span>No link: the server HTML stays, reported once</span></sqs-button>'),
};
