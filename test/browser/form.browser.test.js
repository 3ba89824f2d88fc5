import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-form.js';
import '/dist/elements/sqs-newsletter.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, sleep, waitFor } from './helpers.js';

// Client-side behaviour of the built elements. Submissions against the real backend
// are in test/e2e/forms.e2e.test.ts.
const CONTACT = {
  formId: 'browser-contact',
  formName: 'Contact',
  submitButtonText: 'Send',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, description: 'We reply here.' },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
    { id: 'choice', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'], required: true },
    { id: 'mood', type: 'likert', title: 'Your visit', questions: ['Coffee'] },
    { id: 'secret', type: 'password', title: 'Password' },
    { id: 'src', type: 'hidden', key: 'src', value: 'direct' },
  ],
};

const formHtml = (json, tag = 'sqs-form') =>
  `<${tag} data-load-on="eager" data-block-json='${JSON.stringify(json).replace(/'/g, '&#39;')}'><p>Fallback text</p></${tag}>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const byLabel = (host, text) => {
  const label = $$(host, 'label').find((l) => l.textContent.replace(' *', '').trim() === text);
  return label && host.shadowRoot.getElementById(label.htmlFor);
};

async function type(input, text) {
  input.focus();
  await sendKeys({ type: text });
}

describe('sqs-form (built element)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('renders every field from its JSON with labels, descriptions and no hidden input', async () => {
    const host = fixture(formHtml(CONTACT));
    await ready(host);
    expect(byLabel(host, 'First Name')).to.be.instanceOf(HTMLInputElement);
    expect(byLabel(host, 'First Name').autocomplete).to.equal('given-name');
    const email = byLabel(host, 'Email');
    expect(email.type).to.equal('email');
    expect(host.shadowRoot.getElementById(email.getAttribute('aria-describedby')).textContent).to.equal('We reply here.');
    expect($$(host, 'legend').map((l) => l.textContent.replace(' *', ''))).to.include.members(['Name', 'Reply by', 'Your visit', 'Coffee']);
    expect($$(host, 'input[type="radio"]').length).to.equal(2 + 5);
    expect($(host, 'input[name="src"]')).to.equal(null);
    expect($(host, 'button[type="submit"]').textContent).to.equal('Send');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('shows the live counter and its exceeded state', async () => {
    const host = fixture(formHtml(CONTACT));
    await ready(host);
    const message = byLabel(host, 'Message');
    expect($(host, '.counter').textContent).to.equal('0 / 10');
    await type(message, 'hello world!');
    expect($(host, '.counter').textContent).to.equal('12 / 10');
    expect($(host, '.counter').classList.contains('exceeded')).to.equal(true);
    expect(message.getAttribute('aria-describedby')).to.contain($(host, '.counter').id);
  });

  it('checks on submit: SPEC texts, error summary takes focus and links to each field, values kept', async () => {
    const host = fixture(formHtml(CONTACT));
    await ready(host);
    await type(byLabel(host, 'Email'), 'not-an-email');
    await type(byLabel(host, 'Message'), 'far too long text');
    await click($(host, 'button[type="submit"]'));


    const summary = await waitFor(() => $(host, '.form-errors'));
    // Focus moves after the commit; compare identities, not elements (a failing chai
    // equality on DOM nodes makes web-test-runner hang while serialising them).
    await waitFor(() => deepActiveElement() === summary, { message: 'focus on the error summary' });
    expect(summary.textContent).to.contain('Your form has encountered a problem. Please scroll down to review.');
    expect(summary.textContent).to.contain('One or more fields is invalid, please check your entries.');
    expect($(host, '.form-status').textContent).to.equal('Your form has encountered a problem. Please scroll up to review.');

    const email = byLabel(host, 'Email');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    const errorId = email.getAttribute('aria-describedby').split(' ')[0];
    expect(host.shadowRoot.getElementById(errorId).textContent).to.equal(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(summary.textContent).to.contain('You have exceeded the character limit.');
    // The error sits above the title (SPEC.md §5).
    const field = email.closest('.field');
    expect(field.classList.contains('error')).to.equal(true);
    expect(field.firstElementChild.classList.contains('field-error')).to.equal(true);

    const links = [...summary.querySelectorAll('a')];
    expect(links.length).to.equal(4); // name, email, message, choice
    await click(links[1]);
    expect(deepActiveElement() === email).to.equal(true);
    // Nothing typed was cleared.
    expect(email.value).to.equal('not-an-email');
    expect(byLabel(host, 'Message').value).to.equal('far too long text');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('clears a field error once the visitor edits that field', async () => {
    const host = fixture(formHtml(CONTACT));
    await ready(host);
    await click($(host, 'button[type="submit"]'));
    await waitFor(() => deepActiveElement() === $(host, '.form-errors'), { message: 'focus on the error summary' });
    const email = byLabel(host, 'Email');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    await type(email, 'a');
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('keeps focus in the field being corrected: only a new failed submit moves it to the summary', async () => {
    const host = fixture(formHtml(CONTACT));
    await ready(host);
    await click($(host, 'button[type="submit"]'));
    await waitFor(() => deepActiveElement() === $(host, '.form-errors'), { message: 'focus on the error summary' });
    const email = byLabel(host, 'Email');
    // The first key clears the field's error (a new failure state): the rest must still land in the field.
    await type(email, 'ada@example.com');
    await sleep(50); // effects after the last render
    expect(email.value).to.equal('ada@example.com');
    expect(deepActiveElement()).to.equal(email);
    // A submit that fails again moves focus to the summary again.
    await click($(host, 'button[type="submit"]'));
    await waitFor(() => deepActiveElement() === $(host, '.form-errors'), { message: 'focus on the summary after the second submit' });
  });

  it('keeps a draft across a re-render (reload) but never the password', async () => {
    const host = fixture(formHtml(CONTACT));
    await ready(host);
    await type(byLabel(host, 'First Name'), 'Ada');
    await type(byLabel(host, 'Password'), 'hunter2');
    await click($$(host, 'input[type="radio"]')[1]);
    const stored = Object.values({ ...sessionStorage }).join(' ');
    expect(stored).to.contain('Ada');
    expect(stored).to.not.contain('hunter2');

    cleanup();
    const again = fixture(formHtml(CONTACT));
    await ready(again);
    expect(byLabel(again, 'First Name').value).to.equal('Ada');
    expect(byLabel(again, 'Password').value).to.equal('');
    expect($$(again, 'input[type="radio"]')[1].checked).to.equal(true);
  });

  it('fires a cancelable sqs-form-submit first: refusing it sends nothing', async () => {
    const host = fixture(formHtml({ ...CONTACT, fields: [{ id: 'x', type: 'text', title: 'X' }] }));
    await ready(host);
    let requests = 0;
    const original = window.fetch;
    window.fetch = (...args) => {
      requests += 1;
      return original(...args);
    };
    try {
      host.addEventListener('sqs-form-submit', (event) => event.preventDefault(), { once: true });
      await click($(host, 'button[type="submit"]'));
      await sleep(50);
      expect(requests).to.equal(0);
      expect($(host, 'button[type="submit"]').textContent).to.equal('Send');
    } finally {
      window.fetch = original;
    }
  });

  it('submits with Enter from a field, locking the button with the Submitting… label', async () => {
    const host = fixture(formHtml({ ...CONTACT, fields: [{ id: 'x', type: 'text', title: 'X' }] }));
    await ready(host);
    let release;
    const original = window.fetch;
    window.fetch = () => new Promise((resolve) => (release = resolve));
    try {
      await type(byLabel(host, 'X'), 'hi');
      await sendKeys({ press: 'Enter' });
      const button = $(host, 'button[type="submit"]');
      await waitFor(() => button.textContent === 'Submitting…');
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      await sendKeys({ press: 'Enter' });
      release(new Response('{"error":"nope"}', { status: 418, headers: { 'content-type': 'application/json' } }));
      await waitFor(() => $(host, '.form-errors'));
      expect($(host, '.form-errors').textContent).to.contain('Could not get a form submission key, please try again later.');
      expect(byLabel(host, 'X').value).to.equal('hi');
    } finally {
      window.fetch = original;
    }
  });

  it('keeps the server fallback for malformed JSON or a form without fields', async () => {
    const broken = fixture(`<sqs-form data-load-on="eager" data-block-json='{"formId": "x", "fields": [}'><p>Fallback text</p></sqs-form>`);
    const empty = fixture(formHtml({ formId: 'y', fields: [] }));
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error' && empty.getAttribute('data-sqs-state') === 'error');
    expect(broken.querySelector('p').checkVisibility()).to.equal(true);
    expect(empty.querySelector('p').checkVisibility()).to.equal(true);
  });
});

describe('sqs-newsletter (built element)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  const NEWSLETTER = {
    formId: 'browser-news',
    isNewsletter: true,
    submitButtonText: 'Sign up',
    fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
  };

  it('puts no message above the form; the message under the button takes focus', async () => {
    const host = fixture(formHtml(NEWSLETTER, 'sqs-newsletter'));
    await ready(host);
    await click($(host, 'button[type="submit"]'));
    const status = $(host, '.form-status');
    await waitFor(() => status.textContent !== '');
    expect($(host, '.form-errors')).to.equal(null);
    expect(status.textContent).to.equal('One or more fields is invalid, please check your entries.');
    await waitFor(() => deepActiveElement() === status, { message: 'focus on the status message' });
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('stacks the field and the button under 320 px wide', async () => {
    const host = fixture(formHtml(NEWSLETTER, 'sqs-newsletter'));
    host.style.width = '300px';
    await ready(host);
    const field = byLabel(host, 'Email').getBoundingClientRect();
    const button = $(host, 'button[type="submit"]').getBoundingClientRect();
    expect(button.top).to.be.greaterThan(field.bottom - 1);
    host.style.width = '600px';
    await sleep(50);
    const wide = $(host, 'button[type="submit"]').getBoundingClientRect();
    expect(wide.left).to.be.greaterThan(byLabel(host, 'Email').getBoundingClientRect().right - 1);
  });
});
