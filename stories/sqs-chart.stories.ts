import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/chart/chart.define';
import { serverHtml } from './story-html';

const table = `<table><caption>Coffee sold</caption>
  <thead><tr><th>Month</th><th>2024</th><th>2025</th></tr></thead>
  <tbody><tr><th>Jan</th><td>120</td><td>150</td></tr><tr><th>Feb</th><td>90</td><td>110</td></tr><tr><th>Mar</th><td>130</td><td>160</td></tr></tbody>
</table>`;

const meta: Meta = {
  title: 'Blocks/sqs-chart',
  component: 'sqs-chart',
  parameters: { docs: { description: { component: 'Bar, line and pie charts drawn as SVG from the server\'s data table (kept as the accessible data view).' } } },
};
export default meta;

/** A bar chart drawn from the server `<table>`; the marks are reachable by keyboard and the table can be shown. */
export const Bar: StoryObj = { render: () => serverHtml(`<sqs-chart data-load-on="eager" type="bar">${table}</sqs-chart>`) };
/** The same table as a line chart. */
export const Line: StoryObj = { render: () => serverHtml(`<sqs-chart data-load-on="eager" type="line">${table}</sqs-chart>`) };
/** The first series as a pie chart. */
export const Pie: StoryObj = { render: () => serverHtml(`<sqs-chart data-load-on="eager" data-block-json='{"type":"pie"}'>${table}</sqs-chart>`) };
/** Data given in the block JSON instead of a table. */
export const DataFromBlockJson: StoryObj = {
  render: () => serverHtml(`<sqs-chart data-load-on="eager" data-block-json='{"type":"bar","title":"Cups a day","data":[["","Cups"],["Mon",3],["Tue",5],["Wed",-1]]}'>${table}</sqs-chart>`),
};
/** A table with no numbers: an empty state, the table stays. */
export const DataIsEmpty: StoryObj = {
  render: () => serverHtml('<sqs-chart data-load-on="eager"><table><tr><th>Month</th><th>A</th></tr><tr><td>Jan</td><td>n/a</td></tr></table></sqs-chart>'),
};
/** Series colours from the site palette properties (`--accent`, `--dark-accent`, ...). */
export const PaletteColours: StoryObj = {
  render: () => {
    const wrapper = serverHtml(`<sqs-chart class="palette" data-load-on="eager" type="bar">${table}</sqs-chart>`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.palette { --accent: #7b2cbf; --dark-accent: #3c096c; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return wrapper;
  },
};
