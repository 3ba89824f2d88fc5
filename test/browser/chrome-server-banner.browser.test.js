import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, sleep, tapInFrame, waitFor } from './helpers.js';

/**
 * A cookie banner the site's server wrote (README "Server HTML for a cookie banner";
 * chrome/consent/server-banner.ts), with the BUILT dist/runtime.js: the browser closes it on a
 * tap before any code of ours has come, and the runtime stores that decision once when it
 * comes; tapped after, it is stored at the tap; a page that shows no banner removes it. The
 * runtime never draws a banner of its own beside it.
 *
 * fixtures/server-banner-page.html runs in an iframe, its page context from the query; with
 * `?hold` its runtime waits for `loadRuntime()`.
 */

const FRAME_URL = '/test/browser/fixtures/server-banner-page.html';
const RESTRICTED = ['SS_MID', 'ss_cvr'];
const BANNER = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
};
const contextFor = (cookieSettings) => ({ website: { id: 'site-demo' }, websiteSettings: { cookieSettings }, pageType: 2 });
const consentIn = (doc) => doc.cookie.match(/(?:^|; )ss_cookie_consent=([^;]*)/)?.[1] ?? null;
const forget = () => {
  for (const name of ['ss_cookie_consent', ...RESTRICTED]) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe('a cookie banner written by the server (built dist/runtime.js)', () => {
  let frame;
  const doc = () => frame.contentDocument;
  const dialog = () => doc().querySelector('dialog[data-sqs-cookie-banner]');
  const button = (value) => dialog().querySelector(`button[value="${value}"]`);
  const ran = () => doc().documentElement.hasAttribute('data-sqs-runtime');
  let decisions;
  let changes;

  /** Loads the framed page; resolves once its banner is in the page (the runtime may wait). */
  const load = (query) =>
    new Promise((resolve) => {
      frame.addEventListener(
        'load',
        () => {
          decisions = [];
          changes = [];
          dialog()?.addEventListener('sqs-cookie-banner-decision', (event) => decisions.push(event.detail.consent));
          frame.contentWindow.addEventListener('sqs-consent-change', (event) => changes.push(event.detail.consent));
          resolve();
        },
        { once: true },
      );
      frame.src = `${FRAME_URL}?context=${encodeURIComponent(JSON.stringify(contextFor(BANNER)))}${query ?? ''}`;
    });

  /** A real tap on an element of the framed page. */
  const tap = (element) => tapInFrame(frame, element);

  beforeEach(() => {
    forget();
    frame = document.createElement('iframe');
    frame.title = 'A page of the site';
    frame.style.cssText = 'width: 800px; height: 500px; border: 0';
    document.body.append(frame);
  });

  afterEach(() => {
    frame.remove();
    forget();
  });

  it('a tap before any code of ours closes it at once; the runtime stores that decision once when it comes', async () => {
    await load('&hold');
    expect(ran()).to.equal(false);
    await tap(button('accept'));
    expect(dialog().open, 'closed by the browser, no script of ours').to.equal(false);
    expect(consentIn(doc())).to.equal(null);
    frame.contentWindow.loadRuntime();
    await waitFor(() => consentIn(doc()) === 'true', { message: 'the decision stored' });
    expect(dialog()).to.equal(null);
    expect(decisions).to.deep.equal(['granted']);
    expect(changes).to.deep.equal(['granted']);
    await sleep(300);
    expect(doc().querySelector('sqs-cookie-banner'), 'no banner of the runtime').to.equal(null);
    expect(changes).to.deep.equal(['granted']);
  });

  it('tapped after the runtime came: the decision is stored at the tap, once (decline clears the restricted cookies)', async () => {
    await load();
    await waitFor(ran, { message: 'the runtime started' });
    // The banner's code is asked for once the runtime has decided to show it: give it its time.
    await sleep(500);
    for (const name of RESTRICTED) doc().cookie = `${name}=1; Path=/`;
    await tap(button('decline'));
    await waitFor(() => consentIn(doc()) === 'false', { message: 'the decision stored' });
    expect(dialog()).to.equal(null);
    expect(RESTRICTED.filter((name) => doc().cookie.includes(`${name}=`))).to.deep.equal([]);
    expect(decisions).to.deep.equal(['declined']);
    expect(changes).to.deep.equal(['declined']);
    expect(doc().querySelector('sqs-cookie-banner')).to.equal(null);
  });

  it('works from the keyboard: Tab reaches Accept, Enter closes the banner and stores the decision', async () => {
    await load('&hold');
    button('accept').focus();
    expect(doc().activeElement).to.equal(button('accept'));
    await sendKeys({ press: 'Enter' });
    expect(dialog().open).to.equal(false);
    frame.contentWindow.loadRuntime();
    await waitFor(() => consentIn(doc()) === 'true', { message: 'the decision stored' });
    expect(decisions).to.deep.equal(['granted']);
  });

  it('a page with a decision already stored removes it and shows none', async () => {
    document.cookie = 'ss_cookie_consent=true; Path=/';
    await load();
    await waitFor(() => dialog() === null, { message: 'the server banner removed' });
    await sleep(300);
    expect(doc().querySelector('sqs-cookie-banner')).to.equal(null);
    expect(consentIn(doc())).to.equal('true');
    expect(changes).to.deep.equal([]);
  });

  it('the README markup has zero axe violations', async () => {
    const host = document.createElement('div');
    host.innerHTML = `<main><h1>A page</h1></main><dialog open data-sqs-cookie-banner aria-label="Cookie consent"><form method="dialog"><p>We use cookies.</p><button value="accept">Accept</button><button value="decline">Decline</button></form></dialog>`;
    document.body.append(host);
    try {
      expect(await axeViolations(host)).to.deep.equal([]);
    } finally {
      host.remove();
    }
  });
});
