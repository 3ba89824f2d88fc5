/**
 * sqs-mailing-list built, in Chromium. The test runner has no reference backend: the lists do not
 * load here, which is the failure case (its text, its Try again); the lists, the connection and
 * the Zapier states against the real server are in test/e2e/editor-mailing-list.e2e.test.ts.
 */
import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-mailing-list.js';
import { axeViolations, cleanup, fixture, ready, waitFor } from './helpers.js';
import { submitted } from './form-helpers.js';

const $ = (host, selector) => host.shadowRoot.querySelector(selector);

describe('sqs-mailing-list (built element)', () => {
  afterEach(cleanup);

  it("says 'Unable to load. Try again.' when the lists cannot load, with a Try again button that asks again", async () => {
    const form = fixture(`<form><label for="m">Contact mailing list</label>
      <sqs-mailing-list id="m" name="list" data-load-on="eager" form-id="contact"></sqs-mailing-list></form>`);
    const host = form.querySelector('sqs-mailing-list');
    await ready(host);
    await waitFor(() => $(host, '[part="problem"]'), { message: 'load failure shown' });
    expect($(host, '[part="problem"]').getAttribute('role')).to.equal('alert');
    expect($(host, '[part="problem"]').textContent).to.contain('Unable to load. Try again.');
    expect($(host, '[part="dialog"]').getAttribute('aria-label')).to.equal('Contact mailing list');
    expect($(host, '[part="select"]')).to.equal(null); // nothing to choose from: no empty list offered
    expect(await axeViolations(form)).to.deep.equal([]);
    const asked = [];
    const observer = new PerformanceObserver((list) => asked.push(...list.getEntries().filter((e) => e.name.includes('/api/editor/mailing-lists'))));
    observer.observe({ type: 'resource' });
    $(host, '[part="retry"]').click();
    await waitFor(() => asked.length > 0, { message: 'asked again' });
    observer.disconnect();
    await waitFor(() => $(host, '[part="problem"]'), { message: 'still failing' });
  });

  it("takes part in the form: 'A List must be selected' when required and none is chosen; the chosen list's id is submitted", async () => {
    const form = fixture(`<form><label for="m">Mailing list</label>
      <sqs-mailing-list id="m" name="list" required data-load-on="eager"></sqs-mailing-list><button type="submit">Save</button></form>`);
    const host = form.querySelector('sqs-mailing-list');
    await ready(host);
    expect(host.checkValidity()).to.equal(false);
    expect(host.validationMessage).to.equal('A List must be selected');
    host.value = '7';
    expect(host.checkValidity()).to.equal(true);
    expect(await submitted(form)).to.deep.equal([['list', '7']]);
    form.reset();
    expect(host.value).to.equal('');
    expect(host.validationMessage).to.equal('A List must be selected');
    host.setAttribute('disabled', '');
    expect(host.checkValidity()).to.equal(true); // a disabled control is left out (barred from validation)
  });
});
