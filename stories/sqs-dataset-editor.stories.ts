import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/dataset-editor/dataset-editor.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-dataset-editor',
  parameters: {
    docs: {
      description: {
        component:
          "The chart dataset editor (SPEC.md §2): an APG grid whose value is sqs-chart's `data`. Enter or F2 edits a cell, Escape cancels; paste rows from a spreadsheet.",
      },
    },
  },
};
export default meta;

const editor = (attributes: string) =>
  serverHtml(`<form><label for="d">Weekly visits</label> <sqs-dataset-editor id="d" name="data" data-load-on="eager" ${attributes}></sqs-dataset-editor></form>`);
const DATA = '[["","Visits","Sales"],["Mon","12","3"],["Tue","15","4"],["Wed","9","2"]]';

/** A three-day dataset with Visits and Sales columns: check the APG grid keyboard (arrows move between cells, Enter or F2 edits, Escape cancels) and that the form submits the rows as `data`. */
export const Dataset: StoryObj = { render: () => editor(`value='${DATA}'`) };
/** No values yet: the form refuses 'Enter some data!'. */
export const Empty: StoryObj = { render: () => editor('') };
/** A row partly blank: 'One or more rows was missing data'. */
export const MissingData: StoryObj = { render: () => editor(`value='[["","Visits","Sales"],["Mon","12",""]]'`) };
/** The dataset with `disabled`: the cells show but cannot be edited, and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => editor(`disabled value='${DATA}'`) };
/** `value='Mon 12'` is not a JSON list of rows: the value is refused with the "Not a dataset" message. */
export const RefusedValue: StoryObj = { render: () => editor(`value='Mon 12'`) };
/** A cell being edited (F2). */
export const Editing: StoryObj = {
  render: () => editor(`value='${DATA}'`),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('sqs-dataset-editor')!;
    for (let i = 0; i < 100 && !host.shadowRoot?.querySelector('[data-cell="1-1"]'); i++) await new Promise((r) => setTimeout(r, 20));
    const cell = host.shadowRoot!.querySelector<HTMLElement>('[data-cell="1-1"]')!;
    cell.focus();
    cell.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', bubbles: true }));
  },
};
/** A cell's text over 200 characters (a long paste): Enter refuses it with 'A cell can be at most 200 characters', the text kept in the field to correct. */
export const CellTooLong: StoryObj = {
  render: () => editor(`value='${DATA}'`),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('sqs-dataset-editor')!;
    const find = async <T extends Element>(selector: string) => {
      for (let i = 0; i < 100 && !host.shadowRoot?.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 20));
      return host.shadowRoot!.querySelector<T>(selector)!;
    };
    const cell = await find<HTMLElement>('[data-cell="1-1"]');
    cell.focus();
    cell.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', bubbles: true }));
    const field = await find<HTMLInputElement>('[part="cell-field"]');
    field.value = 'Harbour café soup of the day, '.repeat(9);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(r));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  },
};
