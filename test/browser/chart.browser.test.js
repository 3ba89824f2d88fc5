import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '/dist/elements/sqs-chart.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const TABLE = `<table><caption>Coffee sold</caption>
  <thead><tr><th>Month</th><th>2024</th><th>2025</th></tr></thead>
  <tbody><tr><th>Jan</th><td>120</td><td>150</td></tr><tr><th>Feb</th><td>90</td><td>110</td></tr><tr><th>Mar</th><td>130</td><td>160</td></tr></tbody>
</table>`;

const chart = (type, table = TABLE, json = '') =>
  fixture(`<div style="width:480px"><sqs-chart data-load-on="eager" type="${type}" ${json}>${table}</sqs-chart></div>`).querySelector('sqs-chart');
const marks = (host) => [...host.shadowRoot.querySelectorAll('[part="mark"]')];
const part = (host, name) => host.shadowRoot.querySelector(`[part="${name}"]`);

describe('sqs-chart (built element)', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const [type, count] of [['bar', 6], ['line', 6], ['pie', 3]]) {
    it(`draws a ${type} chart from the server table, named by its caption, axe clean`, async () => {
      const host = chart(type);
      await ready(host);
      expect(marks(host)).to.have.length(count);
      expect(part(host, 'plot').getAttribute('aria-label')).to.equal('Coffee sold');
      const legend = [...part(host, 'legend').querySelectorAll('li')].map((li) => li.textContent);
      expect(legend).to.deep.equal(type === 'pie' ? ['Jan', 'Feb', 'Mar'] : ['2024', '2025']);
      // The table is hidden behind the toggle, still in the light DOM.
      expect(part(host, 'table').hidden).to.equal(true);
      expect(host.querySelector('table').slot).to.equal('table');
      expect(await axeViolations(host)).to.deep.equal([]);
    });
  }

  it('names each mark with its label, series and value; pie slices with their share', async () => {
    const bar = chart('bar');
    const pie = chart('pie');
    await Promise.all([ready(bar), ready(pie)]);
    expect(marks(bar)[0].getAttribute('aria-label')).to.equal('Jan, 2024: 120');
    expect(marks(bar)[3].getAttribute('aria-label')).to.equal('Jan, 2025: 150');
    expect(marks(pie)[0].getAttribute('aria-label')).to.equal('Jan: 120 (35%)');
  });

  it('shows a tooltip on hover', async () => {
    const host = chart('bar');
    await ready(host);
    const mark = marks(host)[2];
    const box = mark.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height - 2)] });
    await waitFor(() => part(host, 'tooltip'), { message: 'tooltip' });
    expect(part(host, 'tooltip').textContent).to.equal('Mar, 2024: 130');
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitFor(() => !part(host, 'tooltip'), { message: 'tooltip gone' });
  });

  it('is one tab stop; arrows, Home and End move between marks with the tooltip; Escape hides it', async () => {
    const before = fixture('<button>before</button>');
    const host = chart('line');
    await ready(host);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(marks(host)[0]);
    expect(marks(host).filter((m) => m.getAttribute('tabindex') === '0')).to.have.length(1);
    expect(part(host, 'tooltip').textContent).to.equal('Jan, 2024: 120');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(marks(host)[1]);
    expect(part(host, 'tooltip').textContent).to.equal('Feb, 2024: 90');
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(marks(host)[5]);
    await sendKeys({ press: 'Escape' });
    expect(part(host, 'tooltip')).to.equal(null);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(host, 'table-toggle'));
  });

  it('shows and hides the data table with the toggle (mouse and keyboard)', async () => {
    const host = chart('bar');
    await ready(host);
    const toggle = part(host, 'table-toggle');
    const toggles = [];
    host.addEventListener('sqs-chart-table-toggle', (e) => toggles.push(e.detail.shown));
    expect(toggle.textContent).to.equal('Show data table');
    await click(toggle);
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', { message: 'table shown' });
    expect(part(host, 'table').hidden).to.equal(false);
    expect(host.querySelector('table').getBoundingClientRect().height).to.be.greaterThan(0);
    expect(await axeViolations(host)).to.deep.equal([]);
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(host, 'table').hidden, { message: 'table hidden' });
    expect(toggle.textContent).to.equal('Show data table');
    expect(toggles).to.deep.equal([true, false]);
  });

  it("says 'Data is empty' and keeps the table for empty or malformed data", async () => {
    const empty = chart('bar', '<table><tr><th>Month</th><th>A</th></tr><tr><td>Jan</td><td>n/a</td></tr></table>');
    const none = chart('pie', '<p>No table</p>');
    const badJson = chart('line', TABLE, `data-block-json='{"data": "oops"}'`);
    await Promise.all([ready(empty), ready(none), ready(badJson)]);
    for (const host of [empty, badJson]) {
      expect(part(host, 'empty').textContent).to.equal('Data is empty');
      expect(part(host, 'table').hidden).to.equal(false);
      expect(host.querySelector('table').getBoundingClientRect().height).to.be.greaterThan(0);
      expect(part(host, 'table-toggle')).to.equal(null);
    }
    expect(part(none, 'empty').textContent).to.equal('Data is empty');
    expect(await axeViolations(empty)).to.deep.equal([]);
  });

  it('takes the dataset from the block JSON when given', async () => {
    const host = chart('bar', TABLE, `data-block-json='{"title": "From JSON", "data": [["", "Cups"], ["Mon", 3], ["Tue", 5]]}'`);
    await ready(host);
    expect(marks(host).map((m) => m.getAttribute('aria-label'))).to.deep.equal(['Mon, Cups: 3', 'Tue, Cups: 5']);
    expect(part(host, 'plot').getAttribute('aria-label')).to.equal('From JSON');
  });

  it('redraws for its width (responsive) and animates only without reduced motion', async () => {
    const host = chart('bar');
    await ready(host);
    expect(part(host, 'plot').getAttribute('width')).to.equal('480');
    host.parentElement.style.width = '300px';
    await waitFor(() => part(host, 'plot').getAttribute('width') === '300', { message: 'redrawn at 300' });
    expect(getComputedStyle(marks(host)[0]).animationName).to.equal('grow');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(marks(host)[0]).animationName).to.equal('none');
  });

  it('takes its colours from the site palette custom properties', async () => {
    const host = chart('bar');
    host.style.setProperty('--accent', 'rgb(1, 2, 3)');
    await ready(host);
    expect(getComputedStyle(marks(host)[0]).fill).to.equal('rgb(1, 2, 3)');
  });
});
