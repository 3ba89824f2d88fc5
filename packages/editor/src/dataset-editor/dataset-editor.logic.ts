/**
 * The chart dataset editor's rules (SPEC.md §2 "chart dataset editor", §5 "dataset needs at least
 * one column and one row; 'One or more rows was missing data'; 'Enter some data!'").
 *
 * The value is exactly what sqs-chart reads as its block JSON `data` (blocks/src/chart/chart.logic.ts
 * `datasetFromRows`): rows of cells, the first row naming the series (its first cell heads the
 * label column), each later row a label and one value per series. Cells stay strings, as typed
 * ('1,234', '12 %'): the chart reads the number in them. Pure: no DOM, no React.
 */
import { message } from '@sqs/runtime/contracts/messages';
import type { Accepted } from '../shared/control-element';

export type Grid = string[][];

/** Bounds that keep a 1 MB paste from freezing the page (not in SPEC: a chart shows no more). */
export const MAX_ROWS = 200;
export const MAX_COLUMNS = 20;
export const MAX_CELL_LENGTH = 200;
/**
 * The most a cell's edit field takes of a paste (issue 17: a 1 MB paste keeps the page
 * responsive; the browser would lay out the whole line): five times a cell, so a text too long
 * is still typed and told why, never silently cut.
 */
export const CELL_FIELD_MAX_LENGTH = 1000;

/** SPEC.md §5 "Editor messages". */
export const MISSING_DATA_TEXT = 'One or more rows was missing data';
export const ENTER_DATA_TEXT = 'Enter some data!';
/** SPEC.md §5 says the rule ('dataset needs at least one column and one row'), not its words. */
export const AT_LEAST_ONE_TEXT = 'A dataset needs at least one column and one row';
export const NOT_A_DATASET_TEXT = 'Not a dataset (a JSON list of rows): {val}';
export const CAPPED_TEXT = 'Only the first {rows} rows and {columns} columns were kept';
/** Not in SPEC (its bound is ours): Enter on a cell's text over MAX_CELL_LENGTH, and leaving it. */
export const CELL_TOO_LONG_TEXT = 'A cell can be at most {max} characters';
export const CELL_CUT_TEXT = 'A cell can be at most {max} characters: the first {max} were kept';

const say = (id: string, text: string, args?: Record<string, unknown>) => message(`datasetEditor.${id}`, text, args);
const shorten = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/** A blank dataset: one series, one row. */
export const EMPTY_GRID: Grid = [
  ['', 'Series 1'],
  ['', ''],
];

const cellText = (cell: unknown): string =>
  (typeof cell === 'number' && Number.isFinite(cell) ? String(cell) : typeof cell === 'string' ? cell : '').slice(0, MAX_CELL_LENGTH);

/** Rows padded to one width (the widest), within the caps; `capped` when anything was left out. */
export function normalizeGrid(rows: readonly (readonly unknown[])[]): { grid: Grid; capped: boolean } {
  const kept = rows.slice(0, MAX_ROWS + 1);
  const width = Math.min(MAX_COLUMNS + 1, Math.max(0, ...kept.map((row) => row.length)));
  const capped = rows.length > MAX_ROWS + 1 || rows.some((row) => row.length > MAX_COLUMNS + 1);
  const grid = kept.map((row) => Array.from({ length: width }, (_, i) => cellText(row[i])));
  return { grid, capped };
}

export const serializeGrid = (grid: Grid): string => JSON.stringify(grid);

/** The grid a value stands for (an unreadable one: the blank dataset). */
export function gridOf(value: string): Grid {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every(Array.isArray)) {
      const { grid } = normalizeGrid(parsed as unknown[][]);
      if (grid.length >= 2 && (grid[0]?.length ?? 0) >= 2) return grid;
    }
  } catch {
    // an unreadable value shows the blank dataset
  }
  return EMPTY_GRID.map((row) => [...row]);
}

/**
 * Any string → the value to keep: a JSON list of rows (cells strings or numbers) with at least one
 * series and one row, within the caps. Anything else keeps the previous value and says why.
 */
