import { expect } from '@esm-bundle/chai';
import { resetMouse } from '@web/test-runner-commands';
import { FRAMEWORK_CHUNK, click, fixture, ready, sleep, waitFor } from './helpers.js';

// The runtime starts on import: the page is laid out first, as a server would send it.
const accordion = (id, extra = '') =>
  `<sqs-accordion id="${id}" ${extra}><details><summary>Title ${id}</summary><p>Body ${id}</p></details></sqs-accordion>`;

const moduleRequests = (name) => performance.getEntriesByType('resource').filter((e) => e.name.includes(name)).length;

describe('runtime loader (built dist/runtime.js)', () => {
  let runtime;
  const reports = [];

  before(async () => {
    await resetMouse();
    fixture(accordion('top'));
    fixture('<div style="height: 5000px" id="spacer"></div>');
    fixture(accordion('far'));
    fixture(accordion('lazy', 'data-load-on="interaction"'));
    fixture('<sqs-broken id="broken" data-load-on="eager"><p>Broken fallback</p></sqs-broken>');
    runtime = await import('/dist/runtime.js');
    runtime.onReport((entry) => reports.push(entry));
    runtime.registry.define('sqs-broken', '/test/browser/fixtures/broken-block.js');
    fixture(accordion('trigger-rescan')); // a mutation makes discovery see sqs-broken
  });

  after(() => runtime.destroy());

  it('loads a block module once and renders only the instances in view', async () => {
    await ready(document.getElementById('top'));
    await sleep(100);
    expect(moduleRequests('sqs-accordion.js')).to.equal(1);
    expect(moduleRequests(FRAMEWORK_CHUNK)).to.equal(1);
    expect(document.getElementById('far').getAttribute('data-sqs-state')).to.equal(null);
    expect(document.getElementById('far').shadowRoot).to.equal(null);
    document.getElementById('far').scrollIntoView();
    await ready(document.getElementById('far'));
    expect(moduleRequests('sqs-accordion.js')).to.equal(1);
  });

  it('upgrades blocks added later', async () => {
    const late = fixture(accordion('late', 'data-load-on="eager"'));
    await ready(late);
  });

  it('keeps an interaction block as server HTML until used, then replays the click', async () => {
    const lazy = document.getElementById('lazy');
    lazy.scrollIntoView();
    await sleep(100);
    expect(lazy.getAttribute('data-sqs-state')).to.equal(null);
    await click(lazy.querySelector('summary'));
    await ready(lazy);
    await waitFor(() => lazy.shadowRoot.querySelector('button').getAttribute('aria-expanded') === 'true', { message: 'replayed open' });
  });

  it('keeps the fallback of a block whose module fails, reports it, and affects no other block', async () => {
    const broken = document.getElementById('broken');
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error', { message: 'broken block error state' });
    expect(broken.textContent).to.contain('Broken fallback');
    expect(reports.some((r) => r.source === 'loader' && r.message.startsWith('Unable to load module for trigger'))).to.equal(true);
    await ready(document.getElementById('trigger-rescan'));
  });

  it('warns and does nothing on a second start', async () => {
    const warnings = [];
    const original = console.warn;
    console.warn = (...args) => warnings.push(args.join(' '));
    try {
      await import('/dist/runtime.js?second-copy');
    } finally {
      console.warn = original;
    }
    expect(warnings).to.include('Detected second run, this is bad.');
  });

  it('exposes the page context with defaults when there is none', () => {
    const context = runtime.pageContext();
    expect(context.authenticatedAccount).to.equal(null);
    expect(context.pageType).to.equal(2);
    expect(context.website.baseUrl).to.equal('');
  });
});
