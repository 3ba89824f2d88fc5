import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-address-field.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { submitted } from './form-helpers.js';

// The reference backend's stand-in places answers (packages/server/src/routes/editor-kit.ts, tested
// there): fetch answers as it does, and records what was asked.
const PLACES = {
  'standin-market': { addressLine1: '18 Market Square', addressLine2: '', city: 'Boston', state: 'MA', zip: '02109', country: 'US' },
};
const TRACKING = 'Please provide a tracking context when using Google Places API details to track cost';

const FORM_HTML = (attributes = 'product-page="editor" product-section="address-field"') => `
  <form>
    <label for="addr">Store address</label>
    <sqs-address-field id="addr" name="address" data-load-on="eager" ${attributes}></sqs-address-field>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const part = (host, name) => $(host, `[part~="${name}"]`);

describe('sqs-address-field (built element)', () => {
  const originalFetch = window.fetch;
  const originalError = console.error;
  let asked;
  let logged;
  beforeEach(() => {
    asked = [];
    logged = [];
    console.error = (...args) => logged.push(args.map(String).join(' '));
    window.fetch = async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      asked.push(`${url.pathname}?${[...url.searchParams].filter(([k]) => k !== 'crumb').map(([k, v]) => `${k}=${v}`).join('&')}`);
      const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname.endsWith('/autocomplete')) return json({ predictions: url.searchParams.get('input') ? [{ placeId: 'standin-market', description: '18 Market Square, Boston, MA 02109, US' }] : [] });
      if (url.pathname.endsWith('/details')) {
        if (!url.searchParams.get('productPage') || !url.searchParams.get('productSection')) return json({ error: TRACKING }, 400);
        return json({ address: PLACES[url.searchParams.get('placeId')] });
      }
      return json({}, 404);
    };
  });
  afterEach(() => {
    window.fetch = originalFetch;
    console.error = originalError;
    cleanup();
  });

  it('suggests places as an APG combobox; a pick asks details with the tracking context and fills every part', async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-address-field');
    await ready(host);
    expect(await axeViolations(form)).to.deep.equal([]);
    const line1 = part(host, 'input');
    expect(line1.getAttribute('role')).to.equal('combobox');
    line1.focus();
    await sendKeys({ type: 'market' });
    await waitFor(() => $$(host, '[role="option"]').length === 1, { message: 'a suggestion' });
    expect(line1.getAttribute('aria-expanded')).to.equal('true');
    expect(await axeViolations(form)).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => line1.getAttribute('aria-activedescendant') === $(host, '[role="option"]').id, { message: 'active option' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(host, 'city').value === 'Boston', { message: 'details filled' });
    expect(asked.at(-1)).to.equal('/api/google-maps/places/details?placeId=standin-market&productPage=editor&productSection=address-field');
    expect(JSON.parse(host.value)).to.deep.equal(PLACES['standin-market']);
    expect(deepActiveElement()).to.equal(line1);
    expect(await submitted(form)).to.deep.equal([['address', host.value]]);
  });

  it("without a tracking context, no details call: SPEC.md §8's error is reported and the suggestion's text kept", async () => {
    const form = fixture(FORM_HTML(''));
    const host = form.querySelector('sqs-address-field');
    await ready(host);
    part(host, 'input').focus();
    await sendKeys({ type: 'market' });
    await waitFor(() => $$(host, '[role="option"]').length === 1, { message: 'a suggestion' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => logged.some((line) => line.includes(TRACKING)), { message: 'the error reported' });
    expect(asked.some((url) => url.includes('/details'))).to.equal(false);
    expect(JSON.parse(host.value).addressLine1).to.equal('18 Market Square, Boston, MA 02109, US');
  });

  it('a US zip must be exactly 5 digits: the form refuses another, says why; reset restores', async () => {
    const value = JSON.stringify(PLACES['standin-market']);
    const form = fixture(FORM_HTML().replace('name="address"', `name="address" value='${value}'`));
    const host = form.querySelector('sqs-address-field');
    await ready(host);
    expect(part(host, 'zip').value).to.equal('02109');
    expect(host.checkValidity()).to.equal(true);
    const zip = part(host, 'zip');
    zip.focus();
    zip.select();
    await sendKeys({ type: '0210' });
    expect(host.validity.customError).to.equal(true);
    expect(host.validationMessage).to.equal('A US zip code has exactly 5 digits');
    await waitFor(() => zip.getAttribute('aria-invalid') === 'true', { message: 'zip marked' });
    expect(await axeViolations(form)).to.deep.equal([]);
    await sendKeys({ type: '99' });
    expect(host.checkValidity()).to.equal(false);
    await sendKeys({ press: 'Backspace' });
    expect(host.checkValidity()).to.equal(true);
    form.reset();
    expect(host.value).to.equal(value);
    await waitFor(() => part(host, 'zip').value === '02109', { message: 'reset rendered' });
    host.disabled = true;
    expect(await submitted(form)).to.deep.equal([]);
  });

  it('accepts any string as its value without throwing; a 1 MB paste is cut to the field', async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-address-field');
    await ready(host);
    host.value = 'Main Street';
    expect(host.value).to.equal('');
    await waitFor(() => $(host, '.address > [part="problem"]')?.textContent === 'Main Street is not an address', { message: 'why' });
    host.value = '{'.repeat(1_000_000);
    expect(host.value).to.equal('');
    const city = part(host, 'city');
    city.focus();
    document.execCommand('insertText', false, 'x'.repeat(1_000_000));
    await waitFor(() => host.value !== '', { message: 'the paste taken' });
    expect(JSON.parse(host.value).city.length).to.equal(200);
    // The first line too (the combobox's field): cut by the field, never laid out whole.
    const line1 = part(host, 'input');
    line1.focus();
    document.execCommand('insertText', false, 'y'.repeat(1_000_000));
    expect(line1.value).to.have.length(200);
  });
});
