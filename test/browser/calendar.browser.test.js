import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-calendar.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const LIST = `<ol>
  <li id="event-jazz"><a href="/events#jazz">Jazz night</a> <time datetime="2027-03-05T19:00:00Z">5 March, 19:00</time> <span class="location">Terrace</span></li>
  <li id="event-late"><a href="/events#late">Late session</a> <time datetime="2027-03-28T00:30:00Z">28 March, 00:30</time></li>
  <li id="event-brunch"><a href="/events#brunch">Clocks-forward brunch</a> <time datetime="2027-03-28T10:30:00Z">28 March, 11:30</time></li>
  <li id="event-bad"><a href="/events#bad">Broken</a> <time datetime="someday">someday</time></li>
</ol>`;

const calendar = (attrs = 'time-zone="Europe/London" month="2027-03"', list = LIST) =>
  fixture(`<sqs-calendar data-load-on="eager" ${attrs}>${list}</sqs-calendar>`);

const part = (host, name) => host.shadowRoot.querySelector(`[part~="${name}"]`);
const cell = (host, date) => host.shadowRoot.querySelector(`[data-date="${date}"]`);
const focusedDate = (host) => host.shadowRoot.querySelector('[role="gridcell"][tabindex="0"]')?.getAttribute('data-date');
const agenda = (host) => [...host.shadowRoot.querySelectorAll('[part~="event"]')].map((li) => li.textContent.replace(/\s+/g, ' ').trim());

