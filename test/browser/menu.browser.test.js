import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-menu.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready } from './helpers.js';

const SERVER_HTML = `
  <sqs-menu data-load-on="eager" label="Dinner menus">
    <section data-label="Starters"><h2>Starters</h2><p>Oysters</p></section>
    <section><h2>Mains</h2><p>Grilled hake</p></section>
    <section data-label="Desserts"><h2>Desserts</h2><p>Lemon tart <a href="#t">more</a></p></section>
  </sqs-menu>`;

const tabs = (host) => [...host.shadowRoot.querySelectorAll('[role="tab"]')];
const selected = (host) => tabs(host).findIndex((t) => t.getAttribute('aria-selected') === 'true');
const visiblePanels = (host) =>
  [...host.shadowRoot.querySelectorAll('[role="tabpanel"]')].filter((p) => !p.hidden && getComputedStyle(p).display !== 'none');

describe('sqs-menu (built element)', () => {
  afterEach(cleanup);

  it('builds a tab per section, labelled by data-label or the first heading', async () => {
    const host = fixture(SERVER_HTML);
    await ready(host);
    expect(tabs(host).map((t) => t.textContent)).to.deep.equal(['Starters', 'Mains', 'Desserts']);
    expect(host.shadowRoot.querySelector('[role="tablist"]').getAttribute('aria-label')).to.equal('Dinner menus');
    expect(selected(host)).to.equal(0);
    expect(visiblePanels(host)).to.have.length(1);
    expect(visiblePanels(host)[0].querySelector('slot').assignedElements()[0].textContent).to.contain('Oysters');
  });

  it('shows one panel at a time and switches on click', async () => {
    const host = fixture(SERVER_HTML);
    await ready(host);
    await click(tabs(host)[2]);
    expect(selected(host)).to.equal(2);
    expect(visiblePanels(host)).to.have.length(1);
    expect(visiblePanels(host)[0].id).to.equal(tabs(host)[2].getAttribute('aria-controls'));
  });

  it('moves with Left and Right, wrapping, and selects with Enter or Space', async () => {
    const host = fixture(SERVER_HTML);
    await ready(host);
    tabs(host)[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()).to.equal(tabs(host)[2]);
    expect(selected(host)).to.equal(0); // focus moves, the menu shown does not
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tabs(host)[0]);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(selected(host)).to.equal(1);
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Space' });
    expect(selected(host)).to.equal(2);
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()).to.equal(tabs(host)[0]);
  });

  it('keeps one tab stop for the list and lets Tab reach the panel', async () => {
    const host = fixture(SERVER_HTML);
    await ready(host);
    expect(tabs(host).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    tabs(host)[0].focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement().getAttribute('role')).to.equal('tabpanel');
  });

  it('starts on selected-index and fires a cancelable sqs-menu-select', async () => {
    const host = fixture(SERVER_HTML.replace('<sqs-menu', '<sqs-menu selected-index="1"'));
    await ready(host);
    expect(selected(host)).to.equal(1);
    const seen = [];
    host.addEventListener('sqs-menu-select', (event) => {
      seen.push(event.detail);
      event.preventDefault();
    });
    await click(tabs(host)[0]);
    expect(seen).to.deep.equal([{ index: 0, label: 'Starters' }]);
    expect(selected(host)).to.equal(1);
  });

  it('has no axe violations', async () => {
    const host = fixture(SERVER_HTML);
    await ready(host);
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
