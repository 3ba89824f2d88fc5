import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-shape.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';

const box = (host) => host.shadowRoot.querySelector('[part="shape"]').getBoundingClientRect();

describe('sqs-shape (built element)', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('keeps the mask ratios of SPEC.md §9 at any width: 100 square-ish, 150 tall, 67 wide', async () => {
    const wrapper = fixture(`<div><sqs-shape data-load-on="eager" shape="circle"></sqs-shape><sqs-shape data-load-on="eager" shape="arch"></sqs-shape><sqs-shape data-load-on="eager" shape="pill"></sqs-shape></div>`);
    wrapper.style.width = '300px';
    const [circle, arch, pill] = wrapper.querySelectorAll('sqs-shape');
    await Promise.all([circle, arch, pill].map(ready));
    const ratio = (host) => Math.round((box(host).height / box(host).width) * 100);
    expect([ratio(circle), ratio(arch), ratio(pill)]).to.deep.equal([100, 150, 67]);
    wrapper.style.width = '120px';
    expect(box(circle).width).to.equal(120);
    expect([ratio(circle), ratio(arch), ratio(pill)]).to.deep.equal([100, 150, 67]);
  });

  it('fills and strokes from the block JSON, ignoring a hostile colour', async () => {
    const host = fixture(`<sqs-shape data-load-on="eager" data-block-json='{"shape":"star","fill":"#2a9d8f","stroke":"url(https://evil.example/x)","strokeWidth":3}'></sqs-shape>`);
    host.style.color = 'rgb(10, 20, 30)';
    await ready(host);
    const outline = getComputedStyle(host.shadowRoot.querySelector('svg[part="outline"]'));
    expect(outline.fill).to.equal('rgb(42, 157, 143)');
    expect(outline.stroke).to.equal('rgb(10, 20, 30)'); // the text colour, not the url()
    expect(outline.strokeWidth).to.equal('3px');
    expect(host.shadowRoot.querySelector('svg').getAttribute('aria-hidden')).to.equal('true');
  });

  it('shows its link inside the shape, reachable by keyboard, with no axe violations', async () => {
    const wrapper = fixture(`<div><button>before</button><sqs-shape data-load-on="eager" shape="hexagon"><a href="#menu">See the menu</a></sqs-shape></div>`);
    const host = wrapper.querySelector('sqs-shape');
    await ready(host);
    const link = host.querySelector('a');
    const shape = box(host);
    const linkBox = link.getBoundingClientRect();
    // Centred in the shape.
    expect(Math.abs(linkBox.x + linkBox.width / 2 - (shape.x + shape.width / 2))).to.be.below(2);
    expect(Math.abs(linkBox.y + linkBox.height / 2 - (shape.y + shape.height / 2))).to.be.below(2);
    const followed = [];
    host.addEventListener('sqs-shape-link', (event) => followed.push(event.detail.href));
    link.click();
    expect(followed).to.deep.equal([link.href]);
    expect(location.hash).to.equal('#menu'); // the link itself works
    wrapper.querySelector('button').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(link);
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('renders the same under reduced motion (it never animates)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = fixture(`<sqs-shape data-load-on="eager" shape="heart">Love local</sqs-shape>`);
    await ready(host);
    expect(host.shadowRoot.querySelector('[part="content"] slot').assignedNodes()[0].textContent).to.equal('Love local');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('keeps its content and reports malformed JSON once, without touching other blocks', async () => {
    const errors = [];
    const listener = (event) => errors.push(event.detail);
    document.addEventListener('sqs-block-error', listener);
    const broken = fixture(`<sqs-shape data-load-on="eager" data-block-json='{"shape": '><a href="#x">Still a link</a></sqs-shape>`);
    const healthy = fixture(`<sqs-shape data-load-on="eager">Healthy</sqs-shape>`);
    await ready(healthy);
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error', { message: 'error state' });
    document.removeEventListener('sqs-block-error', listener);
    expect(broken.shadowRoot).to.equal(null);
    expect(broken.querySelector('a').textContent).to.equal('Still a link');
    expect(errors.filter((e) => e.tag === 'sqs-shape')).to.have.length(1);
  });
});
