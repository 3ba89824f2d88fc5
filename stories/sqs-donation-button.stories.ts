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

export const WithDonatePage: StoryObj = { render: () => button('{"donatePageId":"harbour-fund"}') };
export const MissingDonatePageId: StoryObj = { render: () => button('{}', 'Donate (not set up: the server HTML stays)') };
export const MalformedData: StoryObj = { render: () => button('{"donatePageId": ', 'Donate (bad data: the server HTML stays)') };
