import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-link-editor.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { submitted, recordValueEvents } from './form-helpers.js';

// The reference backend's answer to GET /api/editor/pages (packages/server/src/routes/editor-kit.ts,
// tested there and by test/e2e/editor.e2e.test.ts against the real server).
const PAGES = { pages: [{ url: '/', title: 'Harbour Café' }, { url: '/menu', title: 'Menu' }, { url: '/events', title: 'Événements' }] };
const LINK_FORMAT = 'Links must be formatted as http://www.example.com or https://www.example.com';

const FORM_HTML = `
  <form>
    <label for="link">Button link</label>
    <sqs-link-editor id="link" name="link" value="https://example.com/a" data-load-on="eager"></sqs-link-editor>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const tab = (host, name) => $$(host, '[role="tab"]').find((t) => t.textContent === name);
const field = (host, name) => $(host, `[part~="${name}"]`);

async function typeInto(input, text) {
  input.focus();
  input.select?.();
  await sendKeys({ type: text });
}

describe('sqs-link-editor (built element)', () => {
  const originalFetch = window.fetch;
  let pageRequests;
  beforeEach(() => {
    pageRequests = 0;
    window.fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (new URL(url).pathname === '/api/editor/pages') {
        pageRequests++;
        return new Response(JSON.stringify(PAGES), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    };
  });
  afterEach(() => {
    window.fetch = originalFetch;
    cleanup();
  });

  it('opens an existing link on its tab; the tabs follow the APG pattern (arrows, Home, End, one tab stop)', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    expect(tab(host, 'Web Address').getAttribute('aria-selected')).to.equal('true');
    expect(field(host, 'web').value).to.equal('https://example.com/a');
    expect($(host, '[part="editor"]').getAttribute('aria-label')).to.equal('Button link');
    expect($$(host, '[role="tab"]').map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1, -1, -1]);
    const panel = $(host, '[role="tabpanel"]');
    expect(panel.getAttribute('aria-labelledby')).to.equal(tab(host, 'Web Address').id);
    expect(await axeViolations(form)).to.deep.equal([]);

    tab(host, 'Web Address').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tab(host, 'Email'));
    expect(tab(host, 'Email').getAttribute('aria-selected')).to.equal('true');
    await waitFor(() => field(host, 'to'), { message: 'the Email panel' });
    expect(await axeViolations(form)).to.deep.equal([]);
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(tab(host, 'File'));
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tab(host, 'Page'));
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()).to.equal(tab(host, 'File'));
    await sendKeys({ press: 'Home' });
    expect(tab(host, 'Page').getAttribute('aria-selected')).to.equal('true');
    // Switching tabs changes nothing until a field is filled.
    expect(host.value).to.equal('https://example.com/a');
  });

  it('Page: searches the site\'s pages as an APG combobox, picks with the keyboard, refuses an unknown URL', async () => {
    const form = fixture(FORM_HTML.replace('value="https://example.com/a"', ''));
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    const events = recordValueEvents(host);
    const search = field(host, 'input');
    expect(search.getAttribute('role')).to.equal('combobox');
    expect(search.getAttribute('aria-expanded')).to.equal('false');
    await waitFor(() => pageRequests === 1, { message: 'the pages asked for' });
    await typeInto(search, 'evene');
    await waitFor(() => $$(host, '[role="option"]').length === 1, { message: 'one match' });
    expect(search.getAttribute('aria-expanded')).to.equal('true');
    expect($(host, '[role="option"]').textContent).to.equal('Événements /events');
    expect(await axeViolations(form)).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => search.getAttribute('aria-activedescendant') === $(host, '[role="option"]').id, { message: 'the option active' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => search.getAttribute('aria-expanded') === 'false', { message: 'the popup closed' });
    expect(host.value).to.equal('/events');
    expect(events).to.deep.equal(['input:/events', 'change:/events']);
    expect(search.value).to.equal('Événements');
    expect(deepActiveElement()).to.equal(search);

    // Escape closes the popup, a second Escape clears the text.
    await typeInto(search, 'm');
    await waitFor(() => $$(host, '[role="option"]').length > 0, { message: 'matches' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => search.getAttribute('aria-expanded') === 'false', { message: 'closed by Escape' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => search.value === '', { message: 'cleared by Escape' });

    await typeInto(search, '/nowhere');
    await sendKeys({ press: 'Enter' });
    const problem = await waitFor(() => $(host, '[part="problem"]'), { message: 'the problem' });
    expect(problem.textContent).to.equal('/nowhere is not a valid page URL');
    expect(search.getAttribute('aria-invalid')).to.equal('true');
    expect(host.value).to.equal('/events');
    expect(await axeViolations(form)).to.deep.equal([]);

    // A 1 MB paste (issue 17): the field never holds more than the 200 characters the search reads
    // (the browser would lay out the whole line first), and a page URL is under 150 anyway (SPEC §5).
    const held = [];
    const measure = (event) => event.composedPath()[0] === search && held.push(search.value.length);
    window.addEventListener('input', measure, true);
    search.select();
    document.execCommand('insertText', false, '/menu '.repeat(200_000));
    window.removeEventListener('input', measure, true);
    expect(held).to.deep.equal([200]);
    await waitFor(() => $$(host, '[role="option"]').length === 1, { message: 'searched by its first words' });
  });

  it('Web Address: javascript: and other unsafe schemes are refused with the SPEC text; a bare host becomes https', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    const input = field(host, 'web');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      await typeInto(input, bad);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => $(host, '[part="problem"]')?.textContent === LINK_FORMAT, { message: `${bad} refused` });
      expect(host.value).to.equal('https://example.com/a');
    }
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(await axeViolations(form)).to.deep.equal([]);
    await typeInto(input, 'www.example.org/shop');
    await waitFor(() => host.value === 'https://www.example.org/shop', { message: 'the bare host taken' });
    await waitFor(() => !$(host, '[part="problem"]'), { message: 'the problem cleared' });
  });

  it('Email: To, CC, BCC, Subject and Body become one mailto:, with the SPEC texts for a bad address', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    tab(host, 'Email').click();
    const to = await waitFor(() => field(host, 'to'), { message: 'the Email panel' });
    to.focus();
    field(host, 'cc').focus(); // leaving an empty To says nothing yet
    expect($(host, '[part="problem"]')).to.equal(null);
    await typeInto(to, 'ann@');
    field(host, 'cc').focus();
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'Emails must be formatted as name@example.com', { message: 'the format text' });
    await typeInto(to, 'ann@example.com');
    await typeInto(field(host, 'cc'), 'bo@example.com');
    await typeInto(field(host, 'subject'), 'Hi & bye');
    await typeInto(field(host, 'body'), 'See you');
    field(host, 'to').focus();
    expect(host.value).to.equal('mailto:ann@example.com?cc=bo%40example.com&subject=Hi%20%26%20bye&body=See%20you');
    await typeInto(to, ' ');
    await sendKeys({ press: 'Backspace' });
    field(host, 'cc').focus();
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'Please enter a valid email', { message: 'the empty To text' });
    expect(await axeViolations(form)).to.deep.equal([]);

    // A 1 MB paste into the body: the page stays usable and the link stays under its limit.
    await typeInto(to, 'ann@example.com');
    const body = field(host, 'body');
    body.focus();
    body.select();
    document.execCommand('insertText', false, 'é'.repeat(1_000_000));
    // The field takes what a link can hold (SPEC §5: a mailto under 1000 characters): the browser
    // would lay out 1 MB of text first (a textarea of many lines held the page for seconds).
    expect(body.value.length).to.equal(1000);
    await waitFor(() => host.value.startsWith('mailto:ann@example.com?cc=bo%40example.com&subject=Hi%20%26%20bye&body=%C3%A9'), { message: 'the long body taken' });
    expect(host.value.length).to.be.below(1000);
    expect((await waitFor(() => $(host, '[part="note"]'), { message: 'the shortened note' })).textContent).to.equal('The message was shortened to fit in an email link.');
  });

  it('Phone and File', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    tab(host, 'Phone').click();
    const phone = await waitFor(() => field(host, 'phone'), { message: 'the Phone panel' });
    await typeInto(phone, '+1 (555) 0100');
    expect(host.value).to.equal('tel:+15550100');
    tab(host, 'File').click();
    const file = await waitFor(() => field(host, 'file'), { message: 'the File panel' });
    await typeInto(file, '/s/menu.pdf');
    expect(host.value).to.equal('/s/menu.pdf');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('takes part in its form with "open in new window"; reset restores both; disabled leaves the form', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    expect(await submitted(form)).to.deep.equal([['link', 'https://example.com/a']]);
    const events = recordValueEvents(host);
    const box = $(host, '[part="new-window"] input');
    box.focus();
    await sendKeys({ press: 'Space' });
    expect(host.newWindow).to.equal(true);
    expect(events).to.deep.equal(['input:https://example.com/a', 'change:https://example.com/a']);
    await typeInto(field(host, 'web'), 'https://example.org');
    expect(await submitted(form)).to.deep.equal([
      ['link', 'https://example.org'],
      ['link-new-window', 'on'],
    ]);
    form.reset();
    expect(host.value).to.equal('https://example.com/a');
    expect(host.newWindow).to.equal(false);
    await waitFor(() => field(host, 'web').value === 'https://example.com/a' && !box.checked, { message: 'reset rendered' });
    expect(await submitted(form)).to.deep.equal([['link', 'https://example.com/a']]);
    host.disabled = true;
    expect(await submitted(form)).to.deep.equal([]);
    await waitFor(() => field(host, 'web').disabled, { message: 'disabled rendered' });
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('accepts any string as its value without throwing: an unsafe or malformed link keeps the last one and says why', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-link-editor');
    await ready(host);
    host.value = 'javascript:alert(1)';
    expect(host.value).to.equal('https://example.com/a');
    await waitFor(() => $(host, '[part="problem"]')?.textContent === LINK_FORMAT, { message: 'why' });
    host.value = 'x'.repeat(1_000_000);
    expect(host.value).to.equal('https://example.com/a');
    host.value = 'mailto:ann@example.com';
    await waitFor(() => tab(host, 'Email').getAttribute('aria-selected') === 'true', { message: 'the Email tab' });
    expect(field(host, 'to').value).to.equal('ann@example.com');
    host.required = true;
    host.value = '';
    expect(host.validity.valueMissing).to.equal(true);
  });
});
