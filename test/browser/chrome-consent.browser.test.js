import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { axeViolations, deepActiveElement, sleep, waitFor } from './helpers.js';

/**
 * The cookie consent banner (issue 6 item 1) in the BUILT dist/runtime.js: shown from the page
 * context, the decision stored in ss_cookie_consent, the restricted cookies cleared under a
 * restrictive policy, and nothing shown again after a decision on reload.
 *
 * Cookie paths and reloads need a real page at a deep path: fixtures/consent-page.html runs in
 * an iframe (Chromium keeps a document's cookie URL when history.replaceState moves it), with
 * its page context from the query. The rest runs on this page.
 */

const RESTRICTED = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const FRAME_URL = '/test/browser/fixtures/consent-page.html';
const PATHS = ['/test/browser/fixtures/consent-page.html', '/test/browser/fixtures', '/test/browser', '/test', '/'];

const namesIn = (doc) =>
  doc.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
const consentIn = (doc) => doc.cookie.match(/(?:^|; )ss_cookie_consent=([^;]*)/)?.[1] ?? null;
const forgetConsent = () => {
  document.cookie = 'ss_cookie_consent=; Max-Age=0; Path=/';
};
/** Every restricted cookie twice, on the paths of the framed page, plus one that must survive. */
function plantCookies() {
  for (const [i, name] of RESTRICTED.entries()) {
    document.cookie = `${name}=a; Path=${PATHS[i % PATHS.length]}`;
    document.cookie = `${name}=b; Path=${PATHS[(i + 2) % PATHS.length]}`;
  }
  document.cookie = 'keep_me=1; Path=/';
}
const restrictedIn = (doc) => RESTRICTED.filter((name) => namesIn(doc).includes(name));
function removeAllCookies() {
  forgetConsent();
  for (const name of [...RESTRICTED, 'keep_me', 'SS_ANALYTICS_ID']) for (const path of PATHS) document.cookie = `${name}=; Max-Age=0; Path=${path}`;
}

const contextFor = (cookieSettings) => ({ website: { id: 'site-demo' }, websiteSettings: { cookieSettings }, pageType: 2 });
function setContext(cookieSettings) {
  let script = document.getElementById('sqs-page-context');
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sqs-page-context';
    document.head.append(script);
  }
  script.textContent = JSON.stringify(contextFor(cookieSettings));
}

const hostIn = (doc) => doc.querySelector('sqs-cookie-banner');
const partIn = (doc, name) => hostIn(doc)?.shadowRoot?.querySelector(`[part="${name}"]`) ?? null;
const host = () => hostIn(document);
const part = (name) => partIn(document, name);
/** Shown and faded in (axe measures contrast with the final opacity). */
const shownIn = (doc) =>
  waitFor(
    () => {
      const banner = partIn(doc, 'banner');
      return banner && partIn(doc, 'text').textContent !== '' && doc.defaultView.getComputedStyle(banner).opacity === '1' && banner;
    },
    { message: 'the banner' },
  );
const shown = () => shownIn(document);

/** A real click on an element of the framed page. */
async function clickInFrame(frame, element) {
  const outer = frame.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(outer.x + box.x + box.width / 2), Math.round(outer.y + box.y + box.height / 2)] });
}

const RESTRICTIVE_BUTTONS = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
};