export function acceptGrid(raw: string, previous: string): Accepted {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const refuse = (problem: string): Accepted => ({ value: previous, problem });
  if (!Array.isArray(parsed) || !parsed.every(Array.isArray)) return refuse(say('notADataset', NOT_A_DATASET_TEXT, { val: shorten(raw) }));
  const { grid, capped } = normalizeGrid(parsed as unknown[][]);
  if (grid.length < 2 || (grid[0]?.length ?? 0) < 2) return refuse(say('atLeastOne', AT_LEAST_ONE_TEXT));
  return { value: serializeGrid(grid), problem: capped ? say('capped', CAPPED_TEXT, { rows: MAX_ROWS, columns: MAX_COLUMNS }) : null };
}

/** A value cell holds data when it has any text; a row misses data when some of its values are blank. */
const filled = (cell: string) => cell.trim() !== '';

/**
 * Why the form should refuse the dataset, or null: no value at all ('Enter some data!'), or a row
 * with some values and not others ('One or more rows was missing data'). A row left wholly blank
 * is skipped, as a spreadsheet's trailing rows are.
 */
export function datasetProblem(grid: Grid): string | null {
  const body = grid.slice(1).map((row) => row.slice(1));
  const rows = body.filter((values) => values.some(filled));
  if (rows.length === 0) return say('enterData', ENTER_DATA_TEXT);
  if (rows.some((values) => !values.every(filled))) return say('missingData', MISSING_DATA_TEXT);
  return null;
}

/** A cell's text that is longer than a cell holds: what to say when it is kept (`cut`) or refused; null when it fits. */
export function cellTooLong(text: string, cut: boolean): string | null {
  if (text.length <= MAX_CELL_LENGTH) return null;
  return cut ? say('cellCut', CELL_CUT_TEXT, { max: MAX_CELL_LENGTH }) : say('cellTooLong', CELL_TOO_LONG_TEXT, { max: MAX_CELL_LENGTH });
}

export const setCell = (grid: Grid, row: number, column: number, text: string): Grid =>
  grid.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? cellText(text) : cell)) : cells));

export type Edit = { ok: true; grid: Grid } | { ok: false; problem: string };

const atLeastOne = (): Edit => ({ ok: false, problem: say('atLeastOne', AT_LEAST_ONE_TEXT) });
const capped = (): Edit => ({ ok: false, problem: say('capped', CAPPED_TEXT, { rows: MAX_ROWS, columns: MAX_COLUMNS }) });

/** A blank data row after row `at` (the header is row 0: `at` 0 adds the first data row). */
export function insertRow(grid: Grid, at: number): Edit {
  if (grid.length > MAX_ROWS) return capped();
  const width = grid[0]?.length ?? 2;
  const next = grid.map((row) => [...row]);
  next.splice(Math.min(Math.max(at, 0), grid.length - 1) + 1, 0, Array.from({ length: width }, () => ''));
  return { ok: true, grid: next };
}

/** Removes a data row; the header and the last data row stay (SPEC.md §5). */
export function removeRow(grid: Grid, at: number): Edit {
  if (at < 1 || at >= grid.length) return { ok: true, grid };
  if (grid.length <= 2) return atLeastOne();
  return { ok: true, grid: grid.filter((_, r) => r !== at) };
}

/** A blank series after column `at` (column 0 holds the labels). */
export function insertColumn(grid: Grid, at: number): Edit {
  if ((grid[0]?.length ?? 0) > MAX_COLUMNS) return capped();
  const where = Math.min(Math.max(at, 0), (grid[0]?.length ?? 1) - 1) + 1;
  const series = say('seriesName', 'Series {n}', { n: grid[0]?.length ?? 1 });
  return { ok: true, grid: grid.map((row, r) => [...row.slice(0, where), r === 0 ? series : '', ...row.slice(where)]) };
}

/** Removes a series; the label column and the last series stay. */
export function removeColumn(grid: Grid, at: number): Edit {
  const width = grid[0]?.length ?? 0;
  if (at < 1 || at >= width) return { ok: true, grid };
  if (width <= 2) return atLeastOne();
  return { ok: true, grid: grid.map((row) => row.filter((_, c) => c !== at)) };
}

