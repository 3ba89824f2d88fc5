import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-donation-button.js';
import { axeViolations, cleanup, deepActiveElement, fixture, waitFor } from './helpers.js';

const html = (data, link = '<a href="/give">Donate</a>') => `<sqs-donation-button data-block-json='${data}'>${link}</sqs-donation-button>`;

describe('sqs-donation-button (built element)', () => {
  let reports;
  const onReport = (e) => reports.push(e.detail?.message ?? '');
  beforeEach(() => {
    reports = [];
    window.addEventListener('sqs-block-error', onReport);
  });
  afterEach(() => {
    window.removeEventListener('sqs-block-error', onReport);
    cleanup();
  });

  it('goes to the donate page identified by its donate page id (SPEC.md §2), the link reached by keyboard', async () => {
    const host = fixture(html('{"donatePageId":"harbour fund/1"}'));
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready');
    const link = host.querySelector('a');
    expect(link.getAttribute('href')).to.equal('/checkout/donate?donatePageId=harbour+fund%2F1');
    expect(link.hasAttribute('target')).to.equal(false); // not in a frame
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(link);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('tells sqs-donation-button-click as its link is followed, without holding the link', async () => {
    const host = fixture(html('{"donatePageId":"p9"}'));
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready');
    const told = [];
    const onTold = (e) => told.push(e.detail);
    // The test keeps the page: the navigation is cancelled at the window, after the element has seen the click.
    const stay = (e) => {
      expect(e.defaultPrevented, 'the element never cancels the link').to.equal(false);
      e.preventDefault();
    };
    window.addEventListener('sqs-donation-button-click', onTold);
    window.addEventListener('click', stay);
    try {
      host.querySelector('a').click();
      host.click(); // outside the link: not a donation
    } finally {
      window.removeEventListener('sqs-donation-button-click', onTold);
      window.removeEventListener('click', stay);
    }
    expect(told).to.deep.equal([{ donatePageId: 'p9', url: '/checkout/donate?donatePageId=p9' }]);
  });

  it('takes the id from its attribute over the JSON, and follows changes', async () => {
    const host = fixture(`<sqs-donation-button donate-page-id="a1" data-block-json='{"donatePageId":"b2"}'><a href="/x">Donate</a></sqs-donation-button>`);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready');
    expect(host.querySelector('a').getAttribute('href')).to.equal('/checkout/donate?donatePageId=a1');
    host.setAttribute('donate-page-id', 'c3');
    expect(host.querySelector('a').getAttribute('href')).to.equal('/checkout/donate?donatePageId=c3');
  });

  it("says 'donation button missing' once without an id and leaves the server HTML", async () => {
    for (const data of ['{}', '{"donatePageId":"  "}', '{"donatePageId": ']) {
      const host = fixture(html(data));
      await waitFor(() => host.getAttribute('data-sqs-state') === 'error');
      expect(host.querySelector('a').getAttribute('href')).to.equal('/give');
      host.setAttribute('data-block-json', '{}'); // still missing: not said again
    }
    expect(reports).to.deep.equal(['donation button missing', 'donation button missing', 'donation button missing']);
  });

  it('opens the checkout in the top window inside a frame (SPEC.md §2: the editor frame)', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<sqs-donation-button data-block-json='{"donatePageId":"p1"}'><a>Donate</a></sqs-donation-button><script type="module" src="/dist/elements/sqs-donation-button.js"></script>`;
    document.body.append(frame);
    const host = await waitFor(() => frame.contentDocument?.querySelector('sqs-donation-button[data-sqs-state="ready"]'), { message: 'the framed button ready' });
    expect(host.querySelector('a').getAttribute('target')).to.equal('_top');
  });
});