describe('cookie consent on a framed page: cookie paths and reloads (built dist/runtime.js)', () => {
  let frame;
  const frameDoc = () => frame.contentDocument;
  const decisions = [];
  /** Loads (or reloads) the framed page and waits for its runtime to start. */
  const load = (url) =>
    new Promise((resolve) => {
      frame.addEventListener('load', () => waitFor(() => frameDoc().documentElement.hasAttribute('data-sqs-runtime')).then(resolve), { once: true });
      if (url) frame.src = url;
      else frame.contentWindow.location.reload();
    }).then(() => frame.contentWindow.addEventListener('sqs-consent-change', (event) => decisions.push(event.detail)));

  before(async () => {
    removeAllCookies();
    plantCookies();
    frame = document.createElement('iframe');
    frame.title = 'A page of the site';
    frame.style.cssText = 'width: 800px; height: 500px; border: 0';
    document.body.append(frame);
    await load(`${FRAME_URL}?context=${encodeURIComponent(JSON.stringify(contextFor(RESTRICTIVE_BUTTONS)))}`);
  });

  after(() => {
    frame?.remove();
    removeAllCookies();
  });

  it('under a restrictive policy without consent: the restricted cookies go from every path at once, and the banner asks', async () => {
    await waitFor(() => restrictedIn(frameDoc()).length === 0, { message: 'the restricted cookies cleared' });
    expect(namesIn(frameDoc())).to.include('keep_me');
    const banner = await shownIn(frameDoc());
    expect(banner.getAttribute('role')).to.equal('region');
    expect(partIn(frameDoc(), 'accept').textContent).to.equal('Accept');
    expect(partIn(frameDoc(), 'decline').textContent).to.equal('Decline');
  });

  it('decline stores false for every page of the site, clears the cookies again, and goes away', async () => {
    plantCookies(); // set again since, e.g. by a script
    await waitFor(() => restrictedIn(frameDoc()).length === RESTRICTED.length, { message: 'planted' });
    expect(namesIn(frameDoc()).filter((name) => name === 'ss_cvr').length).to.equal(2);
    decisions.length = 0;
    await clickInFrame(frame, partIn(frameDoc(), 'decline'));
    await waitFor(() => hostIn(frameDoc()) === null, { message: 'the banner gone' });
    expect(consentIn(frameDoc())).to.equal('false');
    expect(consentIn(document), 'Path=/').to.equal('false');
    expect(restrictedIn(frameDoc())).to.deep.equal([]);
    expect(namesIn(frameDoc())).to.include('keep_me');
    expect(decisions).to.deep.equal([{ consent: 'declined' }]);
  });

  it('after a decline, a reload shows no banner and clears again', async () => {
    plantCookies();
    await load();
    await waitFor(() => restrictedIn(frameDoc()).length === 0, { message: 'cleared on reload' });
    await sleep(300);
    expect(hostIn(frameDoc())).to.equal(null);
  });

  it('accept stores true and goes away; a reload shows no banner and clears nothing', async () => {
    forgetConsent();
    await load();
    await shownIn(frameDoc());
    decisions.length = 0;
    await clickInFrame(frame, partIn(frameDoc(), 'accept'));
    await waitFor(() => hostIn(frameDoc()) === null, { message: 'the banner gone' });
    expect(consentIn(frameDoc())).to.equal('true');
    expect(decisions).to.deep.equal([{ consent: 'granted' }]);

    plantCookies();
    await load();
    await sleep(300);
    expect(hostIn(frameDoc())).to.equal(null);
    expect(restrictedIn(frameDoc())).to.deep.equal(RESTRICTED);
  });
});

