import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations, cleanup, fixture, sleep, waitFor } from './helpers.js';

/**
 * The mobile information bar, the badge and the announcement bar (issue 6 item 3) in the
 * BUILT dist/runtime.js, from the page context alone (SPEC.md §4, §6, §9).
 */

const SITE = {
  mobileInfoBarSettings: { style: 1, isContactPhoneNumberEnabled: true, isContactEmailEnabled: true, isLocationEnabled: true, isBusinessHoursEnabled: true },
  contactPhoneNumber: '+64 9 555 0100',
  contactEmail: 'hello@example.com',
  location: { addressTitle: 'Harbour Café', addressLine1: '1 Quay St', addressCountry: 'New Zealand' },
  businessHours: { monday: { text: '8:00 - 16:00' }, saturday: { text: '9:00 - 14:00' } },
  announcementBarSettings: { style: 1, text: '<p>Now open on Sundays</p>', clickthroughUrl: { url: '/hours', newWindow: false } },
  ssBadgeType: 1,
};

function page(websiteSettings, extra = {}) {
  cleanup();
  const context = { website: { id: 'site-test', appDomain: 'example.com' }, websiteSettings, pageType: 2, templateVersion: '7.1', ...extra };
  fixture(`<script type="application/json" id="sqs-page-context">${JSON.stringify(context)}</script>`);
  fixture('<main><h1>Harbour Café</h1><p>Breakfast and lunch by the water.</p></main>');
}

const host = (name) => document.querySelector(`[data-sqs-${name}]`);
const visible = (name) => {
  const element = host(name);
  return Boolean(element && !element.hidden && element.shadowRoot.firstElementChild.getBoundingClientRect().height > 0);
};
/** Long enough for the start and a bar's chunk: a bar due now would be there. */
const settled = () => sleep(400);

