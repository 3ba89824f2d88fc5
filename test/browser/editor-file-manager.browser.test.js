/**
 * <sqs-file-manager> built, in Chromium. What needs no backend is tested here: the list comes from
 * a static page of the API's answer (fixtures/files-page.json, served by the test server), and
 * what that server refuses (uploads, renames: it stores nothing) drives the failure notices.
 * The upload → rename → delete → reload flow against the real reference backend is
 * test/e2e/files.e2e.test.ts.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-file-manager.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const ENDPOINT = '/test/browser/fixtures/files-page.json';
const FORM_HTML = (attributes = '') => `
  <form>
    <label for="download">Download file</label>
    <sqs-file-manager id="download" name="download" data-load-on="eager" endpoint="${ENDPOINT}" ${attributes}></sqs-file-manager>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const fileButtons = (host) => $$(host, '[part="file"]');

async function loaded(host) {
  await ready(host);
  await waitFor(() => fileButtons(host).length === 2, { message: 'the first page listed' });
}

/** Puts files in the hidden file input as the browser's chooser would. */
/** Opens `file`'s details and its Rename field; the field, once it has the focus. */
async function openRename(host, file) {
  await click(file);
  await waitFor(() => $(host, '[part="rename"]'));
  await click($(host, '[part="rename"]'));
  await waitFor(() => deepActiveElement() === $(host, '[part="rename-input"]'), { message: 'focus in the name field' });
  return $(host, '[part="rename-input"]');
}

function choose(host, files) {
  const input = $(host, 'input[type="file"]');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function submitted(form) {
  return new Promise((resolve) => {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      resolve([...new FormData(form, event.submitter)]);
    }, { once: true });
    form.requestSubmit(form.querySelector('[type="submit"]'));
  });
}

