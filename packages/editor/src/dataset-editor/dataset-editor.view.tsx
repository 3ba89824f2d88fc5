import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { useControl } from '../shared/use-control';
import {
  CELL_FIELD_MAX_LENGTH,
  cellTooLong,
  datasetProblem,
  gridOf,
  insertColumn,
  insertRow,
  moveCell,
  moveColumn,
  moveRow,
  pasteInto,
  removeColumn,
  removeRow,
  serializeGrid,
  setCell,
  type Edit,
  type Grid,
} from './dataset-editor.logic';

interface At {
  row: number;
  column: number;
}

/**
 * SPEC.md §2 chart dataset editor: a spreadsheet-like table in the WAI-ARIA APG grid pattern.
 * One tab stop (the focused cell); arrows, Home/End, Ctrl+Home/End, PageUp/PageDown move; Enter
 * or F2 edits the cell (typing a character starts an edit with it), Enter keeps and Escape cancels;
 * Delete clears; Alt+arrows move the row or the series. Pasting tab-separated text from a
 * spreadsheet fills from the focused cell. The buttons add, remove and move rows and series.
 */
export function DatasetEditorView(props: BlockViewProps) {
  const control = useControl(props.host);
  const id = useId();
  const grid = useMemo(() => gridOf(control.value), [control.value]);
  const [focus, setFocus] = useState<At>({ row: 1, column: 1 });
  /** The cell being edited; `refused` once Enter refused its text as too long (until it changes). */
  const [editing, setEditing] = useState<(At & { text: string; refused?: boolean }) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);
  /** Set by a key or a button that moved the focused cell: the next render moves DOM focus there. */
  const moveDomFocus = useRef<'cell' | 'field' | null>(null);
  const rows = grid.length;
  const columns = grid[0]?.length ?? 0;
  const at = { row: Math.min(focus.row, rows - 1), column: Math.min(focus.column, columns - 1) };
  const { disabled } = control;

  useEffect(() => {
    const target = moveDomFocus.current;
    moveDomFocus.current = null;
    if (target === 'field') table.current?.querySelector<HTMLInputElement>('[part="cell-field"]')?.focus();
    else if (target === 'cell') table.current?.querySelector<HTMLElement>(`[data-cell="${at.row}-${at.column}"]`)?.focus();
  });

  const keep = (next: Grid, problem: string | null = null) => {
    setNotice(problem);
    control.change(serializeGrid(next));
  };
  const apply = (edit: Edit) => (edit.ok ? keep(edit.grid) : setNotice(edit.problem));
  const goTo = (next: At) => {
    setFocus(next);
    moveDomFocus.current = 'cell';
  };
  const startEdit = (text: string) => {
    if (disabled) return;
    setEditing({ ...at, text });
    moveDomFocus.current = 'field';
  };
  /** The edit already ended (Escape, Enter): the blur of the field leaving (Preact fires it) changes nothing. */
  const ended = useRef<object | null>(null);
  const endEdit = (save: boolean) => {
    if (!editing || ended.current === editing) return;
    ended.current = editing;
    // Leaving a text too long keeps what a cell holds, and says so (Enter refuses it instead).
    if (save && editing.text !== grid[editing.row]?.[editing.column]) keep(setCell(grid, editing.row, editing.column, editing.text), cellTooLong(editing.text, true));
    setEditing(null);
    moveDomFocus.current = 'cell';
  };

  /** Moves the focused row (vertical) or series by one, the focus with it. */
  const shift = (vertical: boolean, by: -1 | 1, focusCell: boolean) => {
    const moved = vertical ? moveRow(grid, at.row, by) : moveColumn(grid, at.column, by);
    if (!moved) return;
    keep(moved);
    const next = vertical ? { row: at.row + by, column: at.column } : { row: at.row, column: at.column + by };
    if (focusCell) goTo(next);
    else setFocus(next);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const { key } = event;
    if (event.altKey && key.startsWith('Arrow')) {
      if (disabled) return;
      event.preventDefault();
      shift(key === 'ArrowUp' || key === 'ArrowDown', key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 1, true);
      return;
    }
    const next = moveCell(key, event.ctrlKey || event.metaKey, at, rows, columns);
    if (next) {
      event.preventDefault();
      goTo(next);
    } else if (key === 'Enter' || key === 'F2') {
      event.preventDefault();
      startEdit(grid[at.row]?.[at.column] ?? '');
    } else if ((key === 'Delete' || key === 'Backspace') && !disabled) {
      event.preventDefault();
      keep(setCell(grid, at.row, at.column, ''));
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing over a cell replaces it, as in a spreadsheet.
      event.preventDefault();
      startEdit(key);
    }
  };
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    // The grid must not see this key too: under Preact it may re-render between the two
    // listeners, and its handler, no longer editing, would take Enter as "edit again".
    event.stopPropagation();
    const tooLong = event.key === 'Enter' && editing ? cellTooLong(editing.text, false) : null;
    if (tooLong && editing) {
      // Refused, the text kept in the field to correct (Escape cancels the edit).
      setNotice(tooLong);
      setEditing({ ...editing, refused: true });
      return;
    }
    endEdit(event.key === 'Enter');
  };
  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // Text without a tab or a line break is a cell's: it goes into the field being edited.
    if (disabled || (editing && !/[\t\n\r]/.test(text))) return;
    event.preventDefault();
    setEditing(null);
    // The cell the paste landed on (focus may have moved there in this same task).
    const [row = at.row, column = at.column] = (event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell')?.split('-').map(Number) ?? [];
    setFocus({ row, column });
    const pasted = pasteInto(grid, row, column, text);
    keep(pasted.grid, pasted.problem);
    moveDomFocus.current = 'cell';
  };

  const label = control.label || message('datasetEditor.label', 'Chart data');
  const seriesName = (c: number) => grid[0]?.[c] || message('datasetEditor.series', 'Series {n}', { n: c });
  const rowName = (r: number) => grid[r]?.[0] || message('datasetEditor.row', 'Row {n}', { n: r });
  const invalid = datasetProblem(grid);
  const button = (part: string, text: string, action: () => void, unavailable: boolean) => (
    <button type="button" part={part} disabled={disabled || unavailable} onClick={action}>
      {text}
    </button>
  );
  return (
    <div part="editor" className="editor" role="group" aria-label={label}>
      <div part="actions" className="actions">
        {button('add-row', message('datasetEditor.addRow', 'Add row'), () => {
          const edit = insertRow(grid, at.row);
          apply(edit);
          if (edit.ok) setFocus({ row: at.row + 1, column: at.column });
        }, false)}
        {button('remove-row', message('datasetEditor.removeRow', 'Remove row'), () => apply(removeRow(grid, at.row)), at.row < 1)}
        {button('row-up', message('datasetEditor.rowUp', 'Move row up'), () => shift(true, -1, false), at.row <= 1)}
        {button('row-down', message('datasetEditor.rowDown', 'Move row down'), () => shift(true, 1, false), at.row < 1 || at.row >= rows - 1)}
        {button('add-column', message('datasetEditor.addColumn', 'Add series'), () => {
          const edit = insertColumn(grid, at.column);
          apply(edit);
          if (edit.ok) setFocus({ row: at.row, column: at.column + 1 });
        }, false)}
        {button('remove-column', message('datasetEditor.removeColumn', 'Remove series'), () => apply(removeColumn(grid, at.column)), at.column < 1)}
        {button('column-left', message('datasetEditor.columnLeft', 'Move series left'), () => shift(false, -1, false), at.column <= 1)}
        {button('column-right', message('datasetEditor.columnRight', 'Move series right'), () => shift(false, 1, false), at.column < 1 || at.column >= columns - 1)}
      </div>
      <div className="scroll">
        <table
          ref={table}
          part="grid"
          className="grid"
          role="grid"
          aria-label={label}
          aria-describedby={`${id}-help`}
          aria-rowcount={rows}
          aria-colcount={columns}
          aria-disabled={disabled ? 'true' : undefined}
          onKeyDown={onGridKey}
          onPaste={onPaste}
        >
          <tbody>
            {grid.map((cells, r) => (
              <tr key={r} aria-rowindex={r + 1}>
                {cells.map((cell, c) => {
                  const focused = r === at.row && c === at.column;
                  const Cell = r === 0 ? 'th' : 'td';
                  const role = r === 0 ? 'columnheader' : c === 0 ? 'rowheader' : 'gridcell';
                  const placeholder = r === 0 ? (c === 0 ? message('datasetEditor.labels', 'Label') : seriesName(c)) : '';
                  return (
                    <Cell
                      key={c}
                      part={focused ? 'cell focused-cell' : 'cell'}
                      role={role}
                      aria-colindex={c + 1}
                      data-cell={`${r}-${c}`}
                      tabIndex={focused && !editing ? 0 : -1}
                      // Focus follows wherever it comes from (a click, a script, the Tab key).
                      onFocus={() => {
                        if (r !== at.row || c !== at.column) setFocus({ row: r, column: c });
                      }}
                      onDoubleClick={() => {
                        setFocus({ row: r, column: c });
                        if (!disabled) {
                          setEditing({ row: r, column: c, text: cell });
                          moveDomFocus.current = 'field';
                        }
                      }}
                    >
                      {editing && editing.row === r && editing.column === c ? (
                        <input
                          part="cell-field"
                          className="cell-field"
                          value={editing.text}
                          maxLength={CELL_FIELD_MAX_LENGTH}
                          aria-invalid={editing.refused ? 'true' : undefined}
                          aria-describedby={editing.refused ? `${id}-problem` : undefined}
                          aria-label={message('datasetEditor.cellField', '{series}, {row}', { series: c === 0 ? message('datasetEditor.labels', 'Label') : seriesName(c), row: r === 0 ? message('datasetEditor.header', 'header') : rowName(r) })}
                          onInput={(event) => {
                            if (editing.refused) setNotice(null);
                            setEditing({ ...editing, text: event.currentTarget.value, refused: false });
                          }}
                          onKeyDown={onFieldKey}
                          onBlur={() => endEdit(true)}
                        />
                      ) : cell ? (
                        cell
                      ) : (
                        placeholder && <span className="placeholder">{placeholder}</span>
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={`${id}-help`} part="help" className="help">
        {message('datasetEditor.help', 'Enter or F2 edits a cell, Escape cancels; paste rows from a spreadsheet; Alt with an arrow moves a row or series.')}
      </p>
      <p part="status" className="status" aria-live="polite">
        {invalid}
      </p>
      {(notice ?? control.problem) && (
        <p id={`${id}-problem`} part="problem" className="problem" role="alert">
          {notice ?? control.problem}
        </p>
      )}
    </div>
  );
}
