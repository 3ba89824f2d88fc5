/**
 * Server HTML → sqs-chart's dataset. The server sends the data as an HTML `<table>` (the
 * no-JavaScript view and, after the upgrade, the accessible data view behind a toggle): its
 * first row names the series, each later row a label and its values. The block JSON's `data`
 * wins. Nothing drawable: the view says 'Data is empty' and keeps the table (SPEC.md §8).
 */
import { report } from '@sqs/runtime/report';
import { datasetFromRows, DATA_IS_EMPTY, type Dataset } from './chart.logic';
import type { ChartSettings } from './chart.settings';

export interface ChartContent {
  /** null: 'Data is empty'. */
  dataset: Dataset | null;
  /** The chart's name: the title setting, else the table's caption, else ''. */
  name: string;
  /** A table to show as the data view. */
  hasTable: boolean;
}

export type ChartProps = ChartSettings & ChartContent;

export const tableOf = (host: Element): HTMLTableElement | null => host.querySelector('table');

export function rowsOf(table: HTMLTableElement): string[][] {
  return [...table.rows].map((row) => [...row.cells].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

const reportedEmpty = new WeakSet<Element>();

export function readChart(host: HTMLElement, settings: ChartSettings): ChartContent {
  const table = tableOf(host);
  const dataset = settings.jsonData ?? (settings.jsonDataEmpty || !table ? null : datasetFromRows(rowsOf(table)));
  if (!dataset && !reportedEmpty.has(host)) {
    reportedEmpty.add(host);
    report({ source: 'sqs-chart', message: DATA_IS_EMPTY, element: host });
  }
  const caption = table?.caption?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return { dataset, name: settings.title || caption, hasTable: table !== null };
}

/**
 * The dataset to draw now: the block JSON's `data` is re-read on every change of
 * `data-block-json` (settings are live; content is read once), so an editor that rewrites it
 * (sqs-dataset-editor on /editor) redraws the chart; the table's stays as read.
 */
export const liveDataset = (props: ChartProps): Dataset | null => props.jsonData ?? (props.jsonDataEmpty ? null : props.dataset);

/** The table (or the host's child holding it) moves to the `table` slot, so the site's CSS still styles it. */
export function slotChart(host: HTMLElement): () => void {
  let table: Element | null = tableOf(host);
  // A table inside a wrapper (a <figure>): the host's child that holds it is slotted.
  while (table && table.parentElement !== host) table = table.parentElement;
  if (!table) return () => {};
  const before = table.getAttribute('slot');
  table.slot = 'table';
  return () => {
    if (before === null) table.removeAttribute('slot');
    else table.slot = before;
  };
}