describe('cookie consent banner (built dist/runtime.js)', () => {
  let runtime;
  const decisions = [];
  const onDecision = (event) => decisions.push(event.detail);
  const rerun = async (cookieSettings) => {
    runtime.destroy();
    await sleep(0);
    if (cookieSettings) setContext(cookieSettings);
    runtime.start();
  };

  before(async () => {
    // A page as a site has it, so axe can check the whole document with the banner on it.
    document.documentElement.lang = 'en';
    document.title = 'Cookie consent test';
    const main = document.createElement('main');
    main.innerHTML = '<h1>A page</h1><p>With <a href="#top">a link</a>.</p>';
    document.body.append(main);
    removeAllCookies();
    setContext(RESTRICTIVE_BUTTONS);
    window.addEventListener('sqs-consent-change', onDecision);
    runtime = await import('/dist/runtime.js');
  });

  after(() => {
    runtime?.destroy();
    window.removeEventListener('sqs-consent-change', onDecision);
    removeAllCookies();
    delete navigator.globalPrivacyControl;
  });

  it('is the first thing in the body, a named region, announced politely, with zero axe violations', async () => {
    const banner = await shown();
    expect(document.body.firstElementChild === host()).to.equal(true);
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(part('text').getAttribute('aria-live')).to.equal('polite');
    expect(part('text').textContent).to.equal(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
    const box = banner.getBoundingClientRect();
    expect(Math.round(box.bottom)).to.equal(innerHeight);
    expect(Math.round(box.width)).to.equal(document.documentElement.clientWidth);
    expect(await axeViolations(document)).to.deep.equal([]);
  });

  it('is reached from the keyboard first, shows focus, is not dismissed by Escape; Enter on Accept stores true', async () => {
    await shown();
    // Where a freshly loaded page starts: the top of the document.
    const root = document.documentElement;
    root.tabIndex = -1;
    root.focus();
    root.removeAttribute('tabindex');
    await sendKeys({ press: 'Tab' });
    const accept = part('accept');
    await waitFor(() => deepActiveElement() === accept, { message: 'focus on Accept' });
    const ring = getComputedStyle(accept);
    expect(ring.outlineStyle).to.not.equal('none');
    expect(parseFloat(ring.outlineWidth)).to.be.at.least(2);
    await sendKeys({ press: 'Escape' });
    await sleep(50);
    expect(host() !== null && deepActiveElement() === accept).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement() === part('decline')).to.equal(true);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActiveElement() === accept).to.equal(true);
    decisions.length = 0;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => host() === null, { message: 'the banner gone' });
    expect(consentIn(document)).to.equal('true');
    expect(decisions).to.deep.equal([{ consent: 'granted' }]);
    await rerun();
    await sleep(300);
    expect(host()).to.equal(null);
  });

  it('hides the banner in screenshot mode', async () => {
    forgetConsent();
    const url = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search}&screenshot=true`);
    try {
      await rerun({ ...RESTRICTIVE_BUTTONS, isRestrictiveCookiePolicyEnabled: false });
      await sleep(300);
      expect(host()).to.equal(null);
    } finally {
      history.replaceState(null, '', url);
    }
  });

  it('with Global Privacy Control under a restrictive policy: a decline, so no banner and the cookies go', async () => {
    forgetConsent();
    document.cookie = 'ss_cvr=1; Path=/';
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      await rerun(RESTRICTIVE_BUTTONS);
      await waitFor(() => !namesIn(document).includes('ss_cvr'), { message: 'cleared under GPC' });
      await sleep(300);
      expect(host()).to.equal(null);
      expect(consentIn(document)).to.equal(null);
      // Without a restrictive policy GPC does not hide it.
      await rerun({ ...RESTRICTIVE_BUTTONS, isRestrictiveCookiePolicyEnabled: false });
      await shown();
    } finally {
      delete navigator.globalPrivacyControl;
    }
  });

  describe('every variant: placed as set, zero axe violations', () => {
    const viewport = () => ({ width: document.documentElement.clientWidth, height: innerHeight });
    const cases = [];
    for (const theme of ['LIGHT', 'DARK']) {
      for (const [variant, positions] of [
        ['BAR', ['TOP', 'BOTTOM']],
        ['POPUP', ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']],
      ]) {
        for (const [i, cta] of ['TEXT', 'BUTTON', 'ICON'].entries()) {
          cases.push({ theme, variant, cta, position: positions[(i + (theme === 'DARK' ? 1 : 0)) % positions.length] });
        }
      }
    }
    for (const { theme, variant, cta, position } of cases) {
      it(`${variant} ${position} ${theme} ${cta}`, async () => {
        forgetConsent();
        await rerun({
          isCookieBannerEnabled: true,
          cookieBannerVariant: variant,
          cookieBannerPosition: position,
          cookieBannerTheme: theme,
          cookieBannerCtaVariant: cta,
          cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        });
        const banner = await shown();
        const box = banner.getBoundingClientRect();
        const { width, height } = viewport();
        if (position.startsWith('TOP')) expect(Math.round(box.top)).to.equal(variant === 'BAR' ? 0 : 16);
        else expect(Math.round(box.bottom)).to.equal(variant === 'BAR' ? height : height - 16);
        if (variant === 'BAR') expect(Math.round(box.width)).to.equal(width);
        else if (position.endsWith('LEFT')) expect(Math.round(box.left)).to.equal(16);
        else expect(Math.round(box.right)).to.equal(width - 16);
        expect(banner.classList.contains(theme.toLowerCase())).to.equal(true);
        // The decline button only for OPT_IN_AND_OUT when the CTA is not an icon.
        expect(part('decline') === null).to.equal(cta === 'ICON');
        if (cta === 'ICON') {
          expect(part('accept').getAttribute('aria-label')).to.equal('Accept');
          expect(part('accept').textContent).to.equal('×');
        }
        expect(await axeViolations(document)).to.deep.equal([]);
      });
    }
  });
});
