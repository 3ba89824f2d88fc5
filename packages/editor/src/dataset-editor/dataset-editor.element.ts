import datasetEditorStyles from './dataset-editor.css?inline';
import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { createControlElement } from '../shared/control-element';
import { acceptGrid, datasetProblem, EMPTY_GRID, gridOf, serializeGrid } from './dataset-editor.logic';
import { DatasetEditorView } from './dataset-editor.view';

/** It has no settings of its own: the dataset is its value. */
const datasetEditorSettings = {} satisfies SettingsSchema;

/**
 * The editor's chart dataset editor (SPEC.md §2; rules §5): a spreadsheet-like grid (WAI-ARIA APG
 * grid) whose value is exactly the `data` sqs-chart reads from its block JSON, a JSON list of rows:
 * `[["", "Visits", "Sales"], ["Mon", "12", "3"]]` (the first row names the series, each later row
 * a label and its values). Add, remove and reorder rows and series; paste tab-separated data from
 * a spreadsheet (at most 200 rows and 20 series, said when more was pasted). At least one series
 * and one row stay. The form refuses 'Enter some data!' (no values) and 'One or more rows was
 * missing data' (a row partly blank). Any string as a value: one that is not a list of rows keeps
 * the last value and says why. Editor kit: never loaded on a visitor page.
 *
 * @summary A spreadsheet-like grid for a chart's data that takes part in a form.
 * @tag sqs-dataset-editor
 *
 * @attr {string} value - The default value, a JSON list of rows; the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a value.
 * @attr {string} data-block-json - The settings as a JSON object (none of its own: the dataset is its value).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The data changed (a cell kept, a paste, a row or series added, removed or moved).
 * @fires {Event} change - The data changed (committed at once).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart editor - The group around the buttons and the grid.
 * @csspart actions - The row and series buttons.
 * @csspart add-row - Adds a row below the focused cell's.
 * @csspart remove-row - Removes the focused cell's row.
 * @csspart row-up - Moves the focused cell's row up.
 * @csspart row-down - Moves the focused cell's row down.
 * @csspart add-column - Adds a series right of the focused cell's.
 * @csspart remove-column - Removes the focused cell's series.
 * @csspart column-left - Moves the focused cell's series left.
 * @csspart column-right - Moves the focused cell's series right.
 * @csspart grid - The table (role grid).
 * @csspart cell - A cell.
 * @csspart focused-cell - The cell that has the grid's tab stop.
 * @csspart cell-field - The field that edits a cell.
 * @csspart help - The keys, said once.
 * @csspart status - Why the form would refuse the data ('Enter some data!').
 * @csspart problem - Why the last paste or value was cut or refused.
 *
 * @cssprop [--sqs-dataset-editor-border=#c4c8cf] - Cell borders.
 * @cssprop [--sqs-dataset-editor-header-background=#eef0f3] - Background of the header row and label column.
 * @cssprop [--sqs-dataset-editor-focus-color=#1d4ed8] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-dataset-editor-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsDatasetEditorElement extends createControlElement({
  tag: 'sqs-dataset-editor',
  settings: datasetEditorSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  defaultValue: () => serializeGrid(EMPTY_GRID),
  accept: (raw, previous) => acceptGrid(raw, previous || serializeGrid(EMPTY_GRID)),
  validate: (value) => datasetProblem(gridOf(value)),
  View: DatasetEditorView,
  styles: datasetEditorStyles,
}) {}
