import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-code-editor.js';
import { axeViolations, cleanup, fixture, ready, waitFor } from './helpers.js';
import { submitted } from './form-helpers.js';

/**
 * Issue 17: CodeMirror comes as lazy chunks; when the network loses them the control stays
 * usable. A file of its own: the page's module map must not hold CodeMirror before the failure.
 * web-test-runner.config.mjs answers 503 for the codemirror-core chunk while the cookie is set.
 */
const FORM_HTML = `
  <form>
    <sqs-code-editor id="code" name="code" label="Header code" value="&lt;p&gt;Hi&lt;/p&gt;" data-load-on="eager"></sqs-code-editor>
    <button type="submit">Save</button>
  </form>`;
const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const offline = (on) => {
  document.cookie = `sqs-test-offline=codemirror; path=/; max-age=${on ? 600 : 0}`;
};

describe('sqs-code-editor when CodeMirror cannot load (built element)', () => {
  const logged = [];
  const originalError = console.error;
  beforeEach(() => {
    logged.length = 0;
    console.error = (...args) => logged.push(args.map(String).join(' '));
  });
  afterEach(async () => {
    console.error = originalError;
    offline(false);
    cleanup();
    // The chunk fetched again, good this time, so no cache of this browser keeps the 503 for the next file's page.
    const failed = performance.getEntriesByType('resource').filter((entry) => /\/codemirror-core-[\w-]{6}\.js$/.test(entry.name));
    for (const entry of failed) await fetch(entry.name, { cache: 'reload' });
  });

  it('keeps a plain text area with the value and says why, reports once, and loads CodeMirror on the next open', async function () {
    this.timeout(60000);
    offline(true);
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-code-editor');
    await ready(host);
    await waitFor(() => $(host, '[part="code-editor"]')?.dataset.engine === 'failed', { message: 'the failure noticed', timeout: 10000 });
    const area = $(host, 'textarea');
    expect(area.value).to.equal('<p>Hi</p>');
    expect($(host, '[part="notice"]').textContent).to.equal('The code editor could not be loaded. You can edit the code here as plain text.');
    expect(area.getAttribute('aria-describedby').split(' ')).to.include($(host, '[part="notice"]').id);
    expect(logged.filter((line) => line.startsWith('[sqs-code-editor] could not load the code editor'))).to.have.length(1);
    // Usable: typed code is the value and the form sends it.
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
    await sendKeys({ type: '<b>x</b>' });
    await waitFor(() => host.value === '<p>Hi</p><b>x</b>', { message: `typed code in the value (${host.value})` });
    expect(await submitted(form)).to.deep.equal([['code', '<p>Hi</p><b>x</b>']]);
    expect(await axeViolations(form)).to.deep.equal([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged.filter((line) => line.startsWith('[sqs-code-editor]'))).to.have.length(1);

    // The network is back: the next editor that opens gets CodeMirror.
    offline(false);
    cleanup();
    const again = fixture(FORM_HTML).querySelector('sqs-code-editor');
    await ready(again);
    await waitFor(() => again.shadowRoot.querySelector('[data-engine="codemirror"] .cm-content'), { message: `CodeMirror on the next open (${logged.join(' / ')})`, timeout: 25000 });
    expect(again.value).to.equal('<p>Hi</p>');
    expect($(again, '[part="notice"]')).to.equal(null);
  });
});
