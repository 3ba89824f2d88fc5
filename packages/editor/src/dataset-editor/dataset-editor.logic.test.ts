import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetFromRows } from '../../../blocks/src/chart/chart.logic';
import {
  acceptGrid,
  CELL_FIELD_MAX_LENGTH,
  cellTooLong,
  datasetProblem,
  gridOf,
  insertColumn,
  insertRow,
  MAX_COLUMNS,
  MAX_ROWS,
  moveCell,
  moveColumn,
  moveRow,
  parseTsv,
  pasteInto,
  removeColumn,
  removeRow,
  serializeGrid,
  setCell,
} from './dataset-editor.logic';

const SAMPLE = [
  ['', 'Visits', 'Sales'],
  ['Mon', '12', '3'],
  ['Tue', '15', '4'],
];

describe('dataset editor rules', () => {
  it("keeps exactly sqs-chart's `data`: the chart reads the value as its dataset", () => {
    const { value } = acceptGrid(JSON.stringify(SAMPLE), '');
    expect(datasetFromRows(JSON.parse(value))).toEqual({
      labels: ['Mon', 'Tue'],
      series: [
        { name: 'Visits', values: [12, 15] },
        { name: 'Sales', values: [3, 4] },
      ],
    });
  });

  it('takes numbers as cells, pads ragged rows and refuses what is not a list of rows', () => {
    expect(acceptGrid('[["", "A"], ["x", 1.5], ["y"]]', '')).toEqual({ value: '[["","A"],["x","1.5"],["y",""]]', problem: null });
    expect(acceptGrid('{"data": 1}', 'prev')).toEqual({ value: 'prev', problem: 'Not a dataset (a JSON list of rows): {"data": 1}' });
    expect(acceptGrid('[["only header", "A"]]', 'prev')).toEqual({ value: 'prev', problem: 'A dataset needs at least one column and one row' });
    expect(acceptGrid('[["label"], ["x"]]', 'prev').problem).toBe('A dataset needs at least one column and one row');
  });

  it("says 'Enter some data!' with no values and 'One or more rows was missing data' for a partly blank row (SPEC.md §5)", () => {
    expect(datasetProblem(gridOf(''))).toBe('Enter some data!');
    expect(datasetProblem(setCell(SAMPLE, 2, 2, ' '))).toBe('One or more rows was missing data');
    expect(datasetProblem(SAMPLE)).toBeNull();
    // A wholly blank row is skipped (a spreadsheet's trailing rows).
    expect(datasetProblem([...SAMPLE, ['', '', '']])).toBeNull();
  });

  it('adds, removes and reorders rows and series, keeping at least one of each', () => {
    expect(insertRow(SAMPLE, 1)).toEqual({ ok: true, grid: [SAMPLE[0], SAMPLE[1], ['', '', ''], SAMPLE[2]] });
    expect(removeRow(SAMPLE, 1)).toEqual({ ok: true, grid: [SAMPLE[0], SAMPLE[2]] });
    expect(removeRow([SAMPLE[0]!, SAMPLE[1]!], 1)).toEqual({ ok: false, problem: 'A dataset needs at least one column and one row' });
    expect(insertColumn(SAMPLE, 1)).toEqual({ ok: true, grid: [['', 'Visits', 'Series 3', 'Sales'], ['Mon', '12', '', '3'], ['Tue', '15', '', '4']] });
    expect(removeColumn(SAMPLE, 2)).toEqual({ ok: true, grid: [['', 'Visits'], ['Mon', '12'], ['Tue', '15']] });
    expect(removeColumn(removeColumn(SAMPLE, 2).ok ? [['', 'A'], ['x', '1']] : [], 1).ok).toBe(false);
    expect(moveRow(SAMPLE, 2, -1)).toEqual([SAMPLE[0], SAMPLE[2], SAMPLE[1]]);
    expect(moveRow(SAMPLE, 1, -1)).toBeNull(); // the header stays on top
    expect(moveColumn(SAMPLE, 1, 1)).toEqual([['', 'Sales', 'Visits'], ['Mon', '3', '12'], ['Tue', '4', '15']]);
    expect(moveColumn(SAMPLE, 1, -1)).toBeNull(); // the labels stay first
  });

  it('reads tab-separated text as spreadsheets copy it, quotes included', () => {
    expect(parseTsv('a\tb\r\nc\t"d\te"\n"say ""hi"""\t\n')).toEqual({ rows: [['a', 'b'], ['c', 'd\te'], ['say "hi"', '']], capped: false });
  });

  it('pastes at the focused cell, growing the grid', () => {
    const { grid, problem } = pasteInto(gridOf(''), 1, 0, 'Mon\t12\nTue\t15\n');
    expect(problem).toBeNull();
    expect(grid).toEqual([['', 'Series 1'], ['Mon', '12'], ['Tue', '15']]);
    expect(pasteInto(SAMPLE, 0, 2, 'New\tMore').grid[0]).toEqual(['', 'Visits', 'New', 'More']);
  });

  it('caps a 1 MB paste at the rows and columns a chart shows, and says so', () => {
    const line = Array.from({ length: 40 }, (_, i) => String(i)).join('\t');
    const huge = Array.from({ length: 12_000 }, () => line).join('\n');
    expect(huge.length).toBeGreaterThan(1_000_000);
    const { grid, problem } = pasteInto(gridOf(''), 0, 0, huge);
    expect(grid.length).toBe(MAX_ROWS + 1);
    expect(grid[0]!.length).toBe(MAX_COLUMNS + 1);
    expect(problem).toBe('Only the first 200 rows and 20 columns were kept');
  });

  it('moves the focused cell with the APG grid keys', () => {
    const at = { row: 1, column: 1 };
    expect(moveCell('ArrowUp', false, at, 3, 3)).toEqual({ row: 0, column: 1 });
    expect(moveCell('ArrowUp', false, { row: 0, column: 1 }, 3, 3)).toEqual({ row: 0, column: 1 });
    expect(moveCell('End', false, at, 3, 3)).toEqual({ row: 1, column: 2 });
    expect(moveCell('End', true, at, 3, 3)).toEqual({ row: 2, column: 2 });
    expect(moveCell('Home', true, at, 3, 3)).toEqual({ row: 0, column: 0 });
    expect(moveCell('x', false, at, 3, 3)).toBeNull();
  });

  it('never throws on any string and keeps a grid the chart can read (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.array(fc.array(fc.oneof(fc.string(), fc.double()))).map((a) => JSON.stringify(a))), (raw) => {
        const kept = acceptGrid(raw, serializeGrid(gridOf('')));
        const grid = JSON.parse(kept.value) as string[][];
        expect(grid.length).toBeGreaterThanOrEqual(2);
        expect(grid.every((row) => row.length === grid[0]!.length && row.length >= 2)).toBe(true);
        expect(serializeGrid(gridOf(kept.value))).toBe(kept.value);
      }),
    );
  });

  it('says why a cell text over 200 characters is refused (Enter) or cut (leaving); the field takes five cells of a paste', () => {
    expect(cellTooLong('x'.repeat(200), false)).toBeNull();
    expect(cellTooLong('x'.repeat(201), false)).toBe('A cell can be at most 200 characters');
    expect(cellTooLong('x'.repeat(201), true)).toBe('A cell can be at most 200 characters: the first 200 were kept');
    expect(setCell([['', 'a'], ['', '']], 1, 1, 'x'.repeat(CELL_FIELD_MAX_LENGTH))[1]![1]).toHaveLength(200);
  });
});
