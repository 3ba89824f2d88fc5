import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, cleanup, deepActiveElement, fixture, sleep, waitFor } from './helpers.js';

/**
 * The chrome elements on their own (issue 12 item 6): a template places the tag with its
 * attributes and imports only its BUILT `dist/elements/<tag>.js` (no runtime.js, no page
 * context). Each renders, behaves and announces as documented in custom-elements.json.
 */

const load = (tag) => import(`/dist/elements/${tag}.js`);
const root = (element) => element.shadowRoot;

describe('chrome elements placed by a template (built dist/elements/*.js, no runtime)', () => {
  before(() => {
    document.documentElement.lang = 'en';
    document.title = 'Chrome elements';
  });
  afterEach(() => {
    cleanup();
    document.cookie = 'ss_cookie_consent=; Max-Age=0; Path=/';
  });

  it('registers each tag once, harmlessly twice', async () => {
    for (const tag of ['sqs-cookie-banner', 'sqs-popup-overlay', 'sqs-mobile-bar', 'sqs-badge', 'sqs-announcement-bar', 'sqs-dialog', 'sqs-system-error', 'sqs-toast', 'sqs-tooltip']) {
      await load(tag);
      await load(tag);
      expect(customElements.get(tag), tag).to.not.equal(undefined);
    }
    expect(document.documentElement.hasAttribute('data-sqs-runtime')).to.equal(false);
  });

  it('<sqs-cookie-banner>: attributes normalised, Accept stores the decision and announces it', async () => {
    await load('sqs-cookie-banner');
    const banner = fixture('<sqs-cookie-banner variant="POPUP" position="TOP" theme="LIGHT" cta-variant="BUTTON" accept-type="OPT_IN_AND_OUT" accept-text="Allow"></sqs-cookie-banner>');
    const box = root(banner).querySelector('[part="banner"]');
    expect(box.classList.contains('top-left')).to.equal(true); // SPEC.md §5: a TOP popup is TOP_LEFT
    await waitFor(() => root(banner).querySelector('[part="text"]').textContent.startsWith('By using this website'), { message: 'the text' });
    const seen = [];
    banner.addEventListener('sqs-cookie-banner-decision', (event) => seen.push(event.detail));
    root(banner).querySelector('[part="accept"]').click();
    expect(seen).to.deep.equal([{ consent: 'granted' }]);
    expect(document.cookie).to.contain('ss_cookie_consent=true');
    expect(banner.isConnected).to.equal(false);
  });

  it('<sqs-dialog open>: modal, focus on the safe choice (Cancel, issue 19), the answer in sqs-dialog-close, focus back', async () => {
    await load('sqs-dialog');
    const opener = fixture('<button type="button">Before</button>');
    opener.focus();
    const dialog = fixture(
      `<sqs-dialog open alert heading="Delete file?" message="This can't be undone." buttons='[{"value":"cancel","text":"Cancel"},{"value":"confirm","text":"Delete"}]'></sqs-dialog>`,
    );
    const box = root(dialog).querySelector('dialog');
    expect(box.matches(':modal')).to.equal(true);
    expect(box.getAttribute('role')).to.equal('alertdialog');
    await waitFor(() => deepActiveElement()?.textContent === 'Cancel', { message: 'focus on Cancel, not Delete' });
    await waitFor(() => getComputedStyle(box).opacity === '1', { message: 'the fade-in' });
    expect(await axeViolations(document)).to.deep.equal([]);
    const answer = new Promise((resolve) => dialog.addEventListener('sqs-dialog-close', (event) => resolve(event.detail.value), { once: true }));
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('cancel');
    expect(dialog.hasAttribute('open')).to.equal(false);
    expect(dialog.isConnected).to.equal(true); // a template's dialog stays, closed
    expect(document.activeElement === opener).to.equal(true);
  });

  it('<sqs-popup-overlay open>: modal with its title, text and slotted content; closes on its button', async () => {
    await load('sqs-popup-overlay');
    const popup = fixture('<sqs-popup-overlay open heading="Harbour news" text="Specials and events."><p id="mine">Our own content</p></sqs-popup-overlay>');
    const box = root(popup).querySelector('dialog');
    expect(box.open).to.equal(true);
    expect(root(popup).getElementById('title').textContent).to.equal('Harbour news');
    expect(root(popup).querySelector('slot').assignedElements()[0].id).to.equal('mine');
    let closed = 0;
    popup.addEventListener('sqs-popup-overlay-close', () => (closed += 1));
    root(popup).querySelector('[part="close"]').click();
    expect(box.open).to.equal(false);
    expect(closed).to.equal(1);
  });

  it('<sqs-system-error open>: the text SPEC.md §8 picks for its attributes; Escape is Clear', async () => {
    await load('sqs-system-error');
    const overlay = fixture('<sqs-system-error open url="/api/cart" error="Bad cart" error-key="E-17"></sqs-system-error>');
    expect(root(overlay).getElementById('title').textContent).to.equal('Something Went Wrong!');
    expect([...root(overlay).querySelectorAll('dd')].map((d) => d.textContent)).to.deep.equal(['/api/cart', 'Bad cart']);
    expect(root(overlay).querySelector('[part="error-key"]').textContent).to.equal('Error key: E-17');
    const answer = new Promise((resolve) => overlay.addEventListener('sqs-dialog-close', (event) => resolve(event.detail.value), { once: true }));
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('clear');
  });

  it('<sqs-toast message>: shows its toast in a polite region, then leaves', async () => {
    await load('sqs-toast');
    const toast = fixture('<sqs-toast message="Saved" duration="300"></sqs-toast>');
    const region = root(toast).querySelector('[role="status"]');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    await waitFor(() => region.querySelector('[part="toast"]')?.textContent === 'Saved', { message: 'the toast' });
    await waitFor(() => !toast.isConnected, { message: 'the element gone', timeout: 2000 });
  });

  it('<sqs-tooltip>, <sqs-badge>, <sqs-mobile-bar>, <sqs-announcement-bar>: render from their attributes', async () => {
    await Promise.all(['sqs-tooltip', 'sqs-badge', 'sqs-mobile-bar', 'sqs-announcement-bar'].map(load));
    const tip = fixture('<sqs-tooltip left="40" top="60">Opens your cart</sqs-tooltip>');
    expect(tip.getAttribute('role')).to.equal('tooltip');
    const rect = tip.getBoundingClientRect();
    expect([Math.round(rect.left), Math.round(rect.top)]).to.deep.equal([40, 60]);

    const badge = fixture('<sqs-badge position="top-left" theme="dark" app-domain="example.com"></sqs-badge>');
    expect(root(badge).querySelector('a').getAttribute('href')).to.equal('https://example.com/');

    const bar = fixture('<sqs-mobile-bar phone="+64 9 555 0100" email="hi@example.com" hours=\'{"monday":"8-4"}\'></sqs-mobile-bar>');
    expect([...root(bar).querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['tel:+6495550100', 'mailto:hi@example.com']);
    expect(root(bar).querySelector('dt').textContent).to.equal('Monday');

    const announcement = fixture('<sqs-announcement-bar text="<p>Now open on <b>Sundays</b></p>" url="javascript:alert(1)"></sqs-announcement-bar>');
    expect(root(announcement).querySelector('a')).to.equal(null); // not a safe link
    expect(root(announcement).querySelector('.text').textContent).to.equal('Now open on Sundays');
    let closed = false;
    announcement.addEventListener('sqs-announcement-bar-close', () => (closed = true));
    root(announcement).querySelector('[part="close"]').click();
    expect(closed && !announcement.isConnected).to.equal(true);
    await sleep(0);
  });
});
