import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-tour-dates.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const LIST = `<ul>
  <li data-date-id="past"><time datetime="2020-02-06T20:00:00Z">6 Feb 2020</time> <span class="venue">Gone Venue</span> <span class="city">Leeds</span></li>
  <li data-date-id="glasgow"><time datetime="2098-02-06T20:00:00Z">6 Feb 2098</time> <span class="venue">Barrowland Ballroom</span> <span class="city">Glasgow</span>, <span class="country">UK</span>
    <a class="tickets" href="https://tickets.example/glasgow">Tickets</a> <a class="rsvp" href="https://rsvp.example/glasgow">RSVP</a></li>
  <li data-date-id="dublin"><time datetime="2098-02-08T20:00:00Z">8 Feb 2098</time> <span class="venue">Vicar Street</span> <span class="city">Dublin</span>
    <a class="tickets" href="https://tickets.example/dublin">Tickets</a></li>
</ul>`;

const part = (host, name) => [...host.shadowRoot.querySelectorAll(`[part~="${name}"]`)];
const venues = (host) => part(host, 'venue').map((v) => v.textContent);

describe('sqs-tour-dates (built element)', () => {
  afterEach(cleanup);

  it('upgrades the server list: upcoming dates with venue, city, ticket and RSVP links; past dates hidden', async () => {
    const host = fixture(`<sqs-tour-dates data-load-on="eager">${LIST}</sqs-tour-dates>`);
    await ready(host);
    expect(venues(host)).to.deep.equal(['Barrowland Ballroom', 'Vicar Street']);
    expect(part(host, 'city').map((c) => c.textContent)).to.deep.equal(['Glasgow, UK', 'Dublin']);
    expect(part(host, 'when')[0].getAttribute('datetime')).to.equal('2098-02-06T20:00:00.000Z');
    expect(part(host, 'tickets').map((a) => a.getAttribute('href'))).to.deep.equal(['https://tickets.example/glasgow', 'https://tickets.example/dublin']);
    expect(part(host, 'rsvp').map((a) => a.getAttribute('aria-label'))).to.deep.equal(['RSVP: Barrowland Ballroom, Glasgow, UK']);
    expect(host.querySelector('ul').getBoundingClientRect().height).to.equal(0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('the links are reachable with Tab', async () => {
    const before = fixture('<button>before</button>');
    const host = fixture(`<sqs-tour-dates data-load-on="eager">${LIST}</sqs-tour-dates>`);
    await ready(host);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(host, 'tickets')[0]);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(host, 'rsvp')[0]);
  });

  it('the configured feed replaces the list: past dates hidden, unsafe links dropped', async () => {
    const host = fixture(`<sqs-tour-dates data-load-on="eager" feed-url="/test/browser/fixtures/tour-feed.json">${LIST}</sqs-tour-dates>`);
    const updates = [];
    host.addEventListener('sqs-tour-dates-update', (e) => updates.push(e.detail.upcoming));
    await ready(host);
    await waitFor(() => venues(host)[0] === 'Future Dome', { message: 'feed dates' });
    expect(venues(host)).to.deep.equal(['Future Dome', 'Bad Link Club']);
    expect(updates).to.deep.equal([2]);
    expect(part(host, 'tickets').map((a) => a.getAttribute('href'))).to.deep.equal(['https://tickets.example/far']);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('a failed feed keeps the server dates and says so', async () => {
    const host = fixture(`<sqs-tour-dates data-load-on="eager" artist="the-harbour-lights">${LIST}</sqs-tour-dates>`);
    await ready(host);
    const status = host.shadowRoot.querySelector('[role="status"]');
    await waitFor(() => status.textContent !== '', { message: 'status' });
    expect(status.textContent).to.equal('Tour dates could not be updated; these are the dates the page had.');
    expect(venues(host)).to.deep.equal(['Barrowland Ballroom', 'Vicar Street']);
  });

  it('no upcoming date: a clear empty state', async () => {
    const host = fixture(`<sqs-tour-dates data-load-on="eager"><ul><li><time datetime="2020-01-01T20:00:00Z">1 Jan 2020</time> <span class="venue">Gone</span></li></ul></sqs-tour-dates>`);
    await ready(host);
    expect(part(host, 'empty')[0].textContent).to.equal('No upcoming dates. Check back soon.');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('a feed address that is not http(s) is never fetched; no list and no feed keeps the HTML', async () => {
    const host = fixture(`<sqs-tour-dates data-load-on="eager" feed-url="javascript:alert(1)">${LIST}</sqs-tour-dates>`);
    await ready(host);
    expect(venues(host)).to.deep.equal(['Barrowland Ballroom', 'Vicar Street']);
    const bare = fixture('<sqs-tour-dates data-load-on="eager"><p>Dates soon.</p></sqs-tour-dates>');
    await waitFor(() => bare.getAttribute('data-sqs-state') === 'error', { message: 'fallback kept' });
    expect(bare.textContent).to.contain('Dates soon.');
  });
});
