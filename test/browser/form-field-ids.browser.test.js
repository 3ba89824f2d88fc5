import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-form.js';
import { cleanup, click, deepActiveElement, fixture, ready, sleep, waitFor } from './helpers.js';

// Issue 20: field ids that are names of Object.prototype members are ordinary ids. Before,
// `__proto__` broke the render (React error #31) and `constructor`, `toString`,
// `hasOwnProperty` showed invalid before anything was typed.
const FORM = {
  formId: 'built-in-ids',
  submitButtonText: 'Send',
  fields: [
    { id: '__proto__', type: 'text', title: 'Proto', required: true },
    { id: 'constructor', type: 'email', title: 'Constructor' },
    { id: 'toString', type: 'textarea', title: 'To string', maxLength: 5 },
    { id: 'hasOwnProperty', type: 'checkbox', title: 'Has own', options: ['Yes', 'No'] },
  ],
};
const IDS = FORM.fields.map((f) => f.id);

const formHtml = (json) => `<sqs-form data-load-on="eager" data-block-json='${JSON.stringify(json)}'><p>Fallback text</p></sqs-form>`;
const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const byLabel = (host, text) => {
  const label = $$(host, 'label').find((l) => l.textContent.replace(' *', '').trim() === text);
  return label && host.shadowRoot.getElementById(label.htmlFor);
};
const invalidFields = (host) => $$(host, '.field.error').map((field) => field.querySelector('label, legend').textContent.replace(' *', ''));

async function type(input, text) {
  input.focus();
  await sendKeys({ type: text });
}

const json = (body) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('sqs-form with field ids named like Object.prototype members (built element)', () => {
  const pageErrors = [];
  const onError = (event) => pageErrors.push(String(event.error ?? event.message));
  const originalFetch = window.fetch;

  beforeEach(() => {
    pageErrors.length = 0;
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.fetch = originalFetch;
    cleanup();
    sessionStorage.clear();
  });

  it('renders every field, none of them invalid before anything is typed', async () => {
    const host = fixture(formHtml(FORM));
    await ready(host);
    expect(byLabel(host, 'Proto')).to.be.instanceOf(HTMLInputElement);
    expect(byLabel(host, 'Constructor').type).to.equal('email');
    expect(byLabel(host, 'To string')).to.be.instanceOf(HTMLTextAreaElement);
    expect($$(host, 'input[name="hasOwnProperty"]').length).to.equal(2);
    expect($$(host, '[aria-invalid="true"]').length).to.equal(0);
    expect(invalidFields(host)).to.deep.equal([]);
    expect($(host, '.form-errors')).to.equal(null);
    expect(pageErrors).to.deep.equal([]);
  });

  it('checks each field on submit by its own rules only, and an edit clears only that error', async () => {
    const host = fixture(formHtml(FORM));
    await ready(host);
    await click($(host, 'button[type="submit"]'));
    // Focus moves to the summary after the commit: type only once it has.
    await waitFor(() => deepActiveElement() === $(host, '.form-errors'), { message: 'focus on the error summary' });
    // Only the required one: the others are optional and empty.
    expect(invalidFields(host)).to.deep.equal(['Proto']);
    expect($$(host, '.form-errors a').map((a) => a.textContent)).to.deep.equal(['Proto is required.']);

    await type(byLabel(host, 'Constructor'), 'not-an-email');
    await type(byLabel(host, 'To string'), 'far too long');
    await click($(host, 'button[type="submit"]'));
    await waitFor(() => invalidFields(host).length === 3, { message: 'three invalid fields' });
    expect(invalidFields(host)).to.deep.equal(['Proto', 'Constructor', 'To string']);
    // The summary takes focus in an effect after the paint that shows the errors: typing before it
    // has would send the keys to the summary, not to the field (a flake on a slower CI machine).
    await waitFor(() => deepActiveElement() === $(host, '.form-errors'), { message: 'focus on the error summary again' });

    await type(byLabel(host, 'Constructor'), 'x');
    // React renders the edit after the input event: wait for it, then check which errors are left.
    await waitFor(() => invalidFields(host).length === 2, { message: 'the edited field valid again' });
    expect(invalidFields(host)).to.deep.equal(['Proto', 'To string']);
    expect(pageErrors).to.deep.equal([]);
  });

  it('submits the values under those ids, and leaves Object.prototype alone', async () => {
    const requests = [];
    window.fetch = async (input, init = {}) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push({ url, body: init.body === undefined ? null : String(init.body) });
      if (url.includes('/api/form/FormSubmissionKey')) return json({ key: 'K-ids' });
      if (url.includes('/api/form/SaveFormSubmission')) return json({ success: true });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    };
    const host = fixture(formHtml(FORM));
    await ready(host);
    const success = new Promise((resolve) => host.addEventListener('sqs-form-success', resolve, { once: true }));
    await type(byLabel(host, 'Proto'), 'Ada');
    await type(byLabel(host, 'Constructor'), 'ada@example.com');
    await type(byLabel(host, 'To string'), 'hi');
    await click($$(host, 'input[name="hasOwnProperty"]')[0]);
    await click($(host, 'button[type="submit"]'));
    await success;

    const save = requests.find((r) => r.url.includes('SaveFormSubmission'));
    const body = new URLSearchParams(save.body);
    expect(body.get('key')).to.equal('K-ids');
    const form = JSON.parse(body.get('form'));
    expect(Object.keys(form)).to.deep.equal(IDS);
    expect(form).to.deep.equal(
      JSON.parse('{"__proto__": "Ada", "constructor": "ada@example.com", "toString": "hi", "hasOwnProperty": ["Yes"]}'),
    );
    await waitFor(() => $(host, '.submission-message')?.textContent, { message: 'the submission message' });
    await sleep(20);
    expect(Object.keys(Object.prototype)).to.deep.equal([]);
    expect({}.toString).to.equal(Object.prototype.toString);
    expect(pageErrors).to.deep.equal([]);
  });
});