describe('sqs-file-manager (built element)', () => {
  afterEach(cleanup);

  it('lists Existing Files with sizes, Load More and the count; axe finds nothing', async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    expect(fileButtons(host).map((b) => b.textContent)).to.deep.equal(['Menu (spring).pdf 1.3 MB', 'Logo.png 4.2 KB']);
    expect($(host, '[part="load-more"]').textContent).to.equal('Load More');
    expect(host.shadowRoot.textContent).to.contain('2 of 12 files');
    // The limit is the server's setting (1000 bytes in the fixture), 1 KB = 1,000 bytes.
    expect($(host, '.hint').textContent).to.equal('Up to 1 KB each.');
    expect($(host, '[part="file-manager"]').getAttribute('aria-label')).to.equal('Download file');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('opens File Detail from the keyboard and chooses a file: the value is its link, submitted with the form', async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    const events = [];
    for (const type of ['input', 'change']) host.addEventListener(type, () => events.push(`${type}:${host.value}`));
    fileButtons(host)[1].focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '[part="detail"]'), { message: 'File Detail' });
    expect(deepActiveElement()).to.equal($(host, '#fm-detail'));
    expect($(host, '[part="detail"] dl').textContent).to.contain('image/png');
    await sendKeys({ press: 'Tab' }); // the link
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal($(host, '[part="choose"]'));
    await sendKeys({ press: 'Enter' });
    expect(host.value).to.equal('/s/89abcdef0123456789abcdef');
    expect(events).to.deep.equal(['input:/s/89abcdef0123456789abcdef', 'change:/s/89abcdef0123456789abcdef']);
    await waitFor(() => $(host, '[part="chosen"]').textContent === 'Chosen file: Logo.png', { message: 'chosen shown' });
    expect($(host, '[part="status"]').textContent).to.equal('Chosen: Logo.png');
    expect(await submitted(form)).to.deep.equal([['download', '/s/89abcdef0123456789abcdef']]);
    form.reset();
    expect(host.value).to.equal('');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('refuses an unsupported type and a file over the limit before uploading, naming the maximum', async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    const sent = performance.getEntriesByType('resource').length;
    choose(host, [new File(['<html>'], 'page.html', { type: 'text/html' }), new File([new Uint8Array(1001)], 'big.pdf', { type: 'application/pdf' }), new File([], 'empty.txt', { type: 'text/plain' })]);
    await waitFor(() => $$(host, '[part~="upload"]').length === 3, { message: 'three refusals listed' });
    expect($$(host, '[part~="upload"] .status').map((s) => s.textContent)).to.deep.equal([
      'This file type is not supported. You can upload images (JPEG, PNG, GIF, WebP), PDF, text, audio (MP3, WAV, Ogg, M4A), video (MP4, WebM) and ZIP.',
      'This file is too large. The maximum size is 1 KB.',
      'This file is empty.',
    ]);
    expect($$(host, '[part~="upload"]').map((li) => li.dataset.status)).to.deep.equal(['refused', 'refused', 'refused']);
    expect(performance.getEntriesByType('resource').length).to.equal(sent); // nothing was sent
    expect(await axeViolations(form)).to.deep.equal([]);
    // Dismiss removes a finished entry.
    await click($$(host, '[part~="upload"] button')[0]);
    await waitFor(() => $$(host, '[part~="upload"]').length === 2, { message: 'dismissed' });
  });

  it("an upload the server refuses: 'File processing failed' and the titled notice 'Unable to Upload File'", async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    choose(host, [new File(['opening hours'], 'hours.txt', { type: 'text/plain' })]);
    await waitFor(() => $(host, '[part="notice"]'), { message: 'the notice' });
    const notice = $(host, '[part="notice"]');
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.querySelector('strong').textContent).to.equal('Unable to Upload File');
    expect(notice.textContent).to.contain('There was a problem while uploading your file.');
    expect($(host, '[part~="upload"]').dataset.status).to.equal('failed');
    expect($(host, '[part~="upload"] .status').textContent).to.match(/^File processing failed: HTTP \d+$/);
    expect(fileButtons(host)).to.have.length(2); // nothing added
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it("rename: 'Please enter a file name' without a request, Escape returns to Rename, a refusal shows 'Unable to Rename File'", async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    const field = await openRename(host, fileButtons(host)[0]);
    expect(field.value).to.equal('Menu (spring).pdf');
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]); // opens selected
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '#fm-name-problem'), { message: 'the problem' });
    expect($(host, '#fm-name-problem').textContent).to.equal('Please enter a file name');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(await axeViolations(form)).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => deepActiveElement() === $(host, '[part="rename"]'), { message: 'focus back on Rename' });
    // The static test server stores nothing: the rename is refused, and said so.
    await click($(host, '[part="rename"]'));
    await waitFor(() => deepActiveElement() === $(host, '[part="rename-input"]'));
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' v2' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '[part="notice"]'), { message: 'the notice' });
    expect($(host, '[part="notice"] strong').textContent).to.equal('Unable to Rename File');
    expect($(host, '[part="notice"]').textContent).to.contain('There was a problem while renaming your file.');
    // The typed name is kept for another try.
    expect($(host, '[part="rename-input"]').value).to.equal('Menu (spring).pdf v2');
  });

  it('rename: a 1 MB paste is cut by the field (issue 17: the page stays responsive) and still refused as too long, without a request', async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    const field = await openRename(host, fileButtons(host)[0]);
    field.select();
    document.execCommand('insertText', false, 'n'.repeat(1_000_000));
    // At most 1000 of it: any name the server takes fits (255 characters, 510 UTF-16 units at most).
    expect(field.value.length).to.equal(1000);
    const sent = performance.getEntriesByType('resource').length;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '#fm-name-problem'), { message: 'the problem' });
    expect($(host, '#fm-name-problem').textContent).to.equal('File names can be at most 255 characters.');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(deepActiveElement()).to.equal(field);
    expect(performance.getEntriesByType('resource').length).to.equal(sent); // nothing was sent
    expect(await axeViolations(form)).to.deep.equal([]);
    // The longest name the server takes still fits, astral characters and all.
    field.select();
    document.execCommand('insertText', false, '😀'.repeat(255));
    expect([...field.value]).to.have.length(255);
  });

  it("delete asks first, 'This can't be undone. Make sure to update all links to this file.', Cancel focused; Escape keeps the file and returns focus", async () => {
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    await click(fileButtons(host)[0]);
    await waitFor(() => $(host, '[part="delete"]'));
    const remove = $(host, '[part="delete"]');
    remove.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => document.querySelector('sqs-dialog'), { message: 'the confirmation' });
    await waitFor(() => deepActiveElement()?.textContent === 'Cancel', { message: 'focus on Cancel' });
    expect(dialog.shadowRoot.textContent).to.contain("This can't be undone. Make sure to update all links to this file.");
    expect(dialog.shadowRoot.textContent).to.contain('Delete “Menu (spring).pdf”?');
    expect(await axeViolations(dialog)).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !document.querySelector('sqs-dialog'), { message: 'the dialog gone' });
    await waitFor(() => deepActiveElement() === remove, { message: 'focus back on Delete' });
    expect(fileButtons(host)).to.have.length(2);
  });

  it("says 'Unable to load. Try again.' when the list cannot load; Try again asks again", async () => {
    const form = fixture(FORM_HTML().replace(ENDPOINT, '/test/browser/fixtures/no-such-files'));
    const host = form.querySelector('sqs-file-manager');
    await ready(host);
    await waitFor(() => $(host, '[part="load-error"]'), { message: 'the load error' });
    expect($(host, '[part="load-error"]').textContent).to.equal('Unable to load. Try again. Try again');
    host.setAttribute('endpoint', ENDPOINT);
    await waitFor(() => fileButtons(host).length === 2, { message: 'listed with the new endpoint' });
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('keeps its last value for anything but a file link, saying why', async () => {
    const form = fixture(FORM_HTML('value="/s/0123456789abcdef01234567" required'));
    const host = form.querySelector('sqs-file-manager');
    await loaded(host);
    expect(host.validity.valid).to.equal(true);
    host.value = '../../etc/passwd';
    expect(host.value).to.equal('/s/0123456789abcdef01234567');
    await waitFor(() => $(host, '[part="problem"]'), { message: 'the problem shown' });
    host.value = '';
    expect(host.validity.valueMissing).to.equal(true);
  });
});
