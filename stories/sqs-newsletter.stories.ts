import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import '../packages/forms/src/newsletter/newsletter.define';
import newsletter from '../packages/server/demo/forms/newsletter.json';
import { serverHtml } from './story-html';
import { API_SERVER_ERROR, API_SUCCESS, clearFormDrafts, formHtml, renderedForm, stubFormApi, submit, typeInto, type StoryForm } from './form-story';

/** The demo site's newsletter block (packages/server/demo/forms/newsletter.json). */
const html = formHtml('sqs-newsletter', newsletter as StoryForm);

const meta: Meta = {
  title: 'Forms/sqs-newsletter',
  component: 'sqs-newsletter',
  parameters: {
    docs: { description: { component: 'A newsletter sign-up: the fields and the button on one line, stacked under 320 px; errors under the button.' } },
  },
  beforeEach: clearFormDrafts,
};
export default meta;

/** A wide box: the field and the button on one line. */
export const Wide: StoryObj = {
  render: () => serverHtml(html),
};

export const Narrow: StoryObj = {
  parameters: { docs: { description: { story: 'In a 300 px wide column (under 320 px) the fields and the button stack.' } } },
  render: () => serverHtml(`<div style="width: 300px">${html}</div>`),
};

export const InvalidEmail: StoryObj = {
  parameters: { docs: { description: { story: 'The client checks fail: the message is under the button, which takes focus.' } } },
  render: () => serverHtml(html),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement, 'sqs-newsletter');
    await typeInto(root, 'Email', 'not-an-email');
    await submit(root);
    await waitFor(() => expect($('.form-status')?.textContent).toContain('One or more fields is invalid, please check your entries.'));
  },
};

// Storybook has no backend: these stories stand in for the form API with `stubFormApi`
// (a fetch stub, restored when the story is left).

export const ServerFailure: StoryObj = {
  parameters: { docs: { description: { story: 'Stand-in: the save answers 500. The message is under the button and the address stays.' } } },
  beforeEach: () => stubFormApi(API_SERVER_ERROR),
  render: () => serverHtml(html),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement, 'sqs-newsletter');
    await typeInto(root, 'Email', 'ada@example.com');
    await submit(root);
    await waitFor(() => expect($('.form-status')?.textContent).toContain('Unable to send form. Please try again later.'));
  },
};

export const Success: StoryObj = {
  parameters: { docs: { description: { story: 'Stand-in: a key, then the sign-up is stored.' } } },
  beforeEach: () => stubFormApi(API_SUCCESS),
  render: () => serverHtml(html),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement, 'sqs-newsletter');
    await typeInto(root, 'Email', 'ada@example.com');
    await submit(root);
    await waitFor(() => expect($('.submission-message')?.textContent).toContain('Thank you for signing up!'));
  },
};
