import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-spreadsheet-name.js';
import { axeViolations, cleanup, fixture, ready, waitFor } from './helpers.js';

const FORM_HTML = `
  <form>
    <label for="sheet">Spreadsheet name</label>
    <sqs-spreadsheet-name id="sheet" name="sheet" data-load-on="eager" form-id="contact" value="Contact leads"></sqs-spreadsheet-name>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);

describe('sqs-spreadsheet-name (built element)', () => {
  afterEach(cleanup);

  it('offers the CSV download under a valid name, refuses an illegal one with a clear message', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-spreadsheet-name');
    await ready(host);
    expect(host.checkValidity()).to.equal(true);
    expect($(host, '[part="download"]').getAttribute('href')).to.match(/^\/api\/editor\/forms\/contact\/export\.csv\?name=Contact%20leads&crumb=/);
    expect(await axeViolations(form)).to.deep.equal([]);
    $(host, '[part="input"]').focus();
    $(host, '[part="input"]').select();
    await sendKeys({ type: '../../etc/passwd' });
    await waitFor(() => $(host, '[part="problem"]'), { message: 'problem shown' });
    expect($(host, '[part="problem"]').textContent).to.equal('A file name can\u2019t contain \\ / : * ? " < > | or control characters');
    expect(host.validationMessage).to.equal($(host, '[part="problem"]').textContent);
    expect($(host, '[part="download"]').hasAttribute('href')).to.equal(false);
    expect($(host, '[part="input"]').getAttribute('aria-invalid')).to.equal('true');
    expect(await axeViolations(form)).to.deep.equal([]);
    host.value = '';
    expect(host.validationMessage).to.equal('Please enter a file name');
    host.value = 'x'.repeat(10_000);
    expect(host.validationMessage).to.equal('A file name can be at most 100 characters');
    form.reset();
    expect(host.value).to.equal('Contact leads');
    expect(host.checkValidity()).to.equal(true);
  });
});
