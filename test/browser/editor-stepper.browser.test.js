import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-stepper.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { submitted, recordValueEvents } from './form-helpers.js';

const FORM_HTML = `
  <form>
    <label for="step">Setup step</label>
    <sqs-stepper id="step" name="step" data-load-on="eager" data-block-json='{"currentStepNumber": 2, "stepCount": 4}'></sqs-stepper>
    <button type="submit">Save</button>
  </form>`;

const parts = (host) => ({
  previous: host.shadowRoot.querySelector('[part="previous"]'),
  next: host.shadowRoot.querySelector('[part="next"]'),
  count: host.shadowRoot.querySelector('[part="count"]'),
  group: host.shadowRoot.querySelector('[part="stepper"]'),
});

/** Submits the form as the browser would (a submitter, the form's data set) and returns what it sent. */
/** Every input and change event the element fires, with its value then. */
describe('sqs-stepper (built element)', () => {
  afterEach(cleanup);

  it("shows '{currentStepNumber} of {stepCount}' from its JSON, named by its label", async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-stepper');
    await ready(host);
    expect(parts(host).count.textContent).to.equal('2 of 4');
    expect(host.value).to.equal('2');
    expect(parts(host).group.getAttribute('aria-label')).to.equal('Setup step');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('moves with the keyboard: Enter and Space on the buttons, Home and End; input and change like a native control', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-stepper');
    await ready(host);
    const events = recordValueEvents(host);
    parts(host).next.focus();
    await sendKeys({ press: 'Enter' });
    expect(parts(host).count.textContent).to.equal('3 of 4');
    await sendKeys({ press: 'Space' });
    expect(parts(host).count.textContent).to.equal('4 of 4');
    // At the end the button stays focused, marked unavailable, and does nothing.
    expect(parts(host).next.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    expect(host.value).to.equal('4');
    expect(deepActiveElement()).to.equal(parts(host).next);
    await sendKeys({ press: 'Home' });
    expect(parts(host).count.textContent).to.equal('1 of 4');
    expect(parts(host).previous.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'End' });
    expect(host.value).to.equal('4');
    expect(events).to.deep.equal(['input:3', 'change:3', 'input:4', 'change:4', 'input:1', 'change:1', 'input:4', 'change:4']);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('takes part in its form: submitted under its name, reset to its default, out of the form when disabled', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-stepper');
    await ready(host);
    expect(host.form).to.equal(form);
    expect(await submitted(form)).to.deep.equal([['step', '2']]);
    await click(parts(host).next);
    expect(await submitted(form)).to.deep.equal([['step', '3']]);
    const events = recordValueEvents(host);
    form.reset();
    expect(host.value).to.equal('2');
    await waitFor(() => parts(host).count.textContent === '2 of 4', { message: 'reset rendered' });
    expect(events).to.deep.equal([]); // a reset fires neither input nor change, as with a native control
    host.disabled = true;
    expect(await submitted(form)).to.deep.equal([]);
    await waitFor(() => parts(host).next.getAttribute('aria-disabled') === 'true', { message: 'disabled rendered' });
    await click(parts(host).next);
    expect(host.value).to.equal('2');
    expect(await axeViolations(form)).to.deep.equal([]);
    host.disabled = false;
    // A disabled fieldset takes it out too.
    const fieldset = document.createElement('fieldset');
    fieldset.disabled = true;
    form.prepend(fieldset);
    fieldset.append(host);
    expect(await submitted(form)).to.deep.equal([]);
  });

  it('follows the value attribute until the value is changed, as a native input does', async () => {
    const form = fixture(FORM_HTML.replace('name="step"', 'name="step" value="3"'));
    const host = form.querySelector('sqs-stepper');
    await ready(host);
    expect(host.value).to.equal('3');
    host.setAttribute('value', '4');
    expect(host.value).to.equal('4');
    host.value = '1';
    host.setAttribute('value', '2');
    expect(host.value).to.equal('1');
    form.reset();
    expect(host.value).to.equal('2');
  });

  it('accepts any string without throwing: a value it has no step for keeps the last one and says why', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-stepper');
    await ready(host);
    host.value = 'seven';
    expect(host.value).to.equal('2');
    const problem = await waitFor(() => host.shadowRoot.querySelector('[part="problem"]'), { message: 'problem shown' });
    expect(problem.textContent).to.equal('seven is not one of the expected options');
    expect(problem.getAttribute('role')).to.equal('alert');
    host.value = 'x'.repeat(1_000_000);
    expect(host.value).to.equal('2');
    expect(await axeViolations(form)).to.deep.equal([]);
    host.value = '3';
    await waitFor(() => !host.shadowRoot.querySelector('[part="problem"]'), { message: 'problem cleared' });
    expect(parts(host).count.textContent).to.equal('3 of 4');
  });
});
