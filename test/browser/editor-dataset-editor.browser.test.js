import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-dataset-editor.js';
import '/dist/elements/sqs-chart.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { submitted } from './form-helpers.js';

const DATA = '[["","Visits","Sales"],["Mon","12","3"],["Tue","15","4"]]';
const FORM_HTML = `
  <form>
    <label for="data">Weekly visits</label>
    <sqs-dataset-editor id="data" name="data" data-load-on="eager" value='${DATA}'></sqs-dataset-editor>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const cell = (host, row, column) => $(host, `[data-cell="${row}-${column}"]`);
const gridOf = (host) => JSON.parse(host.value);

/** A paste as the browser sends it, with the text a spreadsheet puts on the clipboard. */
function paste(target, text) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }));
}

async function setup(html = FORM_HTML) {
  const form = fixture(html);
  const host = form.querySelector('sqs-dataset-editor');
  await ready(host);
  return { form, host };
}

describe('sqs-dataset-editor (built element)', () => {
  afterEach(cleanup);

  it('shows the dataset as an APG grid: headers, one tab stop, named by its label', async () => {
    const { form, host } = await setup();
    const grid = $(host, '[part="grid"]');
    expect(grid.getAttribute('role')).to.equal('grid');
    expect(grid.getAttribute('aria-label')).to.equal('Weekly visits');
    expect(cell(host, 0, 1).getAttribute('role')).to.equal('columnheader');
    expect(cell(host, 1, 0).getAttribute('role')).to.equal('rowheader');
    expect(cell(host, 1, 1).getAttribute('role')).to.equal('gridcell');
    expect(cell(host, 1, 1).textContent).to.equal('12');
    expect(host.shadowRoot.querySelectorAll('[tabindex="0"]')).to.have.length(1);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('moves with the arrow keys, edits with Enter or F2 (Escape cancels, Enter keeps), input and change like a native control', async () => {
    const { form, host } = await setup();
    const events = [];
    for (const type of ['input', 'change']) host.addEventListener(type, () => events.push(type));
    cell(host, 1, 1).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(cell(host, 2, 2));
    await sendKeys({ press: 'F2' });
    await waitFor(() => deepActiveElement()?.getAttribute('part') === 'cell-field', { message: 'editing' });
    expect(deepActiveElement().getAttribute('aria-label')).to.equal('Sales, Tue');
    await sendKeys({ type: '99' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => deepActiveElement() === cell(host, 2, 2), { message: 'edit cancelled, focus on the cell' });
    expect(cell(host, 2, 2).textContent).to.equal('4');
    expect(events).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => deepActiveElement()?.getAttribute('part') === 'cell-field', { message: 'editing again' });
    deepActiveElement().select();
    await sendKeys({ type: '7' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => deepActiveElement() === cell(host, 2, 2) && cell(host, 2, 2).textContent === '7', { message: 'kept' }).catch((e) => {
      throw new Error(`${e.message}: ${host.value} ${deepActiveElement()?.outerHTML.slice(0, 80)}`);
    });
    expect(gridOf(host)[2]).to.deep.equal(['Tue', '15', '7']);
    expect(events).to.deep.equal(['input', 'change']);
    // Typing over a cell starts an edit with that character; Ctrl+Home goes to the first cell.
    await sendKeys({ type: '5' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => gridOf(host)[2][2] === '5', { message: 'typed over' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ up: 'Control' });
    expect(deepActiveElement()).to.equal(cell(host, 0, 0));
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('adds, removes and reorders rows and series, keeping at least one of each', async () => {
    const { host } = await setup();
    await click(cell(host, 2, 1));
    await click($(host, '[part="row-up"]'));
    await waitFor(() => gridOf(host)[1][0] === 'Tue', { message: 'row moved up' });
    await click($(host, '[part="column-right"]'));
    await waitFor(() => gridOf(host)[0][1] === 'Sales', { message: 'series moved right' });
    expect(gridOf(host)).to.deep.equal([['', 'Sales', 'Visits'], ['Tue', '4', '15'], ['Mon', '3', '12']]);
    await click($(host, '[part="add-row"]'));
    await waitFor(() => gridOf(host).length === 4, { message: 'row added' });
    // Below the focused cell's row (Tue's).
    expect(gridOf(host)[2]).to.deep.equal(['', '', '']);
    await click($(host, '[part="add-column"]'));
    await waitFor(() => gridOf(host)[0].length === 4, { message: 'series added' });
    expect(gridOf(host)[0]).to.deep.equal(['', 'Sales', 'Visits', 'Series 3']);
    // Alt+ArrowUp moves the focused row with the keyboard, the focus with it.
    cell(host, 3, 1).focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ up: 'Alt' });
    await waitFor(() => gridOf(host)[2][0] === 'Mon', { message: 'row moved with Alt+ArrowUp' });
    expect(deepActiveElement()).to.equal(cell(host, 2, 1));
    for (let i = 0; i < 4; i++) {
      await click(cell(host, 1, 1));
      await click($(host, '[part="remove-row"]'));
    }
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'A dataset needs at least one column and one row', { message: 'last row kept' });
    expect(gridOf(host)).to.have.length(2);
    for (let i = 0; i < 4; i++) {
      await click(cell(host, 1, 1));
      await click($(host, '[part="remove-column"]'));
    }
    expect(gridOf(host)[0]).to.have.length(2);
  });

  it("pastes tab-separated rows from a spreadsheet at the focused cell; the form says 'Enter some data!' and 'One or more rows was missing data'", async () => {
    const { form, host } = await setup(FORM_HTML.replace(`value='${DATA}'`, ''));
    expect(host.value).to.equal('[["","Series 1"],["",""]]');
    expect(host.validationMessage).to.equal('Enter some data!');
    expect($(host, '[part="status"]').textContent).to.equal('Enter some data!');
    cell(host, 0, 0).focus();
    paste(cell(host, 0, 0), 'Day\tVisits\tSales\r\nMon\t12\t3\r\nTue\t15\r\n');
    await waitFor(() => gridOf(host).length === 3, { message: 'pasted' }).catch((e) => {
      throw new Error(`${e.message}: ${host.value}`);
    });
    expect(gridOf(host)).to.deep.equal([['Day', 'Visits', 'Sales'], ['Mon', '12', '3'], ['Tue', '15', '']]);
    expect(host.validationMessage).to.equal('One or more rows was missing data');
    expect(host.checkValidity()).to.equal(false);
    await waitFor(() => $(host, '[part="status"]').textContent === 'One or more rows was missing data', { message: 'status' });
    cell(host, 2, 2).focus();
    paste(cell(host, 2, 2), '4\n');
    await waitFor(() => gridOf(host)[2][2] === '4', { message: 'one cell pasted' });
    expect(host.checkValidity()).to.equal(true);
    expect(await submitted(form)).to.deep.equal([['data', JSON.stringify(gridOf(host))]]);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('caps a 1 MB paste at 200 rows and 20 series and says so', async () => {
    const { host } = await setup();
    const line = Array.from({ length: 40 }, (_, i) => String(i)).join('\t');
    const huge = Array.from({ length: 12_000 }, () => line).join('\n');
    cell(host, 0, 0).focus();
    paste(cell(host, 0, 0), huge);
    await waitFor(() => gridOf(host).length === 201, { message: 'pasted, capped' });
    expect(gridOf(host)[0]).to.have.length(21);
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'Only the first 200 rows and 20 columns were kept', { message: 'cap said' });
    expect(host.shadowRoot.querySelectorAll('[part~="cell"]')).to.have.length(201 * 21);
  });

  it('a 1 MB paste into a cell field is cut by the field (issue 17): Enter refuses a cell over 200 characters and says why, leaving keeps 200 and says so', async () => {
    const { form, host } = await setup();
    cell(host, 1, 1).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => deepActiveElement()?.getAttribute('part') === 'cell-field', { message: 'editing' });
    const field = deepActiveElement();
    field.select();
    document.execCommand('insertText', false, 'y'.repeat(1_000_000));
    // The field takes 1000 characters of it (the browser does not lay out 1 MB on one line).
    expect(field.value.length).to.equal(1000);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'A cell can be at most 200 characters', { message: 'too long refused' }).catch((e) => {
      throw new Error(`${e.message}: ${$(host, '[part="problem"]')?.textContent} ${host.value.slice(0, 80)}`);
    });
    // Refused: the text stays in the field to correct, the value is unchanged.
    expect(deepActiveElement()).to.equal(field);
    expect(field.value.length).to.equal(1000);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(field.getAttribute('aria-describedby')).to.equal($(host, '[part="problem"]').id);
    expect(gridOf(host)[1][1]).to.equal('12');
    expect(await axeViolations(form)).to.deep.equal([]);
    // Leaving the field keeps what a cell holds, and says so.
    await sendKeys({ press: 'Tab' });
    await waitFor(() => gridOf(host)[1][1].length === 200, { message: 'the first 200 kept' });
    expect($(host, '[part="problem"]').textContent).to.equal('A cell can be at most 200 characters: the first 200 were kept');
    // A cell that fits is kept at once, and the problem goes.
    cell(host, 1, 1).focus();
    await sendKeys({ type: '8' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => gridOf(host)[1][1] === '8', { message: 'typed over' });
    expect($(host, '[part="problem"]')).to.equal(null);
  });

  it('feeds sqs-chart: the value is the chart block JSON `data`', async () => {
    const { host } = await setup();
    const box = fixture(`<div style="width: 480px"><sqs-chart data-load-on="eager" chart-title="Weekly visits" data-block-json='{"type": "bar", "data": ${DATA}}'></sqs-chart></div>`);
    const chart = box.querySelector('sqs-chart');
    await ready(chart);
    host.value = '[["","Visits"],["Mon","1"],["Tue","2"],["Wed","3"]]';
    chart.setAttribute('data-block-json', JSON.stringify({ type: 'bar', data: JSON.parse(host.value) }));
    await waitFor(() => chart.shadowRoot.querySelectorAll('[part="mark"]').length === 3, { message: 'chart drew three bars' }).catch((e) => {
      throw new Error(`${e.message}: ${chart.shadowRoot.querySelectorAll('[part="mark"]').length} ${chart.getAttribute('data-sqs-state')} ${chart.shadowRoot.innerHTML.slice(0, 300)}`);
    });
  });

  it('accepts any string without throwing: one that is not a list of rows keeps the last value and says why', async () => {
    const { form, host } = await setup();
    host.value = 'Mon 12';
    expect(host.value).to.equal(DATA);
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'Not a dataset (a JSON list of rows): Mon 12', { message: 'problem' });
    host.value = '[["x"]]';
    expect(host.value).to.equal(DATA);
    host.value = 'x'.repeat(1_000_000);
    expect(host.value).to.equal(DATA);
    form.reset();
    expect(host.value).to.equal(DATA);
    host.disabled = true;
    expect(await submitted(form)).to.deep.equal([]);
    expect(await axeViolations(form)).to.deep.equal([]);
  });
});
