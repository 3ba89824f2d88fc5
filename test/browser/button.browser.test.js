import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-button.js';
import { axeViolations, cleanup, click, fixture, waitFor } from './helpers.js';

describe('sqs-button (built element)', () => {
  afterEach(cleanup);

  it('keeps the server link as it is and announces its render with the SPEC tracking fields', async () => {
    const renders = [];
    const listen = (e) => renders.push(e.detail);
    document.addEventListener('sqs-button-render', listen);
    const host = fixture(`<sqs-button id="b1" data-block-json='{"alignment":"center","size":"large","context":"footer"}'><a href="#later" target="_blank">Book  a table</a></sqs-button>`);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready', { message: 'ready' });
    document.removeEventListener('sqs-button-render', listen);
    expect(host.shadowRoot).to.equal(null);
    expect(renders).to.deep.equal([{ id: 'b1', buttonText: 'Book a table', clickthroughUrl: '#later', alignment: 'center', size: 'large', newWindow: true, context: 'footer' }]);
    expect(host.tracking.id).to.equal('b1');
  });

  it('announces a click and never holds the link back', async () => {
    const host = fixture(`<sqs-button button-id="go"><a href="#clicked-target">Go</a></sqs-button>`);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready', { message: 'ready' });
    const clicks = [];
    let prevented = null;
    host.addEventListener('sqs-button-click', (e) => clicks.push(e.detail.id));
    document.addEventListener('click', (e) => (prevented = e.defaultPrevented), { once: true });
    await click(host.querySelector('a'));
    expect(clicks).to.deep.equal(['go']);
    expect(prevented).to.equal(false);
    expect(location.hash).to.equal('#clicked-target');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('announces a moved button once, and reads live changes', async () => {
    let renders = 0;
    const count = () => (renders += 1);
    document.addEventListener('sqs-button-render', count);
    const host = fixture(`<sqs-button><a href="/menu">Menu</a></sqs-button>`);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready', { message: 'ready' });
    document.body.prepend(host);
    host.setAttribute('size', 'small');
    document.removeEventListener('sqs-button-render', count);
    expect(renders).to.equal(1);
    expect(host.tracking.size).to.equal('small');
    expect(host.tracking.id).to.match(/^button-[0-9a-z]+$/);
  });

  it('without a link it reports once and stays as the server sent it', async () => {
    const host = fixture(`<sqs-button><span>No link</span></sqs-button>`);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    expect(host.textContent).to.equal('No link');
  });

  it('has no axe violations', async () => {
    const host = fixture(`<div><sqs-button><a href="/menu">See the menu</a></sqs-button></div>`);
    await waitFor(() => host.querySelector('sqs-button').getAttribute('data-sqs-state') === 'ready', { message: 'ready' });
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
