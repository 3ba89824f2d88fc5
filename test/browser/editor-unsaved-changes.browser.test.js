import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-unsaved-changes.js';
import '/dist/elements/sqs-stepper.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const PAGE_HTML = `
  <main>
    <nav><a id="away" href="/elsewhere">Elsewhere</a> <a id="out" href="https://other.example/">Other site</a> <a id="anchor" href="#top">Top</a></nav>
    <form id="f" action="/editor/received" method="post">
      <label for="title">Title</label> <input id="title" name="title" value="Café">
      <label for="step">Step</label>
      <sqs-stepper id="step" name="step" data-load-on="eager" data-block-json='{"currentStepNumber": 2, "stepCount": 4}'></sqs-stepper>
      <button type="reset">Reset</button>
    </form>
    <sqs-unsaved-changes for="f" data-load-on="eager"></sqs-unsaved-changes>
  </main>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const dialogOf = (host) => $(host, '[part="dialog"]');

/** Setup: the page, the dialog ready, and every navigation it starts cancelled (the test page stays). */
async function setup() {
  const page = fixture(PAGE_HTML);
  const host = page.querySelector('sqs-unsaved-changes');
  await ready(host);
  await ready(page.querySelector('sqs-stepper'));
  const left = [];
  host.addEventListener('sqs-unsaved-changes-leave', (event) => {
    event.preventDefault();
    left.push(new URL(event.detail.href).pathname);
  });
  // The dialog has read the form's loaded values (after its controls upgraded).
  await waitFor(() => host.hasAttribute('data-watching'), { message: 'watching the form' });
  return { page, host, left, input: page.querySelector('#title'), link: page.querySelector('#away') };
}

async function edit(input, text) {
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  await sendKeys({ type: text });
}

/** The page's last word on a click (after the dialog's, on the document): the test page never navigates. */
function followWithoutLeaving(link) {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
  link.click();
}

describe('sqs-unsaved-changes (built element)', () => {
  const originalFetch = window.fetch;
  afterEach(() => {
    window.fetch = originalFetch;
    cleanup();
  });

  it('lets links go while the form is as loaded; a beforeunload is not held', async () => {
    const { host, link } = await setup();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).to.equal(false);
    followWithoutLeaving(link);
    expect(dialogOf(host).open).to.equal(false);
  });

  it('holds in-app navigation once the form is dirty: an alertdialog, focus on Stay, trapped, Escape stays and focus returns', async () => {
    const { page, host, input, link, left } = await setup();
    await edit(input, ' du port');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).to.equal(true);

    // Links that leave the app, open elsewhere or stay on the page are not held.
    for (const id of ['#out', '#anchor']) {
      const other = page.querySelector(id);
      followWithoutLeaving(other);
      expect(dialogOf(host).open, id).to.equal(false);
    }

    link.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = dialogOf(host);
    await waitFor(() => dialog.open, { message: 'the dialog open' });
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(host.shadowRoot.getElementById(dialog.getAttribute('aria-labelledby')).textContent).to.equal('Unsaved changes');
    await waitFor(() => deepActiveElement() === $(host, '[part~="stay"]'), { message: 'focus on Stay' });
    expect(await axeViolations(document.body)).to.deep.equal([]);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal($(host, '[part~="save"]'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal($(host, '[part~="leave"]'));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActiveElement()).to.equal($(host, '[part~="save"]'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, { message: 'closed by Escape' });
    expect(deepActiveElement()).to.equal(link);
    expect(left).to.deep.equal([]);
    expect(input.value).to.equal('Café du port');
  });

  it('Leave goes on to the link; Stay keeps the page', async () => {
    const { host, input, link, left } = await setup();
    await edit(input, '!');
    await click(link);
    await waitFor(() => dialogOf(host).open, { message: 'the dialog open' });
    await click($(host, '[part~="stay"]'));
    await waitFor(() => !dialogOf(host).open, { message: 'closed by Stay' });
    expect(left).to.deep.equal([]);
    await click(link);
    await waitFor(() => dialogOf(host).open, { message: 'open again' });
    await click($(host, '[part~="leave"]'));
    await waitFor(() => left.length === 1, { message: 'left' });
    expect(left).to.deep.equal(['/elsewhere']);
  });

  it('Save posts the form, then goes on; a failed save says so and stays', async () => {
    const { page, host, link, left } = await setup();
    await click(page.querySelector('sqs-stepper').shadowRoot.querySelector('[part="next"]'));
    const posted = [];
    window.fetch = async (url, init) => {
      posted.push([new URL(String(url)).pathname, String(init.body)]);
      return posted.length === 1 ? new Response('{}', { status: 503 }) : new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    await click(link);
    await waitFor(() => dialogOf(host).open, { message: 'the dialog open' });
    await click($(host, '[part~="save"]'));
    const problem = await waitFor(() => $(host, '[part="problem"]'), { message: 'the failure' });
    expect(problem.textContent).to.equal('Unable to connect. Please try again');
    expect(left).to.deep.equal([]);
    expect(await axeViolations(document.body)).to.deep.equal([]);
    await click($(host, '[part~="save"]'));
    await waitFor(() => left.length === 1, { message: 'left after the save' });
    expect(posted).to.deep.equal([
      ['/editor/received', 'title=Caf%C3%A9&step=3'],
      ['/editor/received', 'title=Caf%C3%A9&step=3'],
    ]);
    // Saved: the next link goes at once.
    followWithoutLeaving(link);
    expect(dialogOf(host).open).to.equal(false);
  });

  it('a reset makes the form clean again', async () => {
    const { page, host, input, link } = await setup();
    await edit(input, 'x');
    page.querySelector('form').reset();
    await waitFor(() => input.value === 'Café', { message: 'reset' });
    await new Promise((resolve) => setTimeout(resolve)); // the reset's own task (the dialog reads the form after it)
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).to.equal(false);
    followWithoutLeaving(link);
    expect(dialogOf(host).open).to.equal(false);
  });
});
