import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-opentable.js';
import '/dist/elements/sqs-tock.js';
import '/dist/elements/sqs-acuity.js';
import { axeViolations, cleanup, fixture, ready, waitFor } from './helpers.js';

const STANDIN = '/packages/server/demo/assets/booking-standin.js';
const LINK = '<a href="https://www.opentable.com/r/harbour-cafe">Reserve on OpenTable</a>';
const json = (data) => JSON.stringify(data).replace(/'/g, '&#39;');
const block = (tag, data, { style = '', link = LINK } = {}) =>
  `<${tag} data-load-on="eager" ${style && `style="${style}"`} data-block-json='${json(data)}'>${link}</${tag}>`;

const scriptsFrom = (doc, src) => [...doc.querySelectorAll('script[src]')].filter((s) => s.getAttribute('src').includes(src));
const widget = (host) => host.querySelector('[slot="widget"] form.booking-standin');
const loaded = (host) => waitFor(() => host.classList.contains('loaded') && widget(host), { message: `${host.localName} loaded` });

/** A page of its own (its own page context), for the preview and consent cases. */
async function framePage(context, html) {
  const frame = fixture('<iframe title="booking page" style="width: 800px; height: 600px"></iframe>');
  frame.src = `/test/browser/fixtures/booking-page.html?context=${encodeURIComponent(JSON.stringify(context))}&html=${encodeURIComponent(html)}`;
  await waitFor(() => frame.contentDocument?.querySelector('[data-sqs-state="ready"]'), { message: 'framed block ready', timeout: 10000 });
  return frame.contentDocument;
}

describe('booking blocks: sqs-opentable, sqs-tock, sqs-acuity (built elements)', () => {
  afterEach(cleanup);

  it("loads the provider's script from source: 'loading' then 'loaded', the widget in its slot; 'wide' above 850 px", async () => {
    const host = fixture(block('sqs-opentable', { source: `${STANDIN}?rid=412810` }, { style: 'display: block; width: 900px' }));
    const classes = [];
    new MutationObserver(() => classes.push(host.className)).observe(host, { attributes: true, attributeFilter: ['class'] });
    const events = [];
    host.addEventListener('sqs-booking-loaded', (e) => events.push(e.detail.provider));
    await ready(host);
    await loaded(host);
    expect(classes.filter(Boolean)).to.deep.equal(['loading', 'loaded']);
    expect(events).to.deep.equal(['OpenTable']);
    expect(host.getAttribute('data-size')).to.equal('wide');
    const [script] = scriptsFrom(document, STANDIN);
    expect(new URL(script.src).searchParams.get('theme')).to.equal('wide');
    expect(new URL(script.src).searchParams.get('rid')).to.equal('412810');
    expect(widget(host).textContent).to.contain('Book with OpenTable');
    expect(widget(host).parentElement.assignedSlot === host.shadowRoot.querySelector('slot[name="widget"]'), 'slotted').to.equal(true);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it("is 'standard' at 850 px; Tock asks for columns at 750 or less; Acuity gets its owner", async () => {
    const table = fixture(block('sqs-opentable', { source: `${STANDIN}?standard` }, { style: 'display: block; width: 850px' }));
    const tock = fixture(block('sqs-tock', { source: `${STANDIN}?tock`, businessName: 'harbour-cafe' }, { style: 'display: block; width: 750px', link: '' }));
    const acuity = fixture(block('sqs-acuity', { source: `${STANDIN}?acuity`, owner: 12345 }, { link: '' }));
    await Promise.all([loaded(table), loaded(tock), loaded(acuity)]);
    expect(table.getAttribute('data-size')).to.equal('standard');
    const mount = tock.querySelector('[slot="widget"]');
    expect(mount.getAttribute('data-tock-layout')).to.equal('columns');
    expect(mount.getAttribute('data-tock-name')).to.equal('harbour-cafe');
    expect(acuity.querySelector('[slot="widget"]').getAttribute('data-acuity-owner')).to.equal('12345');
    expect(widget(acuity).textContent).to.contain('Acuity Scheduling');
  });

  it('waits until the block is near the view', async () => {
    fixture('<div style="height: 3000px">spacer</div>');
    const host = fixture(block('sqs-opentable', { source: `${STANDIN}?far` }));
    await ready(host);
    expect(scriptsFrom(document, `${STANDIN}?far`)).to.have.length(0);
    expect(host.classList.contains('loading')).to.equal(false);
    host.scrollIntoView();
    await loaded(host);
    window.scrollTo(0, 0);
  });

  it("a script that fails is reported and leaves the link to the provider's page", async () => {
    const host = fixture(block('sqs-opentable', { source: '/no-such-provider-script.js' }));
    const failures = [];
    host.addEventListener('sqs-booking-failed', (e) => failures.push(e.detail.provider));
    await ready(host);
    const failed = await waitFor(() => host.shadowRoot.querySelector('[part="failed"]'), { message: 'failure shown' });
    expect(failed.textContent).to.equal('OpenTable could not load here. Reserve on OpenTable');
    expect(failed.querySelector('a').getAttribute('href')).to.equal('https://www.opentable.com/r/harbour-cafe');
    expect(host.classList.contains('loading') || host.classList.contains('loaded')).to.equal(false);
    expect(failures).to.deep.equal(['OpenTable']);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('never loads a script from a URL that is not http(s)', async () => {
    window.bookingRan = false;
    for (const source of ['javascript:window.bookingRan=true', 'data:text/javascript,window.bookingRan=true']) {
      const host = fixture(block('sqs-tock', { source }, { link: '' }));
      await ready(host);
      const failed = await waitFor(() => host.shadowRoot.querySelector('[part="failed"]'), { message: 'refused' });
      expect(failed.querySelector('a').getAttribute('href')).to.equal('https://www.exploretock.com/');
      expect(host.querySelector('script')).to.equal(null);
    }
    expect(window.bookingRan).to.equal(false);
  });

  it('no source keeps the server link', async () => {
    const host = fixture(block('sqs-acuity', {}, { link: '<a href="https://acuityscheduling.com/x">Book an appointment</a>' }));
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error', { message: 'fallback kept' });
    expect(host.textContent).to.equal('Book an appointment');
  });

  it("in a logged-in preview the widget is inert under an alert titled 'Preview Only'", async () => {
    const doc = await framePage({ authenticatedAccount: { id: 'owner-1' } }, block('sqs-opentable', { source: `${STANDIN}?preview` }));
    const host = doc.querySelector('sqs-opentable');
    await waitFor(() => host.classList.contains('loaded') && widget(host), { message: 'preview widget' });
    const alert = host.shadowRoot.querySelector('[role="alert"]');
    expect(alert.querySelector('strong').textContent).to.equal('Preview Only');
    expect(alert.textContent).to.contain('Log out to use this block.');
    expect(host.querySelector('[slot="widget"]').inert).to.equal(true);
    widget(host).querySelector('button').focus();
    expect(doc.activeElement === widget(host).querySelector('button'), 'inert: no focus').to.equal(false);
  });

  it('under a restrictive cookie policy a third-party script waits for consent (click to load)', async () => {
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const source = `http://${other}:${location.port}${STANDIN}?consent`;
    const doc = await framePage({ websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } }, block('sqs-opentable', { source }));
    const host = doc.querySelector('sqs-opentable');
    const placeholder = await waitFor(() => host.shadowRoot.querySelector('sqs-consent-placeholder'), { message: 'consent placeholder' });
    expect(scriptsFrom(doc, 'consent')).to.have.length(0);
    const load = placeholder.shadowRoot.querySelector('button');
    expect(load.textContent).to.equal('Load OpenTable');
    load.click();
    await waitFor(() => host.classList.contains('loaded') && widget(host), { message: 'widget after consent click' });
    expect(scriptsFrom(doc, 'consent')).to.have.length(1);
  });
});
