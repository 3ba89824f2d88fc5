import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/commerce/src/donation/donation-button.define';
import { serverHtml } from './story-html';

const button = (data: string, text = 'Donate to the harbour fund') =>
  serverHtml(`<sqs-donation-button data-block-json='${data}'><a class="sqs-block-button-element" href="/give">${text}</a></sqs-donation-button>`);

const meta: Meta = {
  title: 'Commerce/sqs-donation-button',
  component: 'sqs-donation-button',
  parameters: { docs: { description: { component: 'A link to the donation checkout of its donate page (`/checkout/donate?donatePageId`); the checkout needs the reference backend (`npm start`, /give).' } } },
};
export default meta;

/** A `donatePageId` in the JSON: the button links to the donation checkout of that donate page (check the link target). */
export const WithDonatePage: StoryObj = { render: () => button('{"donatePageId":"harbour-fund"}') };
/** Empty JSON (no `donatePageId`): the block does not upgrade and the server link stays as rendered. */
export const MissingDonatePageId: StoryObj = { render: () => button('{}', 'Donate (not set up: the server HTML stays)') };
/** Malformed `data-block-json`: the server link stays as rendered and the error is reported. */
export const MalformedData: StoryObj = { render: () => button('{"donatePageId": ', 'Donate (bad data: the server HTML stays)') };