describe('chrome: bars (built dist/runtime.js)', () => {
  let runtime;

  before(async () => {
    document.title = 'Harbour Café';
    document.documentElement.lang = 'en';
    await setViewport({ width: 800, height: 700 });
    page(SITE);
    runtime = await import('/dist/runtime.js');
  });

  after(async () => {
    runtime?.destroy();
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  async function restart(settings, extra) {
    runtime.destroy();
    page(settings, extra);
    runtime.start();
  }

  it('shows the mobile bar at 800 px wide with the contact shortcuts; axe finds nothing', async () => {
    await waitFor(() => visible('mobile-bar'), { message: 'the mobile bar' });
    const root = host('mobile-bar').shadowRoot;
    const nav = root.querySelector('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Contact');
    // Fixed to the bottom of the window.
    expect(Math.round(nav.getBoundingClientRect().bottom)).to.equal(700);
    expect([...root.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['Call', 'Email', 'Map']);
    expect(root.querySelector('a').getAttribute('href')).to.equal('tel:+6495550100');
    expect(root.querySelector('summary').textContent).to.equal('Hours');
    expect(await axeViolations(document)).to.deep.equal([]);
    root.querySelector('summary').click();
    expect([...root.querySelectorAll('dt')].map((dt) => dt.textContent)).to.deep.equal(['Monday', 'Saturday']);
    expect(await axeViolations(document)).to.deep.equal([]);
  });

  it('shows no mobile bar when the page loads at 1200 px, and one at exactly 1024 px', async () => {
    await setViewport({ width: 1200, height: 700 });
    await restart(SITE);
    await settled();
    expect(host('mobile-bar') === null, 'not loaded at 1200 px').to.equal(true);
    await setViewport({ width: 1024, height: 700 });
    await restart(SITE);
    await waitFor(() => visible('mobile-bar'), { message: 'the mobile bar at 1024 px' });
    await setViewport({ width: 800, height: 700 });
  });

  it('follows the window across 1024 px without a reload', async function () {
    // A test page in the background (another test file running beside this one) gets no
    // rendering updates, so media-query change events wait until it is shown: there is
    // nothing to observe then (start-bars.test.ts covers the same in happy-dom).
    if (document.visibilityState === 'hidden') this.skip();
    await setViewport({ width: 1200, height: 700 });
    await restart(SITE);
    await settled();
    expect(host('mobile-bar') === null, 'not loaded while wide').to.equal(true);
    await setViewport({ width: 800, height: 700 });
    await waitFor(() => visible('mobile-bar'), { message: 'the mobile bar once narrow' });
    await setViewport({ width: 1200, height: 700 });
    await waitFor(() => !visible('mobile-bar'), { message: 'the bar hidden' });
    expect(host('mobile-bar').hidden).to.equal(true);
    await setViewport({ width: 1024, height: 700 });
    await waitFor(() => visible('mobile-bar'), { message: 'the bar back' });
    await setViewport({ width: 800, height: 700 });
  });

  it('shows no mobile bar with style none', async () => {
    await restart({ ...SITE, mobileInfoBarSettings: { ...SITE.mobileInfoBarSettings, style: 'none' } });
    await settled();
    expect(host('mobile-bar') === null).to.equal(true);
  });

  it('shows the badge when its type is not none, except on template 7.1; axe finds nothing', async () => {
    await restart({ ...SITE, ssBadgeType: 2 }, { templateVersion: '7.1' });
    await settled();
    expect(host('badge') === null, 'not on 7.1').to.equal(true);
    await restart({ ...SITE, ssBadgeType: 1 }, { templateVersion: '7' });
    await settled();
    expect(host('badge') === null, 'type none').to.equal(true);
    await restart({ ...SITE, ssBadgeType: 2, ssBadgePosition: 4 }, { templateVersion: '7' });
    await waitFor(() => visible('badge'), { message: 'the badge' });
    const link = host('badge').shadowRoot.querySelector('a');
    expect(link.textContent).to.equal('Made with example.com');
    const box = link.getBoundingClientRect();
    expect(box.right).to.be.within(window.innerWidth - 40, window.innerWidth);
    expect(await axeViolations(document)).to.deep.equal([]);
  });

  it('shows the announcement bar when the page says so, at the top; axe finds nothing; its close button hides it', async () => {
    await restart(SITE, { showAnnouncementBar: true });
    await waitFor(() => visible('announcement-bar'), { message: 'the announcement bar' });
    expect(document.body.firstElementChild === host('announcement-bar')).to.equal(true);
    const root = host('announcement-bar').shadowRoot;
    expect(root.querySelector('a').textContent).to.equal('Now open on Sundays');
    expect(root.querySelector('a').getAttribute('href')).to.equal('/hours');
    expect(await axeViolations(document)).to.deep.equal([]);
    root.querySelector('button').click();
    expect(host('announcement-bar') === null).to.equal(true);
  });

  it('shows the announcement bar to a logged-in account even when the page does not, and not to a visitor', async () => {
    await restart(SITE, { showAnnouncementBar: false });
    await settled();
    expect(host('announcement-bar') === null, 'visitor').to.equal(true);
    await restart(SITE, { showAnnouncementBar: false, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] });
    await waitFor(() => visible('announcement-bar'), { message: 'the announcement bar for a logged-in account' });
    expect(await axeViolations(document)).to.deep.equal([]);
  });

  it('shows all three together without axe violations, and removes them on destroy', async () => {
    await restart({ ...SITE, ssBadgeType: 2 }, { showAnnouncementBar: true, templateVersion: '8' });
    await waitFor(() => visible('announcement-bar') && visible('badge') && visible('mobile-bar'), { message: 'the three bars' });
    expect(await axeViolations(document)).to.deep.equal([]);
    runtime.destroy();
    expect([host('announcement-bar'), host('badge'), host('mobile-bar')].every((h) => h === null)).to.equal(true);
    runtime.start();
  });
});
