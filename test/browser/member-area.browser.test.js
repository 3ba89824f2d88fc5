/**
 * <sqs-member-area> built, in Chromium (issue 16 item 6): the pricing toggle as a WAI-ARIA radio
 * group (SPEC.md §2 "two buttons switch between two price views and show or hide the matching join
 * button or section"), the join dialog (focus in and back, Escape, the checks before sending, the
 * server's and the data layer's texts), with axe on each state. fetch answers as the reference
 * backend does; the real sign-up against SQLite is test/e2e/member-area.e2e.test.ts and
 * packages/server/src/routes/auth.test.ts.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-member-area.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, nextFrames, ready, waitFor } from './helpers.js';

const AREA = `<sqs-member-area data-load-on="eager" data-block-json='{"label":"Billing period"}'>
  <p>Already a member? <a id="sign-in-link" href="/members/join?mode=sign-in" data-join="sign-in">Sign in</a></p>
  <section data-label="Monthly"><h3>Monthly</h3><p>$9.00 every month</p><p><a id="join-monthly" href="/members/join?plan=monthly" data-join>Join monthly</a></p></section>
  <section data-label="Yearly"><h3>Yearly</h3><p>$90.00 every year</p><p><a id="join-yearly" href="/members/join?plan=yearly" data-join>Join yearly</a></p></section>
</sqs-member-area>`;

const $ = (host, s) => host.shadowRoot.querySelector(s);
const radios = (host) => [...host.shadowRoot.querySelectorAll('[role="radio"]')];
const shown = (host) => [...host.querySelectorAll('section')].filter((s) => s.checkVisibility()).map((s) => s.dataset.label);
const dialog = (host) => $(host, 'dialog');
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function type(host, selector, text) {
  const input = $(host, selector);
  input.value = ''; // select() does not select in an email field
  input.focus();
  await sendKeys({ type: text });
}

describe('sqs-member-area (built element)', () => {
  let original;
  beforeEach(() => {
    original = window.fetch;
    document.cookie = 'crumb=browser-test; path=/';
    sessionStorage.clear();
  });
  afterEach(() => {
    window.fetch = original;
    sessionStorage.clear();
    cleanup();
  });

  it('lists both price views without JavaScript, then shows one with a radio group of two buttons', async () => {
    const host = fixture(AREA);
    expect(host.querySelectorAll('section a[data-join]')).to.have.length(2); // the server HTML: both views, both join links
    await ready(host);
    const group = $(host, '[role="radiogroup"]');
    expect(group.getAttribute('aria-label')).to.equal('Billing period');
    expect(radios(host).map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).to.deep.equal([
      ['Monthly', 'true', 0],
      ['Yearly', 'false', -1],
    ]);
    expect(shown(host)).to.deep.equal(['Monthly']);
    expect(host.querySelector('#join-yearly').checkVisibility()).to.equal(false); // its join button hidden with it
    expect(host.querySelector('#sign-in-link').checkVisibility()).to.equal(true); // the intro stays
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('switches the price view on click and with the arrow keys (wrapping, Home/End), telling each change first', async () => {
    const host = fixture(AREA);
    await ready(host);
    const changes = [];
    host.addEventListener('sqs-member-area-view-change', (e) => changes.push(e.detail));
    await click(radios(host)[1]);
    await waitFor(() => shown(host)[0] === 'Yearly');
    expect(shown(host)).to.deep.equal(['Yearly']);
    expect(radios(host)[1].getAttribute('aria-checked')).to.equal('true');
    expect(host.querySelector('#join-yearly').checkVisibility()).to.equal(true);
    expect(host.querySelector('#join-monthly').checkVisibility()).to.equal(false);
    await sendKeys({ press: 'ArrowRight' }); // wraps to the first
    await waitFor(() => shown(host)[0] === 'Monthly');
    expect(deepActiveElement()).to.equal(radios(host)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => shown(host)[0] === 'Yearly');
    await sendKeys({ press: 'Home' });
    await waitFor(() => shown(host)[0] === 'Monthly');
    await sendKeys({ press: 'End' });
    await waitFor(() => shown(host)[0] === 'Yearly');
    expect(changes.map((c) => c.label)).to.deep.equal(['Yearly', 'Monthly', 'Yearly', 'Monthly', 'Yearly']);
    // One tab stop: Tab from the group leaves it (to the shown view's join link).
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(host.querySelector('#join-yearly'));
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('keeps the view when a listener cancels the change', async () => {
    const host = fixture(AREA);
    await ready(host);
    host.addEventListener('sqs-member-area-view-change', (e) => e.preventDefault());
    await click(radios(host)[1]);
    expect(shown(host)).to.deep.equal(['Monthly']);
    expect(radios(host)[0].getAttribute('aria-checked')).to.equal('true');
  });

  it('opens the join dialog from a join link (focus in), closes it with Escape and gives focus back', async () => {
    const host = fixture(AREA);
    await ready(host);
    const link = host.querySelector('#join-monthly');
    link.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog(host)?.open);
    expect(location.pathname).to.not.contain('/members/join'); // the link did not navigate
    expect($(host, 'h2').textContent).to.equal('Create an account');
    expect(dialog(host).getAttribute('aria-labelledby')).to.equal($(host, 'h2').id);
    expect(deepActiveElement()).to.equal($(host, 'input[name="email"]'));
    expect($(host, 'input[name="password"]').autocomplete).to.equal('new-password');
    expect(await axeViolations(host)).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(host));
    await waitFor(() => deepActiveElement() === link, { message: 'focus back on the join link' });
  });

  it('checks the email and the password before sending, with the SPEC.md §5 email text', async () => {
    const host = fixture(AREA);
    await ready(host);
    let sent = 0;
    window.fetch = async () => (sent++, json({ xsrfToken: 'x' }));
    await click(host.querySelector('#join-monthly'));
    await waitFor(() => dialog(host)?.open);
    await type(host, 'input[name="email"]', 'not an email');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '.field-error'));
    expect($(host, '.field-error').textContent).to.equal('Email is not valid. Email addresses should follow the format name@example.com.');
    expect($(host, 'input[name="email"]').getAttribute('aria-invalid')).to.equal('true');
    expect($(host, 'input[name="email"]').getAttribute('aria-describedby')).to.equal($(host, '.field-error').id);
    await type(host, 'input[name="email"]', 'new@example.com');
    await type(host, 'input[name="password"]', 'short');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '.field-error')?.textContent.includes('password'));
    expect($(host, '.field-error').textContent).to.equal('A password needs at least 8 characters.');
    expect(deepActiveElement()).to.equal($(host, 'input[name="password"]'));
    expect(sent).to.equal(0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it("signs up through the site-user client: the server's refusal shown, what was typed kept, then the token kept and the sign-in told", async () => {
    const host = fixture(AREA);
    await ready(host);
    const requests = [];
    window.fetch = async (input, init) => {
      requests.push({ url: String(input), method: init?.method, body: JSON.parse(init?.body ?? 'null') });
      return json({ error: 'An account with this email already exists. Sign in instead.' }, 409);
    };
    await click(host.querySelector('#join-monthly'));
    await waitFor(() => dialog(host)?.open);
    await type(host, 'input[name="email"]', 'member@example.com');
    await type(host, 'input[name="password"]', 'member-password');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '.error').textContent);
    expect($(host, '.error').textContent).to.equal('An account with this email already exists. Sign in instead.');
    expect(requests).to.have.length(1);
    expect(requests[0].url).to.contain('/api/site-users/account?crumb=browser-test');
    expect(requests[0].method).to.equal('POST');
    expect(requests[0].body).to.deep.equal({ email: 'member@example.com', password: 'member-password', rememberMe: false, plan: 'monthly' }); // the join link's plan
    expect($(host, 'input[name="email"]').value).to.equal('member@example.com');

    // Offline: the data layer's SPEC.md §8 text.
    window.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await click($(host, 'button.submit'));
    await waitFor(() => $(host, '.error').textContent.startsWith('Unable to connect'));
    expect($(host, '.error').textContent).to.equal('Unable to connect…');

    // Switch to sign-in: the session call, rememberMe from its box; a listener keeps the page here.
    await click($(host, 'button.link'));
    expect($(host, 'h2').textContent).to.equal('Sign in');
    expect($(host, '.error').textContent).to.equal('');
    window.fetch = async (input, init) => {
      requests.push({ url: String(input), method: init?.method, body: JSON.parse(init?.body ?? 'null') });
      return json({ xsrfToken: 'token-from-server' });
    };
    const signIns = [];
    host.addEventListener('sqs-member-area-sign-in', (e) => (signIns.push(e.detail), e.preventDefault()));
    await click($(host, 'input[name="rememberMe"]'));
    await click($(host, 'button.submit'));
    await waitFor(() => !dialog(host));
    expect(requests.at(-1).url).to.contain('/api/site-users/account/session?crumb=browser-test');
    expect(requests.at(-1).body).to.deep.equal({ email: 'member@example.com', password: 'member-password', rememberMe: true });
    expect(signIns).to.deep.equal([{ mode: 'sign-in' }]);
    expect(sessionStorage.getItem('SS_SITE_USER_XSRF')).to.contain('token-from-server');
    expect($(host, '[role="status"]').textContent).to.equal('Signed in.');
    await waitFor(() => deepActiveElement() === host.querySelector('#join-monthly'));
  });

  it("shows the server's wrong-password text, and opens on sign-in from a data-join=\"sign-in\" link", async () => {
    const host = fixture(AREA);
    await ready(host);
    window.fetch = async () => json({ error: 'The email or password is incorrect.' }, 401);
    await click(host.querySelector('#sign-in-link'));
    await waitFor(() => dialog(host)?.open);
    expect($(host, 'h2').textContent).to.equal('Sign in');
    expect($(host, 'input[name="password"]').autocomplete).to.equal('current-password');
    await type(host, 'input[name="email"]', 'member@example.com');
    await type(host, 'input[name="password"]', 'wrong');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '.error').textContent);
    expect($(host, '.error').textContent).to.equal('The email or password is incorrect.');
    expect(await axeViolations(host)).to.deep.equal([]);
    await click($(host, 'button.close'));
    await waitFor(() => !dialog(host));
  });

  it("signs up with the toggle's plan when the dialog came from the sign-in link", async () => {
    const host = fixture(AREA);
    await ready(host);
    const bodies = [];
    window.fetch = async (input, init) => (bodies.push(JSON.parse(init?.body ?? 'null')), json({ error: 'Try later.' }, 409));
    await click(radios(host)[1]); // Yearly
    await waitFor(() => shown(host)[0] === 'Yearly');
    await click(host.querySelector('#sign-in-link'));
    await waitFor(() => dialog(host)?.open);
    await click($(host, 'button.link')); // to sign-up
    await waitFor(() => $(host, 'h2').textContent === 'Create an account');
    await type(host, 'input[name="email"]', 'new@example.com');
    await type(host, 'input[name="password"]', 'harbour-2026');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(host, '.error').textContent);
    expect(bodies).to.deep.equal([{ email: 'new@example.com', password: 'harbour-2026', rememberMe: false, plan: 'yearly' }]);
    await click($(host, 'button.close'));
    await waitFor(() => !dialog(host));
  });

  it('upgrades without moving the page: the page CSS shows the server-marked view alone and keeps the toggle its place (CLS 0)', async () => {
    // The demo's stylesheet, as /members and /member-area link it (the pre-upgrade rules are in it).
    const sheet = fixture('<link rel="stylesheet" href="/packages/server/demo/assets/site.css">');
    await new Promise((resolve, reject) => (sheet.sheet ? resolve() : (sheet.addEventListener('load', resolve), sheet.addEventListener('error', reject))));
    const since = performance.now();
    const shifts = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries().filter((e) => e.startTime >= since)));
    observer.observe({ type: 'layout-shift', buffered: true });
    const marked = AREA.replace('data-load-on="eager"', 'data-load-on="interaction"').replace('<section data-label="Yearly">', '<section data-label="Yearly" data-sqs-unselected>');
    const host = fixture(marked);
    const below = fixture('<p id="below">Text after the member area</p>');
    expect(shown(host)).to.deep.equal(['Monthly']); // before the upgrade: only the view shown first
    const box = JSON.stringify(host.getBoundingClientRect());
    const belowTop = below.getBoundingClientRect().top;
    const monthlyTop = host.querySelector('#join-monthly').getBoundingClientRect().top;
    host.dispatchEvent(new Event('focusin')); // wanted now, without a click (user input would excuse a shift)
    await ready(host);
    await nextFrames(); // the shifts of the upgrade's frame are reported
    observer.disconnect();
    expect(shown(host)).to.deep.equal(['Monthly']);
    expect(JSON.stringify(host.getBoundingClientRect())).to.equal(box);
    expect(host.querySelector('#join-monthly').getBoundingClientRect().top).to.equal(monthlyTop);
    expect(below.getBoundingClientRect().top).to.equal(belowTop);
    expect(shifts.reduce((sum, entry) => sum + entry.value, 0)).to.equal(0);
    // Switched by the visitor, the marked view shows: the mark only holds before the upgrade.
    await click(radios(host)[1]);
    await waitFor(() => shown(host)[0] === 'Yearly');
  });

  it('lists every view again when the block keeps its fallback, marks or not', async () => {
    const sheet = fixture('<link rel="stylesheet" href="/packages/server/demo/assets/site.css">');
    await new Promise((resolve, reject) => (sheet.sheet ? resolve() : (sheet.addEventListener('load', resolve), sheet.addEventListener('error', reject))));
    const broken = fixture(AREA.replace(`'{"label":"Billing period"}'`, `'{"label": "Billing'`).replace('<section data-label="Yearly">', '<section data-label="Yearly" data-sqs-unselected>'));
    await waitFor(() => broken.getAttribute('data-sqs-state') === 'error');
    expect(shown(broken)).to.deep.equal(['Monthly', 'Yearly']);
  });

  it('has no toggle with one view, and keeps the server HTML with none', async () => {
    const one = fixture('<sqs-member-area data-load-on="eager"><section><h3>Annual</h3><a href="/j" data-join>Join</a></section></sqs-member-area>');
    await ready(one);
    expect($(one, '[role="radiogroup"]')).to.equal(null);
    expect(shown(one)).to.deep.equal([undefined]);
    const none = fixture('<sqs-member-area data-load-on="eager"><p><a href="/members/join">Join the club</a></p></sqs-member-area>');
    await waitFor(() => none.getAttribute('data-sqs-state') === 'error');
    expect(none.querySelector('a').checkVisibility()).to.equal(true);
  });

  it('renders every part and custom property custom-elements.json lists, and no other (issue 19)', async () => {
    const cem = await (await fetch('/dist/custom-elements.json')).json();
    const declaration = cem.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'sqs-member-area');
    const host = fixture(AREA);
    await ready(host);
    const parts = new Set();
    const properties = new Set();
    const collect = () => {
      for (const node of host.shadowRoot.querySelectorAll('[part]')) for (const name of node.getAttribute('part').split(/\s+/)) parts.add(name);
      for (const sheet of host.shadowRoot.adoptedStyleSheets) for (const [, name] of [...sheet.cssRules].map((r) => r.cssText).join('\n').matchAll(/var\(\s*(--sqs-[\w-]+)/g)) properties.add(name);
    };
    collect();
    await click(host.querySelector('#join-monthly'));
    await waitFor(() => dialog(host)?.open);
    await sendKeys({ press: 'Enter' }); // empty: a field error
    await waitFor(() => $(host, '.field-error'));
    collect();
    await sendKeys({ press: 'Escape' });
    expect([...parts].sort()).to.deep.equal(declaration.cssParts.map((p) => p.name).sort());
    expect([...properties].sort()).to.deep.equal(declaration.cssProperties.map((p) => p.name).sort());
  });
});
