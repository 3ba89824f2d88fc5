import { expect } from '@esm-bundle/chai';
import { BLACK, WHITE, cleanup, contrast, fixture, keyboardControls, over, rgba, ringContrast, waitFor } from './helpers.js';

/**
 * Issue 19 item 6, WCAG 2.4.7 / 1.4.11 for the site chrome (built dist/elements/*.js, placed by a
 * template as in chrome-elements): the cookie banner's buttons and links, the popup overlay's
 * close, the dialogs' buttons show a ring that stands out (3:1) from the surface it is drawn on.
 * Unlike a block's, a chrome control sits on the chrome's own opaque surface (the banner, the
 * dialog box, in each theme), never on the page or an image: that surface is the background
 * measured, with the one helper of every ring test (helpers.js `ringContrast`).
 */

const load = (tag) => import(`/dist/elements/${tag}.js`);

/**
 * The colours behind `element`: its ancestors' backgrounds (through shadow roots) composed over a
 * white page and over a black one: one colour when the chrome draws an opaque surface, both when
 * the control floats over the page (a badge), which may be either.
 */
function surfacesOf(element) {
  const layers = [];
  for (let node = element.parentElement ?? element.getRootNode().host; node; node = node.parentElement ?? node.getRootNode().host) {
    const colour = rgba(getComputedStyle(node).backgroundColor);
    if (colour.a > 0) layers.push(colour);
    if (colour.a === 1) break;
  }
  const on = (page) => layers.reduceRight((below, layer) => over(layer, below), page);
  const [white, black] = [on(WHITE), on(BLACK)];
  return contrast(white, black) === 1 ? [white] : [white, black];
}
const named = ({ r, g, b }) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

async function measured(root, name) {
  const found = await waitFor(() => keyboardControls(root).length && keyboardControls(root), { message: `${name} controls` });
  const results = [];
  for (const control of found) {
    const surfaces = surfacesOf(control);
    const worst = await ringContrast(control, surfaces);
    const label = control.getAttribute('part') ?? [control.localName, ...control.classList].join('.');
    results.push(`${name} ${label} on ${surfaces.map(named).join(' and ')}: ${worst >= 3 ? 'ok' : worst.toFixed(2)}`);
  }
  return results;
}

const failures = (results) => results.filter((r) => !r.endsWith(': ok'));

describe('focus rings of the site chrome (issue 19)', () => {
  before(() => {
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    cleanup();
    document.cookie = 'ss_cookie_consent=; Max-Age=0; Path=/';
  });

  for (const theme of ['LIGHT', 'DARK']) {
    for (const [variant, cta] of [['BAR', 'BUTTON'], ['POPUP', 'TEXT'], ['BAR', 'ICON']]) {
      it(`<sqs-cookie-banner> ${theme} ${variant} ${cta}: its buttons`, async () => {
        await load('sqs-cookie-banner');
        const banner = fixture(
          `<sqs-cookie-banner variant="${variant}" position="BOTTOM" theme="${theme}" cta-variant="${cta}" accept-type="${cta === 'ICON' ? 'OPT_IN' : 'OPT_IN_AND_OUT'}"></sqs-cookie-banner>`,
        );
        const box = await waitFor(() => banner.shadowRoot.querySelector('[part="banner"]'), { message: 'the banner' });
        await waitFor(() => getComputedStyle(box).opacity === '1', { message: 'the fade-in' });
        const results = await measured(banner.shadowRoot, `${theme} ${variant}`);
        expect(results.some((r) => r.includes(' accept ')), results.join('\n')).to.equal(true);
        if (cta !== 'ICON') expect(results.some((r) => r.includes(' decline ')), results.join('\n')).to.equal(true);
        expect(failures(results), results.join('\n')).to.deep.equal([]);
      });
    }
  }

  it('<sqs-popup-overlay>: its close button', async () => {
    await load('sqs-popup-overlay');
    const popup = fixture('<sqs-popup-overlay open heading="Harbour news" text="Specials and events."></sqs-popup-overlay>');
    const dialog = popup.shadowRoot.querySelector('dialog');
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const results = await measured(popup.shadowRoot, 'popup');
    expect(results.some((r) => r.startsWith('popup close ')), results.join('\n')).to.equal(true);
    expect(failures(results), results.join('\n')).to.deep.equal([]);
  });

  it('<sqs-dialog> (a confirmation) and <sqs-system-error>: their buttons', async () => {
    await Promise.all([load('sqs-dialog'), load('sqs-system-error')]);
    const dialog = fixture(
      `<sqs-dialog open alert heading="Delete file?" message="This can't be undone." buttons='[{"value":"cancel","text":"Cancel"},{"value":"confirm","text":"Delete"}]'></sqs-dialog>`,
    );
    const box = dialog.shadowRoot.querySelector('dialog');
    await waitFor(() => getComputedStyle(box).opacity === '1', { message: 'the fade-in' });
    const results = await measured(dialog.shadowRoot, 'dialog');
    expect(results.filter((r) => r.startsWith('dialog ')).length, results.join('\n')).to.be.at.least(2);
    cleanup();
    const error = fixture('<sqs-system-error open url="/api/cart" error="Bad cart" error-key="E-17"></sqs-system-error>');
    const errorBox = error.shadowRoot.querySelector('dialog');
    await waitFor(() => getComputedStyle(errorBox).opacity === '1', { message: 'the fade-in' });
    results.push(...(await measured(error.shadowRoot, 'system error')));
    expect(failures(results), results.join('\n')).to.deep.equal([]);
  });

  it('the announcement bar, the mobile bar and the badge: their links and buttons', async () => {
    await Promise.all(['sqs-announcement-bar', 'sqs-mobile-bar', 'sqs-badge'].map(load));
    const results = [];
    const announcement = fixture('<sqs-announcement-bar text="<p>Now open on Sundays</p>" url="/hours"></sqs-announcement-bar>');
    results.push(...(await measured(announcement.shadowRoot, 'announcement')));
    const bar = fixture('<sqs-mobile-bar phone="+64 9 555 0100" email="hi@example.com" hours=\'{"monday":"8-4"}\'></sqs-mobile-bar>');
    results.push(...(await measured(bar.shadowRoot, 'mobile bar')));
    for (const theme of ['light', 'dark']) {
      const badge = fixture(`<sqs-badge position="top-left" theme="${theme}" app-domain="example.com"></sqs-badge>`);
      results.push(...(await measured(badge.shadowRoot, `badge ${theme}`)));
    }
    expect(failures(results), results.join('\n')).to.deep.equal([]);
  });
});
