import chartStyles from './chart.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readChart, slotChart } from './chart.read';
import { chartSettings } from './chart.settings';
import { ChartView } from './chart.view';

/**
 * A bar, line or pie chart (block type CHART 62, variants chart bar/line/pie) drawn as SVG from
 * the dataset of the server's `<table>` (first row: series names; then a label and values per
 * row) or of the block JSON's `data` rows. The table stays: it is the no-JavaScript view and,
 * behind a toggle, the accessible data view. Empty or malformed data shows 'Data is empty' and
 * keeps the table (SPEC.md §8). Marks are one tab stop (arrows, Home, End); tooltips on hover
 * and focus.
 *
 * @summary Bar, line and pie charts from a server-rendered data table.
 * @tag sqs-chart
 *
 * @attr {'bar' | 'line' | 'pie'} type - The chart's kind (JSON `type`, default bar).
 * @attr {string} chart-title - The chart's name (JSON `title`); default the table's caption.
 * @attr {string} data-block-json - The block's settings as a JSON object (`type`, `title`, optional `data` rows).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{shown: boolean}>} sqs-chart-table-toggle - The data table was shown or hidden.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart chart - The whole block.
 * @csspart plot - The SVG drawing.
 * @csspart mark - One bar, point or slice.
 * @csspart tooltip - The value shown on hover and focus.
 * @csspart legend - The list of series (of slices for a pie).
 * @csspart table-toggle - The button that shows and hides the data table.
 * @csspart table - The box around the slotted table.
 * @csspart empty - The 'Data is empty' text.
 *
 * @cssprop [--sqs-chart-color-1=var(--accent)] - First series colour (then -2 … -5, from the site palette).
 * @cssprop [--sqs-chart-grid-color=rgb(0 0 0 / 12%)] - Grid lines.
 * @cssprop [--sqs-chart-font-size=12px] - Axis text size.
 * @cssprop [--sqs-chart-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-chart-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 * @cssprop [--sqs-chart-tooltip-background=#1a1a1a] - Tooltip background.
 * @cssprop [--sqs-chart-duration=400ms] - Entry animation (none under reduced motion).
 *
 * @slot table - The server's data table, moved there on upgrade.
 */
export class SqsChartElement extends createBlockElement({
  tag: 'sqs-chart',
  settings: chartSettings,
  read: readChart,
  slot: slotChart,
  View: ChartView,
  styles: chartStyles,
}) {}
