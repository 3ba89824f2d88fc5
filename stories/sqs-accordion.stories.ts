import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/accordion/accordion.define';
import { serverHtml } from './story-html';

const items = `
  <details><summary>Shipping</summary><p>We ship within two working days.</p></details>
  <details><summary>Returns</summary><p>Free returns within 30 days. <a href="#policy">Read the policy</a>.</p></details>
  <details><summary>Warranty</summary><p>Two years on every product.</p></details>`;

const meta: Meta = {
  title: 'Blocks/sqs-accordion',
  component: 'sqs-accordion',
  parameters: { docs: { description: { component: 'Expandable sections from server-rendered `<details>`.' } } },
};
export default meta;

/** Three server `<details>` upgraded: all closed, one open at a time (WAI-ARIA accordion: Enter/Space toggle, the panel text stays in the light DOM). */
export const Default: StoryObj = {
  render: () => serverHtml(`<sqs-accordion data-load-on="eager">${items}</sqs-accordion>`),
};

/** `isFirstItemExpanded` in the JSON: the first item starts open. */
export const FirstItemExpanded: StoryObj = {
  render: () => serverHtml(`<sqs-accordion data-load-on="eager" data-block-json='{"isFirstItemExpanded":true}'>${items}</sqs-accordion>`),
};

/** `allow-multiple-open`: items open from the server HTML stay open together. */
export const MultipleOpen: StoryObj = {
  render: () => serverHtml(`<sqs-accordion data-load-on="eager" allow-multiple-open>${items.replace(/<details>/g, '<details open>')}</sqs-accordion>`),
};

/** A site theme through the public properties (`--sqs-accordion-divider`, `--sqs-accordion-trigger-padding`) and `::part(trigger)`. */
export const Themed: StoryObj = {
  render: () => {
    const wrapper = serverHtml(`<sqs-accordion class="themed" data-load-on="eager">${items}</sqs-accordion>`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`.themed { --sqs-accordion-divider: 1px solid #c9c9c9; --sqs-accordion-trigger-padding: 12px 0; font-family: Georgia, serif; }
      .themed::part(trigger) { font-weight: 600; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return wrapper;
  },
};

/** `data-load-on="interaction"`: the native `<details>` works until the visitor first hovers, focuses or clicks; that click is replayed. */
export const LoadsOnInteraction: StoryObj = {
  render: () => serverHtml(`<sqs-accordion data-load-on="interaction">${items}</sqs-accordion>`),
};

/** Malformed `data-block-json`: the server `<details>` stay and work, and the error is reported once. */
export const MalformedSettingsKeepFallback: StoryObj = {
  render: () => serverHtml(`<sqs-accordion data-load-on="eager" data-block-json='{"allowMultipleOpen": tru'>${items}</sqs-accordion>`),
};

/** No `<details>` children: nothing to render, the (empty) server HTML stays. */
export const Empty: StoryObj = {
  render: () => serverHtml('<sqs-accordion data-load-on="eager"></sqs-accordion>'),
};