/** Moves a data row up (-1) or down (+1) among the data rows; null at either end. */
export function moveRow(grid: Grid, at: number, by: -1 | 1): Grid | null {
  const to = at + by;
  if (at < 1 || to < 1 || to >= grid.length) return null;
  const next = [...grid];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** Moves a series left (-1) or right (+1) among the series; null at either end. */
export function moveColumn(grid: Grid, at: number, by: -1 | 1): Grid | null {
  const to = at + by;
  const width = grid[0]?.length ?? 0;
  if (at < 1 || to < 1 || to >= width) return null;
  return grid.map((row) => {
    const next = [...row];
    [next[at], next[to]] = [next[to]!, next[at]!];
    return next;
  });
}

/**
 * Tab-separated text as a spreadsheet copies it (rows by line break; a cell in double quotes may
 * hold tabs, line breaks and doubled quotes). Reading stops once `maxRows` rows and columns past
 * `maxColumns` are known, so a 1 MB paste costs no more than the part kept.
 */
export function parseTsv(text: string, maxRows = MAX_ROWS + 1, maxColumns = MAX_COLUMNS + 1): { rows: string[][]; capped: boolean } {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let capped = false;
  let i = 0;
  const endCell = () => {
    if (row.length < maxColumns) row.push(cell.slice(0, MAX_CELL_LENGTH));
    else capped = true;
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell === '') {
      // A quoted cell: up to the closing quote, "" being one quote.
      i += 1;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (cell.length < MAX_CELL_LENGTH) cell += text[i];
        i += 1;
      }
      continue;
    }
    if (ch === '\t') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      if (rows.length >= maxRows) {
        capped = capped || i + 1 < text.length;
        return { rows, capped };
      }
    } else if (cell.length < MAX_CELL_LENGTH) cell += ch;
    i += 1;
  }
  // The last line (a copied range usually ends with a line break, which leaves nothing here).
  if (cell !== '' || row.length > 0) endRow();
  return { rows, capped };
}

/**
 * Pasted text placed with its first cell at (row, column), the grid growing to hold it within
 * the caps. A single cell of text (no tab, no line break) is not a paste for the grid.
 */
export function pasteInto(grid: Grid, row: number, column: number, text: string): { grid: Grid; problem: string | null } {
  const { rows, capped } = parseTsv(text, MAX_ROWS + 1 - row, MAX_COLUMNS + 1 - column);
  const height = Math.max(grid.length, row + rows.length);
  const width = Math.max(grid[0]?.length ?? 0, column + Math.max(0, ...rows.map((r) => r.length)));
  const next = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const pasted = rows[r - row]?.[c - column];
      return pasted !== undefined ? pasted : (grid[r]?.[c] ?? '');
    }),
  );
  const normalized = normalizeGrid(next);
  return {
    grid: normalized.grid,
    problem: capped || normalized.capped ? say('capped', CAPPED_TEXT, { rows: MAX_ROWS, columns: MAX_COLUMNS }) : null,
  };
}

/** Where a grid key moves the focused cell (APG grid: arrows, Home/End, Ctrl+Home/End, PageUp/Down); null: not a move. */
export function moveCell(key: string, ctrl: boolean, at: { row: number; column: number }, rows: number, columns: number): { row: number; column: number } | null {
  const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), column: at.column };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), column: at.column };
    case 'ArrowLeft':
      return { row: at.row, column: clamp(at.column - 1, columns) };
    case 'ArrowRight':
      return { row: at.row, column: clamp(at.column + 1, columns) };
    case 'Home':
      return ctrl ? { row: 0, column: 0 } : { row: at.row, column: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, column: columns - 1 } : { row: at.row, column: columns - 1 };
    case 'PageUp':
      return { row: clamp(at.row - 10, rows), column: at.column };
    case 'PageDown':
      return { row: clamp(at.row + 10, rows), column: at.column };
    default:
      return null;
  }
}
