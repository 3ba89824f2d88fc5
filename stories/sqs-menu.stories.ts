import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/menu/menu.define';
import { serverHtml } from './story-html';

const sections = `
  <section data-label="Breakfast"><h3>Breakfast</h3><p>Eggs on toast — $9</p></section>
  <section data-label="Lunch"><h3>Lunch</h3><p>Fish and chips — $16</p></section>
  <section><h3>Drinks</h3><p>Flat white — $4</p></section>`;

const meta: Meta = {
  title: 'Blocks/sqs-menu',
  component: 'sqs-menu',
  parameters: { docs: { description: { component: 'Tabbed menus from server-rendered `<section>` elements.' } } },
};
export default meta;

/** Server sections become tabs labelled by `data-label` (WAI-ARIA tabs: Left/Right move, Enter/Space select), one panel shown. */
export const Default: StoryObj = {
  render: () => serverHtml(`<sqs-menu data-load-on="eager" label="Our menus">${sections}</sqs-menu>`),
};

/** `selected-index="1"`: the second tab starts selected. */
export const SecondTabSelected: StoryObj = {
  render: () => serverHtml(`<sqs-menu data-load-on="eager" selected-index="1">${sections}</sqs-menu>`),
};

/** Without `data-label`, each tab takes its section's first heading. */
export const LabelsFromHeadings: StoryObj = {
  render: () => serverHtml(`<sqs-menu data-load-on="eager">${sections.replace(/ data-label="[^"]*"/g, '')}</sqs-menu>`),
};

/** One section: one tab and its panel. */
export const SingleMenu: StoryObj = {
  render: () => serverHtml('<sqs-menu data-load-on="eager"><section data-label="All day"><p>Soup — $8</p></section></sqs-menu>'),
};

/** Malformed `data-block-json`: every server section stays readable and the error is reported once. */
export const MalformedSettingsKeepFallback: StoryObj = {
  render: () => serverHtml(`<sqs-menu data-load-on="eager" data-block-json="[oops">${sections}</sqs-menu>`),
};