describe('sqs-calendar (built element)', () => {
  afterEach(cleanup);

  it('upgrades the server list into a month grid in the site zone; the list leaves the view', async () => {
    const host = calendar();
    await ready(host);
    expect(part(host, 'month').textContent).to.equal('March 2027');
    const rows = host.shadowRoot.querySelectorAll('tbody tr');
    expect(rows.length).to.equal(5);
    expect([...rows].every((r) => r.children.length === 7)).to.equal(true);
    expect(cell(host, '2027-03-05').textContent).to.equal('5Friday, March 5, 2027, 1 eventJazz night');
    expect(cell(host, '2027-03-28').textContent).to.equal('28Sunday, March 28, 2027, 2 eventsLate sessionClocks-forward brunch');
    expect(cell(host, '2027-02-28').hasAttribute('data-outside')).to.equal(true);
    // The bad date (SPEC.md §8 'Invalid date') is left out; nothing else is lost.
    expect(host.shadowRoot.textContent).not.to.contain('Broken');
    expect(host.querySelector('ol').getBoundingClientRect().height).to.equal(0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('places events by the zone, across the DST change (London vs New York)', async () => {
    const london = calendar();
    const newYork = calendar('time-zone="America/New_York" month="2027-03"');
    await Promise.all([ready(london), ready(newYork)]);
    // 00:30 UTC on 28 March is 00:30 in London (GMT until 01:00 UTC), 20:30 on the 27th in New York (EDT).
    await click(cell(london, '2027-03-28'));
    expect(agenda(london)).to.deep.equal(['12:30 AM Late session', '11:30 AM Clocks-forward brunch']);
    await click(cell(newYork, '2027-03-27'));
    expect(agenda(newYork)).to.deep.equal(['8:30 PM Late session']);
    await click(cell(newYork, '2027-03-28'));
    expect(agenda(newYork)).to.deep.equal(['6:30 AM Clocks-forward brunch']);
  });

  it('is one tab stop with the APG grid keys: arrows, Home/End, PageUp/PageDown (Shift: a year)', async () => {
    const before = fixture('<button id="before">before</button>');
    const host = calendar();
    await ready(host);
    before.focus();
    await sendKeys({ press: 'Tab' }); // previous month
    await sendKeys({ press: 'Tab' }); // next month
    await sendKeys({ press: 'Tab' }); // today
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(cell(host, '2027-03-01'));
    expect(host.shadowRoot.querySelectorAll('[role="gridcell"][tabindex="0"]').length).to.equal(1);
    const steps = [
      ['ArrowRight', '2027-03-02'],
      ['ArrowDown', '2027-03-09'],
      ['Home', '2027-03-07'],
      ['End', '2027-03-13'],
      ['ArrowUp', '2027-03-06'],
      ['ArrowLeft', '2027-03-05'],
      ['PageDown', '2027-04-05'],
      ['PageUp', '2027-03-05'],
      ['Shift PageDown', '2028-03-05'],
      ['Shift PageUp', '2027-03-05'],
    ];
    for (const [key, date] of steps) {
      const [shift, name] = key.startsWith('Shift ') ? [true, key.slice(6)] : [false, key];
      if (shift) await sendKeys({ down: 'Shift' });
      await sendKeys({ press: name });
      if (shift) await sendKeys({ up: 'Shift' });
      expect(focusedDate(host), key).to.equal(date);
      expect(deepActiveElement(), key).to.equal(cell(host, date));
    }
    // The focused day's events are listed under the grid, with their links.
    expect(agenda(host)).to.deep.equal(['7:00 PM Jazz night · Terrace']);
    expect(host.shadowRoot.querySelector('[part~="event"] a').getAttribute('href')).to.equal('/events#jazz');
    await sendKeys({ press: 'ArrowRight' });
    expect(part(host, 'empty').textContent).to.equal('No events on this day.');
    // Leaving the month by arrows shows the next one.
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowDown' });
    expect(part(host, 'month').textContent).to.equal('April 2027');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('previous, next and today move the month; today is marked', async () => {
    const host = calendar();
    await ready(host);
    const months = [];
    host.addEventListener('sqs-calendar-month-change', (e) => months.push(`${e.detail.year}-${e.detail.month}`));
    await click(part(host, 'next'));
    expect(part(host, 'month').textContent).to.equal('April 2027');
    expect(months).to.deep.equal(['2027-4']);
    await click(part(host, 'previous'));
    await click(part(host, 'previous'));
    expect(part(host, 'month').textContent).to.equal('February 2027');
    await click(part(host, 'today'));
    const today = host.shadowRoot.querySelector('[aria-current="date"]');
    expect(today).to.not.equal(null);
    expect(today.getAttribute('tabindex')).to.equal('0');
    const [y, m, d] = today.getAttribute('data-date').split('-').map(Number);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`).to.equal(local);
  });

  it('reads the zone from the page context (website.timeZone)', async () => {
    const context = fixture('<script type="application/json" id="sqs-page-context">{"website":{"timeZone":"America/New_York"}}</script>');
    const host = calendar('month="2027-03"');
    await ready(host);
    expect(part(host, 'calendar').textContent).to.contain('Times in America/New_York');
    context.remove();
  });

  it('a zone Intl does not know shows the SPEC text and keeps the server list', async () => {
    const host = calendar('time-zone="Mars/Olympus_Mons"');
    await ready(host);
    const alert = host.shadowRoot.querySelector('[role="alert"]');
    expect(alert.textContent).to.equal('Failed to load timezone "Mars/Olympus_Mons". Retry connection or verify site availability.');
    expect(host.shadowRoot.querySelector('[role="grid"]')).to.equal(null);
    expect(host.querySelector('ol').getBoundingClientRect().height).to.be.greaterThan(0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('a failed events request keeps the events the page had, and says so', async () => {
    // No reference backend behind the test server: /api/calendar/events answers 404.
    const host = calendar('time-zone="Europe/London" month="2027-03" collection-id="events"');
    await ready(host);
    await waitFor(() => host.shadowRoot.querySelector('[role="status"]').textContent !== '', { message: 'status' });
    expect(host.shadowRoot.querySelector('[role="status"]').textContent).to.equal('Events could not be loaded; the list shows what the page had.');
    expect(cell(host, '2027-03-05').textContent).to.contain('1 event');
  });

  it('no list and no collection keeps the server HTML', async () => {
    const host = fixture('<sqs-calendar data-load-on="eager"><p>No events yet.</p></sqs-calendar>');
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error', { message: 'fallback kept' });
    expect(host.textContent).to.contain('No events yet.');
  });
});
